import Testing
@testable import AutoLayout

/// Baseline-relative vertical stacks, the baselines a stack vends (UIKit's UIStackView constraint
/// dumps) and nested stacks. Views as in `ThreeViews`: A 40×20 with both baselines 15 below its
/// top, B 60×50 without text, C 80×30 with baselines 12 and 26 below its top.
@Suite struct StackViewBaselineAndNestingTests {
    struct ColumnCase: Sendable, CustomTestStringConvertible {
        var name: String
        var views: [String]
        var baselineRelative = true
        var spacing: Double = 10
        var fontSpacing: Double?
        var hidden: String?
        /// Expected vertical spans of the listed views, and the stack's height.
        var spans: [Span]
        var height: Double
        var testDescription: String { name }
    }

    /// Columns at y 100, alignment leading.
    /// - A over C: C's first baseline is 10 below A's last (115): C's top at 125 − 12 = 113.
    /// - A, B, C: B has no baseline, so its top is 10 below A's baseline (125) and C's first
    ///   baseline 10 below B's bottom (185): C at 173.
    /// - B, A: A's first baseline 10 below B's bottom: A's top at 160 − 15 = 145.
    /// - System spacing between baselines is the fonts' (C says 24): C's baseline at 139.
    /// - Without baseline relativity, system spacing is 8 between edges: C at 128.
    /// - A, hidden B, C: A to C as if B were absent; B (no baseline) at A's baseline + 5.
    static let columnCases: [ColumnCase] = [
        ColumnCase(name: "A over C", views: ["A", "C"], spans: [Span(100, 20), Span(113, 30)], height: 43),
        ColumnCase(name: "A, B, C", views: ["A", "B", "C"], spans: [Span(100, 20), Span(125, 50), Span(173, 30)], height: 103),
        ColumnCase(name: "B over A", views: ["B", "A"], spans: [Span(100, 50), Span(145, 20)], height: 65),
        ColumnCase(name: "system spacing from the fonts", views: ["A", "C"], spacing: StackView.spacingUseSystem,
                   fontSpacing: 24, spans: [Span(100, 20), Span(127, 30)], height: 57),
        ColumnCase(name: "system spacing between edges", views: ["A", "C"], baselineRelative: false,
                   spacing: StackView.spacingUseSystem, fontSpacing: 24, spans: [Span(100, 20), Span(128, 30)], height: 58),
        ColumnCase(name: "hidden B", views: ["A", "B", "C"], hidden: "B",
                   spans: [Span(100, 20), Span(120, 0), Span(113, 30)], height: 43),
    ]

    @Test(arguments: columnCases)
    func baselineRelativeColumn(_ c: ColumnCase) throws {
        let three = ThreeViews()
        three.c.fontSpacing = c.fontSpacing
        let byName: [String: View] = ["A": three.a, "B": three.b, "C": three.c]
        let views = c.views.compactMap { byName[$0] }
        if let h = c.hidden { byName[h]?.isHidden = true }
        let (root, stack) = try makeStack(.vertical, views, spacing: c.spacing, alignment: .leading)
        stack.isBaselineRelativeArrangement = c.baselineRelative
        root.layoutIfNeeded()
        for (view, expected) in zip(views, c.spans) {
            #expect(close(span(view.layoutRectInRoot, .vertical).rect, expected.rect),
                    "\(view.displayName): \(span(view.layoutRectInRoot, .vertical)), expected \(expected)")
        }
        #expect(abs(stack.layoutRectInRoot.height - c.height) < 1e-6, "\(stack.layoutRectInRoot)")
        #expect(root.layoutIssues.isEmpty)
    }

    /// A row ignores baseline relativity: A then C, 10 apart, edge to edge.
    @Test func rowIgnoresBaselineRelativeArrangement() throws {
        let three = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, [three.a, three.c], alignment: .leading)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(close(three.c.layoutRectInRoot, Rect(x: 70, y: 100, width: 80, height: 30)), "\(three.c.layoutRectInRoot)")
    }

    // MARK: Vended baselines

    struct VendingCase: Sendable, CustomTestStringConvertible {
        var axis: LayoutAxis
        var alignment: StackView.Alignment
        var first: String
        var last: String
        var testDescription: String { "\(axis) \(alignment)" }
    }

    /// Views A (20 tall), C (30 tall, the tallest) and D (10 tall), in that order. Rows vend
    /// the tallest view's first baseline for center, bottom and last baseline, the first
    /// view's otherwise; the tallest view's last baseline for center, top and first baseline,
    /// the last view's otherwise. Columns vend the first and the last view.
    static let vendingCases: [VendingCase] = [
        VendingCase(axis: .horizontal, alignment: .fill, first: "A", last: "D"),
        VendingCase(axis: .horizontal, alignment: .leading, first: "A", last: "C"),
        VendingCase(axis: .horizontal, alignment: .firstBaseline, first: "A", last: "C"),
        VendingCase(axis: .horizontal, alignment: .center, first: "C", last: "C"),
        VendingCase(axis: .horizontal, alignment: .trailing, first: "C", last: "D"),
        VendingCase(axis: .horizontal, alignment: .lastBaseline, first: "C", last: "D"),
    ] + StackView.Alignment.allCases.map { VendingCase(axis: .vertical, alignment: $0, first: "A", last: "D") }

    @Test(arguments: vendingCases)
    func vendedBaselines(_ c: VendingCase) throws {
        let three = ThreeViews()
        let d = TextLikeView("D", width: 30, height: 10, firstBaseline: 8, lastBaselineFromBottom: 2)
        let stack = StackView(arrangedSubviews: [three.a, three.c, d], name: "Stack")
        stack.axis = c.axis
        stack.alignment = c.alignment
        #expect(stack.viewForFirstBaselineLayout.displayName == c.first)
        #expect(stack.viewForLastBaselineLayout.displayName == c.last)
    }

    /// An outer column holds a row (A and C, first-baseline aligned) above B. The row: A
    /// 20…60 and C 70…150; A's top is the row's (100), C's first baseline meets A's at 115,
    /// so C spans 103…133 and the row is 33 tall and 130 wide. B sits 10 below, 143…193. The
    /// column (leading alignment) is as wide as the row.
    ///
    /// The column vends the row's first baseline, which is A's: a label D outside, with its
    /// first baseline 14 below its top, aligned to it sits at 101. Hiding A makes the row vend
    /// C, whose top is now the row's: D follows C's baseline at 112, so D moves to 98.
    @Test func nestedStacksAndVendedBaselines() throws {
        let three = ThreeViews()
        let root = View(name: "Root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        let row = StackView(arrangedSubviews: [three.a, three.c], name: "Row")
        row.alignment = .firstBaseline
        row.spacing = 10
        let column = StackView(arrangedSubviews: [row, three.b], name: "Column")
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        let d = TextLikeView("D", width: 30, height: 20, firstBaseline: 14, lastBaselineFromBottom: 6)
        d.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(column)
        try root.addSubview(d)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            d.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
            d.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(row.layoutRectInRoot, Rect(x: 20, y: 100, width: 130, height: 33)), "\(row.layoutRectInRoot)")
        #expect(close(three.a.layoutRectInRoot, Rect(x: 20, y: 100, width: 40, height: 20)))
        #expect(close(three.c.layoutRectInRoot, Rect(x: 70, y: 103, width: 80, height: 30)), "\(three.c.layoutRectInRoot)")
        #expect(close(three.b.layoutRectInRoot, Rect(x: 20, y: 143, width: 60, height: 50)), "\(three.b.layoutRectInRoot)")
        #expect(close(column.layoutRectInRoot, Rect(x: 20, y: 100, width: 130, height: 93)), "\(column.layoutRectInRoot)")
        #expect(column.viewForFirstBaselineLayout === three.a)
        #expect(column.viewForLastBaselineLayout === three.b)
        #expect(abs(d.layoutRectInRoot.minY - 101) < 1e-6, "\(d.layoutRectInRoot)")
        // Frames are relative to the superview: C in the row, B in the column.
        #expect(three.c.frame == Rect(x: 50, y: 3, width: 80, height: 30))
        #expect(three.b.frame == Rect(x: 0, y: 43, width: 60, height: 50))

        three.a.isHidden = true
        root.layoutIfNeeded()
        #expect(column.viewForFirstBaselineLayout === three.c)
        #expect(close(three.c.layoutRectInRoot, Rect(x: 20, y: 100, width: 80, height: 30)), "\(three.c.layoutRectInRoot)")
        #expect(abs(d.layoutRectInRoot.minY - 98) < 1e-6, "\(d.layoutRectInRoot)")
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    }

    /// A nested stack in a proportional row counts at its fitting width: the inner row of A
    /// and C (spacing 10) is 130, B 60, so D = 130 + 60 + 10 = 200 and in a 360-wide row the
    /// inner row gets 0.65 × 360 = 234 (@999); B's 0.3 × 360 = 108 (@998) gives way to the
    /// required total: 360 − 10 − 234 = 116. Inside, A stretches (C hugs harder).
    @Test func nestedStackInProportionalRow() throws {
        let three = ThreeViews()
        three.c.setContentHuggingPriority(252, for: .horizontal)
        let inner = StackView(arrangedSubviews: [three.a, three.c], name: "Inner")
        inner.spacing = 10
        let (root, _) = try makeStack(.horizontal, [inner, three.b], length: 360, distribution: .fillProportionally)
        root.layoutIfNeeded()
        #expect(close(inner.layoutRectInRoot, Rect(x: 20, y: 100, width: 234, height: 50)), "\(inner.layoutRectInRoot)")
        #expect(close(three.a.layoutRectInRoot, Rect(x: 20, y: 100, width: 144, height: 50)), "\(three.a.layoutRectInRoot)")
        #expect(close(three.c.layoutRectInRoot, Rect(x: 174, y: 100, width: 80, height: 50)), "\(three.c.layoutRectInRoot)")
        #expect(close(three.b.layoutRectInRoot, Rect(x: 264, y: 100, width: 116, height: 50)), "\(three.b.layoutRectInRoot)")
        #expect(root.layoutIssues.isEmpty)
    }

    /// Baseline alignment encloses every arranged view, whatever their order: the stack's
    /// edges follow the spanner (UIKit's UIStackView constraint dumps). First baselines: A
    /// (baseline 15 below its top) rises 3 higher than C (12), so A's top is the stack's, 100; the
    /// baseline is at 115, C's top at 103 and its bottom, 133, the stack's. Last baselines: C rises
    /// higher (26 above its baseline against A's 15), so C's top is 100, the baseline 126, A's top
    /// 111 and its bottom, 131, the stack's.
    ///
    /// Without enclosure (`enclosesBaselineAlignedViews` off, Xcode's saved frames), the edge
    /// the alignment names is the first view's. C first, first baselines: C's top is the
    /// stack's, 100; the baseline is at 112, so A (15 above it) starts at 97, 3 above the stack,
    /// whose bottom is C's, 130. Last baselines: C's bottom is the stack's, 130; its baseline
    /// at 126 puts A's bottom (5 below) at 131, 1 below the stack; the top encloses both (C's
    /// 100). With A first, A is the view that reaches past the named edge anyway: as enclosed.
    @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
    func baselineAlignmentEdges(cFirst: Bool, encloses: Bool) throws {
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let three = ThreeViews()
            let (root, stack) = try makeStack(.horizontal, cFirst ? [three.c, three.a] : [three.a, three.c], alignment: alignment)
            stack.enclosesBaselineAlignedViews = encloses
            root.layoutIfNeeded()
            let first = alignment == .firstBaseline
            let (aTop, cTop, height) = switch (first, cFirst && !encloses) {
            case (true, true): (97.0, 100.0, 30.0)
            case (true, false): (100.0, 103.0, 33.0)
            case (false, true): (111.0, 100.0, 30.0)
            case (false, false): (111.0, 100.0, 31.0)
            }
            let (aX, cX) = cFirst ? (110.0, 20.0) : (20.0, 70.0)
            #expect(close(three.a.layoutRectInRoot, Rect(x: aX, y: aTop, width: 40, height: 20)), "\(alignment) \(three.a.layoutRectInRoot)")
            #expect(close(three.c.layoutRectInRoot, Rect(x: cX, y: cTop, width: 80, height: 30)), "\(alignment) \(three.c.layoutRectInRoot)")
            #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: 130, height: height)), "\(alignment) \(stack.layoutRectInRoot)")
            #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        }
    }

    /// Fill-proportionally with plain views (no intrinsic width) in a 130-pt row, spacing 10.
    /// Their compressed fitting widths are 0, so no view has a length and the row fills
    /// equally: 60 and 60. Measured by their frames (30 and 90, `proportionalLengthsFromFrames`)
    /// the proportions are 30 / 130 and 90 / 130 of the row: 30 and 90.
    @Test(arguments: [false, true])
    func proportionalLengthsFromFrames(_ fromFrames: Bool) throws {
        let a = View(name: "A"), b = View(name: "B")
        a.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        b.frame = Rect(x: 0, y: 0, width: 90, height: 10)
        let (root, stack) = try makeStack(.horizontal, [a, b], length: 130, distribution: .fillProportionally)
        stack.proportionalLengthsFromFrames = fromFrames
        root.layoutIfNeeded()
        let (aWidth, bWidth) = fromFrames ? (30.0, 90.0) : (60.0, 60.0)
        #expect(abs(a.frame.width - aWidth) < 1e-6, "\(a.frame)")
        #expect(abs(b.frame.width - bWidth) < 1e-6, "\(b.frame)")
        #expect(abs(b.frame.minX - (aWidth + 10)) < 1e-6, "\(b.frame)")
    }

    /// A column (fill, spacing 8, 374 wide) of `rows` rows, each ten text views 30×20 with
    /// their baselines 15 below the top, first-baseline aligned and filled equally 4 apart.
    static func baselineRows(_ rows: Int) throws -> (root: View, labels: [[View]]) {
        let labels = (0..<rows).map { r in
            (0..<10).map { TextLikeView("L\(r).\($0)", width: 30, height: 20, firstBaseline: 15, lastBaselineFromBottom: 5) as View }
        }
        let stacks = labels.map { row in
            let stack = StackView(arrangedSubviews: row, name: "Row")
            stack.distribution = .fillEqually
            stack.alignment = .firstBaseline
            stack.spacing = 4
            return stack as View
        }
        let (root, column) = try makeStack(.vertical, stacks, spacing: 8)
        try column.widthAnchor.constraint(equalToConstant: 374).activate()
        root.layoutIfNeeded()
        return (root, labels)
    }

    /// By hand: each label is (374 - 9·4) / 10 = 33.8 wide, at 20 + 37.8·j, and 20 high (its
    /// compression resistance and hugging beat the fits at 49, 51 and 25); a row is as high as
    /// its labels, so row r's labels are at 100 + 28·r.
    ///
    /// The solver's rows stay as short at 40 rows as at 10. With the alignment added before
    /// the spanner, each label's row held a term for every row above it: the longest row grew
    /// by about five terms a row (a quadratic build of the stacks benchmark).
    @Test func columnOfBaselineRowsKeepsTheSolverRowsShort() throws {
        let (small, _) = try Self.baselineRows(10)
        let (root, labels) = try Self.baselineRows(40)
        for (r, j) in [(0, 0), (0, 9), (17, 3), (39, 0), (39, 9)] {
            let frame = labels[r][j].layoutRectInRoot
            #expect(close(frame, Rect(x: 20 + 37.8 * Double(j), y: 100 + 28 * Double(r), width: 33.8, height: 20)),
                    "label \(r).\(j): \(frame)")
        }
        #expect(root.layoutIssues.isEmpty)
        let smallEngine = try #require(small.hostedEngine)
        let engine = try #require(root.hostedEngine)
        let longestSmall = smallEngine.solverStatistics.longestRow
        let longest = engine.solverStatistics.longestRow
        #expect(longest <= longestSmall + 4, "longest row \(longest) at 40 rows, \(longestSmall) at 10")
    }
}
