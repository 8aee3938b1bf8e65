/// A removal's marker passed over in restricted rows (`markerLeavingRow`) where it is real.
extension Solver {
    /// Among the restricted rows whose marker terms `markerLeavingRow` passed over, the one the
    /// marker should enter instead of the unrestricted row where it stands at `element`,
    /// chosen by the same ratios. Entering the unrestricted row makes its variable a
    /// parameter, and such a row holds it at the quotient of its term by that element:
    /// dropped, the row no longer says what its constraint does; kept, it leaves the augmented
    /// form. Pivoting there reaches the basis the unrestricted pivot and then the parameter's
    /// own ratio test would (0.0025 of v5 in a slack's row of scale 0.25, its marker term
    /// 2·10⁻⁸ beside 8·10⁻⁶ in v5's row: products of small multipliers). So a row stands for
    /// it where that ratio test would take the quotient (`leavingRow`): above
    /// `relativePivotTolerance` of the row's scale, or above `pivotTolerance` and at least
    /// `columnPivotShare` of the largest quotient. The second clause is what partial pivoting
    /// asks (growth bounded by the column); without it 10⁻⁴ of v4 (0.01·0.01) in an error
    /// row of scale 5,041 was dropped, v4 stayed a parameter at 0, and the level at 1 read
    /// 226,675 where 0 is optimal (`Fuzz/Regressions/solver/removal-keeps-a-parameter-in-an-error-row`).
    func restrictedRowStandingFor(_ element: Double, among passedOver: [(slot: Int32, a: Double)]) -> Int32? {
        var choice = MarkerRatioChoice()
        let columnLargest = passedOver.reduce(0.0) { max($0, abs($1.a / element)) }
        for (slot, a) in passedOver {
            let row = rowStore.rows[Int(slot)]
            let q = abs(a / element)
            guard q > Self.relativePivotTolerance * max(1, row.largestMagnitude)
                    || (q > Solver.pivotTolerance && q >= Self.columnPivotShare * columnLargest) else { continue }
            choice.consider(slot, row, a)
        }
        return choice.slot
    }
}

/// The restricted row a removal's marker enters, by the ratios of `markerLeavingRow`.
///
/// A row where the marker's coefficient is negative, with the smallest `-constant/a`, keeps
/// every restricted row feasible; failing that, the smallest `constant/a`. Ties go as
/// `Solver.isBetter` says. Both the marker's own rows and the rows it passed over choose so.
struct MarkerRatioChoice {
    private var first: (slot: Int32, ratio: Double, basic: Int32, a: Double)?
    private var second: (slot: Int32, ratio: Double, basic: Int32, a: Double)?

    /// Weighs `row` (at `slot`), where the marker stands at `a`.
    mutating func consider(_ slot: Int32, _ row: Row, _ a: Double) {
        if a < 0 {
            let ratio = -row.constant / a
            if first.map({ Solver.isBetter(ratio, row.basic, a, than: $0.ratio, $0.basic, $0.a) }) ?? true {
                first = (slot, ratio, row.basic, a)
            }
        } else {
            let ratio = row.constant / a
            if second.map({ Solver.isBetter(ratio, row.basic, a, than: $0.ratio, $0.basic, $0.a) }) ?? true {
                second = (slot, ratio, row.basic, a)
            }
        }
    }

    /// The chosen row, nil when none was weighed.
    var slot: Int32? { first?.slot ?? second?.slot }
}
