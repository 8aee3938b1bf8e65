/// One term of a tableau row: a symbol and its coefficient.
@usableFromInline
struct Term: Sendable {
    @usableFromInline var symbol: Int32
    @usableFromInline var coefficient: Double

    @inlinable init(_ symbol: Int32, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// A reference from a row to an immutable node of marker terms, with a factor.
///
/// The row holds `factor × (the node's terms)` besides its own terms (Solver+SharedMarkers.swift).
@usableFromInline
struct SharedPart: Sendable {
    @usableFromInline var node: Int32
    @usableFromInline var factor: Double

    @inlinable init(_ node: Int32, _ factor: Double) {
        self.node = node
        self.factor = factor
    }
}

extension [SharedPart] {
    /// `self += factor·parts`: a part of a node already held takes the sum of the factors, and
    /// goes when that cancels to within epsilon.
    @inlinable
    mutating func add(_ parts: [SharedPart], times factor: Double) {
        for part in parts { add(part, times: factor) }
    }

    /// `self += factor·part`, for one part (no array to build).
    @inlinable
    mutating func add(_ part: SharedPart, times factor: Double) {
        if let i = firstIndex(where: { $0.node == part.node }) {
            self[i].factor += part.factor * factor
            if abs(self[i].factor) <= Solver.epsilon { remove(at: i) }
        } else {
            append(SharedPart(part.node, part.factor * factor))
        }
    }
}

/// A sparse linear row `basic = constant + Σ coefficient·symbol`, terms sorted by symbol.
///
/// While a row is being built for a new constraint it has no basic symbol yet and reads
/// `0 = constant + Σ coefficient·symbol`. Terms are kept sorted so that lookups are binary
/// searches and iteration order (which decides pivot tie-breaks) is deterministic. Rows in
/// layout systems are short (two to eight terms), so in-place insertion beats hashing.
///
/// Invariants (checked by `Solver.checkInvariants()`):
/// 1. no coefficient is zero (sums that cancel to within `Solver.epsilon` of their terms go);
/// 2. the basic symbol does not appear among the terms;
/// 3. terms are strictly increasing by symbol.
///
/// A row may also hold marker terms through `shared` parts: dense columns of required
/// equalities' markers, kept once in shared nodes instead of in every row (Solver+SharedMarkers.swift).
/// Almost every row has none.
@usableFromInline
struct Row: Sendable {
    /// The symbol this row defines, or -1 for a free slot / a row under construction.
    @usableFromInline var basic: Int32
    @usableFromInline var constant: Double
    @usableFromInline var terms: [Term]
    /// Marker terms held through shared nodes, besides `terms`.
    @usableFromInline var shared: [SharedPart] = []

    @inlinable init(basic: Int32 = -1, constant: Double, terms: [Term] = [], shared: [SharedPart] = []) {
        self.basic = basic
        self.constant = constant
        self.terms = terms
        self.shared = shared
    }

    /// Index of `symbol` in `terms`, or the insertion point as `-(index + 1)`.
    @inlinable func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return mid }
        }
        return -(low + 1)
    }

    /// The coefficient of `symbol`, zero when absent.
    @inlinable func coefficient(of symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? terms[i].coefficient : 0
    }

    @inlinable func contains(_ symbol: Int32) -> Bool { search(symbol) >= 0 }

    /// Whether `sum = a + b` is what is left of a cancellation: within `Solver.epsilon` of the
    /// larger magnitude added, where rounding of the two is all it can hold.
    ///
    /// The floor is relative to the terms that made the sum, not absolute: a product of small
    /// multipliers (0.0156·0.3177·0.01·0.01 = 5·10⁻⁸, or smaller after a pivot divides it) is a
    /// real term however small, and a row that drops it cannot see the symbol it needs.
    @inlinable static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= Solver.epsilon * Swift.max(abs(a), abs(b))
    }

    /// The largest coefficient magnitude among the row's own terms (0 for none): the scale
    /// that pivot tolerances are relative to.
    @inlinable var largestMagnitude: Double {
        var largest = 0.0
        for term in terms { largest = Swift.max(largest, abs(term.coefficient)) }
        return largest
    }

    /// Adds `coefficient·symbol`; returns true when the symbol is new to the row.
    ///
    /// Algebra: `row += coefficient·symbol`. A sum that cancels (`cancels`) removes the term.
    @inlinable @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        if i >= 0 {
            let sum = terms[i].coefficient + coefficient
            if Self.cancels(sum, terms[i].coefficient, coefficient) { terms.remove(at: i) } else { terms[i].coefficient = sum }
            return false
        }
        if coefficient == 0 { return false }
        insert(Term(symbol, coefficient), at: -(i + 1))
        return true
    }

    /// Inserts `term` at `index`, appending when that is the end: a new row's own symbols
    /// (its slack, marker and errors, the newest) go last, and `Array.insert` at the end went
    /// through the general `replaceSubrange` (a twentieth of a build of ten views).
    @inlinable
    mutating func insert(_ term: Term, at index: Int) {
        if index == terms.count { terms.append(term) } else { terms.insert(term, at: index) }
    }

    /// Adds `factor × other` (constant and terms), appending symbols new to this row to `inserted`.
    ///
    /// Algebra: `self += factor·other`. Used for substitution: if this row holds `factor·s` and
    /// `s = other`, removing `s` and adding `factor·other` expresses this row without `s`.
    ///
    /// `scratch` is a buffer a merge of long rows may use and leave behind (its contents are
    /// not read), so that substituting into hundreds of rows allocates nothing per row.
    @inlinable
    mutating func add(constant otherConstant: Double, terms other: [Term], times factor: Double,
                      inserted: inout [Int32], scratch: inout [Term]) {
        constant += otherConstant * factor
        if other.count > 4 {
            mergeAdd(other, times: factor, inserted: &inserted, scratch: &scratch)
            return
        }
        for term in other where add(term.symbol, term.coefficient * factor) {
            inserted.append(term.symbol)
        }
    }

    /// Merge-based `self += factor·other` for long rows: one pass instead of repeated inserts.
    @usableFromInline
    mutating func mergeAdd(_ other: [Term], times factor: Double, inserted: inout [Int32]) {
        var scratch: [Term] = []
        mergeAdd(other, times: factor, inserted: &inserted, scratch: &scratch)
    }

    /// `mergeAdd` through `scratch`: the merge is written there, then copied back when the row's
    /// own buffer is large enough, or the two buffers are exchanged.
    @usableFromInline
    mutating func mergeAdd(_ other: [Term], times factor: Double, inserted: inout [Int32], scratch merged: inout [Term]) {
        if terms.count >= Self.spliceRowLength, other.count * Self.spliceRatio <= terms.count {
            spliceAdd(other, times: factor, inserted: &inserted, scratch: &merged)
            return
        }
        let n = terms.count, m = other.count
        // Written through pointers into a scratch buffer kept at least as long as the longest
        // result (its contents are never read), then copied back over the row's own terms:
        // appending term by term checked the buffer's uniqueness and capacity for each one,
        // and emptying both buffers went through the general `replaceSubrange` (together a
        // fifth of a merge on the stacks screen of ten labels).
        if merged.count < n + m { merged.append(contentsOf: repeatElement(Term(0, 0), count: n + m - merged.count)) }
        var k = 0
        terms.withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                merged.withUnsafeMutableBufferPointer { out in
                    var i = 0
                    var j = 0
                    while i < n || j < m {
                        if j == m || (i < n && a[i].symbol < b[j].symbol) {
                            out[k] = a[i]; k += 1; i += 1
                        } else if i == n || b[j].symbol < a[i].symbol {
                            let c = b[j].coefficient * factor
                            if c != 0 {
                                out[k] = Term(b[j].symbol, c); k += 1
                                inserted.append(b[j].symbol)
                            }
                            j += 1
                        } else {
                            let p = b[j].coefficient * factor
                            let c = a[i].coefficient + p
                            if !Self.cancels(c, a[i].coefficient, p) { out[k] = Term(a[i].symbol, c); k += 1 }
                            i += 1; j += 1
                        }
                    }
                }
            }
        }
        guard terms.capacity >= k else {
            merged.removeLast(merged.count - k)
            swap(&terms, &merged)
            return
        }
        let common = min(n, k)
        merged.withUnsafeBufferPointer { out in
            terms.withUnsafeMutableBufferPointer { t in
                for x in 0..<common { t[x] = out[x] }
            }
        }
        if k < n {
            terms.removeLast(n - k)
        } else if k > n {
            terms.append(contentsOf: merged[n..<k])
        }
    }

    /// Rows at least this long take `spliceAdd` for a definition of at most 1/`spliceRatio` of
    /// their length.
    @usableFromInline static let spliceRowLength = 256
    @usableFromInline static let spliceRatio = 16

    /// `mergeAdd` for a long row and a short `other`: each of `other`'s symbols is found by a
    /// binary search, a sum updated in place, and the row rebuilt only when a symbol comes or
    /// goes, by copying the runs between those places whole into `merged` and exchanging the
    /// buffers. The same sums as `mergeAdd`, in the same order.
    ///
    /// A pivot substitutes its row of a few terms into every row that holds the entering
    /// symbol; a row of 30,000 terms (a form of 10,000 rows built in shuffled order) was merged
    /// term by term for each, and copied back.
    @usableFromInline
    mutating func spliceAdd(_ other: [Term], times factor: Double, inserted: inout [Int32], scratch merged: inout [Term]) {
        // Each change as (position, term to insert, or a removal of the term at that position).
        var changes: [(position: Int, term: Term?)] = []
        for term in other {
            let i = search(term.symbol)
            if i >= 0 {
                let p = term.coefficient * factor
                let c = terms[i].coefficient + p
                if !Self.cancels(c, terms[i].coefficient, p) { terms[i].coefficient = c } else { changes.append((i, nil)) }
            } else {
                let c = term.coefficient * factor
                if c != 0 {
                    changes.append((-(i + 1), Term(term.symbol, c)))
                    inserted.append(term.symbol)
                }
            }
        }
        guard !changes.isEmpty else { return }
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(terms.count + changes.count)
        var cursor = 0
        for change in changes {
            merged.append(contentsOf: terms[cursor..<change.position])
            if let term = change.term {
                merged.append(term)
                cursor = change.position
            } else {
                cursor = change.position + 1
            }
        }
        merged.append(contentsOf: terms[cursor...])
        swap(&terms, &merged)
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @inlinable @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        return terms.remove(at: i).coefficient
    }

    /// Multiplies the constant and every coefficient by -1.
    ///
    /// Algebra: `0 = c + Σ aᵢxᵢ` ⇔ `0 = -c + Σ -aᵢxᵢ`. Used to make a new row's constant
    /// non-negative, so that a restricted subject with a negative coefficient starts feasible.
    @inlinable mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
        for i in shared.indices { shared[i].factor = -shared[i].factor }
    }

    /// Adds `factor × parts` to the shared parts, merging parts of the same node.
    ///
    /// Algebra: `shared += factor·parts`, the marker half of `self += factor·other`.
    @inlinable
    mutating func addShared(_ parts: [SharedPart], times factor: Double) {
        shared.add(parts, times: factor)
    }

    /// Rewrites `0 = c + a·s + Σ` (or `old = c + a·s + Σ`) as `s = -c/a - Σ/a (+ old/a)`.
    ///
    /// Algebra: for a row under construction, `0 = c + a·s + Σ bᵢxᵢ` gives
    /// `s = -c/a + Σ (-bᵢ/a)·xᵢ`. For a basic row `b = c + a·s + Σ`, the old basic symbol moves
    /// into the terms with coefficient `1/a`: `s = (b - c - Σ)/a`. The caller records `b`'s
    /// column entry; this returns the old basic symbol (or -1).
    @inlinable
    mutating func solve(for symbol: Int32) -> Int32 {
        let i = search(symbol)
        let a = terms[i].coefficient
        terms.remove(at: i)
        let factor = -1 / a
        constant *= factor
        // A scaled term is a product, never a cancellation: it stays however small it is (only
        // an underflow to 0 goes, noted in the same pass).
        var hasZero = false
        for k in terms.indices {
            terms[k].coefficient *= factor
            if terms[k].coefficient == 0 { hasZero = true }
        }
        for k in shared.indices { shared[k].factor *= factor }
        if hasZero { terms.removeAll { $0.coefficient == 0 } }
        let old = basic
        if old >= 0 { add(old, 1 / a) }
        basic = symbol
        return old
    }
}
