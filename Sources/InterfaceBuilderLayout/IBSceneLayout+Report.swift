import AutoLayout
import InterfaceBuilder

extension IBSceneLayout {
    /// The document's name for an item id: a view's display name, `<view>.safeArea`, a legacy guide.
    func itemName(_ id: String) -> String {
        if let element = elements[id] { return element.displayName }
        if let item = document.items[id] {
            switch item.kind {
            case .layoutGuide(let key):
                return "\(item.ownerID.flatMap { elements[$0]?.displayName } ?? "?").\(key)"
            case .legacyLayoutGuide(let type):
                return type == .top ? "Top Layout Guide" : "Bottom Layout Guide"
            default: break
            }
        }
        return id
    }

    /// A constraint as the document writes it, named, with its id and line:
    /// `Label "Name".leading == View.leadingMargin + 8 @750 [abc-12-xyz, line 40]`.
    public func describe(_ c: IBConstraint) -> String {
        constraintText(c) + " [\(c.id), line \(c.line)]"
    }

    /// A constraint as the document writes it, named: `Label "Name".leading == View.leadingMargin + 8 @750`.
    public func constraintText(_ c: IBConstraint) -> String {
        var text = "\(itemName(c.firstItem)).\(c.firstAttribute) "
        let relation = switch c.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        text += relation
        let constant = resolution.constant(of: c)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            text += " "
            if c.multiplier.value != 1 { text += "\(c.multiplier.text) × " }
            text += "\(itemName(second)).\(attribute)"
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += " \(formatNumber(constant))"
        }
        if c.isStandardSpacing { text += " (standard)" }
        if c.priority < 1000 { text += " @\(formatNumber(c.priority))" }
        if c.isPlaceholder { text += " (placeholder)" }
        return text
    }

    /// The built constraints that name the view `id` or one of its guides.
    public func constraintDescriptions(involving id: String) -> [String] {
        var ids: Set<String> = [id]
        for guide in elements[id]?.layoutGuides ?? [] { ids.insert(guide.id) }
        let candidates = Set(ids.flatMap { constraintIDsByItem[$0] ?? [] })
        return candidates.compactMap { constraintElements[$0] }
            .filter { ids.contains($0.firstItem) || $0.secondItem.map(ids.contains) == true }
            .sorted { $0.line < $1.line }
            .map(describe)
    }
}
