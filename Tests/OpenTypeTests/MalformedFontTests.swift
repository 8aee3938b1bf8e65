import Testing
@testable import OpenType

/// Broken fonts give the error that names the table, the offset and what was expected.
@Suite("Malformed fonts: clear errors")
struct MalformedFontTests {
    /// One broken font: what is broken, its bytes, the expected error as "case table@offset".
    struct Case: CustomTestStringConvertible, Sendable {
        let what: String
        let bytes: [UInt8]
        let expected: String
        var testDescription: String { what }
    }

    static let cases: [Case] = table.map { Case(what: $0.0, bytes: $0.1, expected: $0.2) }

    static let table: [(String, [UInt8], String)] = [
        ("empty file", [], "truncated file header@0"),
        ("WOFF signature", Array("wOFF".utf8) + [UInt8](repeating: 0, count: 40), "notAFont"),
        ("collection of no fonts", Array("ttcf".utf8) + FontBuilder.be32([0x0001_0000, 0]), "invalidValue collection header@8"),
        ("collection claiming 100 million fonts", Array("ttcf".utf8) + FontBuilder.be32([0x0001_0000, 100_000_000]),
         "truncated collection header@12"),
        ("directory of 200 tables in a 12-byte file", FontBuilder.be32([0x0001_0000]) + FontBuilder.be16([200, 0, 0, 0]),
         "truncated table directory@12"),
        ("no head table", FontBuilder().without("head").bytes, "missingTable head@-"),
        ("no cmap table", FontBuilder().without("cmap").bytes, "missingTable cmap@-"),
        ("head magic number wrong", FontBuilder().with("head", FontBuilder.head(magic: 0)).bytes, "invalidValue head@12"),
        ("units per em 0", FontBuilder().with("head", FontBuilder.head(unitsPerEm: 0)).bytes, "invalidValue head@18"),
        ("head cut to 20 bytes", FontBuilder().with("head", Array(FontBuilder.head().prefix(20))).bytes, "truncated head@0"),
        ("no horizontal metrics", FontBuilder().with("hhea", FontBuilder.hhea(numberOfHMetrics: 0)).bytes, "invalidValue hhea@34"),
        ("more metrics than glyphs", FontBuilder().with("hhea", FontBuilder.hhea(numberOfHMetrics: 4)).bytes, "invalidValue hhea@34"),
        ("hmtx shorter than its metrics", FontBuilder().with("hmtx", FontBuilder.be16([500, 0])).bytes, "truncated hmtx@0"),
        ("maxp version 2", FontBuilder().with("maxp", FontBuilder.be32([0x0002_0000]) + FontBuilder.be16([3])).bytes,
         "invalidValue maxp@0"),
        ("maxp with no glyphs", FontBuilder().with("maxp", FontBuilder.be32([0x0000_5000]) + FontBuilder.be16([0])).bytes,
         "invalidValue maxp@4"),
        // Subtable at 12; 14-byte header, so endCode at 26, then the pad, then startCode at 26 + 2 × segments + 2.
        ("cmap segments overlapping", FontBuilder().with("cmap", FontBuilder.cmapFormat4(segments: [
            (0x41, 0x42, UInt16(bitPattern: Int16(1 - 0x41))), (0x42, 0x42, UInt16(bitPattern: Int16(1 - 0x42)))])).bytes,
         "invalidValue cmap@36"),
        ("cmap segment end before start", FontBuilder().with("cmap", FontBuilder.cmapFormat4(segments: [(0x50, 0x41, 0)])).bytes,
         "invalidValue cmap@32"),
        ("cmap format 4 mapping past the last glyph", FontBuilder().with("cmap", FontBuilder.cmapFormat4(segments: [(0x41, 0x44, 0)])).bytes,
         "invalidValue cmap@12"),
        ("cmap format 12 mapping past the last glyph", FontBuilder().with("cmap", FontBuilder.cmapFormat12(groups: [(0x41, 0x45, 1)])).bytes,
         "invalidValue cmap@36"),
        ("cmap format 12 beyond U+10FFFF", FontBuilder().with("cmap", FontBuilder.cmapFormat12(groups: [(0x10FFFF, 0x110000, 1)])).bytes,
         "invalidValue cmap@28"),
        ("cmap format 12 claiming a million groups", FontBuilder().with("cmap",
            FontBuilder.be16([0, 1, 3, 10]) + FontBuilder.be32([12]) + FontBuilder.be16([12, 0]) + FontBuilder.be32([16, 0, 1_000_000])).bytes,
         "truncated cmap@28"),
        ("cmap with only a format 6 subtable", FontBuilder().with("cmap",
            FontBuilder.be16([0, 1, 3, 1]) + FontBuilder.be32([12]) + FontBuilder.be16([6, 12, 0, 0x41, 1, 1])).bytes,
         "unsupportedFormat cmap@0"),
        ("cmap subtable offset past the table", FontBuilder().with("cmap", FontBuilder.be16([0, 1, 3, 1]) + FontBuilder.be32([4000])).bytes,
         "truncated cmap@4000"),
        ("OS/2 of 10 bytes", FontBuilder().with("OS/2", [UInt8](repeating: 0, count: 10)).bytes, "truncated OS/2@0"),
        ("name record pointing past its storage", FontBuilder().with("name",
            FontBuilder.be16([0, 1, 18, 3, 1, 0x409, 1, 40, 0])).bytes, "truncated name@18"),
        // Header 10 + script list 2 + feature list 14: the lookup is at 30, its 6 + 60 000-byte header ends at 60 036,
        // where the shared PairPos is; the read budget runs out on one of its class matrices.
        ("GPOS lookup sharing one class matrix 30 000 times", FontBuilder().with("GPOS",
            FontBuilder.gposSharedMatrix(subtables: 30_000, rows: 2, columns: 200)).bytes, "invalidValue GPOS@60036"),
        ("trak with an unknown format", FontBuilder().with("trak", FontBuilder.be32([0x0001_0000]) + FontBuilder.be16([3, 0, 0, 0])).bytes,
         "unsupportedFormat trak@4"),
    ]

    @Test("each malformed font gives its error", arguments: cases)
    func malformed(_ broken: Case) {
        let (what, expected) = (broken.what, broken.expected)
        do {
            _ = try OpenTypeFont(bytes: broken.bytes)
            Issue.record("\(what): read without error, expected \(expected)")
        } catch {
            #expect(Self.summary(error) == expected, "\(what): \(error)")
            #expect(!error.description.isEmpty)
        }
    }

    @Test("the valid base font of those cases reads")
    func baseFontReads() throws {
        let font = try OpenTypeFont(bytes: FontBuilder().bytes)
        #expect(font.glyph(for: "A") == 1)
        #expect(font.glyph(for: "B") == 2)
        #expect(font.glyph(for: "C") == nil)
        #expect(font.advanceWidth(ofGlyph: 2) == 700)
        #expect(font.advanceWidth(ofGlyph: 9) == 0)
        #expect(font.unitsPerEm == 1000)
    }

    @Test("messages name the table, the offset and what was expected")
    func messages() {
        let truncated = OpenTypeError.truncated(table: "hmtx", offset: 8, needed: 12, available: 10, expected: "3 advance/bearing pairs")
        #expect(truncated.description == "font table 'hmtx': expected 3 advance/bearing pairs (12 bytes) at offset 8, but the table "
                + "is only 10 bytes long; the file is truncated or the table's offsets are wrong")
        #expect(OpenTypeError.notAFont(signature: 0x774F_4646).description.contains("'wOFF'"))
        #expect(OpenTypeError.notAFont(signature: 0x0000_0001).description.contains("0x00000001"))
        #expect(OpenTypeError.fontIndexOutOfRange(index: 3, count: 1).description == "font index 3 is out of range: the collection holds 1 font")
        #expect(OpenTypeError.missingTable("cmap").table == "cmap")
    }

    @Test("a missing file is reported with its path")
    func missingFile() {
        #expect(throws: OpenTypeError.unreadableFile(path: "/nonexistent/font.ttf", reason: "no such file")) {
            try OpenTypeFont(contentsOfFile: "/nonexistent/font.ttf")
        }
    }

    /// "case table@offset" for comparing errors in the table above.
    static func summary(_ error: OpenTypeError) -> String {
        switch error {
        case let .truncated(table, offset, _, _, _): return "truncated \(table)@\(offset)"
        case let .invalidValue(table, offset, _, _): return "invalidValue \(table)@\(offset)"
        case let .unsupportedFormat(table, offset, _, _): return "unsupportedFormat \(table)@\(offset)"
        case let .missingTable(table): return "missingTable \(table)@-"
        case .notAFont: return "notAFont"
        case .fontIndexOutOfRange: return "fontIndexOutOfRange"
        case .unreadableFile: return "unreadableFile"
        }
    }
}
