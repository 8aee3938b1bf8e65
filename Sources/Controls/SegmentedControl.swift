import AutoLayout
import TextLayout

/// A row of segments (`UISegmentedControl`), sized from its titles.
///
/// Height (UIKit's `UISegmentedControlDefaultStyleProvider`): a 32 pt
/// frame with a 1 pt bottom alignment inset, so the alignment rect (and the intrinsic height) is
/// 31. Interface Builder agrees: unconstrained segmented controls in
/// recent storyboards of the corpus are saved 32 high (openHAB's Main.storyboard, Xcode 15).
///
/// Width: UIKit does not publish it. Our choice, from the provider's metrics: every
/// segment is as wide as the widest title (UIKit's default, `apportionsSegmentWidthsByContent`
/// off) plus the 9 pt content padding on each side, with a 1 pt divider between segments; titles
/// in the 13 pt system font (`ControlFonts.segmentedControl`); widths rounded up to the pixel
/// grid. Hugging 250, compression resistance 750, no baseline (its bottom edge).
open class SegmentedControl: Control, ContentDrawing {
    public var titles: [String] {
        didSet { if oldValue != titles { contentDidChange() } }
    }
    /// `selectedSegmentIndex`; −1 (`noSegment`) for none.
    public var selectedSegmentIndex: Int = -1
    public var font: Font {
        didSet { if oldValue != font { contentDidChange() } }
    }
    /// Whether a text-style `font` follows the content size category, as the titles'
    /// `adjustsFontForContentSizeCategory` does in UIKit. The height stays UIKit's fixed 31.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if oldValue != adjustsFontForContentSizeCategory { contentDidChange() } }
    }

    /// The font the titles are measured and drawn in: `font`, re-sized for the content size
    /// category when `adjustsFontForContentSizeCategory` is on and `font` was made for a text style.
    public var effectiveFont: Font {
        adjustedFont(font, adjusts: adjustsFontForContentSizeCategory, traits: traitCollection)
    }
    /// `apportionsSegmentWidthsByContent`: each segment as wide as its own title.
    public var apportionsSegmentWidthsByContent = false {
        didSet { if oldValue != apportionsSegmentWidthsByContent { contentDidChange() } }
    }

    /// Padding on each side of a title, the divider between segments (UIKit's default style provider).
    public static let contentPadding = 9.0
    public static let dividerWidth = 1.0

    private var cache = TextLayoutCache()

    public init(titles: [String] = [], font: Font = ControlFonts.segmentedControl, name: String? = nil) {
        self.titles = titles
        self.font = font
        super.init(name: name)
    }

    override open var typeName: String { "UISegmentedControl" }

    private var scale: Double { traitCollection.displayScale }

    func titleLayout(_ title: String, maximumWidth: Double?) -> TextLayoutResult {
        cache.layout(title, font: effectiveFont,
                     options: TextLayoutOptions(maximumWidth: maximumWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail))
    }

    /// Each segment's natural width: its title plus padding, or all equal to the widest.
    public var segmentWidths: [Double] {
        let own = titles.map { ceilToPixels(titleLayout($0, maximumWidth: nil).width, scale: scale) + 2 * Self.contentPadding }
        if apportionsSegmentWidthsByContent { return own }
        let widest = own.max() ?? 0
        return own.map { _ in widest }
    }

    override open var intrinsicContentSize: Size {
        let widths = segmentWidths
        let dividers = Double(max(0, widths.count - 1)) * Self.dividerWidth
        return Size(width: widths.reduce(0.0) { $0 + $1 } + dividers, height: 31)
    }

    override open var alignmentRectInsets: EdgeInsets { EdgeInsets(bottom: 1) }

    private func contentDidChange() {
        cache.removeAll()
        invalidateIntrinsicContentSize()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if textMetricsChanged(since: previous, font: font, adjusts: adjustsFontForContentSizeCategory) { contentDidChange() }
    }

    /// The segments' frames in a control of `size`: the natural widths scaled to fill it, in
    /// reading order (mirrored right to left).
    public func segmentFrames(in size: Size) -> [Rect] {
        let natural = segmentWidths
        guard !natural.isEmpty else { return [] }
        let dividers = Double(natural.count - 1) * Self.dividerWidth
        let total = natural.reduce(0.0) { $0 + $1 }
        let room = max(0, size.width - dividers)
        let height = size.height - alignmentRectInsets.bottom
        var x = 0.0
        var frames: [Rect] = []
        for width in natural {
            let w = total > 0 ? room * width / total : room / Double(natural.count)
            frames.append(Rect(x: x, y: 0, width: w, height: height))
            x += w + Self.dividerWidth
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { Rect(x: size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    /// A rounded background, the selected segment, dividers and centred titles (truncated at the
    /// tail when a segment is narrower than its title).
    public func drawnContent(in size: Size) -> DrawnContent {
        let height = size.height - alignmentRectInsets.bottom
        var content = DrawnContent(shapes: [
            DrawnShape(.roundedRectangle(cornerRadius: 8), frame: Rect(x: 0, y: 0, width: size.width, height: height), role: .fill),
        ])
        let frames = segmentFrames(in: size)
        for (index, frame) in frames.enumerated() {
            if index == selectedSegmentIndex {
                content.shapes.append(DrawnShape(.roundedRectangle(cornerRadius: 7), frame: frame.inset(by: EdgeInsets(all: 2)),
                                                 role: .selection))
            } else if index > 0 && index - 1 != selectedSegmentIndex {
                let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frame.maxX + Self.dividerWidth / 2
                    : frame.minX - Self.dividerWidth / 2
                content.shapes.append(line(Point(x: x, y: height / 4), Point(x: x, y: height * 3 / 4),
                                           width: Self.dividerWidth, role: .border))
            }
            let box = frame.inset(by: EdgeInsets(left: Self.contentPadding, right: Self.contentPadding))
            let layout = titleLayout(titles[index], maximumWidth: max(0, box.width) + 1e-6)
            content.textLines += placeLines(layout, font: effectiveFont, in: box, top: (height - layout.height) / 2,
                                            alignment: .center, direction: .leftToRight, role: .text)
        }
        return content
    }
}

/// An image (`UIImageView`): intrinsic size the image's size in points.
///
/// The image's size in points (`UIImageView.intrinsicContentSize`): a 60 pt icon gives 60 × 60.
/// Without an image UIKit publishes no figure; we give no intrinsic size (−1, −1), which is why Interface
/// Builder asks for constraints on empty image views. Hugging 250 and compression resistance
/// 750 in code (Interface Builder uses 251 hugging for image views too), zero alignment insets,
/// no baseline.
open class ImageView: View, ContentDrawing {
    /// `UIView.ContentMode`, the ones that place an image.
    public enum ContentMode: String, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }

    public var image: Image? {
        didSet { if oldValue != image { invalidateIntrinsicContentSize() } }
    }
    public var contentMode: ContentMode = .scaleToFill

    public init(image: Image? = nil, name: String? = nil) {
        self.image = image
        super.init(name: name)
    }

    override open var typeName: String { "UIImageView" }

    override open var intrinsicContentSize: Size {
        image?.size ?? Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
    }

    /// The image placed by the content mode (clipping is the renderer's business).
    public func drawnContent(in size: Size) -> DrawnContent {
        guard let image else { return DrawnContent() }
        let natural = image.size
        var frame = Rect(origin: .zero, size: size)
        switch contentMode {
        case .scaleToFill:
            break
        case .scaleAspectFit, .scaleAspectFill:
            guard natural.width > 0, natural.height > 0 else { break }
            let sx = size.width / natural.width, sy = size.height / natural.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            frame = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        case .center:
            frame = Rect(x: (size.width - natural.width) / 2, y: (size.height - natural.height) / 2,
                         width: natural.width, height: natural.height)
        }
        return DrawnContent(shapes: [DrawnShape(.image(name: image.name), frame: frame, role: .image)])
    }
}
