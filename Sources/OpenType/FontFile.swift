/// Where one table lives in the file.
struct TableRecord: Sendable {
    let tag: String
    let offset: Int
    let length: Int
}

/// The parsed table directory of one font (an "sfnt"), inside a single file or a collection.
struct TableDirectory: Sendable {
    /// The sfnt version: 0x00010000 or 'true' for TrueType outlines, 'OTTO' for CFF outlines.
    let sfntVersion: UInt32
    let records: [TableRecord]
    let bytes: [UInt8]

    static let trueType: UInt32 = 0x0001_0000
    static let appleTrueType: UInt32 = 0x7472_7565  // 'true'
    static let cff: UInt32 = 0x4F54_544F  // 'OTTO'
    static let collection: UInt32 = 0x7474_6366  // 'ttcf'

    /// Reads the directory that starts at `offset` in the file.
    ///
    /// Each record's offset and length are checked against the file size here, so every
    /// later table read starts from a window known to lie inside the file.
    init(bytes: [UInt8], offset: Int) throws(OpenTypeError) {
        let file = ByteView(bytes: bytes, table: "table directory")
        let version = try file.u32(offset, "the sfnt version")
        guard version == Self.trueType || version == Self.appleTrueType || version == Self.cff else {
            throw .notAFont(signature: version)
        }
        let numTables = Int(try file.u16(offset + 4, "the number of tables"))
        try file.require(offset + 12, numTables * 16, "\(numTables) table records of 16 bytes")
        var records: [TableRecord] = []
        records.reserveCapacity(numTables)
        for index in 0..<numTables {
            let at = offset + 12 + index * 16
            let tag = tagString(file.rawU32(at))
            let tableOffset = Int(file.rawU32(at + 8))
            let length = Int(file.rawU32(at + 12))
            guard tableOffset <= bytes.count, length <= bytes.count - tableOffset else {
                throw .truncated(table: tag, offset: 0, needed: length, available: max(0, bytes.count - tableOffset),
                                 expected: "the whole table (the directory places it at file offset \(tableOffset))")
            }
            records.append(TableRecord(tag: tag, offset: tableOffset, length: length))
        }
        self.sfntVersion = version
        self.records = records
        self.bytes = bytes
    }

    /// A window on the table with `tag`, or nil when the font has none.
    func table(_ tag: String) -> ByteView? {
        guard let record = records.first(where: { $0.tag == tag }) else { return nil }
        return ByteView(bytes: bytes, start: record.offset, count: record.length, table: tag)
    }

    /// A window on a table the font cannot do without.
    func requiredTable(_ tag: String) throws(OpenTypeError) -> ByteView {
        guard let view = table(tag) else { throw .missingTable(tag) }
        return view
    }

    /// Offsets of the fonts in `bytes`: one for a single font, several for a collection.
    static func fontOffsets(in bytes: [UInt8]) throws(OpenTypeError) -> [Int] {
        let file = ByteView(bytes: bytes, table: "file header")
        let signature = try file.u32(0, "the font signature")
        guard signature == collection else { return [0] }
        let header = ByteView(bytes: bytes, table: "collection header")
        let count = Int(try header.u32(8, "the number of fonts in the collection"))
        // An empty collection would register nothing without a word: refuse it.
        guard count > 0 else {
            throw .invalidValue(table: "collection header", offset: 8, expected: "at least one font", found: "0")
        }
        try header.require(12, count * 4, "\(count) font offsets of 4 bytes")
        return (0..<count).map { Int(header.rawU32(12 + $0 * 4)) }
    }
}
