/// 'name': the font's human-readable names (family, style, full name, PostScript name).
public struct NameTable: Sendable, Equatable {
    /// One decoded name string.
    public struct Record: Sendable, Equatable {
        public let platformID: UInt16
        public let encodingID: UInt16
        public let languageID: UInt16
        public let nameID: UInt16
        /// The decoded text; nil for encodings this reader does not decode (e.g. Mac Japanese).
        public let value: String?
    }

    public let records: [Record]

    init(_ view: ByteView) throws(OpenTypeError) {
        try view.require(0, 6, "the name table header")
        let format = view.rawU16(0)
        guard format <= 1 else { throw view.unsupported(0, format: Int(format), supported: "0, 1") }
        let count = Int(view.rawU16(2))
        let storage = Int(view.rawU16(4))
        try view.require(6, count * 12, "\(count) name records of 12 bytes")
        var records: [Record] = []
        records.reserveCapacity(count)
        var budget = ReadBudget(for: view)
        for index in 0..<count {
            let at = 6 + index * 12
            let platform = view.rawU16(at), encoding = view.rawU16(at + 2)
            let length = Int(view.rawU16(at + 8)), offset = Int(view.rawU16(at + 10))
            let text = try view.slice(storage + offset, length, "the string of name record \(index) (storage offset \(offset))")
            try budget.spend(length, view, at: at, "name record \(index)")
            records.append(Record(platformID: platform, encodingID: encoding, languageID: view.rawU16(at + 4),
                                  nameID: view.rawU16(at + 6), value: NameTable.decode(text, platform: platform, encoding: encoding)))
        }
        self.records = records
    }

    /// The best string for `nameID`: Windows US English first, then any Windows or Unicode
    /// record, then Macintosh Roman, the order font tools and Apple's font system agree on.
    public func name(_ nameID: UInt16) -> String? {
        let candidates = records.filter { $0.nameID == nameID && $0.value != nil }
        func rank(_ record: Record) -> Int {
            switch (record.platformID, record.languageID) {
            case (3, 0x409): return 0
            case (3, _): return 1
            case (0, _): return 2
            case (1, 0): return 3
            default: return 4
            }
        }
        return candidates.min { rank($0) < rank($1) }?.value
    }

    /// The typographic family (name 16), else the legacy family (name 1).
    public var familyName: String? { name(16) ?? name(1) }
    /// The typographic subfamily (name 17), else the legacy subfamily (name 2).
    public var subfamilyName: String? { name(17) ?? name(2) }
    public var fullName: String? { name(4) }
    public var postScriptName: String? { name(6) }

    /// Decodes UTF-16BE (Unicode and Windows platforms) and Mac Roman; other encodings give nil.
    static func decode(_ view: ByteView, platform: UInt16, encoding: UInt16) -> String? {
        switch platform {
        case 0:
            return utf16(view)
        case 3 where [0, 1, 10].contains(encoding):
            return utf16(view)
        case 1 where encoding == 0:
            var text = ""
            for index in 0..<view.count {
                let byte = view.bytes[view.start + index]
                if byte < 0x80 {
                    text.unicodeScalars.append(Unicode.Scalar(byte))
                } else if let scalar = Unicode.Scalar(macRomanHigh[Int(byte) - 0x80]) {
                    text.unicodeScalars.append(scalar)
                }
            }
            return text
        default:
            return nil
        }
    }

    /// Big-endian UTF-16 text; an odd trailing byte is ignored.
    static func utf16(_ view: ByteView) -> String {
        let units = (0..<(view.count / 2)).map { view.rawU16($0 * 2) }
        return String(decoding: units, as: UTF16.self)
    }

    /// Mac OS Roman bytes 0x80...0xFF as Unicode scalars (Apple's published mapping).
    static let macRomanHigh: [UInt32] = [
        0xC4, 0xC5, 0xC7, 0xC9, 0xD1, 0xD6, 0xDC, 0xE1, 0xE0, 0xE2, 0xE4, 0xE3, 0xE5, 0xE7, 0xE9, 0xE8,
        0xEA, 0xEB, 0xED, 0xEC, 0xEE, 0xEF, 0xF1, 0xF3, 0xF2, 0xF4, 0xF6, 0xF5, 0xFA, 0xF9, 0xFB, 0xFC,
        0x2020, 0xB0, 0xA2, 0xA3, 0xA7, 0x2022, 0xB6, 0xDF, 0xAE, 0xA9, 0x2122, 0xB4, 0xA8, 0x2260, 0xC6, 0xD8,
        0x221E, 0xB1, 0x2264, 0x2265, 0xA5, 0xB5, 0x2202, 0x2211, 0x220F, 0x3C0, 0x222B, 0xAA, 0xBA, 0x3A9, 0xE6, 0xF8,
        0xBF, 0xA1, 0xAC, 0x221A, 0x192, 0x2248, 0x2206, 0xAB, 0xBB, 0x2026, 0xA0, 0xC0, 0xC3, 0xD5, 0x152, 0x153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0xF7, 0x25CA, 0xFF, 0x178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0xB7, 0x201A, 0x201E, 0x2030, 0xC2, 0xCA, 0xC1, 0xCB, 0xC8, 0xCD, 0xCE, 0xCF, 0xCC, 0xD3, 0xD4,
        0xF8FF, 0xD2, 0xDA, 0xDB, 0xD9, 0x131, 0x2C6, 0x2DC, 0xAF, 0x2D8, 0x2D9, 0x2DA, 0xB8, 0x2DD, 0x2DB, 0x2C7,
    ]
}
