import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// Multi-line labels (UIKit's two-pass measurement), truncation as a renderer sees it, text
/// alignment, Dynamic Type and text views, on an iPhone 8 (@2x, margins 16, guide 20).
@Suite struct LabelLayoutTests {
    static let paragraph = """
        Auto Layout dynamically calculates the size and position of all the views in your view \
        hierarchy, based on constraints placed on those views.
        """

    /// A label between the margins, 20 below the top guide.
    func pinnedLabel(_ label: Label, trailingEqual: Bool = true) throws -> Screen {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        try add(label, to: root)
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            trailingEqual ? label.trailingAnchor.constraint(equalTo: margins.trailingAnchor)
                : label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
        ])
        return screen
    }

    /// Re-measuring follows changes that are not rotations: a constant that narrows the label
    /// (its rectangle moves, so the pass measures it again at 200 pt), and `numberOfLines`
    /// going from 1 to 0 on an unchanged rectangle (its content size is synced, so it is
    /// measured too). A pass checks only such views, not every view of the hierarchy.
    @Test func multiLineLabelFollowsAConstantAndALineLimit() throws {
        let label = Label(text: Self.paragraph)
        let screen = try makeScreen("iPhone 8", .portrait)
        try add(label, to: screen.rootView)
        let width = try label.widthAnchor.constraint(equalToConstant: 343)
        try LayoutConstraint.activate([
            width,
            label.leadingAnchor.constraint(equalTo: screen.rootView.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
        ])
        screen.layoutIfNeeded()
        #expect(close(label.layoutRectInRoot.height, pixelCeil(SF.lineHeight(17), scale: 2)), "one line at first")
        label.numberOfLines = 0
        screen.layoutIfNeeded()
        let wrapped = label.textLayout(maximumWidth: 343).lines.count
        #expect(wrapped >= 3)
        #expect(close(label.layoutRectInRoot.height, pixelCeil(Double(wrapped) * SF.lineHeight(17), scale: 2)))
        width.constant = 200
        screen.layoutIfNeeded()
        let narrow = label.textLayout(maximumWidth: 200).lines.count
        #expect(narrow > wrapped)
        #expect(close(label.layoutRectInRoot, Rect(x: 16, y: 40, width: 200, height: pixelCeil(Double(narrow) * SF.lineHeight(17), scale: 2))),
                "\(label.layoutRectInRoot)")
    }

    /// `numberOfLines = 0`, no `preferredMaxLayoutWidth`: the first pass measures one long line,
    /// the engine gives the label the margins' 343 pt, the second pass wraps there. The height is
    /// that many 17 pt lines rounded up to the half point; rotating re-measures at 627 pt.
    @Test func multiLineLabelTakesItsHeightFromTheWidthItGets() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 0
        #expect(label.intrinsicHeightDependsOnWidth)
        let screen = try pinnedLabel(label)
        screen.layoutIfNeeded()
        let lines = label.textLayout(maximumWidth: 343).lines.count
        #expect(lines >= 3, "precondition: the paragraph wraps")
        #expect(close(label.layoutRectInRoot, Rect(x: 16, y: 40, width: 343, height: pixelCeil(Double(lines) * SF.lineHeight(17), scale: 2))),
                "\(label.layoutRectInRoot)")
        #expect(!label.isTruncated)
        let drawn = label.drawnContent.textLines
        #expect(drawn.count == lines && drawn.allSatisfy { $0.width <= 343 })
        #expect(drawn.map(\.text).joined(separator: " ") == Self.paragraph)
        #expect(!label.hasAmbiguousLayout)

        screen.rotate(to: .landscape)
        screen.layoutIfNeeded()
        let wide = label.textLayout(maximumWidth: 627).lines.count
        #expect(wide < lines)
        #expect(close(label.layoutRectInRoot, Rect(x: 20, y: 20, width: 627, height: pixelCeil(Double(wide) * SF.lineHeight(17), scale: 2))))
        // The first baseline follows the block: centred in the rounded height.
        let height = pixelCeil(Double(wide) * SF.lineHeight(17), scale: 2)
        #expect(close(try #require(label.firstBaselineOffsetFromTop), (height - Double(wide) * SF.lineHeight(17)) / 2 + SF.ascender(17)))
    }

    /// With the trailing edge only ≤ the margin, the label is as wide as its widest wrapped line.
    @Test func multiLineLabelHugsItsWidestLine() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 0
        let screen = try pinnedLabel(label, trailingEqual: false)
        screen.layoutIfNeeded()
        let layout = label.textLayout(maximumWidth: 343)
        #expect(close(label.layoutRectInRoot.width, pixelCeil(layout.width, scale: 2)))
        #expect(label.layoutRectInRoot.width <= 343)
        #expect(close(label.layoutRectInRoot.height, pixelCeil(Double(layout.lines.count) * SF.lineHeight(17), scale: 2)))
        #expect(!label.isTruncated)
    }

    /// `preferredMaxLayoutWidth` fixes the wrapping width: one pass, at most that wide.
    @Test func preferredMaxLayoutWidth() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        #expect(!label.intrinsicHeightDependsOnWidth)
        let screen = try pinnedLabel(label, trailingEqual: false)
        screen.layoutIfNeeded()
        let layout = label.textLayout(maximumWidth: 150)
        #expect(label.layoutRectInRoot.width <= 150)
        #expect(close(label.layoutRectInRoot.height, pixelCeil(Double(layout.lines.count) * SF.lineHeight(17), scale: 2)))
    }

    /// Two lines at most: 2 × 20.287 = 40.574 → 41; the second line ends in "…".
    @Test func numberOfLinesLimitsAndTruncates() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 2
        let screen = try pinnedLabel(label)
        screen.layoutIfNeeded()
        #expect(close(label.layoutRectInRoot.height, 41))
        #expect(label.isTruncated)
        let lines = label.drawnContent.textLines
        #expect(lines.count == 2 && lines[1].text.hasSuffix("…") && lines[1].isTruncated && !lines[0].isTruncated)
        #expect(label.displayedText.split(separator: "\n").count == 2)
    }

    /// A multi-line label squeezed to 30 pt shows the one line that fits, truncated.
    @Test func squeezedLabelShowsTheLinesThatFit() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 0
        let screen = try pinnedLabel(label)
        try label.heightAnchor.constraint(equalToConstant: 30).activate()
        screen.layoutIfNeeded()
        let lines = label.drawnContent.textLines
        #expect(lines.count == 1 && lines[0].text.hasSuffix("…"))
        #expect(label.isTruncated)
        // The text block (one 20.287 line) is centred in the 30 pt box.
        #expect(close(lines[0].baseline, (30 - SF.lineHeight(17)) / 2 + SF.ascender(17)))
    }

    /// A one-line label narrower than its text: truncated at the tail, within its width.
    @Test func narrowLabelIsTruncated() throws {
        let label = Label(text: "Supercalifragilistic")
        let screen = try pinnedLabel(label, trailingEqual: false)
        try label.widthAnchor.constraint(equalToConstant: 60).activate()
        screen.layoutIfNeeded()
        #expect(label.isTruncated)
        #expect(label.displayedText.hasSuffix("…") && "Supercalifragilistic".hasPrefix(String(label.displayedText.dropLast())))
        let line = try #require(label.drawnContent.textLines.first)
        #expect(line.width <= 60 && line.font == label.font)
        label.lineBreakMode = .byTruncatingHead
        #expect(label.displayedText.hasPrefix("…"))
        label.lineBreakMode = .byClipping
        #expect(!label.displayedText.contains("…") && label.isTruncated)
    }

    struct AlignmentCase: Sendable, CustomTestStringConvertible {
        var alignment: TextAlignment
        var direction: LayoutDirection
        /// Where the line starts, given the box width 200 and the line width w.
        var x: @Sendable (Double) -> Double
        var testDescription: String { "\(alignment) \(direction)" }
    }

    static let alignmentCases: [AlignmentCase] = [
        AlignmentCase(alignment: .left, direction: .leftToRight, x: { _ in 0 }),
        AlignmentCase(alignment: .natural, direction: .leftToRight, x: { _ in 0 }),
        AlignmentCase(alignment: .center, direction: .leftToRight, x: { (200 - $0) / 2 }),
        AlignmentCase(alignment: .right, direction: .leftToRight, x: { 200 - $0 }),
        AlignmentCase(alignment: .natural, direction: .rightToLeft, x: { 200 - $0 }),
        AlignmentCase(alignment: .justified, direction: .rightToLeft, x: { 200 - $0 }),
        AlignmentCase(alignment: .left, direction: .rightToLeft, x: { _ in 0 }),
    ]

    @Test(arguments: alignmentCases)
    func alignment(_ c: AlignmentCase) throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        screen.layoutDirection = c.direction
        let label = try add(Label(text: "Hi there"), to: screen.rootView)
        label.textAlignment = c.alignment
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 100),
        ])
        screen.layoutIfNeeded()
        let line = try #require(label.drawnContent.textLines.first)
        #expect(close(line.origin.x, c.x(line.width)), "\(line.origin.x)")
        #expect(close(line.baseline, label.firstBaselineOffsetFromTop ?? -1))
    }

    /// Dynamic Type: a body-style label that adjusts is 17 pt at the default category, 23 pt at
    /// extraExtraExtraLarge (27.447 → 27.5 high), and follows a change at run time; one that does
    /// not adjust stays at 17 pt.
    @Test func labelsFollowTheContentSizeCategory() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        let adjusting = try add(Label(text: "Body", font: ControlFonts.preferred(.body)), to: root)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = try add(Label(text: "Body", font: ControlFonts.preferred(.body)), to: root)
        for (label, x) in [(adjusting, 16.0), (fixed, 200.0)] {
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        screen.layoutIfNeeded()
        #expect(adjusting.frame.height == 20.5 && fixed.frame.height == 20.5)
        screen.contentSizeCategory = .extraExtraExtraLarge
        screen.layoutIfNeeded()
        #expect(adjusting.effectiveFont.pointSize == 23)
        #expect(close(pixelCeil(SF.lineHeight(23), scale: 2), 27.5))
        #expect(adjusting.frame.height == 27.5)
        #expect(fixed.frame.height == 20.5 && fixed.effectiveFont.pointSize == 17)
        #expect(adjusting.drawnContent.textLines.first?.font.pointSize == 23)
        screen.contentSizeCategory = .extraSmall
        screen.layoutIfNeeded()
        #expect(adjusting.effectiveFont.pointSize == 14)
        #expect(adjusting.frame.height == pixelCeil(SF.lineHeight(14), scale: 2))
    }

    /// A text-style label spaces its lines by the style's leading in the Human Interface
    /// Guidelines' table, the first line keeping the font's own height: two Body lines are
    /// 20.29 + 22 = 42.29 high (42.5 at @2x), and once the label follows the xLarge category
    /// (19 pt, leading 24) 22.67 + 24 = 46.67 (47). A system-font
    /// label of the same size keeps two natural lines, 2 × 20.29 = 40.57 (41), and one line of
    /// Body stays 20.5. (Each wraps at 90 pt, wide enough for its lines.)
    @Test func textStyleLinesAreSpacedByTheStyleLeading() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        let body = try add(Label(text: "One\nTwo", font: ControlFonts.preferred(.body)), to: root)
        let system = try add(Label(text: "One\nTwo", font: ControlFonts.system(ofSize: 17)), to: root)
        let single = try add(Label(text: "One", font: ControlFonts.preferred(.body)), to: root)
        for (index, label) in [body, system, single].enumerated() {
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 90
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16 + 100 * Double(index)),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        screen.layoutIfNeeded()
        #expect(close(SF.lineHeight(17), 20.287, tolerance: 0.001))
        #expect(body.frame.height == pixelCeil(SF.lineHeight(17) + 22, scale: 2) && body.frame.height == 42.5)
        #expect(system.frame.height == 41 && single.frame.height == 20.5)
        body.adjustsFontForContentSizeCategory = true
        screen.contentSizeCategory = .extraLarge
        screen.layoutIfNeeded()
        #expect(body.effectiveFont.pointSize == 19)
        #expect(body.frame.height == pixelCeil(SF.lineHeight(19) + 24, scale: 2) && body.frame.height == 47)
    }

    /// A text view without scrolling grows with its text: wrapped within 343 − 10 pt, each line
    /// 20.287, + 8 + 8; with Dynamic Type it re-measures when the category changes.
    @Test func nonScrollingTextViewGrowsWithItsText() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        let view = try add(TextView(text: Self.paragraph, font: ControlFonts.preferred(.body)), to: root)
        view.isScrollEnabled = false
        view.adjustsFontForContentSizeCategory = true
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
        ])
        screen.layoutIfNeeded()
        func expectedHeight(_ size: Double) -> Double {
            let lines = TextMeasurer.layout(Self.paragraph, font: ControlFonts.system(ofSize: size),
                                            options: TextLayoutOptions(maximumWidth: 333, numberOfLines: 0, lineBreakMode: .byWordWrapping)).lines.count
            return pixelCeil(Double(lines) * SF.lineHeight(size) + 16, scale: 2)
        }
        #expect(close(view.layoutRectInRoot, Rect(x: 16, y: 40, width: 343, height: expectedHeight(17))), "\(view.layoutRectInRoot)")
        #expect(view.drawnContent.textLines.allSatisfy { $0.origin.x == 5 && $0.width <= 333 })
        screen.contentSizeCategory = .accessibilityMedium
        screen.layoutIfNeeded()
        #expect(close(view.layoutRectInRoot.height, expectedHeight(28)))
        #expect(expectedHeight(28) > expectedHeight(17) + 20)
    }

    /// `constraint(equalToSystemSpacingBelow:)` between two labels' baselines: our documented
    /// choice, the upper descent + 8 + the lower ascent = 4.101 + 8 + 16.187 = 28.287 at 17 pt.
    @Test func systemSpacingBetweenBaselines() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        let upper = try add(Label(text: "Upper"), to: root)
        let lower = try add(Label(text: "Lower"), to: root)
        try LayoutConstraint.activate([
            upper.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            lower.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            upper.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        let a = try #require(upper.drawnContentInRoot(snapped: false).textLines.first?.baseline)
        let b = try #require(lower.drawnContentInRoot(snapped: false).textLines.first?.baseline)
        #expect(close(b - a, SF.descent(17) + 8 + SF.ascender(17)))
        // Views without text use the standard 8.
        #expect(View().systemSpacingBelow(upper) == nil)
        #expect(Switch().systemSpacingBelow(upper) == nil)
    }

    /// Changing the text after layout re-measures at the next pass.
    @Test func textChangesInvalidate() throws {
        let label = Label(text: "Short")
        let screen = try pinnedLabel(label, trailingEqual: false)
        screen.layoutIfNeeded()
        let before = label.layoutRectInRoot.width
        label.text = "A considerably longer text"
        screen.layoutIfNeeded()
        #expect(label.layoutRectInRoot.width > before)
        #expect(close(label.layoutRectInRoot.width, label.intrinsicContentSize.width))
        label.text = ""
        screen.layoutIfNeeded()
        #expect(label.layoutRectInRoot.width == 0 && label.layoutRectInRoot.height == 0)
        #expect(label.drawnContent.textLines.isEmpty && !label.isTruncated)
    }

    /// Chinese needs a fallback: without a CJK font the built-in font measures 1 em per
    /// ideograph (TextLayout's documented width), so "姓名" is about 34 pt at 17 pt, not 0.
    @Test func chineseLabelHasAWidth() {
        let label = Label(text: "姓名")
        #expect(label.intrinsicContentSize.width >= 30 && label.intrinsicContentSize.height == 21)
    }
}

/// Values that are not sizes never crash and never give non-finite sizes.
@Suite struct NonFiniteInputTests {
    @Test func nonFiniteSettings() throws {
        let label = Label(text: "Hello", font: ControlFonts.system(ofSize: .nan))
        label.numberOfLines = -3
        label.preferredMaxLayoutWidth = .nan
        #expect(label.intrinsicContentSize.width.isFinite && label.intrinsicContentSize.height.isFinite)
        #expect(label.intrinsicContentSize(forWidth: .infinity).height.isFinite)
        let button = Button(title: "Go")
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize.width.isFinite && button.intrinsicContentSize.height.isFinite)
        let image = Image(size: Size(width: .nan, height: -4))
        #expect(image.size == .zero)
        let slider = Slider()
        slider.value = .infinity
        slider.maximumValue = .nan
        #expect(slider.drawnContent(in: Size(width: 100, height: 31)).shapes.allSatisfy { $0.frame.minX.isFinite })
        let label2 = Label(text: "Hello")
        #expect(label2.displayedLayout(in: Size(width: -10, height: 20)).displayedText == "")
        #expect(label2.displayedLayout(in: Size(width: -10, height: 20)).isTruncated)
    }
}
