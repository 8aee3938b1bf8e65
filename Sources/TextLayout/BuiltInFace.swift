/// The decoded glyph data of one weight of the built-in system font.
///
/// "Glyphs" here are indices into `SystemFontData.scalars`. Kerning uses the generated
/// class matrix: the classes of the two characters pick one value.
final class BuiltInFace: Sendable {
    let weightClass: Int
    let unitsPerEm: Double
    let advances: [UInt16]
    let leftClasses: [UInt16]
    let rightClasses: [UInt16]
    let rightClassCount: Int
    let kerningValues: [Int16]

    init(weightClass: Int, advances: String, leftClasses: String, rightClasses: String, rightClassCount: Int, kerning: String) {
        self.weightClass = weightClass
        unitsPerEm = Double(SystemFontData.unitsPerEm)
        self.advances = decodeUInt16(advances)
        self.leftClasses = decodeUInt16(leftClasses)
        self.rightClasses = decodeUInt16(rightClasses)
        self.rightClassCount = rightClassCount
        kerningValues = decodeUInt16(kerning).map { Int16(bitPattern: $0) }
    }

    /// Index of `scalar` in the covered characters.
    func index(of scalar: UInt32) -> Int? {
        let tables = SharedTables.shared
        if scalar < 0x80 {
            let found = tables.asciiIndex[Int(scalar)]
            return found >= 0 ? Int(found) : nil
        }
        return tables.index[scalar]
    }

    func advance(_ glyph: Int) -> Double {
        glyph >= 0 && glyph < advances.count ? Double(advances[glyph]) : 0
    }

    func kerning(_ left: Int, _ right: Int) -> Double {
        let kerned = SharedTables.shared.kernedIndex
        guard left >= 0, right >= 0, left < kerned.count, right < kerned.count else { return 0 }
        let l = kerned[left], r = kerned[right]
        guard l >= 0, r >= 0, l < leftClasses.count, r < rightClasses.count else { return 0 }
        let index = Int(leftClasses[l]) * rightClassCount + Int(rightClasses[r])
        return index < kerningValues.count ? Double(kerningValues[index]) : 0
    }

    /// Tables shared by all weights: which characters are covered and which are kerned.
    final class SharedTables: Sendable {
        static let shared = SharedTables()
        let scalars: [UInt32]
        let index: [UInt32: Int]
        /// For each covered character, its index among the kerned ones, or -1.
        let kernedIndex: [Int]
        /// `index` for U+0000...U+007F, −1 where not covered: no hashing for most text.
        let asciiIndex: [Int32]

        init() {
            scalars = decodeUInt32(SystemFontData.scalars)
            var index: [UInt32: Int] = [:]
            for (position, scalar) in scalars.enumerated() { index[scalar] = position }
            self.index = index
            asciiIndex = (0..<0x80).map { scalar in index[UInt32(scalar)].map { Int32($0) } ?? -1 }
            var kernedIndex = [Int](repeating: -1, count: scalars.count)
            for (position, scalar) in decodeUInt32(SystemFontData.kernedScalars).enumerated() {
                if let covered = index[scalar] { kernedIndex[covered] = position }
            }
            self.kernedIndex = kernedIndex
        }
    }
}

/// Decodes standard base64 (line breaks ignored).
func decodeBase64(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var buffer: UInt32 = 0, bits = 0
    for character in text.utf8 {
        let value: UInt32
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): value = 62
        case UInt8(ascii: "/"): value = 63
        default: continue
        }
        buffer = buffer << 6 | value
        bits += 6
        if bits >= 8 {
            bits -= 8
            bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
        }
    }
    return bytes
}

func decodeUInt16(_ text: String) -> [UInt16] {
    let bytes = decodeBase64(text)
    return stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
}

func decodeUInt32(_ text: String) -> [UInt32] {
    let bytes = decodeBase64(text)
    return stride(from: 0, to: bytes.count - 3, by: 4).map {
        UInt32(bytes[$0]) | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2]) << 16 | UInt32(bytes[$0 + 3]) << 24
    }
}
