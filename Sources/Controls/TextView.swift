import AutoLayout
import TextLayout

/// Multi-line text (`UITextView`): a scroll view with no intrinsic size, or, with scrolling
/// disabled, a view sized to its text so that Auto Layout can grow it.
///
/// Apple's documentation of `textContainerInset` and `lineFragmentPadding`: `textContainerInset` is
/// (8, 0, 8, 0) and `lineFragmentPadding` 5 pt at each end of every line. With
/// `isScrollEnabled == false` the intrinsic size is the text's, wrapped at the width the layout
/// gives the view (two passes, as for a multi-line label), plus both: width = text + 10 + the
/// insets' sides, height = text + 16. Empty text still has one line (the caret's), so an empty
/// non-scrolling text view is one line + 16 high. Rounded up to the pixel grid. With scrolling
/// enabled (the default) there is no intrinsic size and no baseline.
///
/// Text is laid out from the top (no vertical centring), wrapped by words; a text view never
/// truncates: lines below its bounds are clipped (scrolled out of sight).
open class TextView: View, ContentDrawing, TextBaselineSource {
    public var text: String {
        didSet { if oldValue != text { contentDidChange() } }
    }
    public var font: Font {
        didSet { if oldValue != font { contentDidChange() } }
    }
    public var textAlignment: TextAlignment = .natural
    /// `isScrollEnabled`: true by default, as in UIKit.
    public var isScrollEnabled = true {
        didSet { if oldValue != isScrollEnabled { contentDidChange() } }
    }
    /// `textContainerInset`.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if oldValue != textContainerInset { contentDidChange() } }
    }
    /// `textContainer.lineFragmentPadding`.
    public var lineFragmentPadding = 5.0 {
        didSet { if oldValue != lineFragmentPadding { contentDidChange() } }
    }
    public var adjustsFontForContentSizeCategory = false {
        didSet { if oldValue != adjustsFontForContentSizeCategory { contentDidChange() } }
    }

    private var cache = TextLayoutCache()
    private var widthFromLayout: Double?

    public init(text: String = "", font: Font = ControlFonts.textView, name: String? = nil) {
        self.text = text
        self.font = font
        super.init(name: name)
    }

    override open var typeName: String { "UITextView" }

    public var effectiveFont: Font {
        adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traitCollection)
    }

    var firstBaselineFont: Font? { isScrollEnabled ? nil : effectiveFont }
    var lastBaselineFont: Font? { firstBaselineFont }

    private var scale: Double { traitCollection.displayScale }

    /// Horizontal room the text container takes from the view: insets and line padding.
    var horizontalExtra: Double { textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding }

    /// The text wrapped for a view `width` wide (nil: unbounded).
    public func textLayout(forViewWidth width: Double?) -> TextLayoutResult {
        let limit = width.map { max(0, $0 - horizontalExtra) + 1e-6 }
        return cache.layout(text, font: effectiveFont,
                            options: TextLayoutOptions(maximumWidth: limit, numberOfLines: 0, lineBreakMode: .byWordWrapping))
    }

    /// The text block's height: at least one line.
    func textHeight(_ layout: TextLayoutResult) -> Double { max(layout.height, effectiveFont.lineHeight) }

    private func size(of layout: TextLayoutResult) -> Size {
        Size(width: ceilToPixels(layout.width + horizontalExtra, scale: scale),
             height: ceilToPixels(textHeight(layout) + textContainerInset.top + textContainerInset.bottom, scale: scale))
    }

    override open var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: noIntrinsicMetric, height: noIntrinsicMetric) }
        return size(of: textLayout(forViewWidth: nil))
    }

    override open func intrinsicContentSize(forWidth width: Double) -> Size {
        guard !isScrollEnabled else { return intrinsicContentSize }
        let before = lastBaselineOffsetFromBottom
        widthFromLayout = width
        if lastBaselineOffsetFromBottom != before { invalidateBaselines() }
        return size(of: textLayout(forViewWidth: width))
    }

    override open var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }

    // MARK: Baselines

    override open var firstBaselineOffsetFromTop: Double? {
        guard !isScrollEnabled else { return nil }
        let layout = textLayout(forViewWidth: widthFromLayout)
        return textContainerInset.top + (layout.lines.isEmpty ? effectiveFont.ascender : layout.firstBaseline)
    }

    /// From the last baseline to the bottom of the intrinsic height (rounding slack included).
    override open var lastBaselineOffsetFromBottom: Double? {
        guard !isScrollEnabled else { return nil }
        let layout = textLayout(forViewWidth: widthFromLayout)
        let height = size(of: layout).height
        let last = layout.lines.isEmpty ? effectiveFont.ascender : layout.lastBaseline
        return height - textContainerInset.top - last
    }

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

    /// The lines in a view of `size`, positioned from the top inset; lines wholly below the
    /// bounds are left out (scrolled away).
    public func drawnContent(in size: Size) -> DrawnContent {
        let layout = textLayout(forViewWidth: size.width)
        let box = Rect(x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top,
                       width: max(0, size.width - horizontalExtra), height: max(0, size.height - textContainerInset.top))
        let lines = placeLines(layout, font: effectiveFont, in: box, top: textContainerInset.top, alignment: textAlignment,
                               direction: effectiveUserInterfaceLayoutDirection, role: .text)
        return DrawnContent(textLines: lines.filter { $0.lineFrame.minY < size.height })
    }

    /// The text shown at the current size.
    public var displayedText: String { drawnContent.displayedText }
}
