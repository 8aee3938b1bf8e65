import AutoLayout
import ConsoleLog

/// Fixes for the conflict, best first. Each one takes a member out of the minimal conflicting
/// set (lowering it below required, removing it, or turning off the mask that made it), so each
/// resolves this conflict; an inequality is suggested only when the rebuilt conflict holds with it.
extension LogExplanation {
    func makeSuggestions() -> [Suggestion] {
        var result: [Suggestion] = []
        let shown = 5
        func add(_ list: [Suggestion]) {
            for s in list where result.count < shown && !result.contains(where: { $0.kind == s.kind && $0.constraint == s.constraint }) {
                result.append(s)
            }
        }
        let app = conflict.filter { !constraint($0).isSystemMade }
        let preferred = [uikitBroke, weWouldBreak].compactMap { $0 }.filter(app.contains)
        let encapsulated = encapsulatedSizeSuggestions(app: app, preferred: preferred)
        // A cell's height, or a size of 0 given before the real layout: the classic 999 comes first.
        add(encapsulated.filter(\.isUrgent).map(\.suggestion))
        add(autoresizingSuggestions())
        add(duplicateSuggestions(app: app))
        add(inequalitySuggestions(preferred, limit: 1))
        add(encapsulated.map(\.suggestion))
        add(inequalitySuggestions(app, limit: 1))
        // Otherwise: let the constraint UIKit (or we) would break give way on purpose.
        for i in preferred + app where result.count < shown {
            add([Suggestion(kind: .lowerPriority, constraint: i,
                            text: "Give \(summary(i)) a priority below 1000 (999) if it may give way, or remove it.")])
        }
        return result
    }

    /// The app's constraint on the axis of a container's encapsulated size, to lower to 999.
    func encapsulatedSizeSuggestions(app: [Int], preferred: [Int]) -> [(suggestion: Suggestion, isUrgent: Bool)] {
        conflict.filter { constraint($0).isEncapsulatedSize }.compactMap { e in
            let size = constraint(e)
            let isHeight = size.identifier == "UIView-Encapsulated-Layout-Height"
            let onAxis = app.filter { axis(of: constraint($0)) == axis(of: size) }
            guard let pick = onAxis.first(where: { isEdgeToward(constraint($0), item: size.first.item) })
                ?? onAxis.first(where: preferred.contains) ?? onAxis.last else { return nil }
            let owner = block.item(size.first.item)?.displayName ?? size.first.item
            let name = isHeight ? "Height" : "Width"
            let text = "Give \(summary(pick)) priority 999 (UILayoutPriority.required - 1): \(owner)'s \(name.lowercased()) "
                + "is set by its container (UIView-Encapsulated-Layout-\(name) == \(formatNumber(size.constant)), line \(size.line))"
                + (size.constant == 0 ? " before its real layout" : " while it is measured")
                + "; at 999 your constraint gives way then, and holds once the real size is set."
            return (Suggestion(kind: .lowerPriority, constraint: pick, text: text), isHeight || size.constant == 0)
        }
    }

    /// An autoresizing mask turned into constraints: the view should not translate it.
    func autoresizingSuggestions() -> [Suggestion] {
        conflict.filter { constraint($0).kind == "NSAutoresizingMaskLayoutConstraint" }.map { a in
            let mask = constraint(a)
            // The mask's view: in `H:[view]-(0)-|` the first item is the superview.
            let view = mask.names["|"] == mask.first.item ? (mask.second?.item ?? mask.first.item) : mask.first.item
            let owner = RebuiltSystem.name(of: view, in: block)
            return Suggestion(kind: .stopTranslatingAutoresizingMask, constraint: a,
                              text: "Set translatesAutoresizingMaskIntoConstraints = false on \(owner): its autoresizing mask "
                                  + (mask.autoresizingMask.map { "(\($0)) " } ?? "") + "became line \(mask.line), which fights your constraints.")
        }
    }

    /// Two constraints on the same thing: one of them can go.
    /// Members are grouped by the quantity they constrain, so that a conflict of thousands is
    /// not compared pair by pair; pairs come in conflict order.
    func duplicateSuggestions(app: [Int]) -> [Suggestion] {
        let isApp = Set(app)
        var earlier: [QuantityKey: [Int]] = [:]
        var pairs: [(Int, Int)] = []
        for (j, b) in conflict.enumerated() {
            let key = QuantityKey(constraint(b))
            for i in earlier[key, default: []] { pairs.append((i, j)) }
            earlier[key, default: []].append(j)
        }
        return pairs.sorted { $0 < $1 }.map { i, j in
            let a = conflict[i], b = conflict[j]
            let drop = isApp.contains(b) ? b : a
            let keep = drop == b ? a : b
            return Suggestion(kind: .removeDuplicate, constraint: drop,
                              text: "Remove \(summary(drop)): it constrains the same thing as \(summary(keep)) to another value.")
        }
    }

    /// Equalities that the others would satisfy as inequalities, checked by rebuilding.
    func inequalitySuggestions(_ candidates: [Int], limit: Int) -> [Suggestion] {
        var result: [Suggestion] = []
        // A negative size as an inequality only hides the mistake. Each try rebuilds the
        // conflict, so only the first few candidates are tried.
        let tried = candidates.filter { i in
            constraint(i).relation == .equal
                && !(constraint(i).second == nil && !constraint(i).first.attribute.isLocationAttribute && constraint(i).constant < 0)
        }.prefix(3)
        for i in tried where result.count < limit {
            for relation in [LayoutRelation.lessThanOrEqual, .greaterThanOrEqual] where holds(changing: i, to: relation) {
                let symbol = relation == .lessThanOrEqual ? "<=" : ">="
                result.append(Suggestion(kind: .makeInequality, constraint: i,
                                         text: "Make \(summary(i)) an inequality (\(symbol) \(formatNumber(constraint(i).constant))): the others can then hold."))
                break
            }
        }
        return result
    }

    /// `line 6 (UILabel 'Title'.width == 300)`.
    func summary(_ index: Int) -> String {
        let c = constraint(index)
        var text = "line \(c.line) ("
        if let identifier = c.identifier { text += "'\(identifier)' " }
        text += anchorName(c.first) + " " + Self.symbol(c.relation) + " "
        if let second = c.second {
            if c.multiplier != 1 { text += formatNumber(c.multiplier) + "*" }
            text += anchorName(second)
            if c.constant > 0 { text += " + " + formatNumber(c.constant) }
            if c.constant < 0 { text += " - " + formatNumber(-c.constant) }
        } else {
            text += formatNumber(c.constant)
        }
        return text + ")"
    }

    func axis(of c: LoggedConstraint) -> Bool { c.first.attribute.isHorizontal }

    /// A constraint that ties an edge of something to the `item`'s bottom or trailing side, or
    /// that sets a size: what a cell's content usually has to let go of.
    func isEdgeToward(_ c: LoggedConstraint, item: String) -> Bool {
        [c.first, c.second].compactMap { $0 }.contains { $0.item == item && [.bottom, .bottomMargin, .trailing, .trailingMargin, .right, .rightMargin].contains($0.attribute) }
    }

    /// What a constraint constrains: the same items and attributes (in either order when the
    /// multiplier is 1) at the same multiplier, or the same size twice.
    struct QuantityKey: Hashable {
        var multiplier: Double
        var ends: [LoggedAnchor?]

        init(_ c: LoggedConstraint) {
            multiplier = c.multiplier
            if c.multiplier == 1, let second = c.second {
                let pair = [c.first, second]
                ends = pair.sorted { ($0.item, $0.attribute.rawValue) < ($1.item, $1.attribute.rawValue) }
            } else {
                ends = [c.first, c.second]
            }
        }
    }

    /// Whether the conflict holds once the constraint `index` has another relation.
    func holds(changing index: Int, to relation: LayoutRelation) -> Bool {
        let system = RebuiltSystem(block: block, options: .init(include: Set(conflict), assumeDefaultMargins: assumedDefaultMargins,
                                                               relations: [index: relation], analyzesConflicts: false))
        return !system.isContradictory
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
