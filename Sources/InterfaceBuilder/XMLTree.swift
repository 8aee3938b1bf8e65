import Foundation

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

/// Parses a document's bytes into an `XMLNode` tree (with `XMLReader`).
enum XMLTree {
    /// Deeper nesting than this is refused: no real document comes close (the corpus's deepest is
    /// under 40), and the reader of the model recurses once per level.
    static let maximumDepth = 512

    /// The root element of `data`, or the first problem found, located.
    static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLNode {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer throws(InterfaceBuilderError) in
            try XMLReader.parse(buffer)
        }
    }
}
