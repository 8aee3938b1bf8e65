import VisualFormat

/// Reads one constraint description, `<Class:0xADDRESS ['identifier'] body   (active, names: …)>`,
/// into a `LoggedConstraint`, in the formats `NSLayoutConstraint.description` prints on iOS 8 to 17
/// (as real console logs in public bug reports show them).
///
/// The description is read from both ends: the class, address, SnapKit source, autoresizing
/// mask and identifier from the front; the `(active, names: …)` status, `(LTR)`, the content
/// priorities and a printed priority from the back. What is left is the body: a visual format
/// (`H:|-(8)-[…]`) or an equation. The `names:` list is read first, since the body may name items
/// by its keys.
struct DescriptionParser {
    /// The description's characters, `<` and `>` included.
    let chars: [Character]
    let line: Int
    var items: ItemTable
    /// The `names:` list: key (`|`, `name_label`) to item key, and the keys longest first.
    var names: [String: String] = [:]
    var namesByLength: [String] = []
    /// The constraint's class, once read.
    var kind = ""

    init(_ description: String, line: Int, items: ItemTable) {
        chars = Array(description)
        self.line = line
        self.items = items
    }

    mutating func parse() throws(ConsoleLogError) -> LoggedConstraint {
        guard chars.count > 2, chars.first == "<", chars.last == ">" else {
            throw chars.count <= 2 ? .emptyEntry : .missingHeader(found: String(chars.prefix(40)))
        }
        var cursor = CharacterCursor(chars, at: 1)
        guard let kindEnd = Self.classNameEnd(in: chars, from: 1), kindEnd < chars.count, chars[kindEnd] == ":" else {
            throw .missingHeader(found: cursor.excerpt())
        }
        // A space after the colon is a paste's damage (`<NSLayoutConstraint: 0x1 …>`), not UIKit's.
        let addressStart = kindEnd + 1 < chars.count && chars[kindEnd + 1] == " " ? kindEnd + 2 : kindEnd + 1
        guard CharacterCursor.matches("0x", in: chars, at: addressStart) else { throw .missingHeader(found: cursor.excerpt()) }
        kind = String(chars[1..<kindEnd])
        let (address, afterAddress) = try Self.address(in: chars, at: addressStart)
        cursor.index = afterAddress
        var source: (file: String, line: Int)?
        if cursor.current == "@" { source = readSource(&cursor) }
        cursor.skipSpaces()
        let bodyEnd = try readStatus(from: cursor.index)
        var body = CharacterCursor(chars, at: cursor.index)
        let front = readFront(&body, end: bodyEnd.end)
        var end = bodyEnd.end
        while end > body.index, chars[end - 1] == " " { end -= 1 }
        let tails = try readTails(start: body.index, end: &end)
        var constraint: LoggedConstraint
        if body.looksAt("H:") || body.looksAt("V:") {
            constraint = try visualFormat(start: body.index, end: end, leftToRight: tails.direction != nil)
        } else {
            constraint = try equation(start: body.index, end: end)
        }
        constraint.address = address
        constraint.kind = kind
        constraint.identifier = front.identifier
        constraint.autoresizingMask = front.mask
        constraint.description = String(chars)
        constraint.line = line
        constraint.sourceFile = source?.file
        constraint.sourceLine = source?.line
        constraint.isActive = bodyEnd.isActive
        constraint.names = names
        if let priority = tails.priority { constraint.priority = priority }
        if let content = tails.content {
            constraint.contentPriorities = content
            constraint.priority = content.compressionResistance
        }
        items.resolveNames(names)
        return constraint
    }

    /// SnapKit's `@File.swift#42` after the address: up to the first `#` that digits and a
    /// space follow (a path may hold spaces: `@/Users/me/My App/View.swift#98`).
    func readSource(_ cursor: inout CharacterCursor) -> (String, Int)? {
        let start = cursor.index + 1
        var i = start
        while i < chars.count {
            if chars[i] == "#" {
                var j = i + 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
                if j > i + 1, j < chars.count, chars[j] == " " || chars[j] == ">" {
                    cursor.index = j
                    return (String(chars[start..<i]), Int(String(chars[(i + 1)..<j])) ?? 0)
                }
            }
            i += 1
        }
        return nil
    }

    /// The `(active)`, `(inactive)`, `(active, names: …)` or iOS 8's `(Names: …)` at the end:
    /// where the body ends, and whether the constraint was active. Reads the names.
    mutating func readStatus(from start: Int) throws(ConsoleLogError) -> (end: Int, isActive: Bool?) {
        let last = chars.count - 1  // the closing `>`
        var i = last - 1
        while i > start, chars[i] == " " { i -= 1 }
        guard i > start, chars[i] == ")" else { return (last, nil) }
        var open: Int?
        for marker in ["(active", "(inactive", "(Names:", "(names:"] {
            var k = i
            while k >= start {
                if CharacterCursor.matches(marker, in: chars, at: k) {
                    if open.map({ k > $0 }) ?? true { open = k }
                    break
                }
                k -= 1
            }
        }
        guard let open else { return (last, nil) }
        var cursor = CharacterCursor(chars, at: open + 1)
        var isActive: Bool?
        if cursor.consume("active") { isActive = true } else if cursor.consume("inactive") { isActive = false }
        _ = cursor.consume(",")
        cursor.skipSpaces()
        if cursor.consume("names:") || cursor.consume("Names:") {
            try readNames(&cursor, end: i)
        }
        return (open, isActive)
    }

    /// `'|':UIView:0x1, name_label:0x2, progress background:0x3` up to `end` (the closing `)`).
    mutating func readNames(_ cursor: inout CharacterCursor, end: Int) throws(ConsoleLogError) {
        while true {
            while cursor.index < end, cursor.current == " " || cursor.current == "," { cursor.index += 1 }
            guard cursor.index < end else { break }
            let key: String
            if cursor.consume("'|'") {
                key = "|"
            } else {
                let start = cursor.index
                while cursor.index < end, cursor.current != ":" { cursor.index += 1 }
                key = String(chars[start..<cursor.index])
            }
            guard cursor.consume(":") else { throw .expectedItem(found: cursor.excerpt(30)) }
            guard let (found, after) = try classItem(at: cursor.index, context: .names) else {
                throw .expectedItem(found: cursor.excerpt(30))
            }
            var item = found
            if key != "|", item.name == nil { item.name = key }
            names[key] = items.merge(item)
            cursor.index = after
        }
        namesByLength = names.keys.filter { $0 != "|" }.sorted { $0.count > $1.count }
    }

    /// The identifier in quotes and the `h=--& v=--&` mask code, in either order.
    func readFront(_ cursor: inout CharacterCursor, end: Int) -> (identifier: String?, mask: String?) {
        var identifier: String?, mask: String?
        for _ in 0..<2 {
            if mask == nil, cursor.looksAt("h="), let m = readMask(&cursor) { mask = m; continue }
            if identifier == nil, cursor.current == "'" {
                // Up to the quote that a space follows: identifiers may hold quotes.
                var k = cursor.index + 1
                while k < end, !(chars[k] == "'" && (k + 1 == end || chars[k + 1] == " ")) { k += 1 }
                guard k < end else { break }
                identifier = String(chars[(cursor.index + 1)..<k])
                cursor.index = k + 1
                cursor.skipSpaces()
            }
        }
        return (identifier, mask)
    }

    func readMask(_ cursor: inout CharacterCursor) -> String? {
        let start = cursor.index
        func code(_ prefix: String) -> Bool {
            guard cursor.consume(prefix) else { return false }
            var n = 0
            while let c = cursor.current, c == "-" || c == "&" { cursor.index += 1; n += 1 }
            return n == 3
        }
        guard code("h="), cursor.consume(" "), code("v=") else { cursor.index = start; return nil }
        let mask = String(chars[start..<cursor.index])
        cursor.skipSpaces()
        return mask
    }

    /// What may follow the body: `Hug:250 CompressionResistance:750`, `(LTR)`, ` @750`. Moves
    /// `end` back over them.
    func readTails(start: Int, end: inout Int) throws(ConsoleLogError)
        -> (content: LoggedConstraint.ContentPriorities?, direction: String?, priority: Double?) {
        var content: LoggedConstraint.ContentPriorities?
        var direction: String?
        var priority: Double?
        func trim() { while end > start, chars[end - 1] == " " { end -= 1 } }
        func find(_ word: String) -> Int? {
            (start..<end).first { CharacterCursor.matches(word, in: chars, at: $0) }
        }
        if let hug = find(" Hug:"), let resistance = find(" CompressionResistance:"), hug < resistance {
            let hugging = Double(String(chars[(hug + 5)..<resistance]).trimmingSpaces())
            let compression = Double(String(chars[(resistance + 23)..<end]).trimmingSpaces())
            if let hugging, let compression {
                content = .init(hugging: hugging, compressionResistance: compression)
                end = hug
                trim()
            }
        }
        for marker in ["(LTR)", "(RTL)"] where end - start >= 5 && CharacterCursor.matches(marker, in: chars, at: end - 5) {
            direction = String(marker.dropFirst().dropLast())
            end -= 5
            trim()
        }
        var k = end - 1
        while k > start, chars[k].isNumber || chars[k] == "." { k -= 1 }
        if k > start, k < end - 1, chars[k] == "@", chars[k - 1] == " ", let p = Double(String(chars[(k + 1)..<end])) {
            priority = p
            end = k
            trim()
        }
        return (content, direction, priority)
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
