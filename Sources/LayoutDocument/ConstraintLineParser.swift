import LayoutVocabulary
/// A cookbook constraint line split into its parts, names not yet looked up.
///
/// The grammar, as the Auto Layout Cookbook writes its lists (spaces are optional around every
/// symbol, words match without regard to case):
///
///     line      := [id "."] item "." attribute relation right [priority]
///     right     := constant
///                | [multiplier] item "." attribute [("+" | "-") (number | "Standard")]
///     relation  := "=" | "==" | ">=" | "<=" | "≥" | "≤"
///     multiplier:= number ("x" | "×" | "*")          2.0 x
///                | number "%" [x]                    200%
///                | number ("/" | ":") number [x]     2/1, 2:1
///     constant  := ["+" | "-"] number                a constant size: 0.0, 150.0
///     priority  := "(" "Priority" number ")"
///     number    := digits ["." digits] | "." digits
///
/// An item is a view name, `Superview`, `Top Layout Guide`, `Bottom Layout Guide`, `Safe Area` or
/// a named layout guide: everything up to the `.` that starts the attribute, so names may hold
/// spaces and any character but `.` and the relation symbols. A right side that starts with a
/// number is a multiplier when `x`, `%`, `/` or `:` follows the number, a constant when the line
/// ends after it (or `(`, `+` or `-` follows), and otherwise a name that starts with a digit
/// ("3D View").
struct ConstraintLineSyntax: Hashable, Sendable {
    /// A piece of the line with its offset in Unicode scalars from the start of the line.
    struct Word: Hashable, Sendable {
        var text: String
        var offset: Int
    }

    var id: Int?
    var firstItem: Word
    var firstAttribute: Word
    var relation: LayoutRelation
    var secondItem: Word?
    var secondAttribute: Word?
    var multiplier: Double
    var constant: ConstraintConstant
    /// Where the constant is written, for errors about it.
    var constantOffset: Int?
    var priority: Float
}

/// Reads one constraint line into `ConstraintLineSyntax`, throwing errors located at the column
/// of the offending word (`base` is where the line starts in the document).
struct ConstraintLineParser {
    private let scalars: [Unicode.Scalar]
    private let base: SourceLocation
    private var position = 0

    init(_ line: String, base: SourceLocation) {
        scalars = Array(line.unicodeScalars)
        self.base = base
    }

    /// The number before `.` that starts a line (`12. …`), and the offset just after it; nil
    /// when the line has none. Needs whitespace after the dot, so `2.0 x …` is no id.
    static func leadingID(of scalars: [Unicode.Scalar]) -> (digits: String, end: Int)? {
        var index = 0
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        let start = index
        while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        guard index > start, index + 1 < scalars.count, scalars[index] == ".",
              scalars[index + 1].properties.isWhitespace else { return nil }
        var digits = ""
        digits.unicodeScalars.append(contentsOf: scalars[start..<index])
        return (digits, index + 1)
    }

    mutating func parse() throws(LayoutDocumentError) -> ConstraintLineSyntax {
        var id: Int?
        if let (digits, end) = Self.leadingID(of: scalars) {
            guard let value = Int(digits), value <= 1_000_000_000 else {
                throw error("a constraint number of at most 1000000000", at: position)
            }
            id = value
            position = end
        }
        skipSpaces()
        let (firstItem, firstAttribute) = try itemAndAttribute()
        skipSpaces()
        let relation = try self.relation()
        skipSpaces()
        var syntax = ConstraintLineSyntax(
            id: id, firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: nil, secondAttribute: nil, multiplier: 1, constant: .points(0), constantOffset: nil,
            priority: 1000)
        try rightSide(into: &syntax)
        skipSpaces()
        if peek == "(" {
            syntax.priority = try priority()
            skipSpaces()
        }
        guard position == scalars.count else {
            throw error(syntax.secondItem == nil ? "'(Priority N)' or the end of the line"
                        : "'+', '-', '(Priority N)' or the end of the line", at: position)
        }
        return syntax
    }

    // MARK: - Parts

    private mutating func itemAndAttribute() throws(LayoutDocumentError) -> (ConstraintLineSyntax.Word, ConstraintLineSyntax.Word) {
        let start = position
        while let scalar = peek, scalar != ".", !Self.isRelationSymbol(scalar) { position += 1 }
        let name = text(start..<position).trimmingSpaces
        guard !name.text.isEmpty else {
            throw error("a view name", at: start)
        }
        guard peek == "." else {
            throw error("'.' and an attribute after '\(name.text)'", at: position)
        }
        position += 1
        let attributeStart = position
        while let scalar = peek, Self.isWordCharacter(scalar) { position += 1 }
        guard position > attributeStart else {
            throw error("an attribute after '\(name.text).'", at: attributeStart)
        }
        let attribute = text(attributeStart..<position)
        return (name, attribute)
    }

    private mutating func relation() throws(LayoutDocumentError) -> LayoutRelation {
        switch peek {
        case "≥":
            position += 1
            return .greaterThanOrEqual
        case "≤":
            position += 1
            return .lessThanOrEqual
        case ">", "<":
            let relation: LayoutRelation = peek == ">" ? .greaterThanOrEqual : .lessThanOrEqual
            guard peek(at: position + 1) == "=" else {
                throw error("'\(peek.map(String.init) ?? "")=' (a relation is =, >= or <=)", at: position)
            }
            position += 2
            return relation
        case "=":
            position += peek(at: position + 1) == "=" ? 2 : 1
            return .equal
        default:
            throw error("a relation (=, >= or <=)", at: position)
        }
    }

    /// What follows the relation: a signed constant, a size, or an optional multiplier, then an
    /// item's attribute and an optional constant.
    private mutating func rightSide(into syntax: inout ConstraintLineSyntax) throws(LayoutDocumentError) {
        let start = position
        if let sign = peek, sign == "+" || sign == "-" {
            position += 1
            skipSpaces()
            let numberStart = position
            guard let value = try number() else {
                throw error("a number after '\(sign)'", at: numberStart)
            }
            syntax.constant = .points(sign == "-" ? -value : value)
            syntax.constantOffset = start
            return
        }
        if let value = try number(), try leadingNumber(value, from: start, into: &syntax) { return }
        let (item, attribute) = try itemAndAttribute()
        syntax.secondItem = item
        syntax.secondAttribute = attribute
        skipSpaces()
        try trailingConstant(into: &syntax)
    }

    /// A number read at `start` before the item: a multiplier (`50%`, `3/4`, `2 *`), or a
    /// constant size standing alone (then returns true). A name that starts with a digit
    /// ("3D View.Width") puts the position back to `start`.
    private mutating func leadingNumber(_ value: Double, from start: Int,
                                        into syntax: inout ConstraintLineSyntax) throws(LayoutDocumentError) -> Bool {
        skipSpaces()
        switch peek {
        case "%":
            position += 1
            syntax.multiplier = try checkedMultiplier(value / 100, from: start)
            skipMultiplicationSign()
        case "/", ":":
            position += 1
            skipSpaces()
            let denominatorStart = position
            guard let denominator = try number() else {
                throw error("a number after '\(text(start..<denominatorStart).text.trimmingSpaces.text)'",
                            at: denominatorStart)
            }
            guard denominator != 0 else {
                throw .invalidMultiplier(base.advanced(by: start), text: text(start..<position).text,
                                         reason: "the denominator is zero")
            }
            syntax.multiplier = try checkedMultiplier(value / denominator, from: start)
            skipMultiplicationSign()
        case let scalar? where Self.isMultiplicationSign(scalar) && isSpaceOrEnd(at: position + 1):
            position += 1
            syntax.multiplier = try checkedMultiplier(value, from: start)
            skipSpaces()
        case nil, "(", "+", "-":
            // A constant size; anything after it is checked by the caller.
            syntax.constant = .points(value)
            syntax.constantOffset = start
            return true
        default:
            position = start
        }
        return false
    }

    /// `+ 8`, `- 8` or `+ Standard` after the item's attribute, if present.
    private mutating func trailingConstant(into syntax: inout ConstraintLineSyntax) throws(LayoutDocumentError) {
        guard let sign = peek, sign == "+" || sign == "-" else { return }
        let signOffset = position
        position += 1
        skipSpaces()
        let wordStart = position
        while let scalar = peek, Self.isWordCharacter(scalar), !Self.isDigit(scalar) { position += 1 }
        if text(wordStart..<position).text.lowercased() == "standard" {
            guard sign == "+" else {
                throw error("a number after '-' (Standard spacing can only be added)", at: wordStart)
            }
            syntax.constant = .standard
            syntax.constantOffset = signOffset
            return
        }
        position = wordStart
        guard let value = try number() else {
            throw error("a number or Standard after '\(sign)'", at: wordStart)
        }
        syntax.constant = .points(sign == "-" ? -value : value)
        syntax.constantOffset = signOffset
    }

    private mutating func priority() throws(LayoutDocumentError) -> Float {
        position += 1
        skipSpaces()
        let wordStart = position
        while let scalar = peek, Self.isWordCharacter(scalar) { position += 1 }
        guard text(wordStart..<position).text.lowercased() == "priority" else {
            throw error("'Priority' after '('", at: wordStart)
        }
        skipSpaces()
        let numberStart = position
        guard let value = try number() else {
            throw error("a priority number", at: numberStart)
        }
        let written = text(numberStart..<position).text
        skipSpaces()
        guard peek == ")" else {
            throw error("')' after the priority", at: position)
        }
        position += 1
        guard value > 0, value <= 1000 else {
            throw .invalidPriority(base.advanced(by: numberStart), value: written)
        }
        return Float(value)
    }

    // MARK: - Scanning

    private var peek: Unicode.Scalar? { peek(at: position) }

    private func peek(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private mutating func skipSpaces() {
        while let scalar = peek, scalar.properties.isWhitespace { position += 1 }
    }

    private func isSpaceOrEnd(at index: Int) -> Bool {
        peek(at: index).map { $0.properties.isWhitespace } ?? true
    }

    /// An optional `x`, `×` or `*` after a `%`, `/` or `:` multiplier.
    private mutating func skipMultiplicationSign() {
        skipSpaces()
        if let scalar = peek, Self.isMultiplicationSign(scalar), isSpaceOrEnd(at: position + 1) {
            position += 1
        }
        skipSpaces()
    }

    /// `(digits ["." digits] | "." digits) [("e" | "E") ["+" | "-"] digits]`, or nil (and no
    /// move) when none starts here.
    ///
    /// The exponent is taken as the visual format language takes it, so that one constant
    /// reads the same in both; the range check refuses what no layout can hold.
    private mutating func number() throws(LayoutDocumentError) -> Double? {
        let start = position
        while let scalar = peek, Self.isDigit(scalar) { position += 1 }
        var digits = position - start
        if peek == ".", let next = peek(at: position + 1), Self.isDigit(next) {
            position += 1
            while let scalar = peek, Self.isDigit(scalar) {
                position += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            position = start
            return nil
        }
        skipExponent()
        let written = text(start..<position).text
        guard let value = Double(written), value.isFinite else {
            throw .invalidValue(base.advanced(by: start), key: "number", value: written,
                                expected: "a finite number", suggestion: nil)
        }
        return try NodeReader.inRange(value, written: written, at: base.advanced(by: start))
    }

    /// Moves past `e`, an optional sign and digits; stays put unless a digit follows.
    private mutating func skipExponent() {
        guard let marker = peek, marker == "e" || marker == "E" else { return }
        var next = position + 1
        if let sign = peek(at: next), sign == "+" || sign == "-" { next += 1 }
        guard let digit = peek(at: next), Self.isDigit(digit) else { return }
        position = next
        while let scalar = peek, Self.isDigit(scalar) { position += 1 }
    }

    private func checkedMultiplier(_ value: Double, from start: Int) throws(LayoutDocumentError) -> Double {
        guard value.isFinite, value != 0 else {
            throw .invalidMultiplier(base.advanced(by: start), text: text(start..<position).text.trimmingSpaces.text,
                                     reason: value == 0 ? "a multiplier of 0 makes an illegal constraint"
                                        : "the value is not finite")
        }
        return try NodeReader.inRange(value, written: text(start..<position).text.trimmingSpaces.text,
                                      at: base.advanced(by: start))
    }

    private func text(_ range: Range<Int>) -> ConstraintLineSyntax.Word {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return ConstraintLineSyntax.Word(text: string, offset: range.lowerBound)
    }

    /// "expected X, found Y" at `offset` (moved past spaces), Y being the word there or "the end
    /// of the line".
    private func error(_ expected: String, at start: Int) -> LayoutDocumentError {
        var offset = start
        while offset < scalars.count, scalars[offset].properties.isWhitespace { offset += 1 }
        var end = offset
        while end < scalars.count, end - offset < 24, !scalars[end].properties.isWhitespace { end += 1 }
        if end == offset, offset < scalars.count { end = offset + 1 }
        let found = end > offset ? "'\(text(offset..<end).text)'" : "the end of the line"
        return .invalidConstraint(base.advanced(by: offset), expected: expected, found: found)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isRelationSymbol(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "=" || scalar == "<" || scalar == ">" || scalar == "≤" || scalar == "≥"
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isDigit(scalar)
    }

    private static func isMultiplicationSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "x" || scalar == "X" || scalar == "×" || scalar == "*"
    }
}

extension ConstraintLineSyntax.Word {
    /// The word without leading and trailing whitespace, its offset moved past what was cut.
    var trimmingSpaces: ConstraintLineSyntax.Word {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        var trimmed = ""
        trimmed.unicodeScalars.append(contentsOf: scalars[start..<end])
        return ConstraintLineSyntax.Word(text: trimmed, offset: offset + start)
    }
}

extension String {
    /// The string without leading and trailing whitespace, and how many scalars were cut in front.
    var trimmingSpaces: (text: String, offset: Int) {
        let word = ConstraintLineSyntax.Word(text: self, offset: 0).trimmingSpaces
        return (word.text, word.offset)
    }
}
