import OpenType

/// Measures and lays out text: single-line widths and multi-line layout with wrapping and
/// truncation, as UILabel does it.
///
/// Lines are filled greedily: each takes as many characters as fit, ending at the last
/// break opportunity that fits (`BreakOpportunities`); spaces where a line wraps hang past
/// the edge, while spaces that end the text take their room (an all-space text too), as
/// UILabel measures them: Xcode saved pocket-casts' "23 episodes " 83 pt wide, the width
/// with its space (79.5 without), and woocommerce's "Fixed product discount " likewise; a
/// word wider than the whole line is split between characters. When
/// `numberOfLines` is reached with text left over, the last line is handled by the
/// line-break mode: word and character wrapping simply stop there; clipping lays out the
/// rest of that paragraph on the line and cuts it at the edge; the truncating modes put
/// "…" at the head, middle or tail of that paragraph, cutting between characters (not
/// words), as Core Text does. If the paragraph fits but later paragraphs are hidden, the
/// truncating modes show "…" after it. Spaces next to the "…" are dropped; kerning
/// across the "…" is not applied. A line separator at the very end of the text does not
/// start a new, empty line.
public enum TextMeasurer {
    /// The width of `text` on one line per paragraph, with no width limit: the widest line.
    public static func width(of text: String, font: Font) -> Double {
        layout(text, font: font, options: TextLayoutOptions(maximumWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)).width
    }

    /// Lays `text` out in `font` under `options`.
    public static func layout(_ text: String, font: Font, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayoutResult {
        if !options.widthLimit.isFinite, let line = unboundedASCIILine(text, font: font) { return line }
        return generalLayout(text, font: font, options: options)
    }

    /// Any text under any options: clusters, break opportunities, greedy lines.
    static func generalLayout(_ text: String, font: Font, options: TextLayoutOptions) -> TextLayoutResult {
        let measured = MeasuredText(text, font: font)
        var builder = LineBuilder(measured: measured, options: options)
        return builder.run()
    }
}

extension TextMeasurer {
    /// Printable ASCII in the font's own face with no width limit: one line, measured by the
    /// same sums as `MeasuredText` and `LineBuilder` (same order, so the same bits) without
    /// building clusters and break opportunities. Nil for any other text, which takes the
    /// general path. Most labels' first measurement is this case, and the general path cost
    /// as much as adding the label's four content-size rows to the solver.
    static func unboundedASCIILine(_ text: String, font: Font) -> TextLayoutResult? {
        // The glyph source is looked at once: passed to each lookup, the enum (a whole font
        // file's tables inline) was copied three times per character.
        switch font.face.glyphs {
        case let .builtIn(face):
            return unboundedASCIILine(text, font: font, metrics: face, periodPairKerning: SystemFont.periodPairKerning * font.pointSize)
        case let .file(file): return unboundedASCIILine(text, font: font, metrics: FileGlyphMetrics(font: file), periodPairKerning: 0)
        }
    }

    /// `unboundedASCIILine` with the face's glyph lookups.
    static func unboundedASCIILine<Metrics: GlyphMetrics>(_ text: String, font: Font, metrics: Metrics,
                                                          periodPairKerning: Double) -> TextLayoutResult? {
        let utf8 = text.utf8
        guard !utf8.isEmpty else { return nil }
        let scale = font.pointSize / font.face.unitsPerEm * SystemFont.widthScale(of: font.face, atPointSize: font.pointSize)
        let tracking = font.tracking
        var total = 0.0, count = 0
        var previousGlyph: Int? = nil, previousByte: UInt8 = 0
        for byte in utf8 {
            guard byte >= 0x20, byte < 0x7F,
                  let glyph = metrics.glyph(for: Unicode.Scalar(byte)) else { return nil }
            let advance = metrics.advance(ofGlyph: glyph) * scale + tracking
            var kern = previousGlyph.map { metrics.kerning($0, glyph) * scale } ?? 0
            if byte == 0x2E, previousByte == 0x2E { kern += periodPairKerning }
            total = total + kern + advance
            previousGlyph = glyph
            previousByte = byte
            count += 1
        }
        // Spaces that end the text take their room: the line ends with them.
        let (visibleWidth, visibleCount) = (total, count)
        let ascent = font.ascender, height = ascent + -font.descender + font.leading
        let line = TextLayoutResult.Line(text: String(decoding: utf8.prefix(visibleCount), as: UTF8.self), width: visibleWidth,
                                         characterRange: 0..<count, top: 0, height: height, baseline: ascent,
                                         isTruncated: false)
        return TextLayoutResult(lines: [line], width: visibleWidth, height: height, isTruncated: false,
                                firstBaseline: ascent, lastBaseline: ascent)
    }
}

/// The line-filling state of one layout.
struct LineBuilder {
    let measured: MeasuredText
    let limit: Double
    let maximumLines: Int
    let mode: LineBreakMode
    let breaks: BreakOpportunities
    var lines: [TextLayoutResult.Line] = []
    var top = 0.0
    var truncated = false
    /// Widths within this much of the limit still fit (floating-point noise).
    static let tolerance = 1e-9

    init(measured: MeasuredText, options: TextLayoutOptions) {
        self.measured = measured
        limit = options.widthLimit
        maximumLines = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        mode = options.lineBreakMode
        var breaks = BreakOpportunities(measured.clusters.map(\.breakClass))
        if mode == .byCharWrapping {
            for index in breaks.allowed.indices where index > 0 && !measured.clusters[index].hangs {
                breaks.allowed[index] = true
            }
        }
        self.breaks = breaks
    }

    mutating func run() -> TextLayoutResult {
        let count = measured.clusters.count
        var start = 0
        while start < count {
            let end = naturalEnd(from: start)
            if lines.count + 1 == maximumLines && end < count {
                lastLine(from: start, naturalEnd: end)
                truncated = true
                break
            }
            appendLine(start, end, text: nil, width: nil, isTruncated: false)
            start = end
        }
        let ascender = measured.font.ascender
        return TextLayoutResult(lines: lines, width: lines.map(\.width).max() ?? 0, height: top, isTruncated: truncated,
                                firstBaseline: lines.first?.baseline ?? ascender, lastBaseline: lines.last?.baseline ?? ascender)
    }

    /// Where the line starting at `start` ends when wrapped (exclusive).
    func naturalEnd(from start: Int) -> Int {
        let clusters = measured.clusters
        var lastBreak: Int? = nil
        var index = start
        while index < clusters.count {
            if index > start && breaks.mandatory[index] { return index }
            if index > start && breaks.allowed[index] { lastBreak = index }
            if index > start && !clusters[index].hangs && measured.width(start, index + 1) > limit + Self.tolerance {
                return lastBreak ?? index
            }
            index += 1
        }
        return clusters.count
    }

    /// The end of the paragraph containing `start`: just past its line separator, or the end of the text.
    func paragraphEnd(from start: Int) -> Int {
        var index = start + 1
        while index < measured.clusters.count && !breaks.mandatory[index] { index += 1 }
        return min(index, measured.clusters.count)
    }

    /// The last allowed line when text is left after it, by line-break mode.
    mutating func lastLine(from start: Int, naturalEnd: Int) {
        let paragraph = paragraphEnd(from: start)
        let end = measured.trimmedEnd(start, paragraph)
        let fullWidth = measured.width(start, end)
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            appendLine(start, naturalEnd, text: nil, width: nil, isTruncated: true)
        case .byClipping:
            var shown = start
            while shown < end && measured.width(start, shown) + measured.clusters[shown].kernBefore < limit { shown += 1 }
            appendLine(start, paragraph, text: measured.text(start, measured.trimmedEnd(start, shown)), width: min(fullWidth, limit),
                       isTruncated: true)
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if fullWidth <= limit + Self.tolerance {
                // The paragraph fits; what is hidden comes after it.
                let ellipsis = measured.ellipsisWidth
                if fullWidth + ellipsis <= limit + Self.tolerance {
                    appendLine(start, paragraph, text: measured.text(start, end) + "…", width: fullWidth + ellipsis, isTruncated: true)
                } else {
                    truncate(start, end, paragraph: paragraph, mode: .byTruncatingTail)
                }
            } else {
                truncate(start, end, paragraph: paragraph, mode: mode)
            }
        }
    }

    /// Fits clusters `start..<end` with "…" into the limit, cutting at the head, middle or tail.
    mutating func truncate(_ start: Int, _ end: Int, paragraph: Int, mode: LineBreakMode) {
        let ellipsis = measured.ellipsisWidth
        let room = limit + Self.tolerance - ellipsis
        guard room >= 0 else {
            appendLine(start, paragraph, text: "", width: 0, isTruncated: true)
            return
        }
        var front = start, back = end
        switch mode {
        case .byTruncatingHead:
            front = start
            while back > start && measured.width(back - 1, end) <= room { back -= 1 }
        case .byTruncatingMiddle:
            // Alternate between the two ends so both halves stay about equal.
            var frontWidth = 0.0, backWidth = 0.0, progress = true
            while progress && front < back {
                progress = false
                let frontCandidate = measured.width(start, front + 1)
                if frontCandidate + backWidth <= room {
                    front += 1
                    frontWidth = frontCandidate
                    progress = true
                }
                guard front < back else { break }
                let backCandidate = measured.width(back - 1, end)
                if frontWidth + backCandidate <= room {
                    back -= 1
                    backWidth = backCandidate
                    progress = true
                }
            }
        default:
            while front < end && measured.width(start, front + 1) <= room { front += 1 }
            let head = measured.trimmedEnd(start, front)
            appendLine(start, paragraph, text: measured.text(start, head) + "…",
                       width: measured.width(start, head) + ellipsis, isTruncated: true)
            return
        }
        let head = mode == .byTruncatingHead ? start : measured.trimmedEnd(start, front)
        while back < end && measured.clusters[back].hangs { back += 1 }
        let width = measured.width(start, head) + ellipsis + measured.width(back, end)
        appendLine(start, paragraph, text: measured.text(start, head) + "…" + measured.text(back, end), width: width, isTruncated: true)
    }

    /// Adds the line of clusters `start..<end`; `text` and `width` override the natural ones.
    mutating func appendLine(_ start: Int, _ end: Int, text: String?, width: Double?, isTruncated: Bool) {
        var visibleEnd = measured.trimmedEnd(start, end)
        // Spaces that end the text take their room, where the line has it (not spaces before
        // a line separator).
        if end == measured.clusters.count, end > visibleEnd, !isTruncated,
           measured.clusters[end - 1].breakClass != .mandatory, measured.width(start, end) <= limit + Self.tolerance {
            visibleEnd = end
        }
        var ascent = measured.font.ascender, descent = -measured.font.descender, leading = measured.font.leading
        var seen: Set<Int16> = [0]
        for cluster in measured.clusters[start..<visibleEnd] where cluster.face > 0 && seen.insert(cluster.face).inserted {
            let face = measured.faces[Int(cluster.face)]
            let scale = measured.font.pointSize / face.unitsPerEm
            ascent = max(ascent, face.ascender * scale)
            descent = max(descent, -face.descender * scale)
            leading = max(leading, face.lineGap * scale)
        }
        let height = ascent + descent + leading
        lines.append(TextLayoutResult.Line(
            text: text ?? measured.text(start, visibleEnd), width: width ?? measured.width(start, visibleEnd),
            characterRange: start..<end, top: top, height: height, baseline: top + ascent, isTruncated: isTruncated))
        top += height
    }
}

/// A face's glyph lookups, in font units: what measuring a line asks of its glyph source.
protocol GlyphMetrics {
    func glyph(for scalar: Unicode.Scalar) -> Int?
    func advance(ofGlyph glyph: Int) -> Double
    func kerning(_ left: Int, _ right: Int) -> Double
}

extension BuiltInFace: GlyphMetrics {
    func glyph(for scalar: Unicode.Scalar) -> Int? { index(of: scalar.value) }
    func advance(ofGlyph glyph: Int) -> Double { advance(glyph) }
}

/// A font file's glyph lookups, as `FontFace` makes them for a face read from a file.
struct FileGlyphMetrics: GlyphMetrics {
    let font: OpenTypeFont
    func glyph(for scalar: Unicode.Scalar) -> Int? { font.glyph(for: scalar).map(Int.init) }
    func advance(ofGlyph glyph: Int) -> Double { Double(font.advanceWidth(ofGlyph: UInt16(truncatingIfNeeded: glyph))) }
    func kerning(_ left: Int, _ right: Int) -> Double {
        Double(font.kerning(left: UInt16(truncatingIfNeeded: left), right: UInt16(truncatingIfNeeded: right)))
    }
}
