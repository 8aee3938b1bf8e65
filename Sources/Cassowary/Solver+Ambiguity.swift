/// Ambiguity: variables that can move without changing the objective at any level.
///
/// The optimal face is the set of solutions whose error is optimal at every level. A variable
/// is ambiguous when it takes more than one value on that face. At the optimum every
/// non-basic symbol with a non-zero (hence lexicographically positive) objective vector is 0 on
/// the face, and so is every dummy; what can move are the non-basic unrestricted variables
/// (freely: augmented simplex form keeps them out of every restricted row and objective) and
/// the non-basic slack and error symbols whose objective vector is zero (as far as the
/// restricted rows let them). A basic variable's row, expanded into non-basic symbols, says
/// how it moves with them:
/// 1. it is *free* when that row holds a non-basic unrestricted variable;
/// 2. it is *fixed* when the row holds no symbol that can move;
/// 3. otherwise it is *undecided*: a degenerate vertex may block every zero-cost symbol it
///    holds. `valueRange(of:)` then minimises and maximises it at a probe level below every
///    priority, on a copy, which cannot disturb the levels above.
///
/// All variables are classified at once, without expanding any row (`ambiguityVerdicts()`):
/// each non-basic symbol that can move gets a pseudo-random weight, and every basic variable's
/// derivative along those weights is evaluated through the unexpanded rows in rank order, as
/// values are (Solver+Chains.swift). The derivative is zero exactly when the expanded row holds
/// none of the weighted symbols, barring a cancellation of random weights (probability about
/// 1e-9 per variable); weights are a hash of the symbol, so the answer is the same on every
/// run. One pass costs O(terms), where expanding every view's row cost O(views × chain length).
extension Solver {
    /// Two values closer than this on the optimal face count as one.
    static let ambiguityTolerance = 1e-6

    /// Variables the constraints leave free at the optimum, in creation order.
    ///
    /// `among` limits the answer (for example to one view's variables); by default every
    /// variable is checked. One call classifies every variable in time linear in the tableau,
    /// then probes the undecided ones it was asked about. The solver itself is not changed.
    public func ambiguousVariables(among variables: [Variable]? = nil) -> [Variable] {
        let verdicts = ambiguityVerdicts()
        var probe: Solver?
        var result: [Variable] = []
        for variable in (variables ?? (0..<variableTable.symbol.count).map { Variable(index: Int32($0)) }).sorted()
        where isKnown(variable) {
            switch verdicts[Int(variable.index)] {
            case .free: result.append(variable)
            case .fixed: break
            case .undecided:
                var copy = probe ?? self
                let range = copy.probedRange(of: variable)
                probe = copy
                if let low = range.min, let high = range.max, high - low <= Self.ambiguityTolerance { continue }
                result.append(variable)
            }
        }
        return result
    }

    enum TableauAmbiguity { case free, fixed, undecided }

    /// One variable's verdict from its expanded row (for a single query; `ambiguityVerdicts()`
    /// classifies all of them without expanding).
    func tableauAmbiguity(of variable: Variable) -> TableauAmbiguity {
        let s = variableTable.symbol[Int(variable.index)]
        let r = symbolTable.rowOf[Int(s)]
        guard r >= 0 else { return .free }
        var undecided = false
        for term in expandedRow(of: s).terms {
            let t = Int(term.symbol)
            switch symbolTable.kinds[t] {
            case .external: return .free
            case .dummy: continue
            case .slack, .error:
                if hasZeroCost(term.symbol) { undecided = true }
            }
        }
        return undecided ? .undecided : .fixed
    }

    /// Whether `s`'s objective coefficient is exactly zero at every level.
    @inline(__always)
    func hasZeroCost(_ s: Int32) -> Bool {
        let si = Int(s)
        for level in objective.levels where level.coefficients[si] != 0 { return false }
        return true
    }

    /// The smallest and largest values `variable` takes on the optimal face; nil is unbounded.
    ///
    /// This moves the solver to the vertices it probes (every level stays optimal), so call
    /// it on a copy when the current values matter.
    public mutating func valueRange(of variable: Variable) -> (min: Double?, max: Double?) {
        defer { assertPartsHold() }
        revision &+= 1
        guard isKnown(variable) else { return (nil, nil) }
        do {
            try installAllParkedBounds()
        } catch {
            parking.lateError = error
        }
        switch tableauAmbiguity(of: variable) {
        case .fixed:
            refreshValues()
            let v = value(of: variable)
            return (v, v)
        case .free:
            return (nil, nil)
        case .undecided:
            return (extremum(of: variable, direction: 1), extremum(of: variable, direction: -1).map { -$0 })
        }
    }

    /// The range of an undecided variable, by minimising and maximising it.
    mutating func probedRange(of variable: Variable) -> (min: Double?, max: Double?) {
        do {
            try installAllParkedBounds()
        } catch {
            parking.lateError = error
        }
        return (extremum(of: variable, direction: 1), extremum(of: variable, direction: -1).map { -$0 })
    }

    /// Minimises `direction × variable` at the probe level; nil when it is unbounded.
    mutating func extremum(of variable: Variable, direction: Double) -> Double? {
        let s = variableTable.symbol[Int(variable.index)]
        let l = ensureLevel(Self.probeLevel)
        objectiveAdd(l, s, direction)
        objective.probeUnbounded = false
        defer {
            if let p = levelIndex(Self.probeLevel) { objective.levels.remove(at: p) }
            for c in objective.candidates { objective.isCandidate[Int(c)] = false }
            objective.candidates.removeAll()
        }
        guard (try? optimize()) != nil, !objective.probeUnbounded else { return nil }
        refreshValues()
        return direction * value(of: variable)
    }
}
