import AutoLayout
import TextLayout

/// `UIControl`: the state every control shares. It changes no size; renderers read it.
open class Control: View {
    /// `isEnabled`; a renderer dims a disabled control.
    public var isEnabled = true
    /// `isSelected`.
    public var isSelected = false
    /// `isHighlighted`.
    public var isHighlighted = false
}

/// An image's identity and size, enough for layout (`UIImage`): `size` is in points.
public struct Image: Sendable, Hashable {
    /// A name for renderers and descriptions.
    public var name: String?
    /// The size in points (pixels divided by the image's scale), as `UIImage.size`.
    public var size: Size

    public init(name: String? = nil, size: Size) {
        self.name = name
        self.size = Size(width: max(0, size.width.isFinite ? size.width : 0),
                         height: max(0, size.height.isFinite ? size.height : 0))
    }

    /// An image of `pixelWidth` × `pixelHeight` pixels at `scale` (an @2x asset has scale 2).
    public init(name: String? = nil, pixelWidth: Double, pixelHeight: Double, scale: Double = 1) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(name: name, size: Size(width: pixelWidth / s, height: pixelHeight / s))
    }
}

/// A push button (`UIButton` with the legacy, configuration-less layout).
///
/// Intrinsic size (UIKit's legacy `UIButton` `_intrinsicSizeForTitle:…`): the title's
/// bounding box in the title font (15 pt system by default) rounded up to the pixel grid, beside
/// the image if there is one, plus `contentEdgeInsets`. With no image, no background image and
/// zero insets, UIKit adds an implicit 6 pt above and below the title: a one-line 15 pt title
/// (17.9 pt line, rounded to 18) gives the familiar 30 pt height. A background image makes the
/// button at least its size. How `_roundSize:` rounds is not published; we round up to the
/// pixel grid. A button with neither title nor image measures one empty line: 0 × 30 (our choice).
///
/// Hugging 250, compression resistance 750, zero alignment insets. The baseline is the title's
/// (centred in the content rect), or the image's bottom edge when there is no title ([DEC-BTN]
/// `baselineOffsetsAtSize:`). The title is one line, truncated in the middle when the button is
/// narrower than it (`titleLineBreakMode`, UIKit's default for button titles).
open class Button: Control, ContentDrawing, TextBaselineSource {
    /// `UIButton.ButtonType`: system buttons draw their title in the tint colour.
    public enum ButtonType: String, Sendable { case system, custom }

    public let buttonType: ButtonType
    /// The title for the normal state (`setTitle(_:for: .normal)`).
    public var title: String? {
        didSet { if oldValue != title { contentDidChange() } }
    }
    /// The title label's font.
    public var titleFont: Font {
        didSet { if oldValue != titleFont { contentDidChange() } }
    }
    /// The image beside the title (`setImage(_:for:)`).
    public var image: Image? {
        didSet { if oldValue != image { contentDidChange() } }
    }
    /// The background image (`setBackgroundImage(_:for:)`).
    public var backgroundImage: Image? {
        didSet { if oldValue != backgroundImage { contentDidChange() } }
    }
    /// Space around the content (`contentEdgeInsets`).
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if oldValue != contentEdgeInsets { contentDidChange() } }
    }
    /// How a title wider than the button is cut (`titleLabel.lineBreakMode`).
    public var titleLineBreakMode: LineBreakMode = .byTruncatingMiddle
    /// The title label's `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if oldValue != adjustsFontForContentSizeCategory { contentDidChange() } }
    }

    private var cache = TextLayoutCache()

    public init(type: ButtonType = .system, title: String? = nil, font: Font = ControlFonts.button, name: String? = nil) {
        buttonType = type
        self.title = title
        titleFont = font
        super.init(name: name)
    }

    override open var typeName: String { "UIButton" }

    /// The title font as drawn (re-sized for the category when adjusting).
    public var effectiveTitleFont: Font {
        adjustedFont(titleFont, adjusts: adjustsFontForContentSizeCategory, traits: traitCollection)
    }

    var hasTitle: Bool { !(title ?? "").isEmpty }
    var firstBaselineFont: Font? { hasTitle ? effectiveTitleFont : nil }
    var lastBaselineFont: Font? { firstBaselineFont }

    private var scale: Double { traitCollection.displayScale }

    /// The implicit padding above and below the title: 6 pt when nothing else pads the content.
    var implicitTitlePadding: Double {
        image == nil && backgroundImage == nil && contentEdgeInsets == .zero ? 6 : 0
    }

    /// The title on one line within `width` (nil: unbounded).
    func titleLayout(maximumWidth width: Double?) -> TextLayoutResult {
        cache.layout(title ?? "", font: effectiveTitleFont,
                     options: TextLayoutOptions(maximumWidth: width, numberOfLines: 1, lineBreakMode: titleLineBreakMode))
    }

    /// The title's rounded size: nothing when there is an image and no title, one empty line
    /// when there is neither.
    var titleSize: Size {
        if hasTitle {
            let layout = titleLayout(maximumWidth: nil)
            return Size(width: ceilToPixels(layout.width, scale: scale), height: ceilToPixels(layout.height, scale: scale))
        }
        if image != nil { return .zero }
        return Size(width: 0, height: ceilToPixels(effectiveTitleFont.lineHeight, scale: scale))
    }

    /// The content's size: title beside image, without insets.
    var contentSize: Size {
        let t = titleSize, i = image?.size ?? .zero
        return Size(width: t.width + i.width, height: max(t.height, i.height))
    }

    override open var intrinsicContentSize: Size {
        let content = contentSize, insets = contentEdgeInsets, pad = implicitTitlePadding
        var width = content.width + insets.left + insets.right
        var height = content.height + insets.top + insets.bottom + 2 * pad
        if let background = backgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return Size(width: ceilToPixels(width, scale: scale), height: ceilToPixels(height, scale: scale))
    }

    // MARK: Baselines

    /// The first baseline from the top in a button of `height`: the title's, centred in the content rect.
    func firstBaseline(inHeight height: Double) -> Double? {
        let top = contentEdgeInsets.top + implicitTitlePadding
        let contentHeight = height - top - contentEdgeInsets.bottom - implicitTitlePadding
        if hasTitle {
            let layout = titleLayout(maximumWidth: nil)
            return top + (contentHeight - layout.height) / 2 + layout.firstBaseline
        }
        if let image {
            return top + (contentHeight - image.size.height) / 2 + image.size.height
        }
        return nil
    }

    override open var firstBaselineOffsetFromTop: Double? { firstBaseline(inHeight: intrinsicContentSize.height) }
    override open var lastBaselineOffsetFromBottom: Double? {
        let height = intrinsicContentSize.height
        return firstBaseline(inHeight: height).map { height - $0 }
    }

    override open func systemSpacingBelow(_ upper: View) -> Double? { baselineSpacing(below: upper, for: self) }

    // MARK: Changes

    private func contentDidChange() {
        cache.removeAll()
        textContentDidChange()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if textMetricsChanged(since: previous, font: titleFont, adjusts: adjustsFontForContentSizeCategory) { contentDidChange() }
    }

    // MARK: What it displays

    /// The title as shown in a button of `width`: middle-truncated when it does not fit.
    public func displayedTitle(inWidth width: Double) -> TextLayoutResult {
        let room = width - contentEdgeInsets.left - contentEdgeInsets.right - (image?.size.width ?? 0)
        return titleLayout(maximumWidth: max(room, 0) + 1e-6)
    }

    /// The title shown at the button's current width.
    public var displayedTitle: String { hasTitle ? displayedTitle(inWidth: bounds.width).displayedText : "" }

    /// Whether the title is cut at the button's current width.
    public var isTitleTruncated: Bool { hasTitle && displayedTitle(inWidth: bounds.width).isTruncated }

    /// Reports read truncation here (`View.displaysTruncatedText`).
    override open var displaysTruncatedText: Bool? { isTitleTruncated }

    public func drawnContent(in size: Size) -> DrawnContent {
        var content = DrawnContent()
        if let background = backgroundImage {
            content.shapes.append(DrawnShape(.image(name: background.name), frame: Rect(origin: .zero, size: size), role: .image))
        }
        let pad = implicitTitlePadding
        let box = Rect(origin: .zero, size: size).inset(by: contentEdgeInsets + EdgeInsets(top: pad, bottom: pad))
        let imageSize = image?.size ?? .zero
        let layout = hasTitle ? displayedTitle(inWidth: size.width) : nil
        let titleWidth = layout?.width ?? 0
        // Image and title are centred together, image first (leading).
        let groupWidth = imageSize.width + titleWidth
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let start = box.minX + (box.width - groupWidth) / 2
        if let image {
            let x = rightToLeft ? start + titleWidth : start
            let frame = Rect(x: x, y: box.minY + (box.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            content.shapes.append(DrawnShape(.image(name: image.name), frame: frame, role: .image))
        }
        if let layout {
            let x = rightToLeft ? start : start + imageSize.width
            let top = box.minY + (box.height - layout.height) / 2
            content.textLines = placeLines(layout, font: effectiveTitleFont, in: Rect(x: x, y: box.minY, width: titleWidth, height: box.height),
                                           top: top, alignment: .left, direction: .leftToRight,
                                           role: buttonType == .system ? .tint : .text)
        }
        return content
    }
}
