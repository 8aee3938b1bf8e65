/// Where in a document something is: the file, the element's start tag, and the object id.
///
/// Lines and columns are 1-based and point at the `<` of the element's start tag, so an editor
/// can jump straight to it. `id` is the Interface Builder object id when the element has one:
/// ids are what Xcode's issue navigator and the document's own references use.
public struct IBSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file the document was read from, when it was read from a file.
    public var file: String?
    public var line: Int
    public var column: Int
    /// The element's name, such as `constraint` or `label`; nil for positions inside no element.
    public var element: String?
    /// The element's `id` attribute, when it has one.
    public var id: String?

    public init(file: String? = nil, line: Int, column: Int, element: String? = nil, id: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.element = element
        self.id = id
    }

    /// `Main.storyboard:12:9: <constraint id="abc-de-fgh">`, shortened to what is known.
    public var description: String {
        var text = "\(file.map { $0 + ":" } ?? "line ")\(line):\(column)"
        if let element {
            text += ": <\(element)" + (id.map { " id=\"\($0)\"" } ?? "") + ">"
        }
        return text
    }
}

/// Why a storyboard or xib could not be read, and where: the module's one error type.
///
/// Only documents that are broken get an error: XML that is not well formed, a document that is
/// not an Interface Builder one, or a structure that cannot mean anything (a constraint naming an
/// object that does not exist, a multiplier that is not a number). Valid elements this module does
/// not understand are not errors: they are listed in `IBDocument.unsupported`.
public enum InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// The document is larger than `limit` bytes (`IBDocument.maximumSize`): refused before it is read.
    case documentTooLarge(path: String?, bytes: Int, limit: Int)
    /// The text is not well-formed XML. `message` says what the XML parser expected.
    case malformedXML(IBSourceLocation, message: String)
    /// Well-formed XML whose root is not an Interface Builder `<document>`.
    case notAnInterfaceBuilderDocument(IBSourceLocation, rootElement: String)
    /// An element lacks an attribute the format always writes.
    case missingAttribute(IBSourceLocation, attribute: String)
    /// An attribute's value cannot be read. `expected` describes what would be valid, and may end
    /// with a "did you mean" suggestion.
    case invalidValue(IBSourceLocation, attribute: String, value: String, expected: String)
    /// A reference (`firstItem`, `secondItem`, a mask's `reference`) names no suitable object.
    case unknownReference(IBSourceLocation, attribute: String, id: String, expected: String, suggestion: String?)
    /// Two objects share one id, so references to it are ambiguous.
    case duplicateID(IBSourceLocation, id: String, firstLine: Int)

    /// Where the problem is; nil only for a file that could not be read.
    public var location: IBSourceLocation? {
        switch self {
        case .unreadableFile, .documentTooLarge: nil
        case .malformedXML(let location, _), .notAnInterfaceBuilderDocument(let location, _),
             .missingAttribute(let location, _), .invalidValue(let location, _, _, _),
             .unknownReference(let location, _, _, _, _), .duplicateID(let location, _, _):
            location
        }
    }

    /// The message without the location prefix.
    public var reason: String {
        switch self {
        case let .unreadableFile(path, reason):
            "cannot read '\(path)': \(reason)"
        case let .documentTooLarge(path, bytes, limit):
            "\(path.map { "'\($0)'" } ?? "the document") is \(megabytes(bytes)), more than the \(megabytes(limit)) "
                + "a storyboard or xib may have here; split it into several storyboards (storyboard references)"
        case let .malformedXML(_, message):
            "malformed XML: \(message)"
        case let .notAnInterfaceBuilderDocument(_, rootElement):
            "the root element is <\(rootElement)>, not an Interface Builder <document>"
        case let .missingAttribute(location, attribute):
            "<\(location.element ?? "element")> has no '\(attribute)' attribute"
        case let .invalidValue(_, attribute, value, expected):
            "\(attribute)=\"\(value)\" is not valid; expected \(expected)"
        case let .unknownReference(_, attribute, id, expected, suggestion):
            "\(attribute)=\"\(id)\" names no \(expected) in this document"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .duplicateID(_, id, firstLine):
            "id \"\(id)\" is already used by the element on line \(firstLine)"
        }
    }

    /// `file:line:column: <element id="…">: reason`.
    public var description: String {
        guard let location else { return reason }
        return "\(location): \(reason)"
    }

    /// The same error, located in `file`.
    func inFile(_ file: String?) -> InterfaceBuilderError {
        guard let file else { return self }
        func relocated(_ location: IBSourceLocation) -> IBSourceLocation {
            var copy = location
            copy.file = file
            return copy
        }
        switch self {
        case .unreadableFile: return self
        case let .documentTooLarge(path, bytes, limit):
            return .documentTooLarge(path: path ?? file, bytes: bytes, limit: limit)
        case let .malformedXML(location, message):
            return .malformedXML(relocated(location), message: message)
        case let .notAnInterfaceBuilderDocument(location, rootElement):
            return .notAnInterfaceBuilderDocument(relocated(location), rootElement: rootElement)
        case let .missingAttribute(location, attribute):
            return .missingAttribute(relocated(location), attribute: attribute)
        case let .invalidValue(location, attribute, value, expected):
            return .invalidValue(relocated(location), attribute: attribute, value: value, expected: expected)
        case let .unknownReference(location, attribute, id, expected, suggestion):
            return .unknownReference(relocated(location), attribute: attribute, id: id, expected: expected,
                                     suggestion: suggestion)
        case let .duplicateID(location, id, firstLine):
            return .duplicateID(relocated(location), id: id, firstLine: firstLine)
        }
    }
}

/// `12.5 MB`: a size in megabytes (10^6 bytes) with one decimal.
private func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10) MB"
}
