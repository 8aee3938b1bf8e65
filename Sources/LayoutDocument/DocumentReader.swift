import LayoutVocabulary
import NameSuggestion
import VisualFormat
import Yams

/// Reads a layout document's YAML into a `LayoutDocumentModel`, checking names, values and
/// constraint lines as it goes; the first problem found is thrown.
///
/// Order of work: the top-level keys are checked first (in document order), then read in an
/// order that lets later parts refer to earlier ones whatever order the document writes them in:
/// `metrics`, `views` (every name declared), `constraints`, `variations`, and last the ids that
/// `uninstall:`/`install:` name (which may be defined in any variation).
struct DocumentReader {
    static let topLevelKeys = ["title", "device", "orientation", "metrics", "views", "constraints", "variations"]

    let nodes: NodeReader
    var file: String? { nodes.file }

    /// Every declared view and guide, by folded name.
    var declared: [String: Declaration] = [:]
    /// VFL name → view name.
    var vflNames: [String: String] = [:]
    /// Constraint id → the line that defines it.
    var constraintIDs: [Int: Int] = [:]
    var metrics: [String: Double] = [:]
    var visualFormats: [DocumentVisualFormat] = []

    /// What the reader knows of a declared name.
    struct Declaration {
        var name: String
        var type: ViewType
        /// The declared name of the view it is declared under; nil at the top level.
        var parent: String?
        var line: Int
        /// For a stack view: the folded names of its arranged subviews.
        var arranged: Set<String> = []
    }

    init(file: String?) {
        nodes = NodeReader(file: file)
    }

    /// Names match without regard to case, as the cookbook writes "Name label" for "Name Label".
    static func fold(_ name: String) -> String { name.lowercased() }

    mutating func read(_ yaml: String) throws(LayoutDocumentError) -> LayoutDocumentModel {
        var model = LayoutDocumentModel(file: file)
        guard let root = try YAMLSupport.compose(yaml, file: file) else { return model }
        if case .scalar(let scalar) = root, scalar.string.isEmpty { return model }
        let pairs = try nodes.mapping(root, "the document",
                                      expected: "a mapping with keys such as views, constraints and variations")
        var values: [String: Node] = [:]
        for (key, value) in pairs {
            guard Self.topLevelKeys.contains(key.string) else {
                throw .unknownKey(nodes.location(.scalar(key)), key: key.string, context: "the document",
                                  known: Self.topLevelKeys,
                                  suggestion: NameSuggestion.closest(to: key.string, among: Self.topLevelKeys))
            }
            values[key.string] = value
        }
        if let node = values["title"] {
            model.title = try nodes.string(node, "title")
        }
        if let node = values["device"] {
            let device = try nodes.string(node, "device")
            model.device = device.isEmpty ? nil : device
            model.deviceLocation = nodes.location(node)
        }
        if let node = values["orientation"] {
            model.orientation = try nodes.choice(node, key: "orientation", Orientation.self)
        }
        if let node = values["metrics"] {
            try readMetrics(node)
            model.metrics = metrics
        }
        if let node = values["views"], !Self.isEmpty(node) {
            model.views = try readViews(node, parent: nil, context: "views")
            registerIdentifierNames(model.views)
        }
        if let node = values["constraints"], !Self.isEmpty(node) {
            model.constraints = try readConstraints(node, context: "constraints")
        }
        var pending: [(node: Node, id: Int)] = []
        if let node = values["variations"], !Self.isEmpty(node) {
            model.variations = try readVariations(node, pendingIDs: &pending)
        }
        for (node, id) in pending where constraintIDs[id] == nil {
            throw .unknownConstraintID(nodes.location(node), id: id, known: constraintIDs.keys.sorted())
        }
        model.visualFormats = visualFormats
        return model
    }

    /// A view whose name already is an identifier is its own VFL name too (`Card` as well as the
    /// derived `card`), unless that name is another view's VFL name.
    mutating func registerIdentifierNames(_ views: [DocumentView]) {
        for view in views.flatMap(\.allViews) where view.type != .layoutGuide && view.vflName != nil {
            if Self.isIdentifier(view.name), vflNames[view.name] == nil { vflNames[view.name] = view.name }
        }
    }

    /// A key written with nothing after it (`constraints:`) reads as empty.
    static func isEmpty(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node, scalar.string.isEmpty, scalar.style != .singleQuoted,
           scalar.style != .doubleQuoted {
            return true
        }
        return false
    }

    /// `metrics:`: names usable in VFL lines, each a number.
    private mutating func readMetrics(_ node: Node) throws(LayoutDocumentError) {
        guard !Self.isEmpty(node) else { return }
        for (key, value) in try nodes.mapping(node, "metrics", expected: "a mapping of metric names to numbers") {
            guard Self.isIdentifier(key.string) else {
                throw .invalidValue(nodes.location(.scalar(key)), key: "metric name", value: key.string,
                                    expected: "an identifier (letters, digits and _, not starting with a digit)",
                                    suggestion: nil)
            }
            metrics[key.string] = try nodes.number(value, key: "metric '\(key.string)'")
        }
    }

    /// A VFL identifier: an ASCII letter or `_`, then ASCII letters, digits and `_`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII,
              first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    // MARK: - Names

    /// The item a constraint line names, or an error with the closest known name.
    func item(named word: ConstraintLineSyntax.Word, base: SourceLocation) throws(LayoutDocumentError) -> ConstraintItem {
        let folded = Self.fold(word.text)
        if let builtIn = ConstraintItem.builtIn.first(where: { Self.fold($0.name) == folded }) {
            return builtIn.item
        }
        if let declaration = declared[folded] {
            return declaration.type == .layoutGuide ? .layoutGuide(declaration.name) : .view(declaration.name)
        }
        throw .unknownView(base.advanced(by: word.offset), name: word.text,
                           suggestion: closestName(to: word.text, includingBuiltIn: true))
    }

    /// The declared view or guide of this name (without regard to case), or an error.
    func declaration(named name: String, at location: SourceLocation) throws(LayoutDocumentError) -> Declaration {
        guard let declaration = declared[Self.fold(name)] else {
            throw .unknownView(location, name: name, suggestion: closestName(to: name, includingBuiltIn: false))
        }
        return declaration
    }

    func closestName(to name: String, includingBuiltIn: Bool) -> String? {
        var candidates = declared.values.map(\.name)
        if includingBuiltIn {
            candidates += ConstraintItem.builtIn.map(\.name)
        }
        return NameSuggestion.closest(to: name, among: candidates)
    }

    /// The view `Superview` stands for next to `other`: its parent, or the owner of a guide
    /// (which is the guide's parent too); nil for the root.
    func superview(besides other: ConstraintItem?) -> String? {
        guard let name = other?.name else { return nil }
        return declared[Self.fold(name)]?.parent
    }
}
