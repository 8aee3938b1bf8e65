import AutoLayout
import TextLayout

/// A read-only text view (`UILabel`): its text measured in real font metrics, one line by
/// default, wrapped over several with `numberOfLines`, truncated with "…" when it does not fit.
///
/// Sizes (`UILabel.intrinsicContentSize`):
/// - The intrinsic size is the laid-out text's size, each side rounded up to the pixel grid of
///   the screen (`UICeilToViewScale`): a 17 pt one-line label is 20.5 pt high at @2x,
///   20.333 at @3x. Empty text gives (0, 0).
/// - One line (`numberOfLines == 1`, the default): the whole text's width.
/// - Several lines with `preferredMaxLayoutWidth > 0`: the text wrapped at that width.
/// - Several lines without it: UIKit's two-pass layout. The first pass measures the text
///   unwrapped; the engine then gives the label a width, and the label measures again wrapped at
///   that width (`intrinsicContentSize(forWidth:)`), so its height follows the width it got.
/// - Hugging 250 and compression resistance 750 on both axes, as for every view made in code;
///   Interface Builder gives labels a hugging priority of 251 (as every storyboard saves them).
///
/// Drawing: the text block is centred vertically in the label's bounds, as UILabel draws it;
/// lines sit left, right or centred by `textAlignment`. When the label is narrower or shorter
/// than its text, the lines that fit are shown and the last one is cut by `lineBreakMode`
/// (`isTruncated`, `displayedText`, `drawnContent`).
///
/// Baselines: the first line's and the last line's, with the block centred in the intrinsic
/// height, so the offsets hold while the label is at its intrinsic height. A label stretched or
/// squeezed vertically draws its text centred and its baselines move, as Apple's Auto Layout
/// Guide warns.
open class Label: View, ContentDrawing, TextBaselineSource {
    // Measuring reads these on every first layout; like `View`'s stored state they skip the
    // dynamic exclusivity checks.

    /// The text (`text`); "" for none.
    @exclusivity(unchecked) public var text: String {
        didSet { if oldValue != text { contentDidChange() } }
    }
    /// The font (`font`); the 17 pt system font by default.
    @exclusivity(unchecked) public var font: Font {
        didSet { if oldValue != font { contentDidChange() } }
    }
    /// `textAlignment`; `.natural` by default.
    @exclusivity(unchecked) public var textAlignment: TextAlignment = .natural
    /// At most this many lines; 0 for as many as needed. 1 by default (`numberOfLines`).
    @exclusivity(unchecked) public var numberOfLines: Int = 1 {
        didSet { if oldValue != numberOfLines { contentDidChange() } }
    }
    /// How the last line is cut when the text does not fit (`lineBreakMode`); tail truncation by default.
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if oldValue != lineBreakMode { contentDidChange() } }
    }
    /// The width multi-line text wraps at for the intrinsic size (`preferredMaxLayoutWidth`);
    /// 0 (the default) to wrap at the width the layout gives the label.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
    }
    /// Whether a text-style font follows the screen's content size category
    /// (`adjustsFontForContentSizeCategory`). When it changes, the label measures again.
    /// The paragraph style's line metrics (an attributed string's `NSParagraphStyle`): line
    /// spacing, line height multiple, minimum and maximum line height; none by default.
    @exclusivity(unchecked) public var paragraphLineMetrics = ParagraphLineMetrics() {
        didSet { if oldValue != paragraphLineMetrics { contentDidChange() } }
    }
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false {
        didSet { if oldValue != adjustsFontForContentSizeCategory { contentDidChange() } }
    }

    @exclusivity(unchecked) private var cache = TextLayoutCache()
    /// The width the layout engine last measured the label at (two-pass layout).
    @exclusivity(unchecked) private var widthFromLayout: Double?

    public init(text: String = "", font: Font = ControlFonts.label, name: String? = nil) {
        self.text = text
        self.font = font
        super.init(name: name)
    }

    override open var typeName: String { "UILabel" }

    /// The font the label draws with: `font`, re-sized for the content size category when
    /// `adjustsFontForContentSizeCategory` is on and `font` was made for a text style.
    public var effectiveFont: Font { effectiveFont(in: traitCollection) }

    private func effectiveFont(in traits: TraitCollection) -> Font {
        adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traits)
    }

    var firstBaselineFont: Font? { text.isEmpty ? nil : effectiveFont }
    var lastBaselineFont: Font? { text.isEmpty ? nil : effectiveFont }

    private var scale: Double { traitCollection.displayScale }

    // MARK: Measuring

    /// The text laid out within `width` (nil: unbounded) under the label's line settings.
    public func textLayout(maximumWidth width: Double?, numberOfLines lines: Int? = nil) -> TextLayoutResult {
        textLayout(maximumWidth: width, numberOfLines: lines, traits: traitCollection)
    }

    /// `textLayout` with the traits already looked up (each lookup walks to the root).
    private func textLayout(maximumWidth width: Double?, numberOfLines lines: Int? = nil,
                            traits: TraitCollection) -> TextLayoutResult {
        let options = TextLayoutOptions(maximumWidth: width, numberOfLines: lines ?? numberOfLines,
                                        lineBreakMode: lineBreakMode)
        let font = effectiveFont(in: traits)
        return cache.layout(text, font: font, options: options).applying(lineMetrics(for: font))
    }

    /// The line metrics the lines are laid out with: `paragraphLineMetrics` when set, else for
    /// a Dynamic Type font its style's line height (`DynamicType.leading`) from one baseline to
    /// the next, the first line keeping its natural height.
    ///
    /// A text-style font's lines are spaced by the Human Interface Guidelines' leading (Body
    /// 22 pt at the default size), not by the font's natural line height (20.29), while one
    /// line is as high as a system font's. Interface Builder's saved frames show it in every
    /// multi-line text-style label the corpora size by their text: two Body lines 42.5 high
    /// (20.29 + 22), four 86.5, seven 152.5, two Subheadline lines 38 (17.9 + 20) and four
    /// Footnote lines 70 (openfoodfacts' ProductAddViewController, woocommerce's
    /// ULAccountMismatchViewController, ULErrorViewController and OrderSubscriptionTableViewCell),
    /// and at the extra-small size (Body and Headline 14 pt, leading 19) three Body lines 55
    /// and two Headline lines 36 (woocommerce's FeatureAnnouncementCardCell and
    /// EmptyStateViewController): 11 labels of two repositories, one against.
    func lineMetrics(for font: Font) -> ParagraphLineMetrics {
        guard paragraphLineMetrics.isDefault, let style = font.textStyle,
              let leading = DynamicType.leading(for: style, pointSize: font.pointSize) else { return paragraphLineMetrics }
        return ParagraphLineMetrics(lineSpacing: leading - font.lineHeight)
    }

    /// The layout the intrinsic size comes from now.
    private var intrinsicLayout: TextLayoutResult {
        if numberOfLines == 1 { return textLayout(maximumWidth: nil) }
        if preferredMaxLayoutWidth > 0 { return textLayout(maximumWidth: preferredMaxLayoutWidth) }
        return textLayout(maximumWidth: widthFromLayout)
    }

    private func size(of layout: TextLayoutResult, scale: Double) -> Size {
        guard !text.isEmpty else { return .zero }
        return Size(width: ceilToPixels(layout.width, scale: scale), height: ceilToPixels(layout.height, scale: scale))
    }

    /// The unwrapped text's size (first pass), or its size wrapped at `preferredMaxLayoutWidth`.
    override open var intrinsicContentSize: Size {
        let traits = traitCollection
        let width: Double? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return size(of: textLayout(maximumWidth: width, traits: traits), scale: traits.displayScale)
    }

    /// The second pass: the text wrapped at the width the layout gave the label.
    override open func intrinsicContentSize(forWidth width: Double) -> Size {
        guard intrinsicHeightDependsOnWidth else { return intrinsicContentSize }
        let before = baselineOffsets
        widthFromLayout = width
        if baselineOffsets != before { invalidateBaselines() }
        let traits = traitCollection
        return size(of: textLayout(maximumWidth: width, traits: traits), scale: traits.displayScale)
    }

    /// Multi-line labels without `preferredMaxLayoutWidth` are measured twice (Apple's documentation
    /// of `preferredMaxLayoutWidth`: the label takes the width layout gives it).
    override open var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) }

    // MARK: Baselines

    /// (first from top, last from bottom) with the text block centred in the intrinsic height.
    private var baselineOffsets: [Double] {
        let layout = intrinsicLayout
        guard !text.isEmpty else { return [0, 0] }
        let slack = (ceilToPixels(layout.height, scale: scale) - layout.height) / 2
        return [slack + layout.firstBaseline, slack + layout.height - layout.lastBaseline]
    }

    override open var firstBaselineOffsetFromTop: Double? { baselineOffsets[0] }
    override open var lastBaselineOffsetFromBottom: Double? { baselineOffsets[1] }

    override open func systemSpacingBelow(_ upper: View) -> Double? { baselineSpacing(below: upper, for: self) }

    // MARK: Changes

    private func contentDidChange() {
        cache.removeAll()
        textContentDidChange()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if textMetricsChanged(since: previous, font: font, adjusts: adjustsFontForContentSizeCategory) { contentDidChange() }
    }

    // MARK: What it displays

    /// The text laid out in a frame of `size`: the lines that fit, the last one cut by the
    /// line-break mode when text is left over, as UILabel draws it.
    public func displayedLayout(in size: Size) -> TextLayoutResult {
        let width = max(0, size.width) + 1e-6
        var layout = textLayout(maximumWidth: width)
        if layout.lines.count > 1 && layout.height > size.height + 1e-6 {
            var fitting = 0
            for line in layout.lines where line.top + line.height <= size.height + 1e-6 { fitting += 1 }
            layout = textLayout(maximumWidth: width, numberOfLines: max(1, fitting))
        }
        return layout
    }

    /// Whether some of the text is not shown at the label's current size (cut off or truncated).
    public var isTruncated: Bool { displayedLayout(in: bounds.size).isTruncated }

    /// Reports read truncation here (`View.displaysTruncatedText`).
    override open var displaysTruncatedText: Bool? { isTruncated }

    /// The lines shown at the label's current size, joined by newlines ("…" where truncated).
    public var displayedText: String { displayedLayout(in: bounds.size).displayedText }

    public func drawnContent(in size: Size) -> DrawnContent {
        guard !text.isEmpty else { return DrawnContent() }
        let layout = displayedLayout(in: size)
        let top = (size.height - layout.height) / 2
        let lines = placeLines(layout, font: effectiveFont, in: Rect(origin: .zero, size: size), top: top,
                               alignment: textAlignment, direction: effectiveUserInterfaceLayoutDirection, role: .text)
        return DrawnContent(textLines: lines)
    }
}
