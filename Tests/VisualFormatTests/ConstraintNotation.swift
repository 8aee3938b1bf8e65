import VisualFormat

/// Reads the constraint notation of the test tables into `VisualFormat.Constraint` values.
///
/// The expected constraints are written by hand as equations, in UIKit's own form
/// `first.attribute REL second.attribute + constant @priority`:
/// - `b.leading == a.trailing + 8`, `a.width >= 50`, `a.width == 100 @20`;
/// - `superview` is the `|`; `std` is the sibling standard spacing (`NSSpace`), `stdSuper` the
///   legacy superview standard spacing;
/// - a missing `@priority` means 1000 (required).
/// This reader is independent of the module: it maps names with its own table, so a test compares
/// the parser with what the table author wrote, never with the parser's own rendering.
enum ConstraintNotation {
    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom,
        "leading": .leading, "trailing": .trailing, "width": .width, "height": .height,
        "centerX": .centerX, "centerY": .centerY,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    ]

    static let relations: [String: LayoutRelation] = [
        "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]

    /// The constraint an equation describes, or `nil` if the equation is malformed.
    static func constraint(_ text: String) -> VisualFormat.Constraint? {
        var tokens = text.split(separator: " ").map(String.init)
        var priority: Float = 1000
        if let last = tokens.last, last.hasPrefix("@") {
            guard let value = Float(last.dropFirst()) else { return nil }
            priority = value
            tokens.removeLast()
        }
        guard tokens.count == 3 || tokens.count == 5,
              let (firstItem, firstAttribute) = itemAndAttribute(tokens[0]),
              let relation = relations[tokens[1]]
        else { return nil }
        if tokens.count == 3 {
            guard let constant = constant(tokens[2]) else { return nil }
            return VisualFormat.Constraint(
                firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
                secondItem: nil, secondAttribute: .notAnAttribute,
                constant: constant, priority: priority)
        }
        guard let (secondItem, secondAttribute) = itemAndAttribute(tokens[2]),
              tokens[3] == "+", let constant = constant(tokens[4])
        else { return nil }
        return VisualFormat.Constraint(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute,
            constant: constant, priority: priority)
    }

    /// All equations of a table row; records an issue for a malformed one.
    static func constraints(_ lines: [String]) -> [VisualFormat.Constraint]? {
        let parsed = lines.map(constraint)
        guard parsed.allSatisfy({ $0 != nil }) else { return nil }
        return parsed.compactMap { $0 }
    }

    private static func itemAndAttribute(_ token: String) -> (VisualFormat.Item, LayoutAttribute)? {
        let parts = token.split(separator: ".")
        guard parts.count == 2, let attribute = attributes[String(parts[1])] else { return nil }
        let item: VisualFormat.Item = parts[0] == "superview" ? .superview : .view(String(parts[0]))
        return (item, attribute)
    }

    private static func constant(_ token: String) -> VisualFormat.Constant? {
        switch token {
        case "std": .standardSpacing
        case "stdSuper": .standardSpacingToSuperview
        default: Double(token).map { .points($0) }
        }
    }

    /// The view names an expectation mentions, for rows that do not list their views.
    static func viewNames(in lines: [String]) -> Set<String> {
        var names = Set<String>()
        for line in lines {
            for token in line.split(separator: " ") where token.contains(".") && (token.first?.isLetter == true || token.first == "_") {
                let name = String(token.split(separator: ".")[0])
                if name != "superview" { names.insert(name) }
            }
        }
        return names
    }
}
