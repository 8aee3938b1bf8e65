/// Ambiguity: variables that can move without changing the objective at any level.
///
/// The optimal face is the set of solutions whose error is optimal at every level. A variable
/// is ambiguous when it takes more than one value on that face. Two cheap tableau tests settle
/// most variables:
/// 1. A non-basic (parametric) unrestricted variable is free, and so is a basic one whose row
///    holds a parametric unrestricted variable: augmented simplex form keeps those out of every
///    restricted row and objective, so moving them changes nothing else.
/// 2. A basic variable whose row holds only symbols with a non-zero (hence, at the optimum,
///    lexicographically positive) objective vector is fixed: those symbols are 0 on the face.
/// The rest hold a symbol with a zero objective vector, which may or may not be able to move
/// (a degenerate vertex blocks it). For them `valueRange(of:)` minimises and maximises the
/// variable at a probe level below every priority, on a copy, which cannot disturb the levels
/// above it.
extension Solver {
    /// Two values closer than this on the optimal face count as one.
    static let ambiguityTolerance = 1e-6

    /// Variables the constraints leave free at the optimum, in creation order.
    ///
    /// `among` limits the check (for example to one view's variables); by default every
    /// variable is checked. The solver itself is not changed.
    public func ambiguousVariables(among variables: [Variable]? = nil) -> [Variable] {
        var probe: Solver?
        var result: [Variable] = []
        for variable in (variables ?? (0..<variableSymbol.count).map { Variable(index: Int32($0)) }).sorted()
        where isKnown(variable) {
            switch tableauAmbiguity(of: variable) {
            case .free: result.append(variable)
            case .fixed: break
            case .undecided:
                var copy = probe ?? self
                let range = copy.valueRange(of: variable)
                probe = copy
                if let low = range.min, let high = range.max, high - low <= Self.ambiguityTolerance { continue }
                result.append(variable)
            }
        }
        return result
    }

    enum TableauAmbiguity { case free, fixed, undecided }

    func tableauAmbiguity(of variable: Variable) -> TableauAmbiguity {
        let s = variableSymbol[Int(variable.index)]
        let r = rowOf[Int(s)]
        guard r >= 0 else { return .free }
        var undecided = false
        for term in expandedRow(of: s).terms {
            let t = Int(term.symbol)
            switch kinds[t] {
            case .external: return .free
            case .dummy: continue
            case .slack, .error:
                if levels.allSatisfy({ $0.coefficients[t] == 0 }) { undecided = true }
            }
        }
        return undecided ? .undecided : .fixed
    }

    /// The smallest and largest values `variable` takes on the optimal face; nil is unbounded.
    ///
    /// This moves the solver to the vertices it probes (every level stays optimal), so call
    /// it on a copy when the current values matter.
    public mutating func valueRange(of variable: Variable) -> (min: Double?, max: Double?) {
        guard isKnown(variable) else { return (nil, nil) }
        do {
            try installAllParkedBounds()
        } catch {
            lateError = error
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

    /// Minimises `direction × variable` at the probe level; nil when it is unbounded.
    mutating func extremum(of variable: Variable, direction: Double) -> Double? {
        let s = variableSymbol[Int(variable.index)]
        let l = ensureLevel(Self.probeLevel)
        objectiveAdd(l, s, direction)
        probeUnbounded = false
        defer {
            if let p = levelIndex(Self.probeLevel) { levels.remove(at: p) }
            for c in candidates { isCandidate[Int(c)] = false }
            candidates.removeAll()
        }
        guard (try? optimize()) != nil, !probeUnbounded else { return nil }
        refreshValues()
        return direction * value(of: variable)
    }
}
