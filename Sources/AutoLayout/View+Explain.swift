import Cassowary

extension LayoutConstraint {
    /// How far the constraint is from holding in the current layout (0 when it holds): |lhs − rhs|
    /// for an equality, the violated side only for an inequality. Nil when it is not active.
    public var currentViolation: Double? {
        guard let engine = container?.rootView.hostedEngine,
              let row = engine.loweredRow(of: self) else { return nil }
        var lhs = 0.0
        for t in row.terms { lhs += t.coefficient * engine.value(of: t.variable) }
        let residual = lhs - row.constant
        switch row.relation {
        case .equal: return abs(residual) < 1e-7 ? 0 : abs(residual)
        case .greaterThanOrEqual: return residual >= -1e-7 ? 0 : -residual
        case .lessThanOrEqual: return residual <= 1e-7 ? 0 : residual
        }
    }

    /// Whether the constraint is a required one that was broken to recover from a conflict.
    public var isBroken: Bool {
        container?.rootView.hostedEngine?.isBroken(self) ?? false
    }
}

extension View {
    /// What decides each edge of this view's frame: `constraintsAffectingLayout(for:)` made
    /// readable. Per axis, the constraints that involve the view itself come first, then those
    /// that reach it through other items; each shows its priority and, where it does not hold,
    /// by how much it is violated.
    public func explainLayout() -> String {
        rootView.layoutIfNeeded()
        let r = layoutRectInRoot
        var lines = ["\(displayName): frame \(frameInRoot) (alignment rect \(r))"]
        let ambiguous = ambiguousAttributes
        if !ambiguous.isEmpty {
            lines.append("  ambiguous: " + ambiguous.map { "\(displayName).\(Self.engineName($0))" }.joined(separator: ", "))
        }
        for axis in LayoutAxis.allCases {
            let all = constraintsAffectingLayout(for: axis)
            let direct = all.filter { $0.involves(self) || $0.involves(layoutMarginsGuideIfMade) }
            let indirect = all.filter { c in !direct.contains { $0 === c } }
            lines.append("  \(axis) (\(axis == .horizontal ? "x, width" : "y, height")): \(direct.count) direct, \(indirect.count) through other items")
            for c in direct { lines.append("    " + explain(c)) }
            for c in indirect { lines.append("    via " + explain(c)) }
        }
        return lines.joined(separator: "\n")
    }

    var layoutMarginsGuideIfMade: LayoutItem { marginsGuideStorage ?? self }

    func explain(_ c: LayoutConstraint) -> String {
        var text = c.equationDescription
        if let id = c.identifier { text = "'\(id)' " + text }
        if c.priority.isRequired && !c.origin.isImplicit { text += "  [required]" }
        switch c.origin {
        case .document(let file, let line, _): text += "  (\(file.isEmpty ? "line" : file + ":")\(line))"
        case .code(let file, let line): text += "  (\(file):\(line))"
        case .interfaceBuilder(let id): text += "  (Interface Builder \(id))"
        case .contentHugging, .compressionResistance: text += "  (content size)"
        case .guide: text += "  (system guide)"
        case .container(let name): text += "  (\(name))"
        case .autoresizingMask: text += "  (autoresizing mask)"
        case .user: break
        }
        if c.isBroken { text += "  BROKEN" }
        if let v = c.currentViolation, v > 0 { text += "  unsatisfied by \(formatNumber(v))" }
        return text
    }
}
