import Foundation
import NameSuggestion

/// Typed attribute values, each failing with an error that names the element, line and attribute.
///
/// Interface Builder writes booleans as `YES`/`NO`, numbers in C's `%g`-like decimal forms
/// (`0.0`, `35.333333333333371`, `2.2250738585072014e-308`) and omits attributes at their
/// defaults, so every reader takes the default to use when the attribute is absent.
extension XMLNode {
    /// Where this element is, for errors and for the model's `line` fields.
    var location: IBSourceLocation {
        IBSourceLocation(line: line, column: column, element: name, id: attributes["id"])
    }

    /// The attribute, or an error saying it is missing.
    func required(_ attribute: String) throws(InterfaceBuilderError) -> String {
        guard let value = attributes[attribute] else { throw .missingAttribute(location, attribute: attribute) }
        return value
    }

    /// An error for `attribute`'s value, with what would have been valid.
    func invalid(_ attribute: String, expected: String) -> InterfaceBuilderError {
        .invalidValue(location, attribute: attribute, value: attributes[attribute] ?? "", expected: expected)
    }

    /// `YES` or `NO`; `absent` when the attribute is not written.
    func bool(_ attribute: String, absent: Bool) throws(InterfaceBuilderError) -> Bool {
        try optionalBool(attribute) ?? absent
    }

    /// `YES` or `NO`, or nil when the attribute is not written.
    func optionalBool(_ attribute: String) throws(InterfaceBuilderError) -> Bool? {
        guard let value = attributes[attribute] else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw invalid(attribute, expected: "YES or NO")
        }
    }

    /// A finite decimal number, or nil when the attribute is not written.
    func number(_ attribute: String) throws(InterfaceBuilderError) -> Double? {
        guard let value = attributes[attribute] else { return nil }
        guard let number = XMLNode.finiteNumber(value) else {
            if value.utf8.allSatisfy(Self.decimalCharacters.contains), Double(value)?.isFinite == true {
                throw invalid(attribute, expected: "a number at most 10,000,000 in magnitude (larger ones overflow "
                              + "the layout; no screen comes near)")
            }
            throw invalid(attribute, expected: "a finite number")
        }
        return number
    }

    /// A finite decimal number, or `absent` when the attribute is not written.
    func number(_ attribute: String, absent: Double) throws(InterfaceBuilderError) -> Double {
        try number(attribute) ?? absent
    }

    /// A finite number that must be written.
    func requiredNumber(_ attribute: String) throws(InterfaceBuilderError) -> Double {
        _ = try required(attribute)
        return try number(attribute) ?? 0
    }

    /// A whole number, or nil when the attribute is not written.
    func integer(_ attribute: String) throws(InterfaceBuilderError) -> Int? {
        guard let value = attributes[attribute] else { return nil }
        guard let number = Int(value) else { throw invalid(attribute, expected: "a whole number") }
        return number
    }

    /// A layout priority in (0, 1000], or `absent` when not written.
    ///
    /// UIKit rejects priorities outside that range (`NSLayoutConstraint` throws for 0 and for
    /// values above 1000), so a document holding one is broken.
    func priority(_ attribute: String, absent: Double) throws(InterfaceBuilderError) -> Double {
        guard let value = try number(attribute) else { return absent }
        guard value > 0, value <= 1000 else {
            throw invalid(attribute, expected: "a priority greater than 0 and at most 1000")
        }
        return value
    }

    /// One of an enumeration's raw values, with a "did you mean" for a near miss.
    func enumeration<Value: RawRepresentable & CaseIterable>(
        _ attribute: String, as type: Value.Type
    ) throws(InterfaceBuilderError) -> Value? where Value.RawValue == String {
        guard let value = attributes[attribute] else { return nil }
        if let result = Value(rawValue: value) { return result }
        let names = Value.allCases.map(\.rawValue)
        let suggestion = NameSuggestion.didYouMean(value, among: names)
        throw invalid(attribute, expected: "one of " + names.joined(separator: ", ") + suggestion)
    }

    /// The value of `attribute` read by `parse`, nil when absent; anything `parse` refuses is an
    /// error listing `names`, the values it accepts.
    func named<Value>(_ attribute: String, names: [String], _ parse: (String) -> Value?) throws(InterfaceBuilderError) -> Value? {
        guard let value = attributes[attribute] else { return nil }
        if let result = parse(value) { return result }
        throw invalid(attribute, expected: "one of " + names.joined(separator: ", ") + NameSuggestion.didYouMean(value, among: names))
    }

    /// The text of a `<string>` element: its character data, or, with `base64-UTF8="YES"` (which
    /// IB writes for text with characters XML cannot hold), the decoded bytes. IB leaves out the
    /// base64 padding and may break the data over lines.
    func stringContent() throws(InterfaceBuilderError) -> String {
        guard try bool("base64-UTF8", absent: false) else { return text }
        var encoded = text.filter { !$0.isWhitespace }
        encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        guard let data = Data(base64Encoded: encoded), let decoded = String(data: data, encoding: .utf8) else {
            throw .invalidValue(location, attribute: "base64-UTF8", value: "YES",
                                expected: "base64 text of UTF-8 bytes inside the element")
        }
        return decoded
    }

    /// A text attribute, or the `<string key="…">` child IB writes instead for multi-line text.
    func textValue(_ key: String) throws(InterfaceBuilderError) -> String? {
        if let value = attributes[key] { return value }
        guard let child = child(named: "string", key: key) else { return nil }
        return try child.stringContent()
    }

    /// A finite double from IB's decimal text, at most `IBDocument.maximumMagnitude` in
    /// magnitude; nil for anything else, including `nan`, `inf` and 1e19.
    ///
    /// Only decimal notation is accepted (digits, sign, point, exponent): Swift's `Double(_:)`
    /// would also take `0x1p3`, `nan` and `inf`, which IB never writes.
    static func finiteNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ decimalCharacters.contains($0) }),
              let value = Double(text), value.isFinite, abs(value) <= IBDocument.maximumMagnitude else { return nil }
        return value
    }

    static let decimalCharacters = Set("0123456789+-.eE".utf8)
}
