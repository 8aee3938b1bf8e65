/// Coefficients summed per symbol while a long row is expanded: an open-addressing table sized
/// to the row, not to every symbol.
///
/// A dense array indexed by symbol (the first way) cost a pass over every symbol per long
/// expansion: zeroing and faulting in 2 MB at 10,000 rows of a form, once per long row, so the
/// cost grew with the tableau times the number of long rows (a tenth of the build of the form
/// shuffled at 10,000 rows went to `memset`, page faults and freeing). This table starts at
/// four slots per term and doubles when half full; the sums are taken in the same order, so
/// expansions give the same rows as before.
struct SymbolSums {
    private var keys: [Int32]
    private var sums: [Double]
    private var isPresent: [Bool]
    private var mask: Int
    private var used = 0
    /// The symbols given a sum, in order, each once per time it was given one.
    private(set) var touched: [Int32] = []

    /// A table for about `capacity` symbols.
    init(capacity: Int) {
        var size = 64
        while size < 4 * capacity { size <<= 1 }
        keys = Array(repeating: -1, count: size)
        sums = Array(repeating: 0, count: size)
        isPresent = Array(repeating: false, count: size)
        mask = size - 1
        touched.reserveCapacity(2 * capacity)
    }

    /// The slot of `s`, or of the empty slot where it would go (linear probing from a
    /// multiplicative hash).
    @inline(__always)
    private func slot(of s: Int32) -> Int {
        var i = Int(truncatingIfNeeded: UInt32(bitPattern: s) &* 0x9E37_79B1) & mask
        while keys[i] != s, keys[i] >= 0 { i = (i + 1) & mask }
        return i
    }

    /// Adds `value` to the sum of `s`; when `s` has none (never given, or taken), its sum
    /// becomes `value` and this returns true. A sum that cancels (`Row.cancels`) becomes 0.
    @inline(__always)
    mutating func add(_ s: Int32, _ value: Double) -> Bool {
        let i = slot(of: s)
        if keys[i] == s, isPresent[i] {
            let sum = sums[i] + value
            sums[i] = Row.cancels(sum, sums[i], value) ? 0 : sum
            return false
        }
        if keys[i] != s {
            keys[i] = s
            used += 1
        }
        sums[i] = value
        isPresent[i] = true
        touched.append(s)
        if 2 * used > keys.count { grow() }
        return true
    }

    /// Takes the sum of `s` out, leaving it with none; nil when it has none.
    @inline(__always)
    mutating func take(_ s: Int32) -> Double? {
        let i = slot(of: s)
        guard keys[i] == s, isPresent[i] else { return nil }
        isPresent[i] = false
        let value = sums[i]
        sums[i] = 0
        return value
    }

    /// The sum of `s`, nil when it has none.
    func sum(of s: Int32) -> Double? {
        let i = slot(of: s)
        return keys[i] == s && isPresent[i] ? sums[i] : nil
    }

    /// Doubles the table, keeping every symbol's sum and whether it has one.
    private mutating func grow() {
        let oldKeys = keys, oldSums = sums, oldPresent = isPresent
        let size = 2 * keys.count
        keys = Array(repeating: -1, count: size)
        sums = Array(repeating: 0, count: size)
        isPresent = Array(repeating: false, count: size)
        mask = size - 1
        for j in oldKeys.indices where oldKeys[j] >= 0 {
            let i = slot(of: oldKeys[j])
            keys[i] = oldKeys[j]
            sums[i] = oldSums[j]
            isPresent[i] = oldPresent[j]
        }
    }
}
