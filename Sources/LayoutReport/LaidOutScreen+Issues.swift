import AutoLayout

/// An unsatisfiable or ambiguous layout on a laid-out screen, with the source's constraints
/// named as the source writes them.
public struct ScreenIssue: Sendable {
    /// Unsatisfiable (a constraint was broken) or ambiguous (a frame is not decided).
    public var kind: LayoutDiagnostic.Kind
    public var message: String
    /// Every constraint involved: the minimal conflicting set (the broken one included), or
    /// those nearest the ambiguous views along their axis (about 50 at most past their own).
    public var constraints: [String]
    /// Ambiguity: how many more constraints reach the views along the axis than are listed.
    public var constraintsNotListed: Int
    /// The constraint broken to recover (unsatisfiable only).
    public var broken: String?
    /// The constraints the broken one conflicts with; empty when it contradicts itself.
    public var conflictsWith: [String]
    public var views: [String]
    public var suggestion: String?

    public init(kind: LayoutDiagnostic.Kind, message: String, constraints: [String], broken: String?, conflictsWith: [String] = [],
                views: [String], suggestion: String?, constraintsNotListed: Int = 0) {
        self.kind = kind
        self.constraintsNotListed = constraintsNotListed
        self.message = message
        self.constraints = constraints
        self.broken = broken
        self.conflictsWith = conflictsWith
        self.views = views
        self.suggestion = suggestion
    }

    /// The issue in the JSON report.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("kind", .string(kind.rawValue)), ("message", .string(message))]
        switch kind {
        case .unsatisfiable:
            pairs.append(("constraints", .array(constraints.map(JSONValue.string))))
            pairs.append(("broken", broken.map(JSONValue.string) ?? .null))
            pairs.append(("conflictsWith", .array(conflictsWith.map(JSONValue.string))))
        case .ambiguous:
            pairs.append(("views", .array(views.map(JSONValue.string))))
            pairs.append(("constraints", .array(constraints.map(JSONValue.string))))
            if constraintsNotListed > 0 { pairs.append(("constraintsNotListed", .number(Double(constraintsNotListed)))) }
        }
        if let suggestion { pairs.append(("suggestion", .string(suggestion))) }
        return .object(pairs)
    }

    /// What it is in one line: what was broken and what it conflicts with (or that it
    /// contradicts itself), or what is ambiguous.
    public var headline: String {
        guard kind == .unsatisfiable else { return "ambiguous: \(message)" }
        let broke = "unsatisfiable: broke \(broken ?? "?")"
        if conflictsWith.isEmpty { return broke + " (it contradicts itself: no layout satisfies it)" }
        return broke + " (conflicts with \(conflictsWith.joined(separator: "; ")))"
    }

    /// One paragraph for the table output: the headline and the suggestion.
    public var summary: String {
        headline + (suggestion.map { "\n  suggestion: \($0)" } ?? "")
    }
}

extension LaidOutScreen {
    /// The screen's unsatisfiable and ambiguous layouts, constraints named by the source.
    public func issues() -> [ScreenIssue] {
        let root = screen.rootView
        return root.layoutDiagnostics().map { d in
            switch d.kind {
            case .unsatisfiable:
                let full = root.layoutIssues.first { issue in
                    if case let .unsatisfiable(broken, _) = issue { return broken === d.broken }
                    return false
                }?.description ?? d.message
                let others = d.constraints.filter { $0 !== d.broken }
                var suggestion = d.suggestion
                let written = d.constraints.compactMap { c in source(of: c).map { (c, $0) } }
                if others.isEmpty, let broken = d.broken {
                    let name = source(of: broken)?.text ?? broken.equationDescription
                    suggestion = "remove '\(name)' or change it: it contradicts itself, so no layout satisfies it"
                } else if let (_, user) = written.last {
                    suggestion = "lower '\(user.text)' to \(user.lowerPriority) so it can give way, or remove it"
                }
                return ScreenIssue(kind: .unsatisfiable, message: full, constraints: d.constraints.map(describe),
                                   broken: d.broken.map(describe), conflictsWith: others.map(describe), views: d.views,
                                   suggestion: suggestion)
            case .ambiguous:
                return ScreenIssue(kind: .ambiguous, message: d.message, constraints: d.constraints.map(describe),
                                   broken: nil, views: d.views, suggestion: d.suggestion,
                                   constraintsNotListed: d.unlistedConstraints)
            }
        }
    }
}
