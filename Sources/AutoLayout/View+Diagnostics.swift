import Cassowary

/// A problem in a layout, explained: what UIKit reports and what we can add.
public struct LayoutDiagnostic: CustomStringConvertible {
    public enum Kind: String, Sendable { case unsatisfiable, ambiguous }
    public var kind: Kind
    /// The views concerned, by display name.
    public var views: [String]
    /// The attributes concerned (ambiguity), e.g. `Blue View.minX`.
    public var attributes: [String]
    /// The constraints involved: the minimal conflicting set, or those nearest an ambiguous
    /// view along its axis (its own, then those one item further, and so on, up to about 50).
    public var constraints: [LayoutConstraint]
    /// Ambiguity: how many more constraints reach the view along its axis than are listed.
    public var unlistedConstraints = 0
    /// The constraint broken to recover (unsatisfiable only).
    public var broken: LayoutConstraint?
    /// A one-line explanation.
    public var message: String
    /// A fix, where one is clear.
    public var suggestion: String?

    public var description: String {
        var text = "\(kind.rawValue): \(message)"
        if let suggestion { text += "\n  suggestion: \(suggestion)" }
        return text
    }
}

extension View {
    /// Every unsatisfiable and ambiguous layout in the hierarchy, explained, with a suggested fix
    /// where one is clear. Lays the hierarchy out first.
    public func layoutDiagnostics() -> [LayoutDiagnostic] {
        let root = rootView
        root.layoutIfNeeded()
        var result: [LayoutDiagnostic] = []
        for issue in root.layoutIssues {
            guard case let .unsatisfiable(broken, conflicting) = issue else { continue }
            let views = Set((conflicting + [broken]).flatMap { [$0.firstItem.displayName] + ($0.secondItem.map { [$0.displayName] } ?? []) })
            var suggestion: String?
            if let lowest = (conflicting + [broken]).last(where: { !$0.origin.isImplicit }) {
                suggestion = "lower '\(lowest.equationDescription)' to 999 so it can give way, or remove it"
            }
            result.append(LayoutDiagnostic(kind: .unsatisfiable, views: views.sorted(), attributes: [],
                                           constraints: conflicting + [broken], broken: broken,
                                           message: "Unable to simultaneously satisfy constraints: broke '\(broken.equationDescription)'",
                                           suggestion: suggestion))
        }
        let ambiguous = root.viewsInSubtree().filter { $0 !== root && !$0.ambiguousAttributes.isEmpty }
        return result + ambiguityDiagnostics(ambiguous, root: root)
    }

    /// One diagnostic per ambiguous view, but one per content-priority tie: the tie's other
    /// view is not reported again. Each lists the constraints nearest the views
    /// (`ConstraintGraph.nearestConstraints`) and how many more reach them.
    func ambiguityDiagnostics(_ ambiguous: [View], root: View) -> [LayoutDiagnostic] {
        guard !ambiguous.isEmpty else { return [] }
        var result: [LayoutDiagnostic] = []
        var reportedTies = Set<ObjectIdentifier>()
        // One index of the constraints, and of the tie candidates per axis, for every view.
        var graph = root.hostedEngine.map(ConstraintGraph.init)
        let ties = [ContentPriorityTies(ambiguous, axis: .horizontal), ContentPriorityTies(ambiguous, axis: .vertical)]
        for view in ambiguous {
            guard !reportedTies.contains(ObjectIdentifier(view)) else { continue }
            let attrs = view.ambiguousAttributes
            let horizontal = attrs.contains(.left) || attrs.contains(.width)
            let axis: LayoutAxis = horizontal ? .horizontal : .vertical
            let names = attrs.map { "\(view.displayName).\(Self.engineName($0))" }
            var diagnostic = LayoutDiagnostic(kind: .ambiguous, views: [view.displayName], attributes: names,
                                              constraints: [], broken: nil,
                                              message: "\(view.displayName) has an ambiguous layout: \(names.joined(separator: ", "))",
                                              suggestion: nil)
            var searched = [view]
            let direct = graph?.directConstraints(of: view, for: axis) ?? []
            if let tie = contentPriorityTie(view, axis: axis, ties: ties[horizontal ? 0 : 1], direct: direct) {
                reportedTies.insert(ObjectIdentifier(tie.other))
                diagnostic.views.append(tie.other.displayName)
                diagnostic.message = tie.message
                diagnostic.suggestion = tie.suggestion
                if tie.adjacent { searched.append(tie.other) }
            } else {
                diagnostic.suggestion = missingConstraintSuggestion(view, attributes: attrs)
            }
            if let near = graph?.nearestConstraints(of: searched, for: axis) {
                diagnostic.constraints = near.listed
                diagnostic.unlistedConstraints = near.unlisted
            }
            result.append(diagnostic)
        }
        return result
    }

    static func engineName(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left: "minX"
        case .top: "minY"
        default: attribute.description
        }
    }

    /// Two views that share extra (or missing) space at equal hugging (or compression
    /// resistance) priority: the tie UIKit leaves to chance. The other view is the first one
    /// laid next to `view` along the axis that ties with it, else the first in hierarchy order.
    func contentPriorityTie(_ view: View, axis: LayoutAxis, ties: ContentPriorityTies, direct: [LayoutConstraint])
        -> (other: View, adjacent: Bool, message: String, suggestion: String)? {
        guard let own = ties.candidates[ObjectIdentifier(view)],
              let (candidate, adjacent) = ties.partner(of: view, direct: direct) else { return nil }
        let other = candidate.view
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        // Extra space to share (a hugging tie) or too little (a compression tie).
        if own.stretched || candidate.stretched {
            let p = view.contentHuggingPriority(for: axis)
            return (other, adjacent,
                    "\(view.displayName) and \(other.displayName) have the same \(axisName) content hugging priority (\(p)); which one grows is ambiguous",
                    "give \(view.displayName) \(axisName) hugging \(formatNumber(p.rawValue + 1)) so \(other.displayName) takes the extra space")
        }
        let p = view.contentCompressionResistancePriority(for: axis)
        return (other, adjacent,
                "\(view.displayName) and \(other.displayName) have the same \(axisName) compression resistance (\(p)); which one is compressed is ambiguous",
                "give \(other.displayName) \(axisName) compression resistance \(formatNumber(p.rawValue + 1)) so it keeps its size and \(view.displayName) is truncated")
    }

    func missingConstraintSuggestion(_ view: View, attributes: [LayoutAttribute]) -> String? {
        if attributes.contains(.left) && attributes.contains(.width) {
            return "\(view.displayName) has neither a horizontal position nor a width: pin both its leading and trailing edges, or add a leading constraint and a width"
        }
        if attributes.contains(.top) && attributes.contains(.height) {
            return "\(view.displayName) has neither a vertical position nor a height: pin both its top and bottom edges, or add a top constraint and a height"
        }
        if attributes.contains(.left) && !attributes.contains(.width) {
            return "\(view.displayName) has no horizontal position: add a leading or centerX constraint"
        }
        if attributes.contains(.top) && !attributes.contains(.height) {
            return "\(view.displayName) has no vertical position: add a top or centerY constraint"
        }
        if attributes.contains(.width) {
            return "\(view.displayName) has no width: add a width constraint, or pin both its leading and trailing edges"
        }
        if attributes.contains(.height) {
            return "\(view.displayName) has no height: add a height constraint, or pin both its top and bottom edges"
        }
        return nil
    }

    /// Moves an ambiguous view to another valid layout (`exerciseAmbiguityInLayout`).
    ///
    /// For each ambiguous variable the solver finds the range of optimal values; the view is
    /// pinned at the other end of that range (or 100 points away where the range is unbounded)
    /// by a constraint at priority 1, below anything a user can want, so no priority level's
    /// error changes. The pin stays until the next call or until `resetAmbiguityExercise()`.
    public func exerciseAmbiguityInLayout() {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.hostedEngine, let v = engine.variables(of: self) else { return }
        resetAmbiguityExercise()
        for variable in engine.ambiguousVariables(among: [v.x, v.y, v.width, v.height]) {
            let now = engine.value(of: variable)
            let range = engine.optimalRange(of: variable)
            var target = now + 100
            if let high = range.max, abs(high - now) > 1e-6 { target = high }
            else if let low = range.min, abs(low - now) > 1e-6 { target = low }
            if let id = engine.addPreference(variable, equalTo: target, priority: 1) {
                engine.exerciseRows.append(id)
            }
        }
        engine.isDirty = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }

    /// Removes the pins `exerciseAmbiguityInLayout()` added.
    public func resetAmbiguityExercise() {
        guard let engine = rootView.hostedEngine else { return }
        for id in engine.exerciseRows { engine.removePreference(id) }
        engine.exerciseRows.removeAll()
        engine.isDirty = true
        rootView.setNeedsLayout()
    }

    /// The hierarchy as UIKit's `_autolayoutTrace` prints it: `•` marks the
    /// engine host, `*` views laid out with constraints, `+` views whose autoresizing mask is
    /// translated, and each ambiguous variable is named.
    ///
    /// Where UIKit prints memory addresses, each item's pseudo address is its position in the
    /// trace (`UIView:0x1`, `UIView:0x2`, ...): the same hierarchy traces the same text whatever
    /// was made before it in the process, so a trace can be kept in a test's expectations.
    public func autolayoutTrace() -> String {
        let root = rootView
        root.layoutIfNeeded()
        var lines: [String] = []
        var ordinals: [ObjectIdentifier: Int] = [:]
        func traceName(_ item: LayoutItem) -> String {
            let ordinal = ordinals[ObjectIdentifier(item), default: ordinals.count + 1]
            ordinals[ObjectIdentifier(item)] = ordinal
            let address = "\(item.typeName):0x" + String(ordinal, radix: 16)
            return item.name.map { "\(address)'\($0)'" } ?? address
        }
        func visit(_ item: LayoutItem, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            var marker = "*"
            if let view = item as? View {
                if view === root { marker = "•" }
                else if view.translatesAutoresizingMaskIntoConstraints { marker = "+" }
            }
            let name = traceName(item)
            var line = indent + marker + name
            if let view = item as? View, view !== root {
                let attrs = view.ambiguousAttributes
                if !attrs.isEmpty {
                    line += "- AMBIGUOUS LAYOUT for " + attrs.map { "\(name).\(Self.engineName($0))" }.joined(separator: ", ")
                }
            }
            lines.append(line)
            if let view = item as? View {
                for guide in view.layoutGuides { visit(guide, depth: depth + 1) }
                for sub in view.subviews { visit(sub, depth: depth + 1) }
            }
        }
        visit(root, depth: 0)
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append("\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES")
        lines.append("\t• - layout engine host")
        return lines.joined(separator: "\n")
    }
}
