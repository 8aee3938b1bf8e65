/// 'head': the font header, of which measuring needs units per em and the bounding box.
public struct HeadTable: Sendable, Equatable {
    public let fontRevision: Double
    public let flags: UInt16
    public let unitsPerEm: UInt16
    public let xMin: Int16
    public let yMin: Int16
    public let xMax: Int16
    public let yMax: Int16
    public let macStyle: UInt16
    public let indexToLocFormat: Int16

    init(_ view: ByteView) throws(OpenTypeError) {
        try view.require(0, 54, "the 54-byte font header")
        let major = view.rawU16(0)
        guard major == 1 else { throw view.invalid(0, expected: "head major version 1", found: "\(major)") }
        let magic = view.rawU32(12)
        guard magic == 0x5F0F_3CF5 else {
            throw view.invalid(12, expected: "the magic number 0x5F0F3CF5", found: "0x" + String(magic, radix: 16))
        }
        fontRevision = try view.fixed(4)
        flags = view.rawU16(16)
        unitsPerEm = view.rawU16(18)
        // The spec allows 16...16384; anything else would make every metric meaningless.
        guard (16...16384).contains(unitsPerEm) else {
            throw view.invalid(18, expected: "units per em between 16 and 16384", found: "\(unitsPerEm)")
        }
        xMin = Int16(bitPattern: view.rawU16(36))
        yMin = Int16(bitPattern: view.rawU16(38))
        xMax = Int16(bitPattern: view.rawU16(40))
        yMax = Int16(bitPattern: view.rawU16(42))
        macStyle = view.rawU16(44)
        indexToLocFormat = Int16(bitPattern: view.rawU16(50))
    }
}

/// 'hhea': the horizontal header, whose ascender, descender and line gap Apple's text
/// system uses for line height.
public struct HorizontalHeaderTable: Sendable, Equatable {
    public let ascender: Int16
    public let descender: Int16
    public let lineGap: Int16
    public let advanceWidthMax: UInt16
    public let caretSlopeRise: Int16
    public let caretSlopeRun: Int16
    public let numberOfHMetrics: Int

    init(_ view: ByteView) throws(OpenTypeError) {
        try view.require(0, 36, "the 36-byte horizontal header")
        let major = view.rawU16(0)
        guard major == 1 else { throw view.invalid(0, expected: "hhea major version 1", found: "\(major)") }
        ascender = Int16(bitPattern: view.rawU16(4))
        descender = Int16(bitPattern: view.rawU16(6))
        lineGap = Int16(bitPattern: view.rawU16(8))
        advanceWidthMax = view.rawU16(10)
        caretSlopeRise = Int16(bitPattern: view.rawU16(18))
        caretSlopeRun = Int16(bitPattern: view.rawU16(20))
        numberOfHMetrics = Int(view.rawU16(34))
        guard numberOfHMetrics > 0 else {
            throw view.invalid(34, expected: "at least one horizontal metric", found: "0")
        }
    }
}

/// 'hmtx': advance widths and left side bearings of every glyph.
///
/// Glyphs past `numberOfHMetrics` share the last advance (monospaced tails), as the spec says.
public struct HorizontalMetricsTable: Sendable, Equatable {
    /// One advance per glyph in the font (the shared tail already expanded).
    public let advanceWidths: [UInt16]
    /// One left side bearing per glyph.
    public let leftSideBearings: [Int16]

    init(_ view: ByteView, numberOfHMetrics: Int, numberOfGlyphs: Int) throws(OpenTypeError) {
        guard numberOfHMetrics <= numberOfGlyphs else {
            throw .invalidValue(table: "hhea", offset: 34, expected: "at most \(numberOfGlyphs) horizontal metrics (maxp's glyph count)",
                                found: "\(numberOfHMetrics)")
        }
        try view.require(0, numberOfHMetrics * 4, "\(numberOfHMetrics) advance/bearing pairs of 4 bytes")
        let bearingsOnly = numberOfGlyphs - numberOfHMetrics
        // Many fonts omit the trailing bearings; tolerate that, their advance is what matters.
        let storedBearings = max(0, min(bearingsOnly, (view.count - numberOfHMetrics * 4) / 2))
        var advances = [UInt16](repeating: 0, count: numberOfGlyphs)
        var bearings = [Int16](repeating: 0, count: numberOfGlyphs)
        for glyph in 0..<numberOfHMetrics {
            advances[glyph] = view.rawU16(glyph * 4)
            bearings[glyph] = Int16(bitPattern: view.rawU16(glyph * 4 + 2))
        }
        let last = advances[numberOfHMetrics - 1]
        for index in 0..<bearingsOnly {
            advances[numberOfHMetrics + index] = last
            if index < storedBearings {
                bearings[numberOfHMetrics + index] = Int16(bitPattern: view.rawU16(numberOfHMetrics * 4 + index * 2))
            }
        }
        advanceWidths = advances
        leftSideBearings = bearings
    }

    /// The advance of `glyph` in font units, 0 for a glyph index the font does not have.
    public func advanceWidth(ofGlyph glyph: UInt16) -> Int {
        Int(glyph) < advanceWidths.count ? Int(advanceWidths[Int(glyph)]) : 0
    }
}

/// 'OS/2': weight class, typographic metrics, cap height and x-height.
public struct OS2Table: Sendable, Equatable {
    public let version: UInt16
    public let xAvgCharWidth: Int16
    public let weightClass: UInt16
    public let widthClass: UInt16
    public let fsSelection: UInt16
    public let typoAscender: Int16
    public let typoDescender: Int16
    public let typoLineGap: Int16
    public let winAscent: UInt16
    public let winDescent: UInt16
    /// Present from version 2 on.
    public let xHeight: Int16?
    /// Present from version 2 on.
    public let capHeight: Int16?

    /// fsSelection bit 0.
    public var isItalic: Bool { fsSelection & 1 != 0 }
    /// fsSelection bit 7: the typographic metrics are the ones to use.
    public var useTypoMetrics: Bool { fsSelection & 0x80 != 0 }

    init(_ view: ByteView) throws(OpenTypeError) {
        // Version 0 tables may stop at 68 bytes (before the typographic metrics' tail).
        try view.require(0, 78, "the 78-byte OS/2 table (version 0 fields)")
        version = view.rawU16(0)
        xAvgCharWidth = Int16(bitPattern: view.rawU16(2))
        weightClass = view.rawU16(4)
        widthClass = view.rawU16(6)
        fsSelection = view.rawU16(62)
        typoAscender = Int16(bitPattern: view.rawU16(68))
        typoDescender = Int16(bitPattern: view.rawU16(70))
        typoLineGap = Int16(bitPattern: view.rawU16(72))
        winAscent = view.rawU16(74)
        winDescent = view.rawU16(76)
        if version >= 2 {
            try view.require(86, 4, "sxHeight and sCapHeight (OS/2 version \(version))")
            xHeight = Int16(bitPattern: view.rawU16(86))
            capHeight = Int16(bitPattern: view.rawU16(88))
        } else {
            xHeight = nil
            capHeight = nil
        }
    }
}

/// 'post': the PostScript header (italic angle, underline, fixed pitch). Glyph names are not read.
public struct PostTable: Sendable, Equatable {
    public let version: Double
    public let italicAngle: Double
    public let underlinePosition: Int16
    public let underlineThickness: Int16
    public let isFixedPitch: Bool

    init(_ view: ByteView) throws(OpenTypeError) {
        try view.require(0, 32, "the 32-byte PostScript header")
        version = try view.fixed(0)
        italicAngle = try view.fixed(4)
        underlinePosition = Int16(bitPattern: view.rawU16(8))
        underlineThickness = Int16(bitPattern: view.rawU16(10))
        isFixedPitch = view.rawU32(12) != 0
    }
}
