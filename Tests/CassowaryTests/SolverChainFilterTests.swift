import Testing
@testable import Cassowary
import SeededRandom

/// What the small-cost chain filter reads of a pivot before taking it (`chainMayGain`,
/// Solver+SmallCostChains.swift): the rows as `walkRowsAfterPivot` predicts them.
@Suite struct SolverChainFilterTests {
    /// A banded random system like the local shape of `Benchmarks/shapes.py`: `2n` constraints
    /// of one to three variables within eight of each other, coefficients of quarters up to
    /// ±5, about a third required and feasible at a hidden point, the others at priorities
    /// 250 to 999.
    static func localSystem(_ solver: inout Solver, variables n: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let vs = (0..<n).map { solver.makeVariable("v\($0)") }
        let hidden = (0..<n).map { _ in Double(Int.random(in: 0...1000, using: &random)) }
        let priorities: [Double] = [250, 251, 500, 749, 750, 999]
        for _ in 0..<(2 * n) {
            let start = Int.random(in: 0..<n, using: &random)
            let picked = Array(start..<min(n, start + 8)).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
            var expression = LinearExpression(constant: 0)
            var atHidden = 0.0
            for v in picked {
                let c = Double(Int.random(in: 1...20, using: &random)) / 4 * (Bool.random(using: &random) ? 1 : -1)
                expression = expression + c * vs[v]
                atHidden += c * hidden[v]
            }
            let offset = Double(Int.random(in: 0...100, using: &random))
            let priority = priorities[Int.random(in: 0..<priorities.count, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: try solver.add(expression <= atHidden + offset)
            case 1: try solver.add((expression == atHidden - offset).priority(priority))
            case 2: try solver.add((expression >= atHidden + offset).priority(priority))
            default: try solver.add((expression <= atHidden - offset).priority(priority))
            }
        }
    }

    /// For every restricted row and each of its non-basic terms taken as the entering symbol,
    /// and each symbol of that row (its basic one included) taken as `x`: the rows
    /// `walkRowsAfterPivot` predicts are the rows the pivot itself leaves, in constant and
    /// coefficient of `x`, and its bound on each row's largest coefficient holds. Two
    /// computations of the same algebra, the pivot's substitution and the walk's formula.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func predictedRowsAreThePivotsRows(seed: UInt64) throws {
        var solver = Solver()
        try Self.localSystem(&solver, variables: 30, seed: seed)
        var checked = 0
        for r in solver.rowStore.rows.indices {
            let row = solver.rowStore.rows[r]
            guard row.basic >= 0, row.shared.isEmpty,
                  solver.symbolTable.kinds[Int(row.basic)] != .external else { continue }
            for entering in row.terms.prefix(2) where solver.symbolTable.kinds[Int(entering.symbol)] != .dummy {
                for x in [Term(row.basic, -1)] + row.terms where x.symbol != entering.symbol {
                    try expectPrediction(of: solver, row: Int32(r), entering: entering.symbol, x: x)
                    checked += 1
                }
            }
        }
        #expect(checked > 50, "only \(checked) pivots checked")
    }

    func expectPrediction(of solver: Solver, row slot: Int32, entering: Int32, x: Term) throws {
        var walked = solver
        var predicted: [Int32: (constant: Double, a: Double, largest: Double)] = [:]
        walked.walkRowsAfterPivot(x.symbol, beta: x.coefficient, entering: entering, row: slot, sized: true) {
            basic, _, constant, a, largest in predicted[basic] = (constant, a, largest)
        }
        var pivoted = solver
        pivoted.pivot(slot, entering: entering)
        for row in pivoted.rowStore.rows where row.basic >= 0 && pivoted.symbolTable.kinds[Int(row.basic)] != .external {
            let a = row.coefficient(of: x.symbol)
            guard let p = predicted[row.basic] else {
                #expect(a == 0, "row of \(row.basic) holds \(a) of \(x.symbol) after the pivot, not predicted")
                continue
            }
            let scale = max(1, row.largestMagnitude)
            #expect(abs(p.a - a) <= 1e-9 * scale, "row of \(row.basic): coefficient \(p.a) predicted, \(a) after the pivot")
            #expect(abs(p.constant - row.constant) <= 1e-9 * max(1, abs(row.constant)),
                    "row of \(row.basic): constant \(p.constant) predicted, \(row.constant) after the pivot")
            #expect(p.largest >= row.largestMagnitude * (1 - 1e-12),
                    "row of \(row.basic): largest bounded by \(p.largest), is \(row.largestMagnitude)")
        }
    }
}
