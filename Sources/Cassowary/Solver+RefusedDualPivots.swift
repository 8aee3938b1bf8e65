/// The dual simplex's refused pivot: an element below the dual ratio test's floor that would
/// repair an infeasible row more cheaply than the symbol the test chose, weighed as the
/// primal's refused pivots are (Solver+RefusedPivots.swift).
///
/// `dualEnteringSymbol` takes only elements above `relativePivotTolerance` of their row.
/// Products of small multipliers make real elements below that: in
/// `Fuzz/Regressions/solver/level-short-after-a-constant-change-0ca2c149` a constant change
/// left #10's slack row at −20.74; the row held #8's slack (an inequality at 999) at 2·10⁻⁸, a
/// chain of multipliers of 0.01, and its own error at 1. The error entered, and the level at
/// 250 read 20.74 where loosening #8, then #3 (at 999 too), by about 10⁹ makes it 0. In exact
/// arithmetic the ratio test must take the smallest rise of the objective, lexicographically,
/// over every positive element, or the reduced cost of the one passed over turns negative.
///
/// So when a refused element's symbol would raise the levels lexicographically less than the
/// chosen one (by more than `feasibilityTolerance` of a level), the repair is tried both
/// ways: the trial pivots on the refused element, rebuilds the tableau from the constraints
/// (`refactor()`), and finishes the repair; it is kept only if the repair succeeds, every
/// restricted row and required constraint holds, its levels are lexicographically lower than
/// the other way's, and its solution is well-conditioned (`solutionIsWellConditioned`). A row
/// the dual finds unrepairable is not tried: the conflict path stays as it was (tried there, a
/// build past the conditioning limit broke none of the required constraints it reports).
/// Layout rows hold their elements near 1 and never get here: `dualEnteringSymbol` notes in
/// its own walk whether a row holds an element this would weigh, and only then is it looked for.
///
/// A class, so that the dual loop's `RefusedDualTrial?` is a reference: as a struct holding a
/// solver, every repair zeroed and copied it although almost none ever holds one.
final class RefusedDualTrial {
    /// The solver after the trial's repair.
    var solver: Solver
    /// The repair's pivots, the refused one first.
    var journal: [(leaving: Int32, entering: Int32)]

    init(solver: Solver, journal: [(leaving: Int32, entering: Int32)]) {
        self.solver = solver
        self.journal = journal
    }
}

extension Solver {
    /// Refused dual pivots one repair may weigh inside one another (each copies the solver
    /// and rebuilds its tableau).
    static let refusedDualDepth = 3

    /// For the infeasible row `slot`, the refused element whose symbol raises the levels
    /// lexicographically least, if it raises them less than `chosen`; nil otherwise. Elements
    /// below `refusedElementFloor` of the row are not looked at. Asked only for a row whose
    /// ratio test saw an element in that range (`dualEnteringSymbol`).
    func refusedDualEntering(_ slot: Int32, than chosen: Int32) -> Int32? {
        let row = rowStore.rows[Int(slot)]
        let floor = Self.relativePivotTolerance * row.largestMagnitude
        let least = Self.refusedElementFloor * row.largestMagnitude
        let repair = abs(row.constant)
        func rises(_ s: Int32, _ a: Double) -> [Double] {
            objective.levels.map { max($0.coefficients[Int(s)], 0) / a * repair }
        }
        func lower(_ x: [Double], than y: [Double]) -> Bool {
            for k in x.indices {
                let allowance = Solver.feasibilityTolerance * max(1, abs(objective.levels[k].constant))
                if x[k] < y[k] - allowance { return true }
                if x[k] > y[k] + allowance { return false }
            }
            return false
        }
        var best: (symbol: Int32, rises: [Double])?
        var found: Int32?
        for term in row.terms where term.coefficient > least && term.coefficient <= floor {
            let kind = symbolTable.kinds[Int(term.symbol)]
            guard kind != .dummy, kind != .external else { continue }
            if best == nil { best = (chosen, rises(chosen, row.coefficient(of: chosen))) }
            let r = rises(term.symbol, term.coefficient)
            if let b = best, !lower(r, than: b.rises) { continue }
            best = (term.symbol, r)
            found = term.symbol
        }
        return found
    }

    /// The trial of `RefusedDualTrial` for row `slot`, repaired to the end; nil when no refused
    /// element beats `chosen`, the rebuild fails, or the repair does not succeed.
    mutating func refusedDualTrial(_ slot: Int32, than chosen: Int32,
                                   journal: [(leaving: Int32, entering: Int32)], budget: Int,
                                   depth: Int) -> RefusedDualTrial? {
        guard budget > 0, levelIndex(Self.probeLevel) == nil,
              let refused = refusedDualEntering(slot, than: chosen) else { return nil }
        var trial = self
        var trialJournal = journal
        trialJournal.append((rowStore.rows[Int(slot)].basic, refused))
        trial.pivot(slot, entering: refused)
        trial.noteEnteredBasis(refused)
        let refactors = trial.refactorCount
        do { try trial.refactor() } catch { return nil }
        guard trial.refactorCount > refactors else { return nil }
        var nested: RefusedDualTrial?
        do {
            let outcome = try trial.dualLoop(journal: &trialJournal, budget: budget - 1,
                                             trial: &nested, trials: depth - 1)
            if let nested, nested.solver.confirmsRefusedDualPivot(over: trial, outcome) {
                trial = nested.solver
                trialJournal = nested.journal
            } else if outcome != .repaired { return nil }
        } catch { return nil }
        return RefusedDualTrial(solver: trial, journal: trialJournal)
    }

    /// Whether this solver, a `RefusedDualTrial`'s, holds up beside `other`, whose repair ended
    /// with `outcome`: see `RefusedDualTrial`.
    mutating func confirmsRefusedDualPivot(over other: Solver, _ outcome: DualOutcome) -> Bool {
        guard outcome == .repaired, restrictedRowsHold(), requiredResidualViolation() == nil else { return false }
        for level in objective.levels where level.key != Self.probeLevel {
            guard let k = other.levelIndex(level.key) else { return false }
            let theirs = other.objective.levels[k].constant
            let allowance = Solver.feasibilityTolerance * max(1, abs(theirs))
            if level.constant < theirs - allowance { return solutionIsWellConditioned() }
            if level.constant > theirs + allowance { return false }
        }
        return false
    }
}
