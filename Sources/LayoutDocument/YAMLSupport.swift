import NameSuggestion
import Yams

/// Composing YAML with Yams, and reading its nodes with positions and precise errors.
enum YAMLSupport {
    /// The deepest nesting of collections a document may have.
    ///
    /// Yams composes nodes recursively, so a document of a few thousand nested `[` would exhaust a
    /// thread's stack. Layout documents nest a few levels per view; 100 leaves room for deep view
    /// trees and stays far from the stack's limits.
    static let nestingLimit = 100

    /// The document's root node (nil for an empty document), or the error libyaml reports.
    static func compose(_ yaml: String, file: String?) throws(LayoutDocumentError) -> Node? {
        if let line = firstLineNestedTooDeep(yaml) {
            throw .nestingTooDeep(SourceLocation(file: file, line: line, column: 1), limit: nestingLimit)
        }
        do {
            return try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw .invalidYAML(SourceLocation(file: file, line: 1, column: 1), problem: "\(error)")
        }
    }

    private static func convert(_ error: YamlError, file: String?) -> LayoutDocumentError {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let prefix = context.map { $0.text + ", " } ?? ""
            return .invalidYAML(at(mark), problem: prefix + problem)
        case let .reader(problem, offset, _, yaml):
            var line = 1
            var column = 1
            if let offset {
                for character in yaml.prefix(offset) {
                    if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
                }
            }
            return .invalidYAML(SourceLocation(file: file, line: line, column: column), problem: problem)
        default:
            return .invalidYAML(SourceLocation(file: file, line: 1, column: 1), problem: "\(error)")
        }
    }

    /// The first line where collections nest deeper than `nestingLimit`, estimated without
    /// parsing: block nesting from indentation and `- ` entries, flow nesting from brackets that
    /// open a node (outside quoted scalars and comments).
    static func firstLineNestedTooDeep(_ yaml: String) -> Int? {
        var indents: [Int] = []
        var flowDepth = 0
        var quote: Unicode.Scalar?
        var lineNumber = 0
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let scalars = Array(line.unicodeScalars)
            var index = 0
            var blockDepth = 0
            if quote == nil {
                while index < scalars.count, scalars[index] == " " { index += 1 }
                guard index < scalars.count, scalars[index] != "#", scalars[index] != "\r" else { continue }
                if flowDepth == 0 {
                    while let last = indents.last, last >= index { indents.removeLast() }
                    indents.append(index)
                    blockDepth = indents.count
                }
                // Each `- ` or `? ` at the start opens one more level ("- - - x").
                while index + 1 < scalars.count, scalars[index] == "-" || scalars[index] == "?",
                      scalars[index + 1] == " " || scalars[index + 1] == "\t" {
                    blockDepth += 1
                    index += 2
                    while index < scalars.count, scalars[index] == " " { index += 1 }
                }
            }
            var nodeStart = true
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if let open = quote {
                    if scalar == open { quote = nil }
                    nodeStart = false
                    continue
                }
                if scalar == " " || scalar == "\t" { continue }
                if scalar == "#", index < 2 || scalars[index - 2] == " " { break }
                if (scalar == "\"" || scalar == "'") && nodeStart {
                    quote = scalar
                } else if (scalar == "[" || scalar == "{") && (nodeStart || flowDepth > 0) {
                    flowDepth += 1
                    if blockDepth + flowDepth > nestingLimit { return lineNumber }
                    nodeStart = true
                    continue
                } else if (scalar == "]" || scalar == "}") && flowDepth > 0 {
                    flowDepth -= 1
                } else if scalar == ":" || (flowDepth > 0 && (scalar == "," || scalar == "?")) {
                    nodeStart = true
                    continue
                }
                nodeStart = false
            }
            if blockDepth + flowDepth > nestingLimit { return lineNumber }
        }
        return nil
    }
}

/// Reading Yams nodes as the document's values, with errors that say where and what.
struct NodeReader {
    let file: String?

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    /// Where the text of a scalar starts: after the opening quote of a quoted scalar.
    func contentStart(_ scalar: Node.Scalar) -> SourceLocation {
        let start = SourceLocation(file: file, line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1)
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return start.advanced(by: 1)
        default: return start
        }
    }

    static func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    func mapping(_ node: Node, _ context: String, expected: String = "a mapping")
        throws(LayoutDocumentError) -> [(key: Node.Scalar, value: Node)] {
        guard case .mapping(let mapping) = node else {
            throw .wrongNodeKind(location(node), context: context, expected: expected, found: Self.kind(of: node))
        }
        var pairs: [(key: Node.Scalar, value: Node)] = []
        var firstLines: [String: Int] = [:]
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                throw .wrongNodeKind(location(key), context: "a key in \(context)", expected: "a name",
                                     found: Self.kind(of: key))
            }
            if let firstLine = firstLines[scalar.string] {
                throw .duplicateKey(location(key), key: scalar.string, firstLine: firstLine)
            }
            firstLines[scalar.string] = scalar.mark?.line ?? 1
            pairs.append((scalar, value))
        }
        return pairs
    }

    func list(_ node: Node, _ context: String) throws(LayoutDocumentError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw .wrongNodeKind(location(node), context: context, expected: "a list", found: Self.kind(of: node))
        }
        return Array(sequence)
    }

    func scalar(_ node: Node, _ context: String, expected: String = "a single value")
        throws(LayoutDocumentError) -> Node.Scalar {
        guard case .scalar(let scalar) = node else {
            throw .wrongNodeKind(location(node), context: context, expected: expected, found: Self.kind(of: node))
        }
        return scalar
    }

    func string(_ node: Node, _ context: String) throws(LayoutDocumentError) -> String {
        try scalar(node, context, expected: "text").string
    }

    /// A decimal number (`17`, `-0.5`, `1e3`); no hexadecimal, `nan` or infinities.
    func number(_ node: Node, key: String, expected: String = "a number") throws(LayoutDocumentError) -> Double {
        let value = try scalar(node, key, expected: expected)
        guard let number = Self.decimal(value.string) else {
            throw .invalidValue(location(node), key: key, value: value.string, expected: expected, suggestion: nil)
        }
        return try Self.inRange(number, written: value.string, at: location(node))
    }

    /// `value`, or `numberOutOfRange` at `location` when it is beyond `maximumMagnitude`.
    static func inRange(_ value: Double, written: String, at location: SourceLocation) throws(LayoutDocumentError) -> Double {
        guard abs(value) <= LayoutDocumentModel.maximumMagnitude else {
            throw .numberOutOfRange(location, value: written)
        }
        return value
    }

    static func decimal(_ text: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }

    func nonNegative(_ node: Node, key: String) throws(LayoutDocumentError) -> Double {
        let value = try number(node, key: key, expected: "a number of points, 0 or more")
        guard value >= 0 else {
            throw .invalidValue(location(node), key: key, value: Self.text(of: node),
                                expected: "a number of points, 0 or more", suggestion: nil)
        }
        return value
    }

    func integer(_ node: Node, key: String, expected: String) throws(LayoutDocumentError) -> Int {
        let value = try scalar(node, key, expected: expected)
        guard let integer = Int(value.string) else {
            throw .invalidValue(location(node), key: key, value: value.string, expected: expected, suggestion: nil)
        }
        return integer
    }

    /// `true`/`false`, also `yes`/`no` and `on`/`off` as YAML 1.1 writes them, without regard to case.
    func bool(_ node: Node, key: String) throws(LayoutDocumentError) -> Bool {
        let value = try scalar(node, key, expected: "true or false")
        switch value.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            throw .invalidValue(location(node), key: key, value: value.string, expected: "true or false",
                                suggestion: nil)
        }
    }

    /// One of an enum's raw values, matched without regard to case, with a suggestion.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, _: T.Type)
        throws(LayoutDocumentError) -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let value = try scalar(node, key, expected: "one of " + names.joined(separator: ", "))
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == value.string.lowercased() }) {
            return match
        }
        throw .invalidValue(location(node), key: key, value: value.string,
                            expected: "one of " + names.joined(separator: ", "),
                            suggestion: NameSuggestion.closest(to: value.string, among: names))
    }

    static func text(of node: Node) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return kind(of: node)
    }
}
