import Testing
@testable import Cassowary
import SeededRandom

/// `row += factor·other` gives the same row whether it merges term by term (`mergeAdd`'s loop)
/// or splices a short definition into a long row (`spliceAdd`): sums, dropped cancellations,
/// inserted symbols and their order.
@Suite struct RowMergeTests {
    /// Hand cases on a row of 300 terms (symbols 0, 2, 4, … 598, coefficient 1 each, so the
    /// long row takes the splice): the definition's terms, the factor, and what must change.
    @Test(arguments: [
        // New symbols before the first term, between two terms and after the last.
        ([(-1, 1.0), (3, 2.0), (601, -1.0)], 1.0, [(-1, 1.0), (3, 2.0), (601, -1.0)], [], [-1, 3, 601]),
        // A sum in place, and a term that cancels (1 + (-0.5)·2 = 0) and goes.
        ([(10, 1.0), (20, 2.0)], -0.5, [(10, 0.5)], [20], []),
        // A cancellation right before an insertion at the place after it.
        ([(20, -1.0), (21, 4.0)], 1.0, [(21, 4.0)], [20], [21]),
        // Two insertions at one place (before the first term), in symbol order.
        ([(-2, 1.0), (-1, 1.0)], 3.0, [(-2, 3.0), (-1, 3.0)], [], [-2, -1]),
        // A small product is a real term and is inserted: 2⁻²³·2⁻²⁰ = 2⁻⁴³ (1.1·10⁻¹³; the
        // floor on terms is relative to the terms summed, not absolute).
        ([(9, 0x1p-23), (10, 1.0)], 0x1p-20, [(9, 0x1p-43), (10, 1 + 0x1p-20)], [], [9]),
        // A sum within 10⁻¹² of the terms that made it is what a cancellation left and goes:
        // 1 + (−1 − 10⁻¹³) leaves 10⁻¹³ of 1.
        ([(10, -1.0 - 1e-13)], 1.0, [], [10], []),
        // A sum further from zero than that stays: 1 + (−1 + 2⁻²⁶) leaves 2⁻²⁶ (1.5·10⁻⁸).
        ([(12, -1.0 + 0x1p-26)], 1.0, [(12, 0x1p-26)], [], []),
    ] as [([(Int32, Double)], Double, [(Int32, Double)], [Int32], [Int32])])
    func spliceIntoLongRow(definition: [(Int32, Double)], factor: Double, changed: [(Int32, Double)],
                           removed: [Int32], inserted expectedInserted: [Int32]) {
        var row = Row(constant: 0, terms: (0..<300).map { Term(Int32(2 * $0), 1) })
        var expected: [Int32: Double] = [:]
        for term in row.terms { expected[term.symbol] = term.coefficient }
        for (s, c) in changed { expected[s] = c }
        for s in removed { expected[s] = nil }
        var inserted: [Int32] = []
        var scratch: [Term] = []
        row.mergeAdd(definition.map { Term($0.0, $0.1) }, times: factor, inserted: &inserted, scratch: &scratch)
        #expect(row.terms.map(\.symbol) == expected.keys.sorted())
        #expect(row.terms.allSatisfy { expected[$0.symbol] == $0.coefficient })
        #expect(inserted == expectedInserted)
    }

    /// Random long rows and short definitions (quarter-step coefficients, so that sums cancel
    /// exactly): both ways give the row a dictionary of sums gives, symbol for symbol.
    @Test(arguments: 0..<20)
    func spliceAgreesWithSums(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let length = Int.random(in: 256...2000, using: &random)
        let symbols: [Int] = Array((0..<4 * length).shuffled(using: &random).prefix(length)).sorted()
        var terms: [Term] = []
        for s in symbols { terms.append(Term(Int32(s), Double(Int.random(in: 1...8, using: &random)) / 4)) }
        // Near the row's symbols (on one, or one beside it), so that sums, cancellations and
        // insertions all happen.
        var picked = Set<Int32>()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let near = Int(terms[Int.random(in: 0..<terms.count, using: &random)].symbol) + Int.random(in: -1...1, using: &random)
            if near >= 0 { picked.insert(Int32(near)) }
        }
        var definition: [Term] = []
        for s in picked.sorted() { definition.append(Term(s, Double(Int.random(in: -8...8, using: &random)) / 4 + 0.25)) }
        let factors: [Double] = [1, -1, 0.5, -4]
        let factor = factors[Int.random(in: 0..<factors.count, using: &random)]
        var sums: [Int32: Double] = [:]
        for term in terms { sums[term.symbol] = term.coefficient }
        var expectedInserted: [Int32] = []
        for term in definition {
            if let old = sums[term.symbol] {
                let sum = old + term.coefficient * factor
                sums[term.symbol] = Row.cancels(sum, old, term.coefficient * factor) ? nil : sum
            } else if term.coefficient * factor != 0 {
                sums[term.symbol] = term.coefficient * factor
                expectedInserted.append(term.symbol)
            }
        }
        var row = Row(constant: 1, terms: terms)
        var inserted: [Int32] = []
        var scratch: [Term] = []
        row.mergeAdd(definition, times: factor, inserted: &inserted, scratch: &scratch)
        #expect(row.terms.map(\.symbol) == sums.keys.sorted())
        #expect(row.terms.allSatisfy { sums[$0.symbol] == $0.coefficient })
        #expect(inserted == expectedInserted)
    }
}
