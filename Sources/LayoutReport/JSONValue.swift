/// A JSON value with ordered object keys, written compactly or indented.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text() == b.text() }

    /// The JSON text, indented by two spaces per level when `pretty`.
    public func text(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += Self.number(x)
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                out += Self.quoted(key) + (indent == nil ? ":" : ": ")
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        }
    }

    func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// Integers without a decimal point; others with up to 6 decimals, trailing zeros dropped.
    /// Beyond 10^15 no decimal is left to round: Swift's shortest form, which JSON reads
    /// (`1e+300`), where multiplying by 10^6 first would overflow to infinity.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        guard abs(x) < 1e15 else { return String(x) }
        if x == x.rounded() { return String(Int64(x)) }
        return formatNumber((x * 1e6).rounded() / 1e6)
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

import AutoLayout
