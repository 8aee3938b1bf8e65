/// A JSON value with the line and column where it starts, and object keys in document order.
///
/// Foundation's reader reports only a character offset, accepts trailing commas and loses key
/// order; error messages that name a line, a column and a JSON path need positions, and term
/// order keeps solving deterministic.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// An object member: its key, where the key starts, and its value.
    public struct Member: Sendable {
        public var key: String
        public var line: Int
        public var column: Int
        public var value: JSONNode
    }

    public var value: Value
    public var line: Int
    public var column: Int

    /// What the value is, for "expected …, found …" messages.
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string(let s): "the string \"\(s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A strict JSON reader (RFC 8259) over UTF-8 bytes.
struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    static let maximumDepth = 512

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(ConstraintSystemError) -> JSONNode {
        var reader = JSONReader(text)
        reader.skipWhitespace()
        let node = try reader.readValue()
        reader.skipWhitespace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    var column: Int { index - lineStart + 1 }

    func error(_ message: String) -> ConstraintSystemError {
        .syntax(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func readValue() throws(ConstraintSystemError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        guard let byte = current else { throw error("unexpected end of input; expected a value") }
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"): value = try readObject()
        case UInt8(ascii: "["): value = try readArray()
        case UInt8(ascii: "\""): value = .string(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); value = .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); value = .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try readNumber())
        default: throw error("unexpected character '\(Character(UnicodeScalar(byte)))'; expected a value")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    mutating func readLiteral(_ word: String) throws(ConstraintSystemError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal; expected '\(word)'") }
            index += 1
        }
    }

    mutating func enter() throws(ConstraintSystemError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    mutating func readObject() throws(ConstraintSystemError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let (keyLine, keyColumn) = (line, column)
            let key = try readString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            if members.contains(where: { $0.key == key }) { throw error("duplicate key \"\(key)\"") }
            members.append(JSONNode.Member(key: key, line: keyLine, column: keyColumn, value: try readValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    mutating func readArray() throws(ConstraintSystemError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    mutating func readString() throws(ConstraintSystemError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        func flush(_ reader: JSONReader, _ start: Int, _ end: Int, into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: reader.bytes[start..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, start, index, into: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, start, index, into: &scalars)
                index += 1
                guard let escape = current else { throw error("unterminated string") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try readHex4()
                    if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\") {
                        index += 1
                        guard current == UInt8(ascii: "u") else { throw error("expected a low surrogate") }
                        index += 1
                        let low = try readHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape '\\\(Character(UnicodeScalar(escape)))'")
                }
                start = index
            case 0x00..<0x20: throw error("control character in a string; escape it")
            default: index += 1
            }
        }
    }

    mutating func readHex4() throws(ConstraintSystemError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw error("expected four hex digits") }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func readNumber() throws(ConstraintSystemError) -> Double {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let b = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { reader.index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is too large")
        }
        return value
    }
}

/// Writes JSON text; numbers print without float noise, keys in the order given.
public enum JSONText {
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number rounded to 9 decimal places, integral values without a fraction. Beyond 10^15
    /// no decimal is left to round: Swift's shortest form, which JSON reads (`1e+300`), where
    /// multiplying by 10^9 first would overflow to infinity.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 1e9).rounded() / 1e9
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    public static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
}
