/// A paragraph style's line metrics (`NSParagraphStyle`): the spacing between lines, a multiple
/// of each line's natural height, and bounds on it.
///
/// Apple's `NSParagraphStyle` documentation: `lineHeightMultiple` multiplies the natural line
/// height, then `minimumLineHeight` and `maximumLineHeight` bound it (0 for no bound), and
/// `lineSpacing` is the space between the bottom of one line and the top of the next. TextKit
/// puts a line's extra height above its glyphs, so the baseline moves down with it. Interface
/// Builder's saved frames agree: duckduckgo's 17-pt labels with `lineHeightMultiple` 1.1 are
/// 44.67 high for two lines (2 × 20.29 × 1.1) and one with `minimumLineHeight` 22 is 22 high;
/// pocket-casts' 15-pt lines with 1.2 are 21.5 high, and two 14-pt lines with `lineSpacing` 7
/// are 40.5 (2 × 16.71 + 7).
public struct ParagraphLineMetrics: Sendable, Hashable {
    public var lineSpacing: Double
    public var lineHeightMultiple: Double
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double

    /// Values that are not finite or below 0 count as 0, the paragraph style's default.
    public init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
                maximumLineHeight: Double = 0) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.lineSpacing = clean(lineSpacing)
        self.lineHeightMultiple = clean(lineHeightMultiple)
        self.minimumLineHeight = clean(minimumLineHeight)
        self.maximumLineHeight = clean(maximumLineHeight)
    }

    /// True when the metrics change nothing.
    public var isDefault: Bool { self == ParagraphLineMetrics() }

    /// The height of a line whose natural height is `natural`.
    public func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}

extension TextLayoutResult {
    /// The same lines with `metrics` applied: each line as high as `metrics` makes it, its extra
    /// height above its baseline, and `lineSpacing` between lines.
    public func applying(_ metrics: ParagraphLineMetrics) -> TextLayoutResult {
        guard !metrics.isDefault, !lines.isEmpty else { return self }
        var top = 0.0
        var placed: [Line] = []
        placed.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            if index > 0 { top += metrics.lineSpacing }
            let height = metrics.lineHeight(natural: line.height)
            let baseline = top + (height - line.height) + (line.baseline - line.top)
            placed.append(Line(text: line.text, width: line.width, characterRange: line.characterRange, top: top,
                               height: height, baseline: baseline, isTruncated: line.isTruncated))
            top += height
        }
        return TextLayoutResult(lines: placed, width: width, height: top, isTruncated: isTruncated,
                                firstBaseline: placed[0].baseline, lastBaseline: placed[placed.count - 1].baseline)
    }
}
