import Testing
import VisualFormat

@Suite("Format options")
struct FormatOptionsTests {
    /// Every option, with the constraints it must add or the attributes it must change.
    ///
    /// Alignment: UIKit adds `previous.attr == next.attr` for each adjacent pair of views (never the
    /// superview), after every other constraint, in ascending attribute order. Direction: left/right
    /// instead of leading/trailing; right-to-left also swaps the items. Baseline spacing: last
    /// baseline to first baseline in `V:` strings. (UIKit's VFL parser.)
    static let rows: [ValidFormat] = [
        ValidFormat(source: "alignAllTop, three views", format: "[a]-[b]-[c]", options: .alignAllTop,
                    expected: ["b.leading == a.trailing + std", "c.leading == b.trailing + std",
                               "a.top == b.top + 0", "b.top == c.top + 0"]),
        ValidFormat(source: "alignAllBottom", format: "[a][b]", options: .alignAllBottom,
                    expected: ["b.leading == a.trailing + 0", "a.bottom == b.bottom + 0"]),
        ValidFormat(source: "alignAllCenterY", format: "[a][b]", options: .alignAllCenterY,
                    expected: ["b.leading == a.trailing + 0", "a.centerY == b.centerY + 0"]),
        ValidFormat(source: "alignAllLastBaseline", format: "[a][b]", options: .alignAllLastBaseline,
                    expected: ["b.leading == a.trailing + 0", "a.lastBaseline == b.lastBaseline + 0"]),
        ValidFormat(source: "alignAllBaseline (the older name)", format: "[a][b]", options: .alignAllBaseline,
                    expected: ["b.leading == a.trailing + 0", "a.lastBaseline == b.lastBaseline + 0"]),
        ValidFormat(source: "alignAllFirstBaseline", format: "[a][b]", options: .alignAllFirstBaseline,
                    expected: ["b.leading == a.trailing + 0", "a.firstBaseline == b.firstBaseline + 0"]),
        ValidFormat(source: "alignAllLeft", format: "V:[a][b]", options: .alignAllLeft,
                    expected: ["b.top == a.bottom + 0", "a.left == b.left + 0"]),
        ValidFormat(source: "alignAllRight", format: "V:[a][b]", options: .alignAllRight,
                    expected: ["b.top == a.bottom + 0", "a.right == b.right + 0"]),
        ValidFormat(source: "alignAllLeading", format: "V:[a][b]", options: .alignAllLeading,
                    expected: ["b.top == a.bottom + 0", "a.leading == b.leading + 0"]),
        ValidFormat(source: "alignAllTrailing", format: "V:[a][b]", options: .alignAllTrailing,
                    expected: ["b.top == a.bottom + 0", "a.trailing == b.trailing + 0"]),
        ValidFormat(source: "alignAllCenterX", format: "V:[a]-8-[b]", options: .alignAllCenterX,
                    expected: ["b.top == a.bottom + 8", "a.centerX == b.centerX + 0"]),
        ValidFormat(source: "two alignments, ascending bits", format: "[a][b]",
                    options: [.alignAllBottom, .alignAllTop],
                    expected: ["b.leading == a.trailing + 0", "a.top == b.top + 0", "a.bottom == b.bottom + 0"]),
        ValidFormat(source: "alignment skips the superview", format: "|-[a]-[b]-|", options: .alignAllCenterY,
                    expected: ["a.leading == superview.leadingMargin + 0", "b.leading == a.trailing + std",
                               "superview.trailingMargin == b.trailing + 0", "a.centerY == b.centerY + 0"]),
        ValidFormat(source: "alignment comes after all sizes", format: "[a(10)][b(20)]", options: .alignAllTop,
                    expected: ["a.width == 10", "b.leading == a.trailing + 0", "b.width == 20",
                               "a.top == b.top + 0"]),
        ValidFormat(source: "UIKit checks alignment only between two views", format: "[a]",
                    options: .alignAllLeading, views: ["a"], expected: []),
        ValidFormat(source: "the width bit (unnamed in UIKit)", format: "V:[a][b]",
                    options: VisualFormat.Options(attribute: .width),
                    expected: ["b.top == a.bottom + 0", "a.width == b.width + 0"]),
        ValidFormat(source: "bits 0 and 13-15 do nothing", format: "[a][b]",
                    options: VisualFormat.Options(rawValue: 1 | 1 << 13 | 1 << 15),
                    expected: ["b.leading == a.trailing + 0"]),

        ValidFormat(source: "directionLeadingToTrailing (the default)", format: "|-10-[a]-[b]-10-|",
                    options: .directionLeadingToTrailing,
                    expected: ["a.leading == superview.leading + 10", "b.leading == a.trailing + std",
                               "superview.trailing == b.trailing + 10"]),
        ValidFormat(source: "directionLeftToRight", format: "|-10-[a]-[b]-10-|", options: .directionLeftToRight,
                    expected: ["a.left == superview.left + 10", "b.left == a.right + std",
                               "superview.right == b.right + 10"]),
        ValidFormat(source: "directionRightToLeft", format: "|-10-[a]-[b]-10-|", options: .directionRightToLeft,
                    expected: ["superview.right == a.right + 10", "a.left == b.right + std",
                               "b.left == superview.left + 10"]),
        ValidFormat(source: "directionLeftToRight, margins", format: "|-[a]-|", options: .directionLeftToRight,
                    expected: ["a.left == superview.leftMargin + 0", "superview.rightMargin == a.right + 0"]),
        ValidFormat(source: "directionRightToLeft, margins", format: "|-[a]-|", options: .directionRightToLeft,
                    expected: ["superview.rightMargin == a.right + 0", "a.left == superview.leftMargin + 0"]),
        ValidFormat(source: "directionRightToLeft with alignAllTop", format: "[a][b]",
                    options: [.directionRightToLeft, .alignAllTop],
                    expected: ["a.left == b.right + 0", "b.top == a.top + 0"]),
        ValidFormat(source: "direction options do not touch V:", format: "V:|-[a]-[b]|",
                    options: .directionRightToLeft,
                    expected: ["a.top == superview.topMargin + 0", "b.top == a.bottom + std",
                               "superview.bottom == b.bottom + 0"]),

        ValidFormat(source: "spacingEdgeToEdge (the default)", format: "V:[a]-[b]", options: .spacingEdgeToEdge,
                    expected: ["b.top == a.bottom + std"]),
        ValidFormat(source: "spacingBaselineToBaseline", format: "V:|-[a]-[b]-|",
                    options: .spacingBaselineToBaseline,
                    expected: ["a.firstBaseline == superview.topMargin + 0",
                               "b.firstBaseline == a.lastBaseline + std",
                               "superview.bottomMargin == b.lastBaseline + 0"]),
        ValidFormat(source: "spacingBaselineToBaseline, explicit spacing", format: "V:[a]-20-[b]",
                    options: .spacingBaselineToBaseline,
                    expected: ["b.firstBaseline == a.lastBaseline + 20"]),
        ValidFormat(source: "spacingBaselineToBaseline with alignAllLeading", format: "V:[a]-[b]",
                    options: [.spacingBaselineToBaseline, .alignAllLeading],
                    expected: ["b.firstBaseline == a.lastBaseline + std", "a.leading == b.leading + 0"]),
        ValidFormat(source: "UIKit checks baseline spacing only on connections", format: "H:[a(10)]",
                    options: .spacingBaselineToBaseline, expected: ["a.width == 10"]),
    ]

    @Test("Options", arguments: rows)
    func option(_ row: ValidFormat) { check(row) }

    /// UIKit's raw values, from the SDK header (NSLayoutConstraint.h).
    @Test("Raw values match NSLayoutConstraint.FormatOptions")
    func rawValues() {
        let table: [(VisualFormat.Options, UInt)] = [
            (.alignAllLeft, 0x2), (.alignAllRight, 0x4), (.alignAllTop, 0x8), (.alignAllBottom, 0x10),
            (.alignAllLeading, 0x20), (.alignAllTrailing, 0x40), (.alignAllCenterX, 0x200),
            (.alignAllCenterY, 0x400), (.alignAllLastBaseline, 0x800), (.alignAllBaseline, 0x800),
            (.alignAllFirstBaseline, 0x1000), (.alignmentMask, 0xFFFF),
            (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000),
            (.directionRightToLeft, 0x20000), (.directionMask, 0x30000),
            (.spacingEdgeToEdge, 0), (.spacingBaselineToBaseline, 0x80000), (.spacingMask, 0x80000),
        ]
        for (option, raw) in table {
            #expect(option.rawValue == raw)
        }
    }

    @Test("Attribute and relation raw values match UIKit's")
    func attributeRawValues() {
        let attributes: [(LayoutAttribute, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
            (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10),
            (.lastBaseline, 11), (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14),
            (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
            (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
        ]
        for (attribute, raw) in attributes {
            #expect(attribute.rawValue == raw)
        }
        #expect(LayoutRelation.lessThanOrEqual.rawValue == -1)
        #expect(LayoutRelation.equal.rawValue == 0)
        #expect(LayoutRelation.greaterThanOrEqual.rawValue == 1)
    }

    @Test("direction reads the two direction bits")
    func direction() {
        #expect(VisualFormat.Options().direction == .leadingToTrailing)
        #expect(VisualFormat.Options.directionLeftToRight.direction == .leftToRight)
        #expect(VisualFormat.Options([.directionRightToLeft, .alignAllTop]).direction == .rightToLeft)
        #expect(VisualFormat.Options.directionMask.direction == nil)
    }
}
