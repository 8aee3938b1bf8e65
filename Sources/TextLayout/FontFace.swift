import OpenType

/// One face of a family (one weight, upright or italic), with what measuring needs.
///
/// Faces come from font files (through the OpenType reader) or are built in (the system
/// font, generated from Inter). Vertical metrics are in font units, as in the file:
/// `descender` is negative, like `UIFont.descender`.
///
/// A class of constants, shared by every font made from it: a `Font` holds its faces by
/// reference, so that copying one (every measurement copies the label's font into its cache
/// key) copies a pointer, not three strings, six metrics and the glyph tables' handles. As a
/// value type, a copied face was a quarter of a label's first measurement and, at 10,000
/// labels, most of the memory reads the first layout missed in the cache.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    public let family: String
    public let styleName: String
    /// The OpenType weight class, 100 (thin) to 900 (black).
    public let weightClass: Int
    public let isItalic: Bool
    public let unitsPerEm: Double
    /// Above the baseline, from 'hhea' (the metrics Apple's text system uses).
    public let ascender: Double
    /// Below the baseline, negative.
    public let descender: Double
    public let lineGap: Double
    public let capHeight: Double
    public let xHeight: Double
    /// Where the face came from: a file path (with the font index in a collection) or "built-in".
    public let source: String
    let glyphs: GlyphSource
    /// The face's own tracking table ('trak'), if it has one.
    let trackingTable: TrackingTable?

    /// Glyph data behind a face.
    enum GlyphSource: Sendable {
        case file(OpenTypeFont)
        case builtIn(BuiltInFace)
    }

    /// A face read from a font file. Missing cap height and x-height (OS/2 before version 2)
    /// are estimated as 0.7 em and 0.5 em, typical of Latin fonts.
    init(font: OpenTypeFont, source: String) {
        let names = font.names
        family = names?.familyName ?? source
        styleName = names?.subfamilyName ?? "Regular"
        weightClass = Int(font.os2?.weightClass ?? (font.head.macStyle & 1 != 0 ? 700 : 400))
        isItalic = (font.os2?.isItalic ?? false) || font.head.macStyle & 2 != 0
        unitsPerEm = Double(font.unitsPerEm)
        ascender = Double(font.horizontalHeader.ascender)
        descender = Double(font.horizontalHeader.descender)
        lineGap = Double(font.horizontalHeader.lineGap)
        let capHeight = Double(font.os2?.capHeight ?? 0)
        self.capHeight = capHeight > 0 ? capHeight : 0.7 * unitsPerEm
        let xHeight = Double(font.os2?.xHeight ?? 0)
        self.xHeight = xHeight > 0 ? xHeight : 0.5 * unitsPerEm
        self.source = source
        glyphs = .file(font)
        trackingTable = font.tracking
    }

    init(builtIn face: BuiltInFace, family: String, styleName: String, ascender: Double, descender: Double,
         lineGap: Double, capHeight: Double, xHeight: Double) {
        self.family = family
        self.styleName = styleName
        weightClass = face.weightClass
        isItalic = false
        unitsPerEm = face.unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        source = "built-in"
        glyphs = .builtIn(face)
        trackingTable = nil
    }

    /// The face's glyph for `scalar`, nil when it has none.
    func glyph(for scalar: Unicode.Scalar) -> Int? { Self.glyph(for: scalar, in: glyphs) }

    /// Whether the face has a glyph for `scalar` (its character map maps it).
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != nil }

    /// Advance of a glyph in font units.
    func advance(ofGlyph glyph: Int) -> Double { Self.advance(ofGlyph: glyph, in: glyphs) }

    /// Pair kerning of two glyphs in font units.
    func kerning(_ left: Int, _ right: Int) -> Double { Self.kerning(left, right, in: glyphs) }

    // The same three on a face's glyph source alone: measuring loops over the sources and
    // would otherwise copy the whole face (its strings and tables) for every character.

    static func glyph(for scalar: Unicode.Scalar, in glyphs: GlyphSource) -> Int? {
        switch glyphs {
        case let .file(font): return font.glyph(for: scalar).map(Int.init)
        case let .builtIn(face): return face.index(of: scalar.value)
        }
    }

    static func advance(ofGlyph glyph: Int, in glyphs: GlyphSource) -> Double {
        switch glyphs {
        case let .file(font): return Double(font.advanceWidth(ofGlyph: UInt16(truncatingIfNeeded: glyph)))
        case let .builtIn(face): return face.advance(glyph)
        }
    }

    static func kerning(_ left: Int, _ right: Int, in glyphs: GlyphSource) -> Double {
        switch glyphs {
        case let .file(font):
            return Double(font.kerning(left: UInt16(truncatingIfNeeded: left), right: UInt16(truncatingIfNeeded: right)))
        case let .builtIn(face): return face.kerning(left, right)
        }
    }

    public var description: String { "\(family) \(styleName) (\(weightClass)) from \(source)" }

    public static func == (a: FontFace, b: FontFace) -> Bool {
        if a === b { return true }
        return a.family == b.family && a.styleName == b.styleName && a.weightClass == b.weightClass && a.source == b.source
            && a.isItalic == b.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(styleName)
        hasher.combine(weightClass)
        hasher.combine(source)
    }
}
