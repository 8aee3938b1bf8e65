import AutoLayout
import TextLayout

/// A one-line editable text field (`UITextField`), measured from its text and placeholder.
///
/// Intrinsic size (UIKit's `UITextField` `_intrinsicSizeWithinSize:` and its padded metrics
/// provider): the content is the wider of the text (or a space when it is empty) and
/// the placeholder, one line of the font high; then by border style:
/// - `.roundedRect`: UIKit's padded metrics provider adds 7 pt left and right and 2 pt above and
///   below a content height of at least 30: width = content + 14, height = max(content, 30) + 4,
///   so **34 pt** for any font whose line is at most 30 pt high (up to about 25 pt).
/// - `.none`: the content's size (UIKit's rule is not published; our choice).
/// - `.line` and `.bezel`: UIKit publishes no figures; we use the `.none` rule.
/// Both sides are rounded up to the pixel grid. Hugging 250, compression resistance 750, zero
/// alignment insets. The font is 17 pt system by default (a gap, see `ControlFonts.textField`).
///
/// The text (or, when empty, the placeholder) is one line, vertically centred
/// (`contentVerticalAlignment = .center`); its baseline is both baselines of the field. Text
/// wider than the field is truncated at the tail, as UITextField shows it when not editing.
open class TextField: Control, ContentDrawing, TextBaselineSource {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, Sendable, CaseIterable { case none, line, bezel, roundedRect }

    public var text: String {
        didSet { if oldValue != text { contentDidChange() } }
    }
    public var placeholder: String? {
        didSet { if oldValue != placeholder { contentDidChange() } }
    }
    public var font: Font {
        didSet { if oldValue != font { contentDidChange() } }
    }
    /// `.none` for fields made in code, as in UIKit; Interface Builder uses `.roundedRect`.
    public var borderStyle: BorderStyle {
        didSet { if oldValue != borderStyle { contentDidChange() } }
    }
    public var textAlignment: TextAlignment = .natural
    public var adjustsFontForContentSizeCategory = false {
        didSet { if oldValue != adjustsFontForContentSizeCategory { contentDidChange() } }
    }

    private var cache = TextLayoutCache()

    public init(text: String = "", placeholder: String? = nil, borderStyle: BorderStyle = .none,
                font: Font = ControlFonts.textField, name: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.font = font
        super.init(name: name)
    }

    override open var typeName: String { "UITextField" }

    public var effectiveFont: Font {
        adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traitCollection)
    }

    var firstBaselineFont: Font? { effectiveFont }
    var lastBaselineFont: Font? { effectiveFont }

    private var scale: Double { traitCollection.displayScale }

    /// Padding around the text: UIKit's padded provider for rounded rects (7 pt, 2 pt), none otherwise.
    var padding: EdgeInsets { borderStyle == .roundedRect ? EdgeInsets(top: 2, left: 7, bottom: 2, right: 7) : .zero }

    func line(_ string: String, maximumWidth: Double?) -> TextLayoutResult {
        cache.layout(string, font: effectiveFont,
                     options: TextLayoutOptions(maximumWidth: maximumWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
    }

    /// The content's size before padding: the wider of text and placeholder, one line high.
    var contentSize: Size {
        let textWidth = line(text.isEmpty ? " " : text, maximumWidth: nil).width
        let placeholderWidth = placeholder.map { line($0, maximumWidth: nil).width } ?? 0
        return Size(width: max(textWidth, placeholderWidth), height: effectiveFont.lineHeight)
    }

    override open var intrinsicContentSize: Size {
        let content = contentSize
        var height = content.height
        if borderStyle == .roundedRect { height = max(height, 30) }
        let p = padding
        return Size(width: ceilToPixels(content.width + p.left + p.right, scale: scale),
                    height: ceilToPixels(height + p.top + p.bottom, scale: scale))
    }

    // MARK: Baselines

    /// The baseline from the top in a field of `height`: one line centred vertically.
    func baseline(inHeight height: Double) -> Double {
        let f = effectiveFont
        return (height - f.lineHeight) / 2 + f.ascender
    }

    override open var firstBaselineOffsetFromTop: Double? { baseline(inHeight: intrinsicContentSize.height) }
    override open var lastBaselineOffsetFromBottom: Double? {
        let height = intrinsicContentSize.height
        return height - baseline(inHeight: height)
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

    /// Whether the placeholder is what shows (the text is empty).
    public var showsPlaceholder: Bool { text.isEmpty && !(placeholder ?? "").isEmpty }

    /// The text rect in a field of `size` (`textRect(forBounds:)`): the bounds less the padding.
    public func textRect(in size: Size) -> Rect { Rect(origin: .zero, size: size).inset(by: padding) }

    /// The line shown in a field of `size`.
    public func displayedLine(in size: Size) -> TextLayoutResult {
        line(showsPlaceholder ? (placeholder ?? "") : text, maximumWidth: max(0, textRect(in: size).width) + 1e-6)
    }

    /// What the field shows at its current size: the text, or the placeholder, truncated to fit.
    public var displayedText: String { displayedLine(in: bounds.size).displayedText }

    /// Whether what shows is cut at the current size.
    public var isTruncated: Bool { displayedLine(in: bounds.size).isTruncated }

    /// Reports read truncation here (`View.displaysTruncatedText`).
    override open var displaysTruncatedText: Bool? { isTruncated }

    public func drawnContent(in size: Size) -> DrawnContent {
        var content = DrawnContent()
        let bounds = Rect(origin: .zero, size: size)
        switch borderStyle {
        case .roundedRect:
            content.shapes.append(DrawnShape(.roundedRectangle(cornerRadius: 5), frame: bounds, role: .border, isFilled: false))
        case .line, .bezel:
            content.shapes.append(DrawnShape(.rectangle, frame: bounds, role: .border, isFilled: false))
        case .none:
            break
        }
        let box = textRect(in: size)
        let layout = displayedLine(in: size)
        guard !layout.lines.isEmpty else { return content }
        let f = effectiveFont
        let top = (size.height - f.lineHeight) / 2
        content.textLines = placeLines(layout, font: f, in: box, top: top, alignment: textAlignment,
                                       direction: effectiveUserInterfaceLayoutDirection,
                                       role: showsPlaceholder ? .placeholder : .text)
        return content
    }
}
