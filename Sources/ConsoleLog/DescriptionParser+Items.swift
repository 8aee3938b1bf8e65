/// Items as descriptions print them: `UILabel:0x7f9c1d40a2b0'Title'`, `MyApp.Card:0x1`, a names
/// key such as `name_label` or `VeryLargeLabelWithBorder...`, a bare `0x1` in a `names:` list.
extension DescriptionParser {
    /// Where an item is printed: what may follow it decides where a quoted text ends.
    enum ItemContext {
        /// In an equation: `.attribute` follows.
        case equation
        /// Inside a visual format's brackets: `]` or a size predicate's `(` follows.
        case visualFormat
        /// In a `names:` list: `,`, the closing `)` or the end follows.
        case names
    }

    /// Reads the item at the cursor, registers it and returns its key.
    mutating func item(at cursor: inout CharacterCursor, context: ItemContext) throws(ConsoleLogError) -> String {
        if context != .names, let (key, end) = namedItem(at: cursor.index, context: context) {
            cursor.index = end
            return key
        }
        if let (found, end) = try classItem(at: cursor.index, context: context) {
            cursor.index = end
            return items.merge(found)
        }
        // A name the `names:` list does not give (a paste without it): up to what must follow.
        let start = cursor.index
        var end = start
        switch context {
        case .equation:
            while end < chars.count {
                if chars[end] == ".", let attribute = AttributeNames.attribute(in: chars, at: end + 1),
                   attribute.end == chars.count || !chars[attribute.end].isLetter { break }
                if ["==", "<=", ">="].contains(where: { CharacterCursor.matches(" " + $0, in: chars, at: end) }) { break }
                end += 1
            }
        case .visualFormat:
            while end < chars.count, chars[end] != "]", chars[end] != "(" { end += 1 }
        case .names:
            break
        }
        guard end > start, end < chars.count || context == .equation else {
            throw .expectedItem(found: cursor.excerpt(30))
        }
        cursor.index = end
        return items.merge(LoggedItem(address: nil, name: String(chars[start..<end])))
    }

    /// A key of the description's `names:` list at `index`, followed by what the context needs.
    func namedItem(at index: Int, context: ItemContext) -> (String, Int)? {
        for name in namesByLength where CharacterCursor.matches(name, in: chars, at: index) {
            let end = index + name.count
            guard end < chars.count, let key = names[name] else { continue }
            switch context {
            case .equation:
                if chars[end] == ".", AttributeNames.attribute(in: chars, at: end + 1) != nil { return (key, end) }
            case .visualFormat:
                if chars[end] == "]" || chars[end] == "(" { return (key, end) }
            case .names:
                return (key, end)
            }
        }
        return nil
    }

    /// `Class:0xADDRESS` and an optional quoted text; in a `names:` list the class may be missing.
    /// Nil when the characters at `index` are not of that shape.
    func classItem(at index: Int, context: ItemContext) throws(ConsoleLogError) -> (LoggedItem, Int)? {
        var i = index
        var className: String?
        if !CharacterCursor.matches("0x", in: chars, at: i) {
            guard let end = Self.classNameEnd(in: chars, from: i), end < chars.count, chars[end] == ":" else { return nil }
            className = String(chars[i..<end])
            i = end + 1
            if CharacterCursor.matches(" 0x", in: chars, at: i) { i += 1 }
        } else if context != .names {
            return nil
        }
        guard CharacterCursor.matches("0x", in: chars, at: i) else { return nil }
        let (address, afterAddress) = try Self.address(in: chars, at: i)
        i = afterAddress
        var text: String?
        if i < chars.count, chars[i] == "'" {
            guard let close = closingQuote(after: i, context: context) else {
                throw .unterminatedText(String(chars[i..<min(chars.count, i + 30)]))
            }
            text = String(chars[(i + 1)..<close])
            i = close + 1
        }
        return (LoggedItem(address: address, className: className, text: text), i)
    }

    /// The end of a class name starting at `start`: letters, digits, `_`, `.`, `$` and balanced
    /// generic arguments `<…>` (which may hold spaces and commas). Nil when there is none.
    static func classNameEnd(in chars: [Character], from start: Int) -> Int? {
        var i = start
        var depth = 0
        while i < chars.count {
            let c = chars[i]
            if c == "<" { depth += 1 }
            else if c == ">" {
                guard depth > 0 else { break }
                depth -= 1
            } else if depth == 0 && !(c.isLetter || c.isNumber || c == "_" || c == "." || c == "$") {
                break
            }
            i += 1
        }
        guard depth == 0, i > start, chars[start].isLetter || chars[start] == "_" else { return nil }
        return i
    }

    /// `0x` and hexadecimal digits at `index`, lowercased, and the index after them.
    static func address(in chars: [Character], at index: Int) throws(ConsoleLogError) -> (String, Int) {
        var i = index + 2
        while i < chars.count, chars[i].isHexDigit { i += 1 }
        var end = i
        while end < chars.count, chars[end].isLetter || chars[end].isNumber { end += 1 }
        guard i > index + 2, end == i else {
            throw .invalidAddress(String(chars[index..<max(end, index + 2)]))
        }
        return (String(chars[index..<i]).lowercased(), i)
    }

    /// The quote that closes the text opened at `open`: the first one followed by what the
    /// context allows (so texts may hold quotes: `'YOU'RE OK'.bottom`).
    func closingQuote(after open: Int, context: ItemContext) -> Int? {
        var k = open + 1
        while k < chars.count {
            defer { k += 1 }
            guard chars[k] == "'" else { continue }
            let next = k + 1
            switch context {
            case .equation:
                if next < chars.count, chars[next] == ".",
                   let a = AttributeNames.attribute(in: chars, at: next + 1),
                   a.end == chars.count || !chars[a.end].isLetter { return k }
            case .visualFormat:
                if next < chars.count, chars[next] == "]" || chars[next] == "(" { return k }
            case .names:
                var j = next
                while j < chars.count, chars[j] == " " { j += 1 }
                if j == chars.count || chars[j] == "," || chars[j] == ")" { return k }
            }
        }
        return nil
    }
}
