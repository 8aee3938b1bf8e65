import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// A row of a title label and a time label, as in a list cell: the title at the leading
/// margin, the time 8 after it, and the time's trailing edge at most the trailing margin. When
/// both texts fit, both labels are at their intrinsic widths. When they do not, compression
/// resistance decides which label gives way.
@Suite struct TitleAndTimeTests {
    static let longTitle = "Quarterly planning meeting with the whole product and design team"

    func row(title: String) throws -> (Screen, Label, Label) {
        let screen = try makeScreen("iPhone 8", .portrait)
        let root = screen.rootView
        let titleLabel = try add(Label(text: title, name: "Title"), to: root)
        let timeLabel = try add(Label(text: "10:45 PM", name: "Time"), to: root)
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            timeLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: systemSpacing),
            timeLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
            timeLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
        return (screen, titleLabel, timeLabel)
    }

    @Test func shortTitleAndTimeBothAtTheirIntrinsicWidths() throws {
        let (screen, title, time) = try row(title: "Lunch")
        screen.layoutIfNeeded()
        let titleWidth = title.intrinsicContentSize.width, timeWidth = time.intrinsicContentSize.width
        #expect(close(title.layoutRectInRoot, Rect(x: 16, y: 40, width: titleWidth, height: 20.5)))
        #expect(close(time.layoutRectInRoot, Rect(x: 16 + titleWidth + 8, y: 40, width: timeWidth, height: 20.5)))
        #expect(!title.isTruncated && !time.isTruncated)
        #expect(!title.hasAmbiguousLayout && !time.hasAmbiguousLayout)
    }

    /// Time at compression resistance 1000: it keeps its whole width against the margin, and the
    /// title (750) takes what is left, 343 − 8 − the time's width, truncated with "…".
    @Test func requiredTimeTruncatesTheTitle() throws {
        let (screen, title, time) = try row(title: Self.longTitle)
        time.setContentCompressionResistancePriority(.required, for: .horizontal)
        screen.layoutIfNeeded()
        let timeWidth = time.intrinsicContentSize.width
        #expect(title.intrinsicContentSize.width + 8 + timeWidth > 343, "precondition: the texts do not fit")
        #expect(close(time.layoutRectInRoot.width, timeWidth))
        #expect(close(time.layoutRectInRoot.maxX, 359))
        #expect(close(title.layoutRectInRoot.width, 343 - 8 - timeWidth))
        #expect(!time.isTruncated && time.displayedText == "10:45 PM")
        #expect(title.isTruncated)
        let shown = title.displayedText
        #expect(shown.hasSuffix("…") && Self.longTitle.hasPrefix(String(shown.dropLast())), "\(shown)")
        let line = try #require(title.drawnContent.textLines.first)
        #expect(line.width <= title.bounds.width + 1e-9 && line.isTruncated)
        #expect(!title.hasAmbiguousLayout && !time.hasAmbiguousLayout)
        #expect(screen.rootView.layoutIssues.isEmpty)
    }

    /// Both at 750: every split of the shortfall between the two labels costs the same at that
    /// level (the errors add up), so the layout is ambiguous, and `hasAmbiguousLayout` says so
    /// for both labels' widths. The engine still lays out, and its choice among the equal
    /// layouts is deterministic (Bland's rule in the solver): the title keeps its whole
    /// intrinsic width and runs past the trailing margin, and the time label, whose trailing
    /// edge must stay inside it, is squeezed to a negative width (Auto Layout has no width ≥ 0
    /// rule, in UIKit either) and shows nothing. This is the documented result; raise the time's
    /// compression resistance (previous test) to get the layout one wants.
    @Test func equalResistanceIsAnAmbiguity() throws {
        let (screen, title, time) = try row(title: Self.longTitle)
        screen.layoutIfNeeded()
        #expect(title.hasAmbiguousLayout && time.hasAmbiguousLayout)
        #expect(title.ambiguousAttributes.contains(.width) && time.ambiguousAttributes.contains(.width))
        // What every equally good layout shares: the time ends at the margin, 8 after the title.
        #expect(close(time.layoutRectInRoot.maxX, 359))
        #expect(close(title.layoutRectInRoot.width + 8 + time.layoutRectInRoot.width, 343))
        #expect(title.layoutRectInRoot.width <= title.intrinsicContentSize.width + 1e-9)
        #expect(time.layoutRectInRoot.width <= time.intrinsicContentSize.width + 1e-9)
        #expect(title.isTruncated || time.isTruncated)
        // The chosen one.
        let titleWidth = title.intrinsicContentSize.width
        #expect(close(title.layoutRectInRoot.width, titleWidth))
        #expect(close(time.layoutRectInRoot.width, 335 - titleWidth))
        #expect(!title.isTruncated && time.isTruncated && time.displayedText.isEmpty)
    }
}
