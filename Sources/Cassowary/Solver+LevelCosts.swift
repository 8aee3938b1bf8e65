/// The drift of the objective's reduced costs, which decide the lexicographic order.
///
/// Each level is the sum of its errors, and the simplex keeps it in step with the rows by the
/// same substitutions. Both round, and a pivot on an element that is a small share of its row
/// multiplies what they disagree by the row's largest coefficient over the element. The
/// decisions that rest on a level are absolute, though: a reduced cost above
/// `optimalityTolerance` (10⁻⁷) blocks every level below it. `tableauDrift()` weighs a level
/// against its value, whose terms reach 10⁵ on systems with such constants, and is blind to
/// coefficients 10⁻⁵ off: in the ratios shape's seed 34095 a pivot on 0.0065 in a row of
/// 2,435 (2.7·10⁻⁶ of it) left the level at 750 holding 1.3·10⁻⁵ where its errors' rows held
/// 0, and a slack with a reduced cost of −2.8 at 749 read as blocked at 750.
///
/// So a pivot on an element below `levelCostPivotShare` of its row makes the levels due for
/// a check at the end of the re-optimisation, and the periodic drift check makes it too: a
/// level coefficient more than `levelCostTolerance` from its errors' rows rebuilds the tableau
/// from the constraints (`refactor()`). Layout rows pivot on elements of their own size and
/// pay only the periodic check.
extension Solver {
    /// A pivot element below this share of its row's largest coefficient makes the levels'
    /// reduced costs due for a check.
    static let levelCostPivotShare = 1e-4

    /// How far a level's coefficient may stand from the sum of its errors' rows: a tenth of
    /// the tolerance that decides whether it blocks the levels below.
    static let levelCostTolerance = 0.1 * optimalityTolerance

    /// The largest difference between a level's coefficient and the sum, through the rows, of
    /// the errors registered at that level (markers aside: levels track none).
    func levelCostDrift() -> Double {
        var worst = 0.0
        var expected = [Double](repeating: 0, count: symbolCount)
        for level in objective.levels where level.key != Self.probeLevel {
            for s in expected.indices { expected[s] = 0 }
            _ = sumErrorRows(atLevel: level.key, into: &expected)
            for s in expected.indices where symbolTable.kinds[s] != .dummy {
                worst = max(worst, abs(expected[s] - level.coefficients[s]))
            }
        }
        return worst
    }

    /// Adds, into `coefficients`, the rows of the errors registered at level `key` (a non-basic
    /// error stands for itself) and returns the sum of their constants: what the level should
    /// read, which the simplex keeps it equal to by the same substitutions.
    func sumErrorRows(atLevel key: Double, into coefficients: inout [Double]) -> Double {
        var constant = 0.0
        for record in constraintTable.records where record.state != .removed && record.levelKey == key {
            for e in record.errors {
                let r = symbolTable.rowOf[Int(e)]
                guard r >= 0 else {
                    coefficients[Int(e)] += 1
                    continue
                }
                constant += rowStore.rows[Int(r)].constant
                for term in rowStore.rows[Int(r)].terms { coefficients[Int(term.symbol)] += term.coefficient }
            }
        }
        return constant
    }

    /// The reduced cost of non-dummy `s` at level `key` as its errors' rows give it (a
    /// non-basic error stands for itself): what `sumErrorRows` would put at `s`, without the
    /// drift the level's own coefficient may carry (up to `levelCostTolerance`, unchecked).
    /// A step multiplies that drift: `harmsLevelAbove` weighs the cost so.
    func errorRowsCost(of s: Int32, atLevel key: Double) -> Double {
        var cost = 0.0
        for record in constraintTable.records where record.state != .removed && record.levelKey == key {
            for e in record.errors {
                let r = symbolTable.rowOf[Int(e)]
                if r >= 0 {
                    cost += rowStore.rows[Int(r)].coefficient(of: s)
                } else if e == s {
                    cost += 1
                }
            }
        }
        return cost
    }
}
