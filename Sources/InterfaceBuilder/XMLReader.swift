/// Reads the XML of a storyboard or xib into an `XMLNode` tree, in one pass over its UTF-8 bytes.
///
/// Interface Builder documents use a small part of XML: elements, attributes, character data,
/// comments, the XML declaration and, rarely, CDATA sections and processing instructions. This
/// reader covers those, with the well-formedness rules that matter (matching end tags, quoted
/// attributes written once, references that exist, characters XML allows), and refuses the rest
/// with a located sentence: other encodings than UTF-8, entity declarations, references to
/// entities other than XML's five predefined ones and character references.
///
/// It replaces Foundation's `XMLParser`, whose libxml2 underneath crashed on some encoding
/// declarations, dropped character data after an entity reference, and stopped documents over
/// 10 MB with unrelated messages. Nothing here recurses, so nesting costs no stack; positions
/// are those of the `<` opening each start tag, columns counted in Unicode scalars.
struct XMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Elements opened and not yet closed, with the bytes of their character data so far.
    private var stack: [(node: XMLNode, text: [UInt8])] = []
    private var root: XMLNode?
    /// Turns byte offsets into lines and columns.
    private var positions: PositionCounter

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        positions = PositionCounter(bytes: bytes)
    }

    /// The root element of `bytes`, or the first problem found, located.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(InterfaceBuilderError) -> XMLNode {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    // MARK: Document

    private mutating func document() throws(InterfaceBuilderError) -> XMLNode {
        try checkEncoding()
        if matches("\u{FEFF}") { index += 3 }
        if matches("<?xml") && index + 5 < bytes.count && Self.isSpace(bytes[index + 5]) {
            try xmlDeclaration()
        }
        while index < bytes.count {
            if !stack.isEmpty {
                try content()
            } else if root != nil {
                try afterRoot()
            } else {
                try prolog()
            }
        }
        if let open = stack.last?.node {
            throw error(at: bytes.count, "the document ends inside <\(open.name)> opened on line \(open.line), "
                        + "which is never closed")
        }
        guard let root else { throw error(at: bytes.count, "the document is empty") }
        return root
    }

    /// Refuses text that is not UTF-8: UTF-16 (by its byte order mark or its zero bytes), an
    /// encoding declaration naming another encoding, or bytes that are not valid UTF-8.
    private mutating func checkEncoding() throws(InterfaceBuilderError) {
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
                                || (bytes[0] == 0 && bytes[1] == 0x3C) || (bytes[0] == 0x3C && bytes[1] == 0)) {
            throw error(at: 0, "the document is UTF-16; Interface Builder documents are UTF-8 "
                        + "(convert it, for example with iconv -f UTF-16 -t UTF-8)")
        }
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw error(at: bad, "the text is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 (or its ASCII subset) is accepted.
    private mutating func xmlDeclaration() throws(InterfaceBuilderError) {
        let start = index
        guard let end = find("?>", from: index) else {
            throw error(at: start, "the XML declaration is never closed with '?>'")
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        index = end + 2
        guard let range = text.range(of: "encoding") else { return }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        let accepted = ["utf-8", "utf8", "us-ascii", "ascii"]
        guard accepted.contains(name.lowercased()) else {
            throw error(at: start, "the document declares the encoding '\(name)'; Interface Builder documents are "
                        + "UTF-8 (convert the file and declare encoding=\"UTF-8\")")
        }
    }

    /// Before the root element: white space, comments, processing instructions, a DOCTYPE.
    private mutating func prolog() throws(InterfaceBuilderError) {
        let byte = bytes[index]
        if Self.isSpace(byte) {
            index += 1
        } else if matches("<!--") {
            try comment()
        } else if matches("<?") {
            try processingInstruction()
        } else if matches("<!DOCTYPE") {
            try doctype()
        } else if byte == UInt8(ascii: "<") && index + 1 < bytes.count && Self.isNameStart(bytes[index + 1]) {
            try startTag()
        } else {
            throw error(at: index, "the document does not start with an element")
        }
    }

    /// After the root element: only white space, comments and processing instructions.
    private mutating func afterRoot() throws(InterfaceBuilderError) {
        while index < bytes.count {
            if Self.isSpace(bytes[index]) {
                index += 1
            } else if matches("<!--") {
                try comment()
            } else if matches("<?") {
                try processingInstruction()
            } else {
                throw error(at: index, "there is content after the end of the root element")
            }
        }
    }

    // MARK: Markup

    private mutating func comment() throws(InterfaceBuilderError) {
        let start = index
        guard let end = find("-->", from: index + 4) else {
            throw error(at: start, "a comment is never closed with '-->'" + inside)
        }
        index = end + 3
    }

    private mutating func processingInstruction() throws(InterfaceBuilderError) {
        let start = index
        guard let end = find("?>", from: index + 2) else {
            throw error(at: start, "a processing instruction is never closed with '?>'" + inside)
        }
        index = end + 2
    }

    /// `<!DOCTYPE name …>`, skipped, unless its internal subset declares an entity.
    private mutating func doctype() throws(InterfaceBuilderError) {
        let start = index
        var depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if depth > 0 && matches("<!ENTITY") {
                var nameStart = index + 8
                while nameStart < bytes.count && (Self.isSpace(bytes[nameStart]) || bytes[nameStart] == UInt8(ascii: "%")) {
                    nameStart += 1
                }
                var nameEnd = nameStart
                while nameEnd < bytes.count && Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                throw error(at: index, "the document declares the entity '\(name)'; custom entities are not supported "
                            + "(Interface Builder writes only &amp;, &lt;, &gt;, &quot;, &apos; and character references)")
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                index += 1
                return
            }
            index += 1
        }
        throw error(at: start, "the DOCTYPE declaration is never closed with '>'")
    }

    /// Inside an element: character data, references, child elements, end tags, comments, CDATA.
    private mutating func content() throws(InterfaceBuilderError) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") {
            if matches("</") {
                try endTag()
            } else if matches("<!--") {
                try comment()
            } else if matches("<![CDATA[") {
                let start = index
                guard let end = find("]]>", from: index + 9) else {
                    throw error(at: start, "a CDATA section is never closed with ']]>'" + inside)
                }
                appendText(bytes[(start + 9)..<end])
                index = end + 3
            } else if matches("<?") {
                try processingInstruction()
            } else if index + 1 < bytes.count && Self.isNameStart(bytes[index + 1]) {
                try startTag()
            } else {
                throw error(at: index, "a name is expected after '<' (write '&lt;' for a literal '<')" + inside)
            }
        } else if byte == UInt8(ascii: "&") {
            let expansion = try reference()
            appendText(expansion)
        } else {
            let start = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "<") && bytes[index] != UInt8(ascii: "&") {
                let b = bytes[index]
                if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
                    throw error(at: index, "a character that XML does not allow (U+\(Self.hex(UInt32(b))))" + inside)
                }
                index += 1
            }
            appendText(bytes[start..<index])
        }
    }

    /// `<name attribute="value" …>` or `<name …/>`.
    private mutating func startTag() throws(InterfaceBuilderError) {
        let start = index
        index += 1
        let name = readName()
        let position = positions.position(of: start)
        guard stack.count < XMLTree.maximumDepth else {
            throw .malformedXML(IBSourceLocation(line: position.line, column: position.column, element: name),
                                message: "elements are nested more than \(XMLTree.maximumDepth) levels deep")
        }
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else {
                throw error(at: bytes.count, "the document ends inside the start tag of <\(name)>")
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                stack.append((XMLNode(name: name, attributes: attributes, children: [], text: "",
                                      line: position.line, column: position.column), []))
                return
            }
            if matches("/>") {
                index += 2
                close(XMLNode(name: name, attributes: attributes, children: [], text: "",
                              line: position.line, column: position.column), text: [])
                return
            }
            guard Self.isNameStart(bytes[index]) else {
                throw error(at: index, "'>' is expected to close the tag <\(name)>" + inside)
            }
            guard hadSpace else { throw error(at: index, "a space is required between attributes" + inside) }
            let attributeStart = index
            let key = readName()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error(at: attributeStart, "the attribute '\(key)' has no value" + inside)
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error(at: index, "an attribute value must be in double quotes" + inside)
            }
            let value = try attributeValue()
            guard attributes.updateValue(value, forKey: key) == nil else {
                throw error(at: attributeStart, "the attribute '\(key)' is written twice on <\(name)>" + inside)
            }
        }
    }

    /// A quoted attribute value with its references expanded and its white space normalised
    /// (tabs and line breaks become spaces, as XML specifies).
    private mutating func attributeValue() throws(InterfaceBuilderError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count && bytes[index] != quote {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                throw error(at: index, "a '<' inside an attribute value; write '&lt;'" + inside)
            case UInt8(ascii: "&"):
                value += try reference()
                continue
            case 0x0D:
                value.append(0x20)
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
            case ..<0x20:
                throw error(at: index, "a character that XML does not allow (U+\(Self.hex(UInt32(byte))))" + inside)
            default:
                value.append(byte)
            }
            index += 1
        }
        guard index < bytes.count else { throw error(at: start, "an attribute value is not closed by a quote" + inside) }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag() throws(InterfaceBuilderError) {
        let start = index
        index += 2
        let name = readName()
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error(at: index, "'>' is expected to close the end tag </\(name)>" + inside)
        }
        index += 1
        guard let (open, text) = stack.popLast() else {
            throw error(at: start, "the end tag </\(name)> closes no element")
        }
        guard open.name == name else {
            throw error(at: start, "the end tag </\(name)> does not match <\(open.name)> opened on line \(open.line); "
                        + "expected </\(open.name)>")
        }
        close(open, text: text)
    }

    /// Attaches a finished element to its parent, or makes it the root. Character data is kept
    /// for elements without children (a `<string>`'s text) and whenever it is not all white
    /// space, so that indentation between elements costs no memory.
    private mutating func close(_ node: XMLNode, text: [UInt8]) {
        var node = node
        if node.children.isEmpty || text.contains(where: { !Self.isSpace($0) }) {
            node.text = String(decoding: text, as: UTF8.self)
        }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].node.children.append(node)
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;` or `&#xNN;`, as UTF-8 bytes.
    private mutating func reference() throws(InterfaceBuilderError) -> [UInt8] {
        let start = index
        index += 1
        guard index < bytes.count else { throw error(at: start, "a name is expected after '&' (write '&amp;' for a literal '&')" + inside) }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hexadecimal = index < bytes.count && bytes[index] == UInt8(ascii: "x")
            if hexadecimal { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < bytes.count, let digit = Self.digit(bytes[index], hexadecimal: hexadecimal) {
                value = min(value * (hexadecimal ? 16 : 10) + digit, 0x110000)
                index += 1
            }
            let written = String(decoding: bytes[start..<min(index + 1, bytes.count)], as: UTF8.self)
            guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error(at: start, "an invalid character reference '\(written)'; expected &#digits; or &#xhex;" + inside)
            }
            index += 1
            guard let scalar = Unicode.Scalar(value), Self.isAllowed(scalar) else {
                throw error(at: start, "the character reference '\(written)' names a character XML does not allow" + inside)
            }
            return Array(String(Character(scalar)).utf8)
        }
        guard Self.isNameStart(bytes[index]) else {
            throw error(at: start, "a name is expected after '&' (write '&amp;' for a literal '&')" + inside)
        }
        let name = readName()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw error(at: start, "the entity reference '&\(name)' is not terminated by ';'" + inside)
        }
        index += 1
        switch name {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            throw error(at: start, "an undefined entity '&\(name);'; XML's predefined entities are &amp;, &lt;, &gt;, "
                        + "&quot; and &apos; (write '&amp;' for a literal '&')" + inside)
        }
    }

    // MARK: Bytes

    private mutating func appendText<C: Collection>(_ text: C) where C.Element == UInt8 {
        guard !stack.isEmpty else { return }
        // Line breaks as XML normalises them: CR LF and a lone CR become LF.
        var previousWasReturn = stack[stack.count - 1].text.last == 0x0D
        for byte in text {
            if byte == 0x0A && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == 0x0D
            stack[stack.count - 1].text.append(byte == 0x0D ? 0x0A : byte)
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// The offset of the next `terminator` at or after `start`, or nil.
    private func find(_ terminator: StaticString, from start: Int) -> Int? {
        let count = terminator.utf8CodeUnitCount
        let first = terminator.utf8Start[0]
        var at = start
        while at + count <= bytes.count {
            if bytes[at] == first {
                var same = true
                for offset in 1..<count where bytes[at + offset] != terminator.utf8Start[offset] {
                    same = false
                    break
                }
                if same { return at }
            }
            at += 1
        }
        return nil
    }

    /// ` (inside <name> opened on line N)` for the innermost open element, or nothing.
    private var inside: String {
        stack.last.map { " (inside <\($0.node.name)> opened on line \($0.node.line))" } ?? ""
    }

    private mutating func error(at offset: Int, _ message: String) -> InterfaceBuilderError {
        let position = positions.position(of: offset)
        return .malformedXML(IBSourceLocation(line: position.line, column: position.column), message: message)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Letters, `_`, `:` and any byte of a non-ASCII character start a name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The characters XML 1.0 allows in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    static func digit(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
