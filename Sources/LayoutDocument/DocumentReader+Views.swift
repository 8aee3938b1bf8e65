import NameSuggestion
import Yams

/// Reading `views:`: names, types, the tree, VFL names, and each view's properties.
extension DocumentReader {
    /// A mapping of view names to views (`views:`, `subviews:`, `arrangedSubviews:`), in order.
    mutating func readViews(_ node: Node, parent: String?, context: String) throws(LayoutDocumentError) -> [DocumentView] {
        var views: [DocumentView] = []
        for (key, value) in try nodes.mapping(node, context, expected: "a mapping of view names to views") {
            views.append(try readView(named: key, value, parent: parent))
        }
        return views
    }

    private mutating func readView(named key: Node.Scalar, _ node: Node, parent: String?)
        throws(LayoutDocumentError) -> DocumentView {
        let name = key.string
        let location = nodes.location(.scalar(key))
        try checkName(name, at: location)
        if let existing = declared[Self.fold(name)] {
            throw .duplicateViewName(location, name: name, firstLine: existing.line)
        }

        let (type, pairs) = try typeAndProperties(of: node, name: name)
        declared[Self.fold(name)] = Declaration(name: name, type: type, parent: parent, line: location.line)

        var view = DocumentView(name: name, type: type, location: location)
        var customSpacing: Node?
        var vflName: (name: String, location: SourceLocation)?
        var properties: [(key: ViewProperties.Key, value: Node)] = []
        for (propertyKey, value) in pairs {
            let key = try self.key(propertyKey, for: type)
            view.propertyLocations[key.rawValue] = nodes.location(value)
            switch key {
            case .type:
                continue
            case .subviews:
                if !Self.isEmpty(value) {
                    view.subviews += try readViews(value, parent: name, context: "subviews of '\(name)'")
                }
            case .arrangedSubviews:
                if !Self.isEmpty(value) {
                    view.arrangedSubviews += try readArrangedSubviews(value, of: name)
                }
            case .customSpacing:
                customSpacing = value
            case .vflName:
                vflName = (try readVFLName(value), nodes.location(value))
            default:
                properties.append((key, value))
            }
        }
        view.properties = try readProperties(properties, type: type)
        if let customSpacing {
            view.properties.customSpacing = try readCustomSpacing(customSpacing, of: name)
        }
        if type != .layoutGuide {
            view.vflName = try registerVFLName(vflName?.name ?? DocumentView.derivedVFLName(from: name),
                                               of: name, at: vflName?.location ?? location)
        }
        return view
    }

    /// A view's value: a mapping of properties (its type among them), a bare type
    /// (`Spacer: view`), or nothing (a plain view).
    private func typeAndProperties(of node: Node, name: String)
        throws(LayoutDocumentError) -> (ViewType, [(key: Node.Scalar, value: Node)]) {
        if case .scalar = node {
            return (Self.isEmpty(node) ? .view : try viewType(node), [])
        }
        let pairs = try nodes.mapping(node, "view '\(name)'", expected: "a mapping of properties or a view type")
        guard let typeNode = pairs.first(where: { $0.key.string == ViewProperties.Key.type.rawValue })?.value else {
            return (.view, pairs)
        }
        return (try viewType(typeNode), pairs)
    }

    /// `vflName:`, an identifier VFL can name.
    private func readVFLName(_ value: Node) throws(LayoutDocumentError) -> String {
        let text = try nodes.string(value, "vflName")
        guard Self.isIdentifier(text) else {
            throw .invalidValue(nodes.location(value), key: "vflName", value: text,
                                expected: "an identifier: an ASCII letter or _, then letters, digits and _",
                                suggestion: DocumentView.derivedVFLName(from: text))
        }
        return text
    }

    private mutating func readArrangedSubviews(_ node: Node, of stack: String) throws(LayoutDocumentError) -> [DocumentView] {
        let arranged = try readViews(node, parent: stack, context: "arrangedSubviews of '\(stack)'")
        for view in arranged where view.type == .layoutGuide {
            throw .invalidValue(view.propertyLocations["type"] ?? view.location, key: "type of an arranged subview",
                                value: view.type.rawValue, expected: "a view type: layout guides cannot be arranged",
                                suggestion: nil)
        }
        declared[Self.fold(stack)]?.arranged.formUnion(arranged.map { Self.fold($0.name) })
        return arranged
    }

    /// Names must be writable in a constraint line: not empty, no `.` (which starts the
    /// attribute), no relation symbol, and none of the built-in item names.
    private func checkName(_ name: String, at location: SourceLocation) throws(LayoutDocumentError) {
        if name.trimmingSpaces.text.isEmpty {
            throw .invalidViewName(location, name: name, reason: "a name cannot be empty")
        }
        if name.unicodeScalars.contains(".") {
            throw .invalidViewName(location, name: name, reason: "'.' separates a name from its attribute in constraints")
        }
        if name.unicodeScalars.contains(where: ConstraintLineParser.isRelationSymbol) {
            throw .invalidViewName(location, name: name, reason: "=, < and > are relations in constraints")
        }
        if ConstraintItem.builtIn.contains(where: { Self.fold($0.name) == Self.fold(name) }) {
            throw .invalidViewName(location, name: name, reason: "it is a built-in item of every document")
        }
    }

    private func viewType(_ node: Node) throws(LayoutDocumentError) -> ViewType {
        let text = try nodes.scalar(node, "type", expected: "a view type").string
        if let type = ViewType.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return type
        }
        throw .unknownType(nodes.location(node), type: text,
                           suggestion: NameSuggestion.closest(to: text, among: ViewType.allCases.map(\.rawValue)))
    }

    /// The property a key names, checked against the view's type.
    func key(_ key: Node.Scalar, for type: ViewType) throws(LayoutDocumentError) -> ViewProperties.Key {
        let location = nodes.location(.scalar(key))
        guard let property = ViewProperties.Key(rawValue: key.string) else {
            let known = ViewProperties.keys(for: type)
            // A name people write for it in UIKit or Interface Builder, the key in another case,
            // or the nearest key by edit distance.
            let suggestion = ViewProperties.Key.aliases[key.string]?.rawValue
                ?? ViewProperties.Key.allCases.first { $0.rawValue.lowercased() == key.string.lowercased() }?.rawValue
                ?? NameSuggestion.closest(to: key.string, among: known)
            throw .unknownProperty(location, property: key.string, type: type, suggestion: suggestion)
        }
        guard property.applies(to: type) else {
            throw .propertyNotApplicable(location, property: key.string, type: type, appliesTo: property.appliesTo)
        }
        return property
    }

    /// Records a view's VFL name, refusing one that another view already has.
    private mutating func registerVFLName(_ vflName: String?, of view: String, at location: SourceLocation)
        throws(LayoutDocumentError) -> String? {
        guard let vflName else { return nil }
        if let other = vflNames[vflName] {
            throw .duplicateVFLName(location, vflName: vflName, view: view, otherView: other)
        }
        vflNames[vflName] = view
        return vflName
    }

    /// `customSpacing: {Name Label: 16}`: spacing after arranged subviews of this stack.
    func readCustomSpacing(_ node: Node, of stack: String) throws(LayoutDocumentError) -> [CustomSpacing] {
        let arranged = declared[Self.fold(stack)]?.arranged ?? []
        var spacings: [CustomSpacing] = []
        for (key, value) in try nodes.mapping(node, "customSpacing",
                                              expected: "a mapping of arranged subview names to spacings") {
            let location = nodes.location(.scalar(key))
            let view = try declaration(named: key.string, at: location)
            guard arranged.contains(Self.fold(view.name)) else {
                let names = declared.values.filter { arranged.contains(Self.fold($0.name)) }.map(\.name).sorted()
                throw .invalidValue(location, key: "customSpacing key", value: key.string,
                                    expected: "an arranged subview of '\(stack)'"
                                        + (names.isEmpty ? " (it has none)" : ": " + names.joined(separator: ", ")),
                                    suggestion: nil)
            }
            spacings.append(CustomSpacing(after: view.name, spacing: try nodes.number(value, key: "customSpacing")))
        }
        return spacings
    }
}
