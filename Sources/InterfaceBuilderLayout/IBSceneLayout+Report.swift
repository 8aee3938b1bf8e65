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
        return constraintElements.values
            .filter { ids.contains($0.firstItem) || $0.secondItem.map(ids.contains) == true }
            .sorted { $0.line < $1.line }
            .map(describe)
    }
}

/// One laid-out view, for `render`.
public struct IBRenderedView: Codable, Hashable, Sendable {
    /// The Interface Builder object id.
    public var id: String
    /// The user label, or the type and text.
    public var name: String
    public var type: String
    /// The superview's id (nil for the root).
    public var parent: String?
    /// The frame in the scene root view's coordinates.
    public var frame: IBFrame
    public var hidden: Bool
    /// True when another frame would satisfy the constraints equally well.
    public var ambiguous: Bool
}

/// One laid-out scene, for `render`.
public struct IBRenderedScene: Codable, Hashable, Sendable {
    public var document: String
    public var scene: String
    public var name: String
    public var device: String
    public var orientation: String
    public var trait: String
    public var width: Double
    public var height: Double
    public var safeArea: [Double]
    /// The legacy top and bottom layout guides' lengths.
    public var layoutGuides: [Double]
    /// How the canvas was chosen (opaque bars, legacy canvas, …).
    public var notes: [String]
    public var views: [IBRenderedView]
    public var problems: [String]
    public var unsupported: [String]
    public var unsatisfiable: [String]
}

extension IBSceneLayout {
    /// The scene laid out, every view in the root's coordinates, in document order.
    public func rendered(file: String) -> IBRenderedScene {
        layout()
        let list: [IBRenderedView] = viewIDs.compactMap { id in
            guard let view = views[id], let element = elements[id] else { return nil }
            return IBRenderedView(id: id, name: element.displayName, type: element.uiKitClassName, parent: parentIDs[id],
                                  frame: IBFrame(view.frameInRoot), hidden: element.hidden,
                                  ambiguous: view.hasAmbiguousLayout)
        }
        let c = canvas
        return IBRenderedScene(
            document: file, scene: id, name: name, device: c.device.interfaceBuilderID ?? c.device.name,
            orientation: c.orientation.rawValue, trait: c.trait.description, width: c.size.width,
            height: c.size.height,
            safeArea: [c.safeAreaInsets.top, c.safeAreaInsets.left, c.safeAreaInsets.bottom, c.safeAreaInsets.right],
            layoutGuides: [c.topLayoutGuideLength, c.bottomLayoutGuideLength], notes: c.notes, views: list, problems: problems.map(\.description), unsupported: unsupported.map(\.description),
            unsatisfiable: screen.rootView.layoutIssues.map(\.summary))
    }
}
