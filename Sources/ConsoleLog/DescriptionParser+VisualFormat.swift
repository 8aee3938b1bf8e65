import VisualFormat

/// The visual format form UIKit prints for edge, spacing and size constraints:
/// `H:|-(16)-[A]`, `H:[A]-(12)-|`, `V:[A]-(>=11)-[B]`, `H:[A(230)]`, `H:[A]-(NSSpace(8))-[B]`,
/// `V:|-(>=NSLayoutAnchorConstraintSpace(8))-[A]`, with a priority after `@`. One description is
/// one constraint, so it must describe exactly one relation. `H:` means leading and trailing, or
/// left and right when the description ends in `(LTR)` (or `(RTL)`), as UIKit's format options say.
extension DescriptionParser {
    /// A relation inside parentheses: `>=11`, `NSSpace(8)`, `==UIView:0x1`, `8@750`.
    struct Predicate {
        var relation: LayoutRelation = .equal
        var constant: Double = 0
        var item: String?
        var priority: Double?
        var usesSystemSpacing = false
    }

    enum Element {
        case superview
        case view(String, size: Predicate?)
    }

    mutating func visualFormat(start: Int, end: Int, leftToRight: Bool) throws(ConsoleLogError) -> LoggedConstraint {
        var sub = DescriptionParser(body: Array(chars[start..<end]), line: line, items: items, names: names,
                                    namesByLength: namesByLength)
        let result = try sub.readVisualFormat(leftToRight: leftToRight)
        items = sub.items
        return result
    }

    mutating func readVisualFormat(leftToRight: Bool) throws(ConsoleLogError) -> LoggedConstraint {
        var cursor = CharacterCursor(chars)
        let horizontal = cursor.consume("H:")
        if !horizontal { _ = cursor.consume("V:") }
        var elements: [Element] = []
        var gaps: [(after: Int, predicate: Predicate)] = []
        while true {
            cursor.skipSpaces()
            if cursor.consume("|") {
                elements.append(.superview)
            } else if cursor.consume("[") {
                let key = try item(at: &cursor, context: .visualFormat)
                var size: Predicate?
                if cursor.consume("(") { size = try predicate(&cursor) }
                guard cursor.consume("]") else { throw .visualFormat("expected ']' after the view, found '\(cursor.excerpt(20))'") }
                elements.append(.view(key, size: size))
            } else {
                throw .visualFormat("expected '|' or '[view]' in the visual format, found '\(cursor.excerpt(20))'")
            }
            cursor.skipSpaces()
            if cursor.isAtEnd { break }
            if cursor.consume("-") {
                cursor.skipSpaces()
                var gap = Predicate()
                if cursor.consume("(") {
                    gap = try predicate(&cursor)
                } else if startsNumber(cursor) {
                    gap.constant = try cursor.number()
                } else {
                    gap.constant = 8  // a bare `-`: the standard spacing
                    gap.usesSystemSpacing = true
                }
                cursor.skipSpaces()
                if !(cursor.current == "[" || cursor.current == "|") {
                    guard cursor.consume("-") else { throw .visualFormat("expected '-' after the spacing, found '\(cursor.excerpt(20))'") }
                }
                gaps.append((elements.count - 1, gap))
            } else if cursor.current == "[" || cursor.current == "|" {
                gaps.append((elements.count - 1, Predicate()))
            } else {
                throw .unexpectedText(cursor.excerpt(30))
            }
        }
        return try relation(of: elements, gaps: gaps, horizontal: horizontal, leftToRight: leftToRight)
    }

    /// The one relation the elements describe.
    mutating func relation(of elements: [Element], gaps: [(after: Int, predicate: Predicate)], horizontal: Bool,
                  leftToRight: Bool) throws(ConsoleLogError) -> LoggedConstraint {
        let sizes = elements.compactMap { element -> (String, Predicate)? in
            if case let .view(key, size?) = element { return (key, size) }
            return nil
        }
        let count = sizes.count + gaps.count
        guard count == 1 else {
            throw .visualFormat("a printed visual format describes one constraint; this one describes \(count)")
        }
        let lead: LayoutAttribute = horizontal ? (leftToRight ? .left : .leading) : .top
        let trail: LayoutAttribute = horizontal ? (leftToRight ? .right : .trailing) : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        var result = LoggedConstraint(address: "", kind: "", description: "", line: line,
                                      first: LoggedAnchor(item: "", attribute: size), relation: .equal)
        result.isVisualFormat = true
        let p: Predicate
        if let (key, predicate) = sizes.first {
            p = predicate
            result.first = LoggedAnchor(item: key, attribute: size)
            result.second = predicate.item.map { LoggedAnchor(item: $0, attribute: size) }
        } else {
            let (index, predicate) = gaps[0]
            p = predicate
            guard index + 1 < elements.count else { throw .visualFormat("the visual format ends after a spacing") }
            switch (elements[index], elements[index + 1]) {
            case let (.superview, .view(key, _)):
                result.first = LoggedAnchor(item: key, attribute: lead)
                result.second = LoggedAnchor(item: superview(of: key), attribute: lead)
            case let (.view(key, _), .superview):
                result.first = LoggedAnchor(item: superview(of: key), attribute: trail)
                result.second = LoggedAnchor(item: key, attribute: trail)
            case let (.view(a, _), .view(b, _)):
                result.first = LoggedAnchor(item: b, attribute: lead)
                result.second = LoggedAnchor(item: a, attribute: trail)
            case (.superview, .superview):
                throw .visualFormat("the visual format relates '|' to itself")
            }
            guard p.item == nil else { throw .visualFormat("a spacing must be a number, not a view") }
        }
        result.relation = p.relation
        result.constant = p.constant
        result.usesSystemSpacing = p.usesSystemSpacing
        if let priority = p.priority { result.priority = priority }
        return result
    }

    /// The `|` of the names list; without one, a stand-in for the view's unknown superview.
    mutating func superview(of key: String) -> String {
        if let superview = names["|"] { return superview }
        var standIn = LoggedItem(address: nil, name: "superview of " + (items[key]?.displayName ?? key))
        standIn.isStandIn = true
        return items.merge(standIn)
    }

    /// `>=11`, `NSSpace(8)`, `-2`, `==UIView:0x1`, `8@750`, then the closing `)`.
    mutating func predicate(_ cursor: inout CharacterCursor) throws(ConsoleLogError) -> Predicate {
        var p = Predicate()
        cursor.skipSpaces()
        p.relation = Self.relation(&cursor) ?? .equal
        cursor.skipSpaces()
        if let spacing = try systemSpacing(&cursor) {
            p.constant = spacing
            p.usesSystemSpacing = true
        } else if startsNumber(cursor) {
            p.constant = try cursor.number()
        } else {
            let key = try item(at: &cursor, context: .visualFormat)
            p.item = key
        }
        cursor.skipSpaces()
        if cursor.consume("@") { p.priority = try cursor.number() }
        cursor.skipSpaces()
        guard cursor.consume(")") else {
            throw .visualFormat("expected ')' after the predicate, found '\(cursor.excerpt(20))'")
        }
        return p
    }
}
