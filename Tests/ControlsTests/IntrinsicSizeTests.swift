import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// Every control's intrinsic size, default priorities, alignment insets and baselines, from
/// UIKit's control metrics and San Francisco metrics. Sizes that text metrics do not decide, and
/// every height (San Francisco's vertical metrics are the built-in font's), are worked out by hand;
/// widths of text are checked as relations to the measured text.
@Suite struct IntrinsicSizeTests {
    struct FixedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> View
        var size: Size
        var insets: EdgeInsets = .zero
        var typeName: String
        var testDescription: String { name }
    }

    static let fixedCases: [FixedCase] = [
        FixedCase(name: "switch", make: { Switch() }, size: Size(width: 51, height: 31), typeName: "UISwitch"),
        FixedCase(name: "switch, Liquid Glass", make: { let s = Switch(); s.design = .liquidGlass; return s },
                  size: Size(width: 63, height: 28), typeName: "UISwitch"),
        FixedCase(name: "stepper", make: { Stepper() }, size: Size(width: 94, height: 32), typeName: "UIStepper"),
        FixedCase(name: "medium activity indicator", make: { ActivityIndicator() }, size: Size(width: 20, height: 20),
                  typeName: "UIActivityIndicatorView"),
        FixedCase(name: "large activity indicator", make: { ActivityIndicator(style: .large) },
                  size: Size(width: 37, height: 37), typeName: "UIActivityIndicatorView"),
        FixedCase(name: "slider", make: { Slider() }, size: Size(width: -1, height: 31), typeName: "UISlider"),
        FixedCase(name: "progress view", make: { ProgressView() }, size: Size(width: -1, height: 4), typeName: "UIProgressView"),
        FixedCase(name: "bar progress view", make: { ProgressView(style: .bar) }, size: Size(width: -1, height: 2),
                  insets: EdgeInsets(bottom: 1), typeName: "UIProgressView"),
        FixedCase(name: "image view with a 60 pt icon", make: { ImageView(image: Image(size: Size(width: 60, height: 60))) },
                  size: Size(width: 60, height: 60), typeName: "UIImageView"),
        FixedCase(name: "image view with a 120 × 90 px @2x image",
                  make: { ImageView(image: Image(pixelWidth: 120, pixelHeight: 90, scale: 2)) },
                  size: Size(width: 60, height: 45), typeName: "UIImageView"),
        FixedCase(name: "image view without an image", make: { ImageView() }, size: Size(width: -1, height: -1),
                  typeName: "UIImageView"),
        FixedCase(name: "scrolling text view", make: { TextView(text: "Hello") }, size: Size(width: -1, height: -1),
                  typeName: "UITextView"),
    ]

    /// The size, UIKit's default priorities (250 hugging, 750 resistance on both axes), the
    /// alignment insets, no baseline; and, laid out with only a position (and a width where there
    /// is no intrinsic one), a frame of the intrinsic size plus the insets.
    @Test(arguments: fixedCases)
    func fixedSizes(_ c: FixedCase) throws {
        let view = c.make()
        #expect(view.intrinsicContentSize == c.size)
        #expect(view.alignmentRectInsets == c.insets)
        #expect(view.typeName == c.typeName)
        for axis in LayoutAxis.allCases {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        #expect(view.firstBaselineOffsetFromTop == nil && view.lastBaselineOffsetFromBottom == nil)

        let screen = try makeScreen()
        let root = screen.rootView
        try add(view, to: root)
        var list = [try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)]
        if c.size.width < 0 { list.append(try view.widthAnchor.constraint(equalToConstant: 200)) }
        if c.size.height < 0 { list.append(try view.heightAnchor.constraint(equalToConstant: 100)) }
        try LayoutConstraint.activate(list)
        screen.layoutIfNeeded()
        let alignment = Size(width: c.size.width < 0 ? 200 : c.size.width, height: c.size.height < 0 ? 100 : c.size.height)
        #expect(view.frame == Rect(x: 10 - c.insets.left, y: 30 - c.insets.top,
                                   width: alignment.width + c.insets.left + c.insets.right,
                                   height: alignment.height + c.insets.top + c.insets.bottom), "\(view.frame)")
        #expect(!view.hasAmbiguousLayout)
    }

    /// The segmented control: 31 high with a 1 pt bottom alignment inset, so a 32 pt frame, as
    /// recent storyboards save unconstrained ones; width from the widest title (our choice).
    @Test func segmentedControl() throws {
        let control = SegmentedControl(titles: ["First", "Second"])
        let widest = ["First", "Second"].map { TextMeasurer.width(of: $0, font: ControlFonts.system(ofSize: 13)) }.max() ?? 0
        #expect(control.intrinsicContentSize == Size(width: 2 * (widest.rounded(.up) + 18) + 1, height: 31))
        #expect(control.alignmentRectInsets == EdgeInsets(bottom: 1))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.segmentWidths.count == 2 && control.segmentWidths[0] < control.segmentWidths[1])
        let screen = try makeScreen()
        try add(control, to: screen.rootView)
        try LayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor, constant: 16),
            control.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 100),
        ])
        screen.layoutIfNeeded()
        #expect(control.frame.height == 32 && control.frame.minY == 100)
        #expect(control.drawnContent.displayedText == "First\nSecond")
    }

    struct HeightCase: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> View
        /// nil: detached, scale 1.
        var device: String?
        var height: Double
        var testDescription: String { "\(name) on \(device ?? "no screen")" }
    }

    /// Heights by hand from SF's line height, 2444/2048 of the size, and the pixel grid.
    static let heightCases: [HeightCase] = [
        // 17 pt line 20.287: 21 at @1x, 20.5 at @2x, 61/3 at @3x (UIKit's control metrics, UIKit's
        // San Francisco metrics).
        HeightCase(name: "17 pt label", make: { Label(text: "hiiiii") }, device: nil, height: 21),
        HeightCase(name: "17 pt label", make: { Label(text: "hiiiii") }, device: "iPhone 8", height: 20.5),
        HeightCase(name: "17 pt label", make: { Label(text: "hiiiii") }, device: "iPhone 8 Plus", height: 61.0 / 3),
        // 36 pt: 42.961 → 43 at @2x.
        HeightCase(name: "36 pt label", make: { Label(text: "Name", font: ControlFonts.system(ofSize: 36)) },
                   device: "iPhone 8", height: 43),
        HeightCase(name: "empty label", make: { Label() }, device: "iPhone 8", height: 0),
        // 15 pt title line 17.900 → 18, + 6 + 6: the system button's 30, at every scale.
        HeightCase(name: "button", make: { Button(title: "Hello World") }, device: nil, height: 30),
        HeightCase(name: "button", make: { Button(title: "Hello World") }, device: "iPhone 8", height: 30),
        HeightCase(name: "button", make: { Button(title: "Hello World") }, device: "iPhone 8 Plus", height: 30),
        HeightCase(name: "button without a title", make: { Button() }, device: "iPhone 8", height: 30),
        // Content edge insets replace the implicit padding: 18 + 4 + 4.
        HeightCase(name: "button with insets", make: {
            let b = Button(title: "Go"); b.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10); return b
        }, device: "iPhone 8", height: 26),
        // An image removes the implicit padding: max(18, 20).
        HeightCase(name: "button with image", make: {
            let b = Button(title: "Go"); b.image = Image(size: Size(width: 20, height: 20)); return b
        }, device: "iPhone 8", height: 20),
        HeightCase(name: "button with background image", make: {
            let b = Button(title: "Go"); b.backgroundImage = Image(size: Size(width: 100, height: 50)); return b
        }, device: "iPhone 8", height: 50),
        // Rounded rect: max(line, 30) + 2 + 2 = 34 for 14 and 17 pt; 28 pt: 33.414 + 4 = 37.414.
        HeightCase(name: "rounded-rect field, 17 pt", make: { TextField(placeholder: "Name", borderStyle: .roundedRect) },
                   device: "iPhone 8", height: 34),
        HeightCase(name: "rounded-rect field, 17 pt", make: { TextField(placeholder: "Name", borderStyle: .roundedRect) },
                   device: "iPhone 8 Plus", height: 34),
        HeightCase(name: "rounded-rect field, 14 pt", make: {
            TextField(text: "Jo", borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 14))
        }, device: "iPhone 8", height: 34),
        HeightCase(name: "rounded-rect field, 28 pt", make: {
            TextField(borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 28))
        }, device: "iPhone 8", height: 37.5),
        HeightCase(name: "rounded-rect field, 28 pt", make: {
            TextField(borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 28))
        }, device: "iPhone 8 Plus", height: 113.0 / 3),
        HeightCase(name: "borderless field", make: { TextField(text: "Jo") }, device: "iPhone 8", height: 20.5),
        // Non-scrolling text view: one line + 8 + 8 = 36.287 → 36.5.
        HeightCase(name: "non-scrolling text view", make: { let t = TextView(text: "Hello"); t.isScrollEnabled = false; return t },
                   device: "iPhone 8", height: 36.5),
        HeightCase(name: "empty non-scrolling text view", make: { let t = TextView(); t.isScrollEnabled = false; return t },
                   device: "iPhone 8", height: 36.5),
    ]

    @Test(arguments: heightCases)
    func heights(_ c: HeightCase) throws {
        let view = c.make()
        // The screen is kept until the end: its root owns the view's place on it, and with it
        // the pixel grid (a freed root leaves the view detached, at @1x).
        let screen = try c.device.map { try makeScreen($0) }
        if let screen { try add(view, to: screen.rootView) }
        #expect(close(view.intrinsicContentSize.height, c.height), "\(view.intrinsicContentSize)")
        for axis in LayoutAxis.allCases {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        withExtendedLifetime(screen) {}
    }

    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> View
        /// The text whose measured width decides the size, its font, and what is added to it.
        var text: String
        var font: @Sendable () -> Font
        var extra: Double
        var testDescription: String { name }
    }

    static let widthCases: [WidthCase] = [
        WidthCase(name: "label", make: { Label(text: "First Name") }, text: "First Name", font: { ControlFonts.label }, extra: 0),
        WidthCase(name: "headline label", make: { Label(text: "Name", font: ControlFonts.preferred(.headline)) }, text: "Name",
                  font: { ControlFonts.system(ofSize: 17, weight: .semibold) }, extra: 0),
        WidthCase(name: "button", make: { Button(title: "Much Longer Button Title") }, text: "Much Longer Button Title",
                  font: { ControlFonts.button }, extra: 0),
        WidthCase(name: "button with insets", make: {
            let b = Button(title: "Go"); b.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10); return b
        }, text: "Go", font: { ControlFonts.button }, extra: 20),
        WidthCase(name: "button with image", make: {
            let b = Button(title: "Go"); b.image = Image(size: Size(width: 20, height: 20)); return b
        }, text: "Go", font: { ControlFonts.button }, extra: 20),
        // Rounded rect: the wider of text and placeholder, + 7 + 7.
        WidthCase(name: "field with a placeholder", make: {
            TextField(text: "Jo", placeholder: "Enter name", borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 14))
        }, text: "Enter name", font: { ControlFonts.system(ofSize: 14) }, extra: 14),
        WidthCase(name: "field with long text", make: {
            TextField(text: "Johann Sebastian", placeholder: "Name", borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 14))
        }, text: "Johann Sebastian", font: { ControlFonts.system(ofSize: 14) }, extra: 14),
        // An empty field measures a space.
        WidthCase(name: "empty field", make: { TextField(borderStyle: .roundedRect) }, text: " ",
                  font: { ControlFonts.textField }, extra: 14),
        WidthCase(name: "non-scrolling text view", make: { let t = TextView(text: "Hello"); t.isScrollEnabled = false; return t },
                  text: "Hello", font: { ControlFonts.textView }, extra: 10),
    ]

    /// At @2x: the text's measured width plus the fixed parts, rounded up to the half point.
    @Test(arguments: widthCases)
    func widths(_ c: WidthCase) throws {
        let view = c.make()
        let screen = try makeScreen("iPhone 8")
        try add(view, to: screen.rootView)
        let expected = pixelCeil(TextMeasurer.width(of: c.text, font: c.font()) + c.extra, scale: 2)
        #expect(close(view.intrinsicContentSize.width, expected), "\(view.intrinsicContentSize.width) vs \(expected)")
        withExtendedLifetime(screen) {}
    }

    @Test func emptyLabelAndButton() {
        #expect(Label().intrinsicContentSize == .zero)
        #expect(Button().intrinsicContentSize == Size(width: 0, height: 30))
        let imageOnly = Button()
        imageOnly.image = Image(size: Size(width: 24, height: 24))
        #expect(imageOnly.intrinsicContentSize == Size(width: 24, height: 24))
    }

    /// UIKit's San Francisco metrics: SF's "This is a test string" at 17 pt is 144.09 × 20.287.
    /// With the built-in metrics a label is within 6 % of the width and its line within 3 % of the
    /// height (on a @2x screen, where the line rounds to 20.5; @1x rounds it to 21, 3.5 % over).
    @Test func seventeenPointTestString() throws {
        let screen = try makeScreen("iPhone 8")
        let label = try add(Label(text: "This is a test string"), to: screen.rootView)
        let width = TextMeasurer.width(of: label.text, font: label.font)
        #expect(abs(width - 144.09326171875) / 144.09326171875 < 0.06, "\(width)")
        #expect(abs(label.intrinsicContentSize.width - 144.09326171875) / 144.09326171875 < 0.06)
        #expect(abs(label.font.lineHeight - 20.287109375) / 20.287109375 < 0.03)
        #expect(abs(label.intrinsicContentSize.height - 20.287109375) / 20.287109375 < 0.03)
        withExtendedLifetime(screen) {}
    }

    struct BaselineCase: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> View
        var first: Double
        var last: Double
        var testDescription: String { name }
    }

    /// At @2x, by hand. A line centred in its pixel-rounded box: (box − 20.287) / 2 + 16.187.
    static let baselineCases: [BaselineCase] = [
        // Label 20.5 high: 0.106 + 16.187 = 16.293 from the top, 4.207 from the bottom.
        BaselineCase(name: "label", make: { Label(text: "Name") }, first: 16.29296875, last: 4.20703125),
        // Three lines of 17 pt: 60.861 → 61; slack 0.069; last line's descent 4.101.
        BaselineCase(name: "three-line label", make: {
            let l = Label(text: "one\ntwo\nthree"); l.numberOfLines = 0; return l
        }, first: 0.0693359375 + 17 * 1950 / 2048, last: 0.0693359375 + 17 * 494 / 2048),
        // Button: 6 + (18 − 17.900) / 2 + 14.282 = 20.332 from the top of 30.
        BaselineCase(name: "button", make: { Button(title: "Go") }, first: 20.33203125, last: 9.66796875),
        // A button with only an image: its bottom edge.
        BaselineCase(name: "image button", make: {
            let b = Button(); b.image = Image(size: Size(width: 20, height: 20)); return b
        }, first: 20, last: 0),
        // Rounded-rect field of 17 pt text: (34 − 20.287) / 2 + 16.187 = 23.043.
        BaselineCase(name: "field", make: { TextField(placeholder: "Name", borderStyle: .roundedRect) },
                     first: 23.04296875, last: 10.95703125),
        // Non-scrolling text view: 8 + 16.187; the rest of 36.5 below.
        BaselineCase(name: "text view", make: { let t = TextView(text: "Hi"); t.isScrollEnabled = false; return t },
                     first: 24.1865234375, last: 12.3134765625),
    ]

    @Test(arguments: baselineCases)
    func baselines(_ c: BaselineCase) throws {
        let view = c.make()
        let screen = try makeScreen("iPhone 8")
        try add(view, to: screen.rootView)
        #expect(close(try #require(view.firstBaselineOffsetFromTop), c.first))
        #expect(close(try #require(view.lastBaselineOffsetFromBottom), c.last))
        withExtendedLifetime(screen) {}
    }

    /// A text view that scrolls has no baseline; one that does not, the text's.
    @Test func textViewBaselineNeedsScrollingOff() {
        let view = TextView(text: "Hi")
        #expect(view.firstBaselineOffsetFromTop == nil)
        view.isScrollEnabled = false
        #expect(view.firstBaselineOffsetFromTop != nil)
    }
}
