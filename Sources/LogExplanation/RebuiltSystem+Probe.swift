import AutoLayout

/// `first − multiplier × second`, the quantity a constraint sets: a size, a distance, a ratio's
/// remainder. `second` is nil for a size or position alone.
struct Quantity {
    var first: (LayoutItem, LayoutAttribute)
    var second: (LayoutItem, LayoutAttribute)?
    var multiplier: Double = 1
}

extension RebuiltSystem {
    /// Beyond any layout a screen has; a probe that reaches half of it is unbounded.
    static let far = 1e6

    /// The value of `attribute` of `item` in the current layout (left to right).
    static func value(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
        let r = item.layoutRectInRoot
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        default: return r.maxY
        }
    }

    func value(of q: Quantity) -> Double {
        var v = Self.value(q.first.0, q.first.1)
        if let s = q.second { v -= q.multiplier * Self.value(s.0, s.1) }
        return v
    }

    /// The least and greatest values the active constraints allow `q` (nil where unbounded),
    /// found by pulling it far each way at priority 1, below anything a log can hold.
    func range(of q: Quantity) -> (min: Double?, max: Double?) {
        guard let probe = try? LayoutConstraint(item: q.first.0, attribute: q.first.1, relatedBy: .equal,
                                                toItem: q.second?.0, attribute: q.second?.1 ?? .notAnAttribute,
                                                multiplier: q.second == nil ? 1 : q.multiplier, constant: Self.far) else {
            return (nil, nil)
        }
        try? probe.setPriority(1)
        probe.isActive = true
        defer { probe.isActive = false }
        root.layoutIfNeeded()
        let high = value(of: q)
        probe.constant = -Self.far
        root.layoutIfNeeded()
        let low = value(of: q)
        return (low < -Self.far / 2 ? nil : low, high > Self.far / 2 ? nil : high)
    }

    /// One constant's share in a bound: the constraint it belongs to, the constant, and the
    /// derivative of the bound with respect to it.
    struct Contribution {
        var label: String
        var line: Int
        var constant: Double
        var derivative: Double
        /// A size or position given by a constant alone (`width == 0`): shown even when 0.
        var isValue: Bool
    }

    /// How each constant (the log's, and the margins assumed for it) enters `q` at its bound
    /// (`toMaximum` or the minimum): the derivative of the bound with respect to the constant,
    /// by a small change re-solved. The bound is the sum of derivative × constant (a linear
    /// program's optimum is linear in its right-hand sides near a non-degenerate optimum);
    /// callers check that.
    func contributions(to q: Quantity, toMaximum: Bool) -> [Contribution] {
        guard let probe = try? LayoutConstraint(item: q.first.0, attribute: q.first.1, relatedBy: .equal,
                                                toItem: q.second?.0, attribute: q.second?.1 ?? .notAnAttribute,
                                                multiplier: q.second == nil ? 1 : q.multiplier,
                                                constant: toMaximum ? Self.far : -Self.far) else { return [] }
        try? probe.setPriority(1)
        probe.isActive = true
        defer { probe.isActive = false }
        root.layoutIfNeeded()
        let base = value(of: q)
        let step = 0.5
        var result: [Contribution] = []
        for (c, source) in rebuilt where c.isActive {
            let label: String, line: Int, isValue: Bool
            switch source {
            case .log(let index):
                line = block.constraints[index].line
                label = "line \(line)"
                isValue = block.constraints[index].second == nil
            case .implicit(.assumedMargin(_, let side, _)):
                line = Int.max
                label = "assumed \(side) margin"
                isValue = false
            default:
                continue
            }
            let original = c.constant
            c.constant = original + step
            root.layoutIfNeeded()
            let moved = value(of: q)
            c.constant = original
            let derivative = ((moved - base) / step * 1e6).rounded() / 1e6
            if derivative != 0 {
                result.append(Contribution(label: label, line: line, constant: original, derivative: derivative, isValue: isValue))
            }
        }
        root.layoutIfNeeded()
        return result
    }

    /// The quantity the log's constraint `index` sets.
    func quantity(ofConstraint index: Int) -> Quantity {
        let c = block.constraints[index]
        let (first, second) = ends(of: c)
        return Quantity(first: first, second: second, multiplier: c.second == nil ? 1 : c.multiplier)
    }
}
