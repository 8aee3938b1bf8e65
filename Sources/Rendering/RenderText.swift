import TextLayout

/// Laid-out text: the lines to draw, each at its place, exactly as measured.
///
/// The layout layer fills this in from `TextLayout`; `init(laying:font:color:in:...)` does
/// the same for one block of text in one font, as a `UILabel`, a button title or a text
/// field does it.
public struct RenderText: Sendable, Hashable {
    public var lines: [RenderTextLine]
    /// True when some of the text is not shown (cut off, or truncated with "…").
    public var isTruncated: Bool

    public init(lines: [RenderTextLine], isTruncated: Bool = false) {
        self.lines = lines
        self.isTruncated = isTruncated
    }
}

/// One line of text, drawn from its origin on its baseline.
public struct RenderTextLine: Sendable, Hashable {
    /// Exactly what the line shows, "…" included where it was truncated.
    public var text: String
    /// The left end of the line's baseline, canvas coordinates.
    public var origin: RenderPoint
    /// The measured advance width: the line covers `origin.x ..< origin.x + width`.
    public var width: Double
    public var font: RenderFont
    public var color: RenderColor

    public init(text: String, origin: RenderPoint, width: Double, font: RenderFont, color: RenderColor) {
        self.text = text
        self.origin = origin
        self.width = width
        self.font = font
        self.color = color
    }
}

/// The font a line was measured in, as plain data: enough to name it in SVG and find its file.
public struct RenderFont: Sendable, Hashable {
    /// The family as registered in TextLayout: `SystemFont.familyName` for the built-in system font.
    public var family: String
    public var size: Double
    /// The OpenType weight class of the face drawn (400 regular, 700 bold).
    public var weight: Int
    public var isItalic: Bool
    /// Extra space after each character in points (SF's tracking for the system font): SVG's `letter-spacing`.
    public var tracking: Double
    /// Where the face came from: a font file's path (with "#index" in a collection) or "built-in".
    public var source: String
    /// How much wider than the face's own glyphs the text is measured (tracking aside): the
    /// built-in system font's `SystemFont.widthScale`, 1 for fonts read from files. Drawn as a
    /// horizontal scale of the glyphs.
    public var widthScale: Double

    public init(family: String, size: Double, weight: Int = 400, isItalic: Bool = false, tracking: Double = 0,
                source: String = "built-in", widthScale: Double = 1) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.tracking = tracking
        self.source = source
        self.widthScale = widthScale
    }

    /// The face `font` draws with, at its size and tracking.
    public init(_ font: Font) {
        self.init(family: font.face.family, size: font.pointSize, weight: font.face.weightClass,
                  isItalic: font.face.isItalic, tracking: font.tracking, source: font.face.source,
                  widthScale: SystemFont.widthScale(of: font.face, atPointSize: font.pointSize))
    }

    /// True for the built-in system font, whose widths are Inter's.
    public var isBuiltInSystemFont: Bool { source == "built-in" }
}

/// Horizontal alignment of lines, `NSTextAlignment`. Text is laid out left to right, so
/// `natural` and `justified` draw as `left` (justification is not modelled).
public enum RenderTextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, natural, justified
}

/// Where a block of text sits vertically in its rectangle.
public enum RenderTextVerticalPlacement: Sendable, Hashable {
    /// Centered, as UILabel, UIButton's title and UITextField place text.
    case center
    /// From the top, as UITextView places text.
    case top
}

extension RenderText {
    /// Lays `text` out in `font` inside `rect`, as UILabel does, and places the lines.
    ///
    /// Lines are at most `rect.width` wide (`numberOfLines` 0 for no limit) and broken or
    /// truncated by `lineBreakMode`. When the lines are taller than `rect`, only the lines
    /// that fit are kept and the last one is truncated by `lineBreakMode`, as a UILabel
    /// shorter than its text shows it (at least one line is always kept). Each line is then
    /// aligned in `rect` and the block placed by `verticalPlacement`; positions are not
    /// rounded to pixels.
    public init(laying text: String, font: Font, color: RenderColor, in rect: RenderRect,
                alignment: RenderTextAlignment = .natural, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, verticalPlacement: RenderTextVerticalPlacement = .center) {
        let box = rect.standardized
        var options = TextLayoutOptions(maximumWidth: box.width > 0 ? box.width : nil, numberOfLines: numberOfLines,
                                        lineBreakMode: lineBreakMode)
        if box.width <= 0 { options.maximumWidth = .leastNonzeroMagnitude }
        var layout = TextMeasurer.layout(text, font: font, options: options)
        if layout.height > box.height + 1e-9 && layout.lines.count > 1 {
            let fitting = layout.lines.filter { $0.top + $0.height <= box.height + 1e-9 }.count
            options.numberOfLines = max(1, fitting)
            layout = TextMeasurer.layout(text, font: font, options: options)
        }
        let top: Double
        switch verticalPlacement {
        case .center: top = box.minY + (box.height - layout.height) / 2
        case .top: top = box.minY
        }
        let face = RenderFont(font)
        let lines = layout.lines.map { line -> RenderTextLine in
            let x: Double
            switch alignment {
            case .left, .natural, .justified: x = box.minX
            case .center: x = box.minX + (box.width - line.width) / 2
            case .right: x = box.maxX - line.width
            }
            return RenderTextLine(text: line.text, origin: RenderPoint(x: x, y: top + line.baseline), width: line.width,
                                  font: face, color: color)
        }
        self.init(lines: lines, isTruncated: layout.isTruncated)
    }
}
