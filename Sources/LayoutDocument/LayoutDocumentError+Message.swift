import LayoutVocabulary
/// Messages for `LayoutDocumentError`, rendered apart from the cases (as swift-argument-parser
/// renders `ParserError`): `message` is one line without the position, `description` puts
/// `file:line:column:` in front.
extension LayoutDocumentError: CustomStringConvertible {
    /// `file:line:column: message`.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }

    /// What went wrong and what was expected, ending with "; did you mean '…'?" when a known name
    /// is close to the unknown one.
    public var message: String {
        switch self {
        case let .unreadableFile(path, reason):
            return "cannot read '\(path)': \(reason)"
        case let .documentTooLarge(path, bytes, limit):
            func megabytes(_ n: Int) -> String { "\((n + 50_000) / 1_000_000).\((n + 50_000) / 100_000 % 10) MB" }
            return "\(path.map { "'\($0)'" } ?? "the document") is \(megabytes(bytes)), more than the \(megabytes(limit)) "
                + "a layout document may have; a document describes one screen: split it"
        case let .invalidYAML(_, problem):
            return "not valid YAML: \(problem)"
        case let .nestingTooDeep(_, limit):
            return "the document nests collections more than \(limit) levels deep"
        case let .wrongNodeKind(_, context, expected, found):
            return "\(context) must be \(expected), not \(found)"
        case let .unknownKey(_, key, context, known, suggestion):
            return "unknown key '\(key)' in \(context)" + Self.hint(suggestion, known: known)
        case let .duplicateKey(_, key, firstLine):
            return "'\(key)' is already given on line \(firstLine)"
        case let .missingKey(_, key, context):
            return "\(context) needs '\(key)'"
        case let .invalidValue(_, key, value, expected, suggestion):
            return "'\(value)' is not a valid \(key)" + Self.hint(suggestion, expected: expected)
        case let .unknownProperty(_, property, type, suggestion):
            return "unknown property '\(property)' for a \(type.rawValue)"
                + Self.hint(suggestion, known: ViewProperties.keys(for: type))
        case let .propertyNotApplicable(_, property, type, appliesTo):
            let owners = appliesTo.map(\.rawValue).joined(separator: ", ")
            return "'\(property)' does not apply to a \(type.rawValue); it applies to: \(owners)"
        case let .unknownType(_, type, suggestion):
            return "unknown view type '\(type)'" + Self.hint(suggestion, known: ViewType.allCases.map(\.rawValue))
        case let .unknownColor(_, color, suggestion):
            return "unknown color '\(color)'"
                + Self.hint(suggestion, expected: "a UIKit color name such as red, lightGray or systemBlue, or #rrggbb")
        case let .unknownFont(_, font, suggestion):
            return "unknown font '\(font)'"
                + Self.hint(suggestion, expected: "a text style (body, headline, …), 'system SIZE [WEIGHT]', "
                    + "or {family: NAME, size: SIZE, weight: WEIGHT}")
        case let .invalidViewName(_, name, reason):
            return "'\(name)' cannot name a view: \(reason)"
        case let .duplicateViewName(_, name, firstLine):
            return "a view named '\(name)' is already declared on line \(firstLine) (names match without regard to case)"
        case let .duplicateVFLName(_, vflName, view, otherView):
            return "'\(view)' and '\(otherView)' would both be '\(vflName)' in visual format lines; give one a different vflName"
        case let .invalidConstraint(_, expected, found):
            return "expected \(expected), found \(found)"
        case let .unknownView(_, name, suggestion):
            return "unknown view '\(name)'" + Self.hint(suggestion, expected: nil)
        case let .unknownAttribute(_, name, suggestion):
            return "unknown attribute '\(name)'"
                + Self.hint(suggestion, known: LayoutAttribute.documentAttributes.map(\.documentName))
        case let .attributeNotAvailable(_, attribute, item, available):
            return "\(item) has no \(attribute.documentName) attribute; it has "
                + available.map(\.documentName).joined(separator: ", ")
        case let .invalidPairing(_, first, second, rule):
            return Self.pairingMessage(first: first, second: second, rule: rule)
        case let .invalidMultiplier(_, text, reason):
            return "invalid multiplier '\(text)': \(reason)"
        case let .numberOutOfRange(_, value):
            let shown = value.count > 24 ? value.prefix(20) + "…" : Substring(value)
            return "the number \(shown) is out of range: numbers in a layout document (points, multipliers, "
                + "metrics, font sizes) are at most 10,000,000 in magnitude"
        case let .invalidPriority(_, value):
            return "invalid priority \(value): a priority must be greater than 0 and at most 1000"
        case let .duplicateConstraintID(_, id, firstLine):
            return "constraint \(id) is already defined on line \(firstLine)"
        case let .unknownConstraintID(_, id, known):
            let list = known.isEmpty ? "the document numbers no constraints"
                : "numbered constraints: " + known.map(String.init).joined(separator: ", ")
            return "no constraint is numbered \(id) (\(list))"
        case let .invalidVisualFormat(_, error):
            var text = "invalid visual format: " + error.reason
            if let suggestion = error.suggestion {
                text += " Did you mean '\(suggestion)'?"
            }
            return text
        case let .invalidSizeClass(_, key, suggestion):
            return "unknown size class '\(key)'"
                + Self.hint(suggestion, expected: "WIDTH-HEIGHT with compact, regular or any on each side, e.g. compact-regular")
        }
    }

    /// "; did you mean 'x'?" when there is a suggestion, else "; expected one of …" for short lists.
    private static func hint(_ suggestion: String?, known: [String]) -> String {
        if let suggestion { return "; did you mean '\(suggestion)'?" }
        guard !known.isEmpty else { return "" }
        return "; expected one of: " + known.joined(separator: ", ")
    }

    /// "; did you mean 'x'?" when there is a suggestion, else "; expected …".
    private static func hint(_ suggestion: String?, expected: String?) -> String {
        if let suggestion { return "; did you mean '\(suggestion)'?" }
        return expected.map { "; expected " + $0 } ?? ""
    }

    private static func pairingMessage(first: LayoutAttribute, second: LayoutAttribute?,
                                       rule: PairingRule) -> String {
        let a = first.documentName
        let b = second?.documentName ?? "a constant"
        switch rule {
        case .sizeWithLocation:
            return "cannot relate \(a) to \(b): a size can only be related to a size"
        case .locationEqualToConstant:
            return "\(a) is a location and needs a second item; only Width and Height can be set to a constant"
        case .crossAxis:
            return "cannot relate \(a) to \(b): horizontal and vertical locations do not mix"
        case .directionalWithAbsolute:
            return "cannot relate \(a) to \(b): use leading/trailing for both or neither"
        }
    }
}
