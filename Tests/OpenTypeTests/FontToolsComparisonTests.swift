import Foundation
import Testing
@testable import OpenType

/// Our reader against fontTools on real fonts from Debian packages, table by table.
@Suite("OpenType reader agrees with fontTools")
struct FontToolsComparisonTests {
    /// (file, font index in the file, whether its GPOS kerns). TrueType (DejaVu), CFF (Inter),
    /// collections (Noto CJK; font 7 of Sans is the monospaced one, with no kerning).
    static let fonts: [(String, Int, Bool)] = [
        (SystemFonts.dejaVu + "DejaVuSans.ttf", 0, true),
        (SystemFonts.dejaVu + "DejaVuSans-Bold.ttf", 0, true),
        (SystemFonts.dejaVu + "DejaVuSansMono.ttf", 0, false),
        (SystemFonts.dejaVu + "DejaVuSerif-Bold.ttf", 0, true),
        (SystemFonts.inter + "Inter-Regular.otf", 0, true),
        (SystemFonts.inter + "Inter-SemiBold.otf", 0, true),
        (SystemFonts.inter + "InterDisplay-Bold.otf", 0, true),
        (SystemFonts.noto + "NotoSansCJK-Regular.ttc", 0, true),
        (SystemFonts.noto + "NotoSansCJK-Regular.ttc", 7, false),
        (SystemFonts.noto + "NotoSerifCJK-Bold.ttc", 3, true),
    ]

    @Test("every table matches", arguments: fonts)
    func matches(path: String, index: Int, kerns: Bool) throws {
        let expected = try FontTools.dump(path, index: index)
        let font = try OpenTypeFont(bytes: try SystemFonts.bytes(path), fontIndex: index)
        try Self.compare(font, expected, path: path)
        // Guards against a sample that would pass with kerning read as all zeros.
        #expect(expected.gposPairs?.contains { $0[2] != 0 } == kerns, "fontTools finds kerned pairs in the sample")
    }

    @Test("a collection's font count matches")
    func collectionCount() throws {
        let path = SystemFonts.noto + "NotoSansCJK-Regular.ttc"
        let expected = try FontTools.dump(path, index: 0)
        let bytes = try SystemFonts.bytes(path)
        #expect(try OpenTypeFont.numberOfFonts(in: bytes) == expected.numFonts)
        #expect(throws: OpenTypeError.fontIndexOutOfRange(index: 10, count: 10)) {
            try OpenTypeFont(bytes: bytes, fontIndex: 10)
        }
    }

    @Test("extension lookups (type 9) and a trak table, in a font fontTools derived from DejaVu")
    func extensionLookupsAndTracking() throws {
        let path = try FontTools.makeFont("fixture", from: SystemFonts.dejaVu + "DejaVuSans.ttf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = try FontTools.dump(path)
        let font = try OpenTypeFont(contentsOfFile: path)
        try Self.compare(font, expected, path: path)
        let tracking = try #require(font.tracking)
        // Interpolated by hand from the fixture's normal track {9: 40, 12: 0, 17: -52, 28: 30}.
        #expect(tracking.tracking(pointSize: 12) == 0)
        #expect(tracking.tracking(pointSize: 14.5) == -26)
        #expect(tracking.tracking(pointSize: 6) == 80)  // extrapolated from 9 and 12
        #expect(tracking.tracking(pointSize: 39) == 112)  // extrapolated from 17 and 28
        #expect(tracking.tracking(pointSize: 12, track: -1) == -40)
        #expect(tracking.tracking(pointSize: 12, track: 1) == nil)
    }

    @Test("Apple's version 1.0 kern header")
    func appleKern() throws {
        let path = try FontTools.makeFont("apple-kern", from: SystemFonts.dejaVu + "DejaVuSans.ttf")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = try OpenTypeFont.readBytes(path)
        let font = try OpenTypeFont(bytes: bytes)
        let expected = try FontTools.dump(path)
        #expect(font.gposKerning == nil)
        try Self.compare(font, expected, path: path)
        let kern = try #require(font.kernTable)
        #expect(!kern.pairs.isEmpty)
    }

    /// Compares every table fontTools dumped with what `OpenTypeFont` read.
    static func compare(_ font: OpenTypeFont, _ expected: Expected, path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        compareHeaders(font, expected, name: name)
        compareCharacterMap(font, expected, name: name)
        try compareOS2AndNames(font, expected, name: name)
        try compareKerningAndTracking(font, expected, name: name)
    }

    /// `head`, `hhea`, `maxp` and `hmtx`.
    static func compareHeaders(_ font: OpenTypeFont, _ expected: Expected, name: String) {
        #expect(font.tableTags.sorted() == expected.tables, "\(name) tables")
        #expect(font.hasCFFOutlines == expected.cff)
        let head = font.head
        let ourHead: [Int] = [Int(head.unitsPerEm), Int(head.xMin), Int(head.yMin), Int(head.xMax), Int(head.yMax),
                              Int(head.macStyle), Int(head.flags), Int(head.indexToLocFormat)]
        let e = expected.head
        let theirHead: [Int] = [e.unitsPerEm, e.xMin, e.yMin, e.xMax, e.yMax, e.macStyle, e.flags, e.indexToLocFormat]
        #expect(ourHead == theirHead, "\(name) head")
        let hhea = font.horizontalHeader
        let ourHhea: [Int] = [Int(hhea.ascender), Int(hhea.descender), Int(hhea.lineGap), Int(hhea.advanceWidthMax),
                              hhea.numberOfHMetrics, Int(hhea.caretSlopeRise), Int(hhea.caretSlopeRun)]
        let h = expected.hhea
        let theirHhea: [Int] = [h.ascent, h.descent, h.lineGap, h.advanceWidthMax, h.numberOfHMetrics, h.caretSlopeRise, h.caretSlopeRun]
        #expect(ourHhea == theirHhea, "\(name) hhea")
        #expect(font.numberOfGlyphs == expected.numGlyphs, "\(name) maxp")
        #expect(font.horizontalMetrics.advanceWidths.map(Int.init) == expected.advances, "\(name) hmtx advances")
        #expect(font.horizontalMetrics.leftSideBearings.map(Int.init) == expected.lsbs, "\(name) hmtx bearings")
    }

    /// Every code point of `cmap`, and lookups of the first 500.
    static func compareCharacterMap(_ font: OpenTypeFont, _ expected: Expected, name: String) {
        var mapped: [[Int]] = []
        for group in font.characterMap.groups {
            for codePoint in group.first...group.last {
                mapped.append([Int(codePoint), Int(group.firstGlyph + codePoint - group.first)])
            }
        }
        #expect(mapped == expected.cmap, "\(name) cmap: \(mapped.count) mappings, fontTools has \(expected.cmap.count)")
        for pair in expected.cmap.prefix(500) {
            #expect(font.characterMap.glyph(for: UInt32(pair[0])).map(Int.init) == pair[1])
        }
        #expect(font.characterMap.glyph(for: 0x10FFFF) == nil)
    }

    /// `OS/2`, `name` and `post`.
    static func compareOS2AndNames(_ font: OpenTypeFont, _ expected: Expected, name: String) throws {
        if let os2 = expected.os2 {
            let ours = try #require(font.os2)
            let ourValues: [Int] = [Int(ours.version), Int(ours.xAvgCharWidth), Int(ours.weightClass), Int(ours.widthClass),
                                    Int(ours.fsSelection), Int(ours.typoAscender), Int(ours.typoDescender), Int(ours.typoLineGap),
                                    Int(ours.winAscent), Int(ours.winDescent)]
            let theirValues: [Int] = [os2.version, os2.xAvgCharWidth, os2.usWeightClass, os2.usWidthClass, os2.fsSelection,
                                      os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap, os2.usWinAscent, os2.usWinDescent]
            #expect(ourValues == theirValues, "\(name) OS/2")
            #expect(ours.xHeight.map(Int.init) == os2.sxHeight)
            #expect(ours.capHeight.map(Int.init) == os2.sCapHeight)
        } else {
            #expect(font.os2 == nil)
        }
        if let names = expected.names {
            let ours = try #require(font.names)
            let decoded = ours.records.compactMap { record -> String? in
                guard let value = record.value else { return nil }
                return "\(record.platformID) \(record.encodingID) \(record.languageID) \(record.nameID) \(value)"
            }
            let theirs = names.map { fields in
                fields.map { field -> String in
                    switch field {
                    case let .number(value): return String(value)
                    case let .text(value): return value
                    }
                }.joined(separator: " ")
            }
            #expect(decoded == theirs, "\(name) name records")
            #expect(ours.familyName == expected.family)
        }
        if let post = expected.post {
            let ours = try #require(font.postScript)
            #expect(ours.italicAngle == post.italicAngle)
            #expect(Int(ours.underlinePosition) == post.underlinePosition)
            #expect(Int(ours.underlineThickness) == post.underlineThickness)
            #expect(ours.isFixedPitch == post.isFixedPitch)
        }
    }

    /// `kern`, GPOS pair adjustments and `trak`.
    static func compareKerningAndTracking(_ font: OpenTypeFont, _ expected: Expected, name: String) throws {
        if let kern = expected.kern {
            let ours = try #require(font.kernTable)
            let pairs = ours.pairs.map { [Int($0.key >> 16), Int($0.key & 0xFFFF), Int($0.value)] }.sorted { $0.lexicographicallyPrecedes($1) }
            #expect(pairs == kern, "\(name) kern pairs: \(pairs.count), fontTools has \(kern.count)")
        } else {
            #expect(font.kernTable == nil)
        }
        if let lookups = expected.gposLookups, let pairs = expected.gposPairs {
            let ours = try #require(font.gposKerning)
            #expect(ours.lookupIndices == lookups)
            var wrong: [[Int]] = []
            for pair in pairs where ours.xAdvanceAdjustment(left: UInt16(pair[0]), right: UInt16(pair[1])) != pair[2] {
                wrong.append(pair)
            }
            #expect(wrong.isEmpty, "\(name): \(wrong.count) of \(pairs.count) GPOS pairs differ, e.g. \(wrong.prefix(5))")
        }
        if let trak = expected.trak {
            let ours = try #require(font.tracking)
            #expect(ours.sizes == trak.sizes)
            #expect(ours.tracks.map(\.track) == trak.tracks.map(\.track))
            #expect(ours.tracks.map { $0.values.map(Int.init) } == trak.tracks.map(\.values))
            #expect(ours.tracks.map { Int($0.nameIndex) } == trak.tracks.map(\.nameIndex))
        } else {
            #expect(font.tracking == nil)
        }
    }
}
