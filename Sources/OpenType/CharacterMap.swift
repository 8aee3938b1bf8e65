/// 'cmap': which glyph draws each Unicode scalar.
///
/// The best Unicode subtable is chosen in the order font tools use (full-repertoire
/// format 12 first, then BMP format 4), and both formats are flattened into sorted runs
/// of consecutive code points mapped to consecutive glyphs, looked up by binary search.
public struct CharacterMap: Sendable, Equatable {
    /// Code points `first...last` map to glyphs `firstGlyph`, `firstGlyph + 1`, ...
    public struct Group: Sendable, Equatable {
        public let first: UInt32
        public let last: UInt32
        public let firstGlyph: UInt32
    }

    /// Sorted, non-overlapping runs; no run maps to glyph 0 (.notdef means "not mapped").
    public let groups: [Group]
    /// The (platform, encoding, format) of the subtable that was read.
    public let source: (platform: UInt16, encoding: UInt16, format: UInt16)

    public static func == (a: CharacterMap, b: CharacterMap) -> Bool {
        a.groups == b.groups && a.source == b.source
    }

    /// Subtable preference: (platform, encoding), best first.
    static let preference: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0), (3, 0)]

    init(_ view: ByteView, numberOfGlyphs: Int) throws(OpenTypeError) {
        try view.require(0, 4, "the cmap header")
        let count = Int(view.rawU16(2))
        try view.require(4, count * 8, "\(count) encoding records of 8 bytes")
        var available: [(platform: UInt16, encoding: UInt16, offset: Int)] = []
        for index in 0..<count {
            let at = 4 + index * 8
            available.append((view.rawU16(at), view.rawU16(at + 2), Int(view.rawU32(at + 4))))
        }
        var seenFormats: [Int] = []
        for (platform, encoding) in Self.preference {
            guard let record = available.first(where: { $0.platform == platform && $0.encoding == encoding }) else { continue }
            let format = try view.u16(record.offset, "the format of cmap subtable (\(platform), \(encoding))")
            switch format {
            case 4:
                groups = try Self.readFormat4(view, at: record.offset, numberOfGlyphs: numberOfGlyphs)
            case 12:
                groups = try Self.readFormat12(view, at: record.offset, numberOfGlyphs: numberOfGlyphs)
            default:
                seenFormats.append(Int(format))
                continue
            }
            source = (platform, encoding, format)
            return
        }
        throw view.unsupported(0, format: seenFormats.first ?? -1,
                               supported: "a Unicode subtable (platform 0 or 3) in format 4 or 12")
    }

    /// The glyph for code point `codePoint`, nil when unmapped.
    public func glyph(for codePoint: UInt32) -> UInt16? {
        guard let found = rangeIndex(in: groups, containing: codePoint, first: \.first, last: \.last) else { return nil }
        return UInt16(truncatingIfNeeded: groups[found].firstGlyph + (codePoint - groups[found].first))
    }

    /// Format 4: segments of the Basic Multilingual Plane with deltas or glyph arrays.
    ///
    /// Segments must be sorted and disjoint, which also bounds the work at 65 536 code
    /// points however many segments the file claims.
    static func readFormat4(_ view: ByteView, at offset: Int, numberOfGlyphs: Int) throws(OpenTypeError) -> [Group] {
        try view.require(offset, 14, "the cmap format 4 header")
        let segCountX2 = Int(view.rawU16(offset + 6))
        guard segCountX2 > 0, segCountX2 % 2 == 0 else {
            throw view.invalid(offset + 6, expected: "a positive even segCountX2", found: "\(segCountX2)")
        }
        let segCount = segCountX2 / 2
        let ends = offset + 14, starts = ends + segCountX2 + 2, deltas = starts + segCountX2, rangeOffsets = deltas + segCountX2
        try view.require(ends, segCountX2 * 4 + 2, "\(segCount) format 4 segments")
        var builder = GroupBuilder()
        var previousEnd = -1
        for segment in 0..<segCount {
            let end = Int(view.rawU16(ends + segment * 2)), start = Int(view.rawU16(starts + segment * 2))
            let delta = Int(view.rawU16(deltas + segment * 2))
            let rangeOffsetAt = rangeOffsets + segment * 2
            let rangeOffset = Int(view.rawU16(rangeOffsetAt))
            guard start <= end, start > previousEnd else {
                throw view.invalid(starts + segment * 2, expected: "format 4 segments sorted and disjoint",
                                   found: "segment \(segment) = U+\(hex(start))...U+\(hex(end)) after one ending at U+\(hex(max(previousEnd, 0)))")
            }
            previousEnd = end
            if rangeOffset != 0 {
                // The glyph array is addressed from the idRangeOffset entry itself.
                try view.require(rangeOffsetAt + rangeOffset, (end - start + 1) * 2,
                                 "the glyph indices of format 4 segment \(segment)")
            }
            for codePoint in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (codePoint + delta) & 0xFFFF
                } else {
                    glyph = Int(view.rawU16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                guard glyph != 0 else { continue }
                guard glyph < numberOfGlyphs else {
                    throw view.invalid(offset, expected: "glyph indices below the font's \(numberOfGlyphs) glyphs",
                                       found: "U+\(hex(codePoint)) mapped to glyph \(glyph)")
                }
                builder.add(UInt32(codePoint), UInt32(glyph))
            }
        }
        return builder.groups
    }

    /// Format 12: groups of consecutive code points over all of Unicode.
    static func readFormat12(_ view: ByteView, at offset: Int, numberOfGlyphs: Int) throws(OpenTypeError) -> [Group] {
        try view.require(offset, 16, "the cmap format 12 header")
        let count = Int(view.rawU32(offset + 12))
        try view.require(offset + 16, count * 12, "\(count) format 12 groups of 12 bytes")
        var groups: [Group] = []
        groups.reserveCapacity(count)
        for index in 0..<count {
            let at = offset + 16 + index * 12
            let first = view.rawU32(at), last = view.rawU32(at + 4), glyph = view.rawU32(at + 8)
            guard first <= last, last <= 0x10FFFF else {
                throw view.invalid(at, expected: "a group of code points within U+0000...U+10FFFF",
                                   found: "U+\(hex(Int(first)))...U+\(hex(Int(last)))")
            }
            guard UInt64(glyph) + UInt64(last - first) < UInt64(numberOfGlyphs) else {
                throw view.invalid(at + 8, expected: "glyph indices below the font's \(numberOfGlyphs) glyphs",
                                   found: "U+\(hex(Int(first)))...U+\(hex(Int(last))) mapped from glyph \(glyph)")
            }
            if glyph == 0 {
                // A run starting at .notdef: only its tail is really mapped.
                if first < last { groups.append(Group(first: first + 1, last: last, firstGlyph: 1)) }
            } else {
                groups.append(Group(first: first, last: last, firstGlyph: glyph))
            }
        }
        groups.sort { $0.first < $1.first }
        for index in groups.indices.dropFirst() where groups[index].first <= groups[index - 1].last {
            throw view.invalid(offset + 16, expected: "format 12 groups that do not overlap",
                               found: "U+\(hex(Int(groups[index].first))) mapped twice")
        }
        return groups
    }
}

/// Collects (code point, glyph) pairs in increasing code point order into runs.
struct GroupBuilder {
    var groups: [CharacterMap.Group] = []

    mutating func add(_ codePoint: UInt32, _ glyph: UInt32) {
        if let last = groups.last, last.last + 1 == codePoint, last.firstGlyph + (codePoint - last.first) == glyph {
            groups[groups.count - 1] = CharacterMap.Group(first: last.first, last: codePoint, firstGlyph: last.firstGlyph)
        } else {
            groups.append(CharacterMap.Group(first: codePoint, last: codePoint, firstGlyph: glyph))
        }
    }
}

/// Upper-case hexadecimal, at least four digits, as code points are written.
func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
