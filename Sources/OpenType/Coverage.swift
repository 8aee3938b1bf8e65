/// An OpenType coverage table: the set of glyphs a subtable applies to, each with an index.
///
/// Stored as sorted ranges so a format 2 coverage with huge ranges costs no more than its
/// bytes, and lookups are binary searches.
struct Coverage: Sendable {
    /// Glyphs `first...last` have coverage indices `firstIndex`, `firstIndex + 1`, ...
    struct Range: Sendable {
        let first: UInt16
        let last: UInt16
        let firstIndex: Int
    }

    let ranges: [Range]

    init(_ view: ByteView, at offset: Int, budget: inout ReadBudget) throws(OpenTypeError) {
        let format = try view.u16(offset, "a coverage format")
        var ranges: [Range] = []
        switch format {
        case 1:
            let count = Int(try view.u16(offset + 2, "the coverage glyph count"))
            try view.require(offset + 4, count * 2, "\(count) covered glyphs")
            try budget.spend(count, view, at: offset, "a coverage of \(count) glyphs")
            ranges.reserveCapacity(count)
            for index in 0..<count {
                let glyph = view.rawU16(offset + 4 + index * 2)
                ranges.append(Range(first: glyph, last: glyph, firstIndex: index))
            }
        case 2:
            ranges = try readRangeRecords(view, at: offset, "coverage", budget: &budget).map {
                Range(first: $0.first, last: $0.last, firstIndex: Int($0.value))
            }
        default:
            throw view.unsupported(offset, format: Int(format), supported: "coverage formats 1 and 2")
        }
        // Files should be sorted already; sorting keeps binary search right when they are not.
        self.ranges = ranges.sorted { $0.first < $1.first }
    }

    /// The coverage index of `glyph`, nil when not covered.
    func index(of glyph: UInt16) -> Int? {
        guard let found = rangeIndex(in: ranges, containing: UInt32(glyph), first: { UInt32($0.first) }, last: { UInt32($0.last) })
        else { return nil }
        return ranges[found].firstIndex + Int(glyph - ranges[found].first)
    }
}

/// An OpenType class definition table: glyph to class number, class 0 for the rest.
struct ClassDefinition: Sendable {
    struct Range: Sendable {
        let first: UInt16
        let last: UInt16
        let value: UInt16
    }

    /// For format 1, one range per glyph with its own class.
    let ranges: [Range]

    init(_ view: ByteView, at offset: Int, budget: inout ReadBudget) throws(OpenTypeError) {
        let format = try view.u16(offset, "a class definition format")
        var ranges: [Range] = []
        switch format {
        case 1:
            let start = Int(try view.u16(offset + 2, "the first glyph of a class definition"))
            let count = Int(try view.u16(offset + 4, "the class definition glyph count"))
            try view.require(offset + 6, count * 2, "\(count) class values")
            try budget.spend(count, view, at: offset, "a class definition of \(count) glyphs")
            guard start + count <= 0x10000 else {
                throw view.invalid(offset + 4, expected: "classes for glyphs below 65536", found: "\(count) glyphs from \(start)")
            }
            for index in 0..<count {
                let value = view.rawU16(offset + 6 + index * 2)
                if value != 0 {
                    let glyph = UInt16(start + index)
                    ranges.append(Range(first: glyph, last: glyph, value: value))
                }
            }
        case 2:
            ranges = try readRangeRecords(view, at: offset, "class", budget: &budget).map {
                Range(first: $0.first, last: $0.last, value: $0.value)
            }
        default:
            throw view.unsupported(offset, format: Int(format), supported: "class definition formats 1 and 2")
        }
        self.ranges = ranges.sorted { $0.first < $1.first }
    }

    /// The class of `glyph` (0 when the table does not list it).
    func value(of glyph: UInt16) -> Int {
        rangeIndex(in: ranges, containing: UInt32(glyph), first: { UInt32($0.first) }, last: { UInt32($0.last) })
            .map { Int(ranges[$0].value) } ?? 0
    }

    /// The largest class number used.
    var maximumValue: Int { ranges.map { Int($0.value) }.max() ?? 0 }
}

/// Binary search in ranges sorted by their first key: the index of the range holding `key`.
///
/// Shared by coverage tables, class definitions and character maps. With overlapping
/// ranges (malformed files) it finds one of them, never fails.
func rangeIndex<Element>(in ranges: [Element], containing key: UInt32,
                         first: (Element) -> UInt32, last: (Element) -> UInt32) -> Int? {
    var low = 0, high = ranges.count - 1
    while low <= high {
        let mid = (low + high) / 2
        if key < first(ranges[mid]) {
            high = mid - 1
        } else if key > last(ranges[mid]) {
            low = mid + 1
        } else {
            return mid
        }
    }
    return nil
}

/// The (first glyph, last glyph, value) records of a format 2 coverage or class
/// definition, which share one layout: a count at `offset + 2`, then 6-byte records.
func readRangeRecords(_ view: ByteView, at offset: Int, _ kind: String,
                      budget: inout ReadBudget) throws(OpenTypeError) -> [(first: UInt16, last: UInt16, value: UInt16)] {
    let count = Int(try view.u16(offset + 2, "the \(kind) range count"))
    try view.require(offset + 4, count * 6, "\(count) \(kind) ranges of 6 bytes")
    try budget.spend(count, view, at: offset, "\(count) \(kind) ranges")
    var records: [(first: UInt16, last: UInt16, value: UInt16)] = []
    records.reserveCapacity(count)
    for index in 0..<count {
        let at = offset + 4 + index * 6
        let first = view.rawU16(at), last = view.rawU16(at + 2)
        guard first <= last else {
            throw view.invalid(at, expected: "a \(kind) range with start <= end", found: "\(first)...\(last)")
        }
        records.append((first, last, view.rawU16(at + 4)))
    }
    return records
}
