/// An expanded row's unrestricted subject kept as a reference by the rows that held it.
///
/// A row that takes no subject without expansion (every unrestricted variable in it is held
/// by rows it refers to, through a cycle) is expanded into non-basic symbols and solved for an
/// unrestricted variable `x`, as in the classic algorithm, which then substitutes `x`'s row
/// into every row that holds `x`. The expanded row is as long as the chains it walked, and the
/// unrestricted rows that held `x` (a view's other edges, placed from it) each received all of
/// it: a form whose constraints arrive shuffled grew 536,000 of its 545,000 terms at 1,000 rows
/// this way, from 251 such rows substituted into 2,032 others.
///
/// An unrestricted row need not be expanded (Solver+Chains.swift): it may refer to `x` once
/// `x` is basic, when it ranks above `x`. `x`'s new row holds no basic variable, so it ranks
/// above every row and refers to none: no cycle can form. The unrestricted holders, with every
/// row that refers to them (`referenceClosure`, under the conditions of held subjects: unit
/// coefficients, at most `rerankLimit` rows in all), are re-ranked above it and keep their
/// term in `x`; the restricted rows, the objective (which must be in non-basic symbols) and
/// the holders that do not qualify receive `x`'s row. The values are the same as after the
/// substitution. Only for subjects whose coefficient in the row is ±1, as for held subjects:
/// with any coefficient, one of the fuzz regressions past the conditioning limit (rows 5·10⁻⁸
/// apart) failed at its build instead of at its sixth removal. Taking the holders one by one
/// rather than all or none mattered: at 1,000 rows of the shuffled form, 14 subjects whose
/// holders failed together still put 105,000 terms into 204 rows.
extension Solver {
    /// Substitutes unrestricted `x`, just made basic in row `slot` (a row in non-basic symbols,
    /// ranked above every other), out of the rows that must not refer to it, and lets the
    /// unrestricted rows that hold it keep it as a reference when they can be ranked above it.
    mutating func substituteOutKeepingReferences(_ x: Int32, definedBy slot: Int32) {
        if rowStore.rows[Int(slot)].terms.count <= Self.shortDefinitionLength {
            substituteOut(x, definedBy: slot)
            return
        }
        let holders = rowsContaining(x).filter {
            $0 != slot && symbolTable.kinds[Int(rowStore.rows[Int($0)].basic)] == .external
        }
        var kept: [Int32] = []
        var closure: [Int32] = []
        for holder in holders where closure.count < Self.rerankLimit {
            guard let more = referenceClosure(of: [holder], via: x, besides: slot, row: rowStore.rows[Int(slot)],
                                              limit: Self.rerankLimit - closure.count) else { continue }
            kept.append(holder)
            for s in more where !closure.contains(s) { closure.append(s) }
        }
        substituteOut(x, definedBy: slot, keeping: kept)
        if !closure.isEmpty { rerank(closure) }
    }

    /// A definition this short (a content size's row, `height = 30 - s + e`) goes into every
    /// holder as in the classic algorithm: each holder grows by a term at most, and looking
    /// for the rows to re-rank cost more than that. On the rows screen each field's height,
    /// held by the chain row below it, walked 256 rows down the chain before giving up; the
    /// build at 1,000 rows took 16-26 ms with the walks and 5-12 ms without.
    static let shortDefinitionLength = 2
}
