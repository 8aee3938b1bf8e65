import VisualFormat

/// The equation form: `A.attr == B.attr`, with `0.5*B.attr`, `B.attr * 0.5`, `+ 8`, `- 8`, a
/// constant alone (`A.width == 320`, the old autoresizing `A.midX == + 160`), and a system
/// spacing after the second anchor (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
extension DescriptionParser {
    mutating func equation(start: Int, end: Int) throws(ConsoleLogError) -> LoggedConstraint {
        let body = Array(chars[start..<end])
        var sub = DescriptionParser(body: body, line: line, items: items, names: names, namesByLength: namesByLength)
        sub.kind = kind
        let result = try sub.readEquation()
        items = sub.items
        return result
    }

    init(body: [Character], line: Int, items: ItemTable, names: [String: String], namesByLength: [String]) {
        chars = body
        self.line = line
        self.items = items
        self.names = names
        self.namesByLength = namesByLength
    }

    /// Reads the whole of `chars` as an equation.
    mutating func readEquation() throws(ConsoleLogError) -> LoggedConstraint {
        var cursor = CharacterCursor(chars)
        let first = try anchor(&cursor)
        cursor.skipSpaces()
        guard let relation = Self.relation(&cursor) else {
            throw .missingRelation(after: String(chars[0..<cursor.index]).trimmingSpaces())
        }
        cursor.skipSpaces()
        var constraint = LoggedConstraint(address: "", kind: "", description: "", line: line, first: first, relation: relation)
        // iOS 6 printed an autoresizing mask's zero constant as nothing at all (`midX ==`).
        if cursor.isAtEnd, kind == "NSAutoresizingMaskLayoutConstraint" { return constraint }
        if startsNumber(cursor) {
            let value = try cursor.number()
            cursor.skipSpaces()
            if cursor.consume("*") {
                cursor.skipSpaces()
                constraint.multiplier = value
            } else {
                constraint.constant = value
                try readEnd(&cursor, into: &constraint)
                return constraint
            }
        }
        constraint.second = try anchor(&cursor)
        try readEnd(&cursor, into: &constraint)
        return constraint
    }

    /// After the second anchor: `* 0.5`, `+ 8`, `- 8`, a system spacing; then nothing.
    func readEnd(_ cursor: inout CharacterCursor, into constraint: inout LoggedConstraint) throws(ConsoleLogError) {
        while true {
            cursor.skipSpaces()
            guard let c = cursor.current else { return }
            if c == "*", constraint.second != nil {
                cursor.index += 1
                cursor.skipSpaces()
                constraint.multiplier *= try cursor.number()
            } else if c == "+" || c == "-" {
                constraint.constant += try cursor.number()
            } else if let spacing = try systemSpacing(&cursor) {
                constraint.constant += spacing
                constraint.usesSystemSpacing = true
            } else {
                throw .unexpectedText(cursor.excerpt(30))
            }
        }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the value UIKit resolved the system
    /// spacing to. The anchor API's convention holds: the first anchor lies after (below) the
    /// second by the spacing, so it adds to the second.
    func systemSpacing(_ cursor: inout CharacterCursor) throws(ConsoleLogError) -> Double? {
        guard cursor.consume("NSSpace(") || cursor.consume("NSLayoutAnchorConstraintSpace(") else { return nil }
        let value = try cursor.number()
        guard cursor.consume(")") else { throw .unexpectedText(cursor.excerpt(30)) }
        return value
    }

    func startsNumber(_ cursor: CharacterCursor) -> Bool {
        guard let c = cursor.current else { return false }
        if c.isASCII && c.isNumber { return true }
        if c == "+" || c == "-" || c == "." {
            var probe = cursor
            probe.index += 1
            probe.skipSpaces()
            return probe.current.map { $0.isASCII && $0.isNumber } ?? false
        }
        return ["inf", "nan"].contains(cursor.lettersAt(cursor.index).lowercased())
    }

    /// `item.attribute`.
    mutating func anchor(_ cursor: inout CharacterCursor) throws(ConsoleLogError) -> LoggedAnchor {
        let start = cursor.index
        let key = try item(at: &cursor, context: .equation)
        guard cursor.consume(".") else { throw .missingAttribute(item: String(chars[start..<cursor.index])) }
        guard let attribute = AttributeNames.attribute(in: chars, at: cursor.index) else {
            throw AttributeNames.unknown(cursor.lettersAt(cursor.index))
        }
        cursor.index = attribute.end
        return LoggedAnchor(item: key, attribute: attribute.attribute, isFrameAttribute: attribute.isFrame)
    }

    static func relation(_ cursor: inout CharacterCursor) -> LayoutRelation? {
        if cursor.consume("==") { return .equal }
        if cursor.consume("<=") { return .lessThanOrEqual }
        if cursor.consume(">=") { return .greaterThanOrEqual }
        return nil
    }
}
