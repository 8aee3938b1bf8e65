/// Writes well-formed XML: elements with escaped attributes and text, indented one level per depth.
///
/// Only what SVG output needs. Attribute values given as nil are left out, so callers can
/// pass optional styling inline. Characters XML 1.0 forbids (most C0 controls, U+FFFE,
/// U+FFFF) become U+FFFD, so any label text gives a document every parser accepts.
struct SVGWriter {
    typealias Attributes = [(String, String?)]

    private(set) var text = ""
    private var open: [String] = []

    /// Starts `<name ...>`; close it with `close()`.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<" + name + Self.attributes(attributes) + ">")
        open.append(name)
    }

    /// Ends the innermost open element.
    mutating func close() {
        guard let name = open.popLast() else { return }
        line("</" + name + ">")
    }

    /// `<name .../>`, or `<name ...>content</name>` when `content` is given (escaped).
    mutating func element(_ name: String, _ attributes: Attributes = [], content: String? = nil) {
        if let content {
            line("<" + name + Self.attributes(attributes) + ">" + escape(content, inAttribute: false) + "</" + name + ">")
        } else {
            line("<" + name + Self.attributes(attributes) + "/>")
        }
    }

    /// `<!-- text -->`, with "--" (which XML forbids inside comments) split apart.
    mutating func comment(_ content: String) {
        var body = escapeInvalidCharacters(content)
        while body.contains("--") { body = body.replacingAll("--", with: "- -") }
        if body.hasSuffix("-") { body += " " }
        line("<!-- " + body + " -->")
    }

    /// Text written as is: already well-formed XML.
    mutating func raw(_ xml: String) {
        line(xml)
    }

    /// Appends another writer's output, indented under the current element.
    mutating func append(_ other: SVGWriter) {
        let indent = String(repeating: "  ", count: open.count)
        for piece in other.text.split(separator: "\n", omittingEmptySubsequences: true) {
            text += indent + piece + "\n"
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: open.count) + content + "\n"
    }

    /// ` key="value"` for each attribute with a value. A key given twice (say a `fill` from a
    /// helper, then an explicit one) is written once, with the last value, since XML forbids repeats.
    static func attributes(_ attributes: Attributes) -> String {
        var result = ""
        for (index, (key, value)) in attributes.enumerated() {
            guard let value, !attributes[(index + 1)...].contains(where: { $0.0 == key && $0.1 != nil }) else { continue }
            result += " " + key + "=\"" + escape(value, inAttribute: true) + "\""
        }
        return result
    }
}

/// `text` with XML's special characters escaped. In attributes (always double-quoted), double quotes and the whitespace
/// characters an XML parser would normalise away (tab, newline, return) are escaped too.
func escape(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"" where inAttribute: result += "&quot;"
        case "\t" where inAttribute: result += "&#9;"
        case "\n" where inAttribute: result += "&#10;"
        case "\r": result += "&#13;"
        default: result.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
        }
    }
    return result
}

/// XML 1.0's Char production: tab, newline, return, and everything from U+0020 but U+FFFE and U+FFFF.
func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
}

func escapeInvalidCharacters(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars { result.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}") }
    return result
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[rest.startIndex..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
