/// One character (grapheme cluster) of text, measured in the face that draws it.
///
/// 24 bytes: the character itself is not copied (its end in the text's UTF-8 says where it
/// is), and the running width replaces both the advance and a separate array of prefix sums.
/// A long label's measurement costs 24 bytes per character; it was 56.
struct Cluster: Sendable {
    /// The width of the text up to and including this character, kerning and tracking included.
    let widthThrough: Double
    /// Kerning between the previous character and this one, in points (same face only).
    let kernBefore: Double
    /// Where the character ends in the text's UTF-8 (it starts where the one before ends).
    let utf8End: UInt32
    /// Which face draws it: 0 the font's own, k its (k−1)th fallback, −1 none (em-based width).
    let face: Int16
    let breakClass: LineBreakClass
    /// Whitespace and line separators: at the end of a line they take no room ("hang").
    let hangs: Bool
}

/// Splitting text into measured characters, choosing a face for each.
///
/// A character is drawn by the first face, in the order `font.face` then
/// `font.fallbackFaces`, that has every one of its visible scalars, else by the first that
/// has its base scalar (missing marks then count as zero width). When no face has it, its
/// width is em-based: 1 em for East Asian wide and full-width characters (ideographs,
/// kana, Hangul, full-width forms) and 0.6 em for anything else, a typical width of
/// a missing-glyph box. An emoji in emoji presentation (an `Emoji_Presentation` character,
/// or an emoji followed by U+FE0F) is the colour emoji font's, whatever the faces have:
/// `ClusterScanner.emojiWidth`. Kerning applies between neighbours drawn by the same face;
/// tracking is added once per character, as Core Text and HarfBuzz add it per cluster.
/// A tab measures as a space (tab stops are not modelled).
struct MeasuredText: Sendable {
    let text: String
    let clusters: [Cluster]
    let faces: [FontFace]
    let font: Font

    init(_ text: String, font: Font) {
        self.text = text
        self.font = font
        var scanner = ClusterScanner(font: font)
        scanner.clusters.reserveCapacity(text.utf8.count)
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            // Printable ASCII (one scalar, no marks, never invisible or a control): the same
            // rules without the per-character arrays, which dominated measuring.
            if first.value >= 0x20, first.value < 0x7F, character.utf8.count == 1 {
                scanner.appendASCII(first)
            } else {
                scanner.append(character, first: first)
            }
        }
        self.faces = scanner.faces
        self.clusters = scanner.clusters
    }

    /// Width of clusters `start..<end`, without the kerning that joins `start` to the one before it.
    func width(_ start: Int, _ end: Int) -> Double {
        guard end > start else { return 0 }
        return clusters[end - 1].widthThrough - (start > 0 ? clusters[start - 1].widthThrough : 0) - clusters[start].kernBefore
    }

    /// `end` moved back past hanging clusters (trailing spaces and line separators).
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && clusters[end - 1].hangs { end -= 1 }
        return end
    }

    /// The text of clusters `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        guard end > start else { return "" }
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start > 0 ? Int(clusters[start - 1].utf8End) : 0)
        let to = utf8.index(utf8.startIndex, offsetBy: Int(clusters[end - 1].utf8End))
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }

    /// The width of "…" (U+2026) in the first face that has it, tracking included.
    var ellipsisWidth: Double {
        let ellipsis: Unicode.Scalar = "\u{2026}"
        for (index, face) in faces.enumerated() {
            guard let glyph = face.glyph(for: ellipsis) else { continue }
            return face.advance(ofGlyph: glyph) * font.pointSize / face.unitsPerEm + (index == 0 ? font.tracking : 0)
        }
        return 0.6 * font.pointSize
    }
}

/// Zero-width characters that need no glyph: joiners, zero-width space, word joiner, byte
/// order mark, variation selectors, soft hyphen (shown only where a line breaks).
func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAD, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
    default: return false
    }
}

/// Spaces that hang past the end of a line instead of taking room on it.
func isHangingSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
}

/// The state of measuring one text, character by character: the faces, their scales and
/// trackings, the running width and UTF-8 offset, and the glyph before (for kerning).
struct ClusterScanner {
    /// An emoji's width in ems, as the colour emoji font sets it beside San Francisco (measured:
    /// element's ReactionHistoryViewCell saved "😀" at 18 pt 24 wide, pocket-casts'
    /// SonosLinkController "Pocket Casts ❤️ Sonos" at 18 pt 189 wide, a 24-pt heart with our
    /// other widths; element's RoomReactionViewCell "👍" at 11 pt 16 wide, 14.7 by this factor).
    /// Emoji Xcode saved by their own width are all there is; other sizes are not known.
    static let emojiWidth = 4.0 / 3

    let font: Font
    let faces: [FontFace]
    let sources: [FontFace.GlyphSource]
    /// Points per font unit of each face, with the system font's width correction.
    let scales: [Double]
    /// Tracking per character of each face, in points.
    let trackings: [Double]
    var clusters: [Cluster] = []
    var previous: (face: Int, glyph: Int)?
    /// Whether the character before was a full stop (for `SystemFont.periodPairKerning`).
    var previousWasPeriod = false
    var width = 0.0
    var utf8End = 0

    init(font: Font) {
        self.font = font
        let faces = [font.face] + font.fallbackFaces
        self.faces = faces
        sources = faces.map(\.glyphs)
        scales = faces.map { font.pointSize / $0.unitsPerEm * SystemFont.widthScale(of: $0, atPointSize: font.pointSize) }
        trackings = faces.enumerated().map { index, face -> Double in
            if index == 0 { return font.tracking }
            if let table = face.trackingTable { return (table.tracking(pointSize: font.pointSize) ?? 0) * font.pointSize / face.unitsPerEm }
            if case .builtIn = face.glyphs { return SystemFont.tracking(atPointSize: font.pointSize) }
            return 0
        }
    }

    /// Records one character's cluster after the ones before it.
    @inline(__always)
    mutating func append(advance: Double, kern: Double, face: Int, breakClass: LineBreakClass, hangs: Bool, bytes: Int) {
        width = width + kern + advance  // the order of the sums the widths were always made of
        utf8End += bytes
        clusters.append(Cluster(widthThrough: width, kernBefore: kern, utf8End: UInt32(truncatingIfNeeded: utf8End),
                                face: Int16(truncatingIfNeeded: face), breakClass: breakClass, hangs: hangs))
    }

    /// A printable ASCII character: one scalar, one byte, one glyph.
    @inline(__always)
    mutating func appendASCII(_ scalar: Unicode.Scalar) {
        var faceIndex = -1, glyph = 0
        for index in sources.indices {
            if let g = FontFace.glyph(for: scalar, in: sources[index]) { (faceIndex, glyph) = (index, g); break }
        }
        var advance = 0.0, kern = 0.0
        if faceIndex >= 0 {
            let source = sources[faceIndex], scale = scales[faceIndex]
            advance = FontFace.advance(ofGlyph: glyph, in: source) * scale + trackings[faceIndex]
            if let previous, previous.face == faceIndex {
                kern = FontFace.kerning(previous.glyph, glyph, in: source) * scale
                if scalar == ".", previousWasPeriod, case .builtIn = source { kern += SystemFont.periodPairKerning * font.pointSize }
            }
            previous = (faceIndex, glyph)
        } else {
            advance = 0.6 * font.pointSize
            previous = nil
        }
        append(advance: advance, kern: kern, face: faceIndex, breakClass: LineBreakClass(scalar),
               hangs: isHangingSpace(scalar.value), bytes: 1)
        previousWasPeriod = scalar == "."
    }

    /// Any other character: line separators and controls take no width; the first face with
    /// every visible scalar draws it, else the first with its base scalar, else an em-based
    /// width stands in.
    mutating func append(_ character: Character, first: Unicode.Scalar) {
        previousWasPeriod = false
        let bytes = character.utf8.count
        let breakClass = LineBreakClass(first)
        let hangs = breakClass == .mandatory || isHangingSpace(first.value)
        if breakClass == .mandatory || first.properties.generalCategory == .control && first != "\t" {
            append(advance: 0, kern: 0, face: 0, breakClass: breakClass, hangs: hangs, bytes: bytes)
            previous = nil
            return
        }
        let scalars: [Unicode.Scalar] = first == "\t" ? [" "] : Array(character.unicodeScalars)
        let visible = scalars.filter { !isInvisible($0) }
        // An emoji in its emoji presentation is drawn by the colour emoji font, whatever the
        // text faces have.
        let emoji = first.properties.isEmojiPresentation && first.value > 0x7F
            || first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}")
        var faceIndex = -1, glyphs: [Int?] = []
        for (index, face) in faces.enumerated() where !visible.isEmpty && !emoji {
            let found = visible.map { face.glyph(for: $0) }
            if !found.contains(where: { $0 == nil }) {
                (faceIndex, glyphs) = (index, found)
                break
            }
        }
        if faceIndex < 0, !emoji, let base = faces.firstIndex(where: { $0.glyph(for: scalars[0]) != nil }) {
            (faceIndex, glyphs) = (base, visible.map { faces[base].glyph(for: $0) })
        }
        var advance = 0.0, kern = 0.0
        if faceIndex >= 0 {
            let face = faces[faceIndex]
            let scale = scales[faceIndex]
            for (scalar, glyph) in zip(visible, glyphs) {
                guard let glyph else { continue }
                let category = scalar.properties.generalCategory
                if category != .nonspacingMark && category != .enclosingMark {
                    advance += face.advance(ofGlyph: glyph) * scale
                }
            }
            let firstGlyph = glyphs.compactMap { $0 }.first, lastGlyph = glyphs.compactMap { $0 }.last
            if !visible.isEmpty { advance += trackings[faceIndex] }
            if let previous, previous.face == faceIndex, let firstGlyph {
                kern = face.kerning(previous.glyph, firstGlyph) * scale
            }
            previous = lastGlyph.map { (faceIndex, $0) }
        } else {
            advance = visible.isEmpty ? 0 : (emoji ? Self.emojiWidth : isWide(first.value) ? 1.0 : 0.6) * font.pointSize
            previous = nil
        }
        append(advance: advance, kern: kern, face: faceIndex, breakClass: breakClass, hangs: hangs, bytes: bytes)
    }
}
