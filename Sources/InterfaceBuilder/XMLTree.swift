import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed XML document, with the position of its start tag.
///
/// The reader walks these instead of parser events, because Interface Builder documents refer
/// forward (a constraint may name a view written later) and because each element needs its
/// children before it can be understood.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    /// The character data directly inside the element, concatenated (whitespace included).
    var text: String
    /// 1-based line and column of the `<` that opens the start tag.
    var line: Int
    var column: Int

    /// The children named `name`, in document order.
    func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `key`.
    func child(named name: String, key: String) -> XMLNode? {
        children.first { $0.name == name && $0.attributes["key"] == key }
    }
}

/// Parses XML text into an `XMLNode` tree with FoundationXML's `XMLParser`.
///
/// `XMLParser` (libxml2 underneath on Linux) reports an element when its start tag *ends*, so a
/// start tag spread over several lines would get the line of its last one. `StartTagScanner`
/// finds where every start tag begins instead; the k-th element reported is the k-th start tag in
/// the text. Parser errors come as bare libxml2 codes, so `message(forCode:)` turns them into
/// sentences, and the builder's own stack of open elements names the element left unclosed.
enum XMLTree {
    /// Deeper nesting than this is refused: no real document comes close (the corpus's deepest is
    /// under 40), and the reader recurses once per level.
    static let maximumDepth = 512

    /// The root element of `data`, or the first problem the XML parser found.
    static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLNode {
        let starts = StartTagScanner.startTags(in: data)
        let builder = TreeBuilder(starts: starts)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        if let failure = builder.failure { throw failure }
        if let open = builder.stack.last {
            // libxml2 accepts a document that simply stops; a truncated file must not pass.
            throw .malformedXML(IBSourceLocation(line: builder.lastLine, column: builder.lastColumn),
                                message: "the document ends inside <\(open.name)> opened on line \(open.line), "
                                    + "which is never closed")
        }
        guard let root = builder.root else {
            throw .malformedXML(IBSourceLocation(line: 1, column: 1), message: "the document is empty")
        }
        return root
    }

    /// A sentence for libxml2's error `code` (the `xmlParserErrors` numbering, which is what
    /// `XMLParser` reports on Linux), given the element that was open when it happened.
    static func message(forCode code: Int, openElement: XMLNode?, sawRoot: Bool) -> String {
        let inside = openElement.map { " (inside <\($0.name)> opened on line \($0.line))" } ?? ""
        switch code {
        case 4: return "the document is empty or does not start with an element"
        case 5:
            if let openElement {
                return "the document ends inside <\(openElement.name)> opened on line \(openElement.line), "
                    + "which is never closed"
            }
            return sawRoot ? "there is content after the end of the root element" : "the document is empty"
        case 9: return "a character that XML does not allow" + inside
        case 6, 7, 8, 10: return "an invalid character reference" + inside
        case 22, 23: return "an entity reference is not terminated by ';'" + inside
        case 26, 27: return "an undefined entity; write '&amp;' for a literal '&'" + inside
        case 31, 32, 79, 81: return "the text encoding is not supported or does not match the declaration"
        case 38: return "a '<' inside an attribute value; write '&lt;'" + inside
        case 39: return "an attribute value must be in double quotes" + inside
        case 40: return "an attribute value is not closed by a quote" + inside
        case 41: return "an attribute has no value" + inside
        case 42: return "an attribute is written twice on the same element" + inside
        case 45: return "a comment is never closed with '-->'" + inside
        case 47: return "a processing instruction is never closed with '?>'" + inside
        case 63: return "a CDATA section is never closed with ']]>'" + inside
        case 65: return "a space is required between attributes" + inside
        case 68: return "a name is expected after '<' or '&' (write '&amp;' for a literal '&')" + inside
        case 73: return "'>' is expected to close the tag" + inside
        case 76:
            if let openElement {
                return "the end tag does not match <\(openElement.name)> opened on line \(openElement.line); "
                    + "expected </\(openElement.name)>"
            }
            return "an end tag does not match its start tag"
        case 77: return "a tag is never finished" + inside
        default: return "XML syntax error (libxml2 code \(code))" + inside
        }
    }
}

/// Builds the tree from parser events and records the first error.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let starts: [(line: Int, column: Int)]
    var stack: [XMLNode] = []
    var root: XMLNode?
    var failure: InterfaceBuilderError?
    var elementCount = 0
    var lastLine = 1
    var lastColumn = 1

    init(starts: [(line: Int, column: Int)]) {
        self.starts = starts
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let position = elementCount < starts.count
            ? starts[elementCount] : (line: parser.lineNumber, column: parser.columnNumber)
        elementCount += 1
        guard stack.count < XMLTree.maximumDepth else {
            failure = .malformedXML(IBSourceLocation(line: position.line, column: position.column, element: elementName),
                                    message: "elements are nested more than \(XMLTree.maximumDepth) levels deep")
            parser.abortParsing()
            return
        }
        stack.append(XMLNode(name: elementName, attributes: attributeDict, children: [], text: "",
                             line: position.line, column: position.column))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        lastLine = parser.lineNumber
        lastColumn = parser.columnNumber
        guard let node = stack.popLast() else { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        lastLine = parser.lineNumber
        lastColumn = parser.columnNumber
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        failure = .malformedXML(IBSourceLocation(line: parser.lineNumber, column: parser.columnNumber),
                                message: XMLTree.message(forCode: code, openElement: stack.last,
                                                         sawRoot: elementCount > 0))
        parser.abortParsing()
    }
}

/// Finds where each start tag of an XML text begins, skipping comments, CDATA sections,
/// processing instructions, declarations and end tags.
///
/// Attribute values and character data cannot contain a raw `<` in well-formed XML, so every
/// other `<` opens a start tag. Columns count Unicode scalars, as editors do.
enum StartTagScanner {
    static func startTags(in data: Data) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0, line = 1, column = 1
            /// Moves past one byte, keeping line and column.
            func step() {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            /// True if the bytes at `index` spell `text`.
            func matches(_ text: StaticString) -> Bool {
                let count = text.utf8CodeUnitCount
                guard index + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
                return true
            }
            /// Moves past the next occurrence of `terminator`, or to the end.
            func skip(past terminator: StaticString) {
                while index < bytes.count && !matches(terminator) { step() }
                for _ in 0..<terminator.utf8CodeUnitCount where index < bytes.count { step() }
            }
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    step()
                    continue
                }
                if matches("<!--") {
                    skip(past: "-->")
                } else if matches("<![CDATA[") {
                    skip(past: "]]>")
                } else if matches("<?") {
                    skip(past: "?>")
                } else if matches("<!") {
                    // A declaration such as <!DOCTYPE …>, possibly with an internal subset in [ ].
                    var depth = 0
                    while index < bytes.count {
                        let byte = bytes[index]
                        step()
                        if byte == UInt8(ascii: "[") { depth += 1 }
                        if byte == UInt8(ascii: "]") { depth -= 1 }
                        if byte == UInt8(ascii: ">") && depth <= 0 { break }
                    }
                } else if matches("</") {
                    step()
                } else {
                    result.append((line, column))
                    step()
                }
            }
        }
        return result
    }
}
