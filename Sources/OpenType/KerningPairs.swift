/// The legacy 'kern' table: format 0 pair lists, in Microsoft's and Apple's headers.
///
/// Only horizontal, non-cross-stream, non-minimum format 0 subtables carry plain pair
/// kerning; their values add up (an "override" subtable replaces what came before).
/// Subtables of other formats (Apple's state tables 1, class tables 2, 3) are not read;
/// `skippedFormats` lists them so nothing is dropped unseen.
public struct KerningPairs: Sendable, Equatable {
    /// Kerning in font units, keyed by `left << 16 | right`.
    public let pairs: [UInt32: Int16]
    /// Formats of subtables that were present but not read.
    public let skippedFormats: [Int]

    init(kernTable view: ByteView) throws(OpenTypeError) {
        let version16 = try view.u16(0, "the kern version")
        let isApple = version16 == 1
        guard version16 == 0 || isApple else {
            throw view.unsupported(0, format: Int(version16), supported: "kern versions 0 (Microsoft) and 1.0 (Apple)")
        }
        let tableCount = isApple ? Int(try view.u32(4, "the kern subtable count")) : Int(try view.u16(2, "the kern subtable count"))
        var offset = isApple ? 8 : 4
        var pairs: [UInt32: Int16] = [:]
        var skipped: [Int] = []
        for index in 0..<tableCount {
            let headerSize = isApple ? 8 : 6
            try view.require(offset, headerSize, "the header of kern subtable \(index)")
            let length: Int, format: Int, horizontal: Bool, usable: Bool, override: Bool
            if isApple {
                length = Int(view.rawU32(offset))
                let coverage = view.rawU16(offset + 4)
                format = Int(coverage & 0xFF)
                horizontal = coverage & 0x8000 == 0
                usable = coverage & 0x6000 == 0  // not cross-stream, no variation
                override = false
            } else {
                length = Int(view.rawU16(offset + 2))
                let coverage = view.rawU16(offset + 4)
                format = Int(coverage >> 8)
                horizontal = coverage & 1 != 0
                usable = coverage & 0x6 == 0  // not minimum, not cross-stream
                override = coverage & 0x8 != 0
            }
            if format != 0 {
                skipped.append(format)
            } else if horizontal && usable {
                let body = offset + headerSize
                let count = Int(try view.u16(body, "the pair count of kern subtable \(index)"))
                try view.require(body + 8, count * 6, "\(count) kerning pairs of 6 bytes")
                if override { pairs.removeAll() }
                for pair in 0..<count {
                    let at = body + 8 + pair * 6
                    let key = view.rawU32(at)
                    pairs[key] = (pairs[key] ?? 0) &+ Int16(bitPattern: view.rawU16(at + 4))
                }
            }
            // A 16-bit length can overflow for a single large subtable; only a following one needs it.
            guard index + 1 < tableCount else { break }
            guard length >= headerSize else {
                throw view.invalid(offset, expected: "a kern subtable length of at least \(headerSize)", found: "\(length)")
            }
            offset += length
        }
        self.pairs = pairs
        self.skippedFormats = skipped
    }

    /// The kerning of the pair in font units, 0 when not listed.
    public func value(left: UInt16, right: UInt16) -> Int {
        Int(pairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }
}
