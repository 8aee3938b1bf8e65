/// Pair kerning from a 'GPOS' table: the PairPos lookups (type 2, also behind type 9
/// extensions) of one feature, normally 'kern'.
///
/// Which lookups: those the 'kern' feature lists in the default language system of the
/// 'latn' script, else of 'DFLT', else of every script (the union); Latin text is what
/// labels mostly hold and fonts rarely kern other scripts differently. Lookups of other
/// types behind the feature (contextual, mark) are not pair kerning and are skipped.
///
/// How a pair is kerned: lookups apply in lookup-list order and their adjustments add up.
/// Inside one lookup the first subtable that applies wins: a format 1 subtable applies
/// when it lists the pair, a format 2 subtable whenever it covers the first glyph, as in
/// HarfBuzz. The adjustment is the first glyph's XAdvance plus the second's, the change
/// in total width; placements move ink, not the pen, and are left out.
public struct PairAdjustments: Sendable {
    enum Subtable: Sendable {
        /// Format 1: per covered first glyph, its second glyphs sorted with their adjustments.
        case glyphPairs(Coverage, [[(second: UInt16, value: Int16)]])
        /// Format 2: class matrix, row-major, `class2Count` columns.
        case classPairs(Coverage, ClassDefinition, ClassDefinition, class2Count: Int, values: [Int16])
    }

    /// Subtables of each applied lookup, lookups in order.
    let lookups: [[Subtable]]
    /// The lookup-list indices that were read.
    public let lookupIndices: [Int]

    /// True when no pair lookup was found.
    public var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    init(gpos view: ByteView, feature: String) throws(OpenTypeError) {
        try view.require(0, 10, "the GPOS header")
        let major = view.rawU16(0)
        guard major == 1 else { throw view.invalid(0, expected: "GPOS major version 1", found: "\(major)") }
        let scriptList = Int(view.rawU16(4)), featureList = Int(view.rawU16(6)), lookupList = Int(view.rawU16(8))
        var budget = ReadBudget(for: view)
        let features = try Self.featureLookups(view, featureList: featureList, tag: feature, budget: &budget)
        let chosen = try Self.defaultFeatureIndices(view, scriptList: scriptList)
        var indices = Set<Int>()
        for (index, lookups) in features.enumerated() where chosen == nil || chosen?.contains(index) == true {
            indices.formUnion(lookups)
        }
        let lookupCount = Int(try view.u16(lookupList, "the lookup count"))
        try view.require(lookupList + 2, lookupCount * 2, "\(lookupCount) lookup offsets")
        var lookups: [[Subtable]] = []
        let sorted = indices.sorted()
        for index in sorted {
            guard index < lookupCount else {
                throw view.invalid(featureList, expected: "lookup indices below the lookup count \(lookupCount)",
                                   found: "feature '\(feature)' lists lookup \(index)")
            }
            let offset = lookupList + Int(view.rawU16(lookupList + 2 + index * 2))
            lookups.append(try Self.readLookup(view, at: offset, index: index, budget: &budget))
        }
        self.lookups = lookups
        self.lookupIndices = sorted
    }

    /// The change in advance between `left` and `right`, in font units.
    public func xAdvanceAdjustment(left: UInt16, right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let value = Self.apply(subtable, left, right) {
                    total += Int(value)
                    break
                }
            }
        }
        return total
    }

    static func apply(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> Int16? {
        switch subtable {
        case let .glyphPairs(coverage, sets):
            guard let index = coverage.index(of: left), index < sets.count else { return nil }
            let set = sets[index]
            var low = 0, high = set.count - 1
            while low <= high {
                let mid = (low + high) / 2
                if set[mid].second < right { low = mid + 1 } else if set[mid].second > right { high = mid - 1 } else { return set[mid].value }
            }
            return nil
        case let .classPairs(coverage, first, second, columns, values):
            guard coverage.index(of: left) != nil else { return nil }
            let index = first.value(of: left) * columns + second.value(of: right)
            return index < values.count ? values[index] : 0
        }
    }

    /// For each feature record, the lookups it lists when its tag is `tag` (empty otherwise).
    static func featureLookups(_ view: ByteView, featureList: Int, tag: String,
                               budget: inout ReadBudget) throws(OpenTypeError) -> [[Int]] {
        let count = Int(try view.u16(featureList, "the feature count"))
        try view.require(featureList + 2, count * 6, "\(count) feature records of 6 bytes")
        var result: [[Int]] = []
        for index in 0..<count {
            let at = featureList + 2 + index * 6
            guard tagString(view.rawU32(at)) == tag else { result.append([]); continue }
            let feature = featureList + Int(view.rawU16(at + 4))
            let lookupCount = Int(try view.u16(feature + 2, "the lookup count of feature '\(tag)'"))
            try view.require(feature + 4, lookupCount * 2, "\(lookupCount) lookup indices of feature '\(tag)'")
            try budget.spend(lookupCount, view, at: feature, "feature '\(tag)' with \(lookupCount) lookups")
            result.append((0..<lookupCount).map { Int(view.rawU16(feature + 4 + $0 * 2)) })
        }
        return result
    }

    /// Feature indices of the default language system of 'latn', else 'DFLT'; nil when neither exists.
    static func defaultFeatureIndices(_ view: ByteView, scriptList: Int) throws(OpenTypeError) -> Set<Int>? {
        let count = Int(try view.u16(scriptList, "the script count"))
        try view.require(scriptList + 2, count * 6, "\(count) script records of 6 bytes")
        var scripts: [String: Int] = [:]
        for index in 0..<count {
            let at = scriptList + 2 + index * 6
            scripts[tagString(view.rawU32(at))] = scriptList + Int(view.rawU16(at + 4))
        }
        for tag in ["latn", "DFLT"] {
            guard let script = scripts[tag] else { continue }
            let defaultOffset = Int(try view.u16(script, "the default language system of script '\(tag)'"))
            guard defaultOffset != 0 else { continue }
            let langSys = script + defaultOffset
            let required = try view.u16(langSys + 2, "the required feature of script '\(tag)'")
            let featureCount = Int(try view.u16(langSys + 4, "the feature count of script '\(tag)'"))
            try view.require(langSys + 6, featureCount * 2, "\(featureCount) feature indices of script '\(tag)'")
            var indices = Set((0..<featureCount).map { Int(view.rawU16(langSys + 6 + $0 * 2)) })
            if required != 0xFFFF { indices.insert(Int(required)) }
            return indices
        }
        return nil
    }

    /// One lookup: its pair subtables, unwrapping extension subtables; other types give none.
    static func readLookup(_ view: ByteView, at offset: Int, index: Int,
                           budget: inout ReadBudget) throws(OpenTypeError) -> [Subtable] {
        try view.require(offset, 6, "the header of lookup \(index)")
        let type = view.rawU16(offset)
        let count = Int(view.rawU16(offset + 4))
        try view.require(offset + 6, count * 2, "\(count) subtable offsets of lookup \(index)")
        guard type == 2 || type == 9 else { return [] }
        try budget.spend(count, view, at: offset, "lookup \(index) with \(count) subtables")
        var subtables: [Subtable] = []
        for number in 0..<count {
            var at = offset + Int(view.rawU16(offset + 6 + number * 2))
            if type == 9 {
                try view.require(at, 8, "extension subtable \(number) of lookup \(index)")
                let format = view.rawU16(at), extensionType = view.rawU16(at + 2)
                guard format == 1 else { throw view.unsupported(at, format: Int(format), supported: "extension format 1") }
                guard extensionType != 9 else {
                    throw view.invalid(at + 2, expected: "an extension to a lookup type other than 9", found: "9")
                }
                guard extensionType == 2 else { continue }
                at += Int(view.rawU32(at + 4))
            }
            subtables.append(try readPairSubtable(view, at: at, lookup: index, budget: &budget))
        }
        return subtables
    }

    /// A PairPos subtable of format 1 or 2, keeping only the advance adjustments.
    static func readPairSubtable(_ view: ByteView, at offset: Int, lookup: Int,
                                 budget: inout ReadBudget) throws(OpenTypeError) -> Subtable {
        try view.require(offset, 10, "a PairPos header in lookup \(lookup)")
        let format = view.rawU16(offset)
        let coverage = try Coverage(view, at: offset + Int(view.rawU16(offset + 2)), budget: &budget)
        let format1 = ValueFormat(view.rawU16(offset + 4)), format2 = ValueFormat(view.rawU16(offset + 6))
        let recordSize = format1.size + format2.size
        switch format {
        case 1:
            let setCount = Int(view.rawU16(offset + 8))
            try view.require(offset + 10, setCount * 2, "\(setCount) pair set offsets")
            var sets: [[(second: UInt16, value: Int16)]] = []
            sets.reserveCapacity(setCount)
            for set in 0..<setCount {
                let at = offset + Int(view.rawU16(offset + 10 + set * 2))
                let pairCount = Int(try view.u16(at, "the pair count of pair set \(set)"))
                try view.require(at + 2, pairCount * (2 + recordSize), "\(pairCount) pair records of \(2 + recordSize) bytes")
                try budget.spend(pairCount + 1, view, at: at, "pair set \(set) of lookup \(lookup)")
                var pairs: [(second: UInt16, value: Int16)] = []
                pairs.reserveCapacity(pairCount)
                for pair in 0..<pairCount {
                    let record = at + 2 + pair * (2 + recordSize)
                    let value = format1.xAdvance(view, record + 2) &+ format2.xAdvance(view, record + 2 + format1.size)
                    pairs.append((view.rawU16(record), value))
                }
                // Stable sort: for a second glyph listed twice, the first record wins.
                sets.append(pairs.enumerated().sorted { ($0.element.second, $0.offset) < ($1.element.second, $1.offset) }.map(\.element))
            }
            return .glyphPairs(coverage, sets)
        case 2:
            try view.require(offset, 16, "a PairPos format 2 header")
            let first = try ClassDefinition(view, at: offset + Int(view.rawU16(offset + 8)), budget: &budget)
            let second = try ClassDefinition(view, at: offset + Int(view.rawU16(offset + 10)), budget: &budget)
            let rows = Int(view.rawU16(offset + 12)), columns = Int(view.rawU16(offset + 14))
            guard first.maximumValue < rows, second.maximumValue < columns else {
                throw view.invalid(offset + 12, expected: "class counts above every class used",
                                   found: "\(rows)×\(columns) classes, classes up to \(first.maximumValue) and \(second.maximumValue) used")
            }
            try view.require(offset + 16, rows * columns * recordSize, "\(rows)×\(columns) class pair records of \(recordSize) bytes")
            try budget.spend(rows * columns, view, at: offset, "a \(rows)×\(columns) class matrix in lookup \(lookup)")
            var values = [Int16](repeating: 0, count: rows * columns)
            for index in 0..<(rows * columns) {
                let record = offset + 16 + index * recordSize
                values[index] = format1.xAdvance(view, record) &+ format2.xAdvance(view, record + format1.size)
            }
            return .classPairs(coverage, first, second, class2Count: columns, values: values)
        default:
            throw view.unsupported(offset, format: Int(format), supported: "PairPos formats 1 and 2")
        }
    }
}

/// Which fields a GPOS value record holds, and where XAdvance sits among them.
struct ValueFormat {
    let bits: UInt16

    init(_ bits: UInt16) { self.bits = bits }

    /// Record size in bytes: two per field (placements, advances and device offsets alike).
    var size: Int { (bits & 0xFF).nonzeroBitCount * 2 }

    /// The XAdvance (bit 2) of the record at `offset` (already bounds-checked), 0 when absent.
    func xAdvance(_ view: ByteView, _ offset: Int) -> Int16 {
        guard bits & 0x0004 != 0 else { return 0 }
        return Int16(bitPattern: view.rawU16(offset + (bits & 0x0003).nonzeroBitCount * 2))
    }
}
