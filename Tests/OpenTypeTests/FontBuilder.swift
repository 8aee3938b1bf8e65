/// Builds small fonts byte by byte, for tests of malformed input.
///
/// The default font is minimal and valid: 3 glyphs, units per em 1000, a format 4 cmap
/// mapping "A" and "B" to glyphs 1 and 2. Each test breaks one thing.
struct FontBuilder {
    var tables: [(String, [UInt8])]

    init() {
        tables = [
            ("cmap", FontBuilder.cmapFormat4(segments: [(0x41, 0x42, UInt16(bitPattern: Int16(1 - 0x41)))])),
            ("head", FontBuilder.head()),
            ("hhea", FontBuilder.hhea(numberOfHMetrics: 3)),
            ("hmtx", FontBuilder.be16([500, 10, 600, 20, 700, 30])),
            ("maxp", FontBuilder.be32([0x0000_5000]) + FontBuilder.be16([3])),
        ]
    }

    /// Replaces (or adds) a table.
    func with(_ tag: String, _ bytes: [UInt8]) -> FontBuilder {
        var copy = self
        copy.tables.removeAll { $0.0 == tag }
        copy.tables.append((tag, bytes))
        return copy
    }

    func without(_ tag: String) -> FontBuilder {
        var copy = self
        copy.tables.removeAll { $0.0 == tag }
        return copy
    }

    /// The sfnt: header, table records, then the tables in order, 4-byte aligned.
    var bytes: [UInt8] {
        var out = FontBuilder.be32([0x0001_0000]) + FontBuilder.be16([UInt16(tables.count), 0, 0, 0])
        var offset = 12 + tables.count * 16
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + FontBuilder.be32([0, UInt32(offset), UInt32(data.count)])
            body += data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            offset = 12 + tables.count * 16 + body.count
        }
        return out + body
    }

    static func be16(_ values: [UInt16]) -> [UInt8] { values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    static func be32(_ values: [UInt32]) -> [UInt8] { values.flatMap { v in [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } } }

    static func head(unitsPerEm: UInt16 = 1000, magic: UInt32 = 0x5F0F_3CF5) -> [UInt8] {
        be16([1, 0]) + be32([0x0001_0000, 0, magic]) + be16([0, unitsPerEm]) + [UInt8](repeating: 0, count: 16)
            + be16([0, 0xFF38, 1000, 800, 0, 8, 2, 0, 0])
    }

    static func hhea(numberOfHMetrics: UInt16) -> [UInt8] {
        be16([1, 0, 800, UInt16(bitPattern: -200), 0, 700]) + [UInt8](repeating: 0, count: 22) + be16([numberOfHMetrics])
    }

    /// A cmap with one (3, 1) format 4 subtable; the 0xFFFF sentinel segment is added.
    static func cmapFormat4(segments: [(UInt16, UInt16, UInt16)]) -> [UInt8] {
        let all = segments + [(0xFFFF, 0xFFFF, 1)]
        let count = UInt16(all.count)
        let subtable = be16([4, 16 + 8 * count, 0, count * 2, 0, 0, 0]) + be16(all.map(\.1)) + be16([0])
            + be16(all.map(\.0)) + be16(all.map(\.2)) + be16(all.map { _ in 0 })
        return be16([0, 1, 3, 1]) + be32([12]) + subtable
    }

    /// A cmap with one (3, 10) format 12 subtable.
    static func cmapFormat12(groups: [(UInt32, UInt32, UInt32)]) -> [UInt8] {
        let subtable = be16([12, 0]) + be32([16 + 12 * UInt32(groups.count), 0, UInt32(groups.count)])
            + groups.flatMap { be32([$0.0, $0.1, $0.2]) }
        return be16([0, 1, 3, 10]) + be32([12]) + subtable
    }

    /// A GPOS whose 'kern' lookup has `subtables` copies of one offset to a `rows`×`columns` PairPos format 2.
    static func gposSharedMatrix(subtables: Int, rows: UInt16, columns: UInt16) -> [UInt8] {
        let scriptList = be16([0])
        let featureList = be16([1]) + Array("kern".utf8) + be16([8]) + be16([0, 1, 0])
        let lookupListAt = 10 + scriptList.count + featureList.count
        let lookupHeader = 6 + subtables * 2
        let pairPosAt = lookupHeader  // relative to the lookup
        let pairPos = be16([2, 16, 4, 0, 22, 22, rows, columns]) + be16([1, 1, 1]) + be16([1, 0])
            + [UInt8](repeating: 0, count: Int(rows) * Int(columns) * 2)
        let lookup = be16([2, 0, UInt16(subtables)]) + be16((0..<subtables).map { _ in UInt16(pairPosAt) }) + pairPos
        let lookupList = be16([1, 4]) + lookup
        return be16([1, 0, 10, UInt16(10 + scriptList.count), UInt16(lookupListAt)]) + scriptList + featureList + lookupList
    }
}
