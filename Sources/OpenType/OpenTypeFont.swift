/// One font, read from a TrueType, CFF-flavoured OpenType or collection file.
///
/// All tables this library measures with are parsed and validated when the font is
/// created, so a malformed file fails once, with a precise error, and every query
/// afterwards is total (no query can throw or crash). Tables that are optional for
/// measuring (OS/2, name, post, kern, GPOS, trak) are `nil` when absent; present but
/// malformed, they are errors like any other.
public struct OpenTypeFont: Sendable {
    /// True when the outlines are CFF ('OTTO'), false for TrueType outlines.
    public let hasCFFOutlines: Bool
    /// The tags of all tables in the font, in directory order.
    public let tableTags: [String]
    public let head: HeadTable
    public let horizontalHeader: HorizontalHeaderTable
    /// The number of glyphs, from 'maxp'.
    public let numberOfGlyphs: Int
    public let horizontalMetrics: HorizontalMetricsTable
    public let characterMap: CharacterMap
    public let os2: OS2Table?
    public let names: NameTable?
    public let postScript: PostTable?
    /// Format 0 pairs from the legacy 'kern' table.
    public let kernTable: KerningPairs?
    /// Pair adjustments of the 'kern' feature in 'GPOS'.
    public let gposKerning: PairAdjustments?
    /// Apple's tracking table.
    public let tracking: TrackingTable?

    /// Reads font number `fontIndex` from the bytes of a font or collection file.
    public init(bytes: [UInt8], fontIndex: Int = 0) throws(OpenTypeError) {
        let offsets = try TableDirectory.fontOffsets(in: bytes)
        guard fontIndex >= 0, fontIndex < offsets.count else {
            throw .fontIndexOutOfRange(index: fontIndex, count: offsets.count)
        }
        try self.init(directory: TableDirectory(bytes: bytes, offset: offsets[fontIndex]))
    }

    init(directory: TableDirectory) throws(OpenTypeError) {
        hasCFFOutlines = directory.sfntVersion == TableDirectory.cff
        tableTags = directory.records.map(\.tag)
        head = try HeadTable(try directory.requiredTable("head"))
        horizontalHeader = try HorizontalHeaderTable(try directory.requiredTable("hhea"))
        numberOfGlyphs = try readNumberOfGlyphs(try directory.requiredTable("maxp"))
        horizontalMetrics = try HorizontalMetricsTable(
            try directory.requiredTable("hmtx"), numberOfHMetrics: horizontalHeader.numberOfHMetrics,
            numberOfGlyphs: numberOfGlyphs)
        characterMap = try CharacterMap(try directory.requiredTable("cmap"), numberOfGlyphs: numberOfGlyphs)
        os2 = try directory.table("OS/2").map { view throws(OpenTypeError) in try OS2Table(view) }
        names = try directory.table("name").map { view throws(OpenTypeError) in try NameTable(view) }
        postScript = try directory.table("post").map { view throws(OpenTypeError) in try PostTable(view) }
        kernTable = try directory.table("kern").map { view throws(OpenTypeError) in
            try KerningPairs(kernTable: view)
        }
        gposKerning = try directory.table("GPOS").map { view throws(OpenTypeError) in
            try PairAdjustments(gpos: view, feature: "kern")
        }
        tracking = try directory.table("trak").map { view throws(OpenTypeError) in try TrackingTable(view) }
    }

    /// Reads every font of a collection (or the one font of a plain font file).
    public static func fonts(in bytes: [UInt8]) throws(OpenTypeError) -> [OpenTypeFont] {
        var fonts: [OpenTypeFont] = []
        for offset in try TableDirectory.fontOffsets(in: bytes) {
            fonts.append(try OpenTypeFont(directory: TableDirectory(bytes: bytes, offset: offset)))
        }
        return fonts
    }

    /// How many fonts the file holds: 1 for a plain font, n for a collection.
    public static func numberOfFonts(in bytes: [UInt8]) throws(OpenTypeError) -> Int {
        try TableDirectory.fontOffsets(in: bytes).count
    }

    /// Units per em, from 'head'.
    public var unitsPerEm: Int { Int(head.unitsPerEm) }

    /// The glyph for a Unicode scalar, or nil when the font does not map it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        characterMap.glyph(for: scalar.value)
    }

    /// The advance width of a glyph in font units (0 for a glyph the font does not have).
    public func advanceWidth(ofGlyph glyph: UInt16) -> Int {
        horizontalMetrics.advanceWidth(ofGlyph: glyph)
    }

    /// The horizontal kerning between two glyphs, in font units.
    ///
    /// Like Core Text, the 'kern' feature of GPOS wins when the font has one; the legacy
    /// 'kern' table is used only by fonts without it.
    public func kerning(left: UInt16, right: UInt16) -> Int {
        if let gposKerning, !gposKerning.isEmpty {
            return gposKerning.xAdvanceAdjustment(left: left, right: right)
        }
        return kernTable?.value(left: left, right: right) ?? 0
    }
}

/// 'maxp': only the glyph count matters for measuring, in both the 0.5 (CFF) and 1.0 (TrueType) versions.
func readNumberOfGlyphs(_ view: ByteView) throws(OpenTypeError) -> Int {
    let version = try view.u32(0, "the maxp version")
    guard version == 0x0000_5000 || version == 0x0001_0000 else {
        throw view.invalid(0, expected: "maxp version 0.5 or 1.0", found: "0x" + String(version, radix: 16))
    }
    let count = Int(try view.u16(4, "the number of glyphs"))
    guard count > 0 else { throw view.invalid(4, expected: "at least one glyph", found: "0") }
    return count
}
