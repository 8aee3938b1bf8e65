/// Iterative refinement: the rows' constants corrected by the constraints' own residuals.
///
/// A refactoring rebuilds the rows from the constraints, but solving them for the basis
/// rounds, and with multipliers such as 0.01 and 2.5 chained through a basis the rounding of
/// the largest values reaches the smallest constraints: on the ratios shape at 250 variables
/// (docs/solver.md, seeds 50022 and 50024) slacks stood at 10⁸ to 4·10¹⁰, and required
/// constraints whose own terms are about 1 came out 10⁻⁶ to 10⁻⁵ off, rebuilt or not. That is
/// small beside the solution (10⁻¹⁶ of it), so the elimination is stable as a whole, but not
/// for each constraint on its own scale, which is what the residual check and the LP oracle
/// hold it to; and a required constraint added then read as unsatisfiable and was broken.
///
/// The textbook cure is a step of iterative refinement (one step in working precision makes
/// Gaussian elimination stable constraint by constraint, Skeel 1980): compute each
/// constraint's residual `r` at the solution, in double precision on its own terms, and
/// solve the same basis for the correction. The tableau already holds that solve: changing a
/// constraint's constant by `δ` moves every row by `δ` times its marker's column
/// (`shiftMarker`, as a constant change does), so shifting each marker by its residual
/// corrects every row at once, at the cost of one pass over the constraints and their marker
/// columns. The solution moves by the correction, which the dual simplex repairs where it
/// makes a row infeasible.
///
/// It runs only where the check fails: when a required constraint is still off after the
/// tableau was rebuilt (`reoptimize`, at most `refinementLimit` steps), and before an added
/// required constraint is found unsatisfiable in a tableau that has pivoted ill-conditioned
/// (`holdsAtSolution`). Layout rows never get there, and pay nothing.
extension Solver {
    /// Refinement steps a re-optimisation takes before a required constraint still off is
    /// reported as an internal failure.
    static let refinementLimit = 3

    /// One step of iterative refinement (see the type's note): each constraint with a row of
    /// its own has its residual at the solution, in its original row (marker and errors
    /// included), taken out by shifting its marker. Returns whether any residual was nonzero.
    mutating func refineResiduals() -> Bool {
        let value = pointValues(probe: false)
        var shifts: [(marker: Int32, shift: Double)] = []
        for slot in constraintTable.records.indices where hasOwnRow(slot) {
            let marker = constraintTable.records[slot].marker
            guard marker >= 0 else { continue }
            let row = originalRow(ofRecord: slot)
            var residual = row.constant
            for term in row.terms { residual += term.coefficient * value[Int(term.symbol)] }
            // The rows hold with the constant moved by the residual; moving it back by the
            // same amount is a shift of the marker by −residual over its coefficient.
            if residual != 0, residual.isFinite {
                shifts.append((marker, -residual / Double(constraintTable.records[slot].markerSign)))
            }
        }
        for (marker, shift) in shifts { shiftMarker(marker, by: shift) }
        return !shifts.isEmpty
    }
}
