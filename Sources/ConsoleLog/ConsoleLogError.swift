/// Why a constraint description could not be read: what was expected, and what was there.
///
/// Reading a log never throws; these end up as the `reason` of an `UnreadLine`.
public enum ConsoleLogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The list entry is empty (`""`): the description was lost in the paste.
    case emptyEntry
    /// The description does not start with `Class:0xADDRESS`.
    case missingHeader(found: String)
    /// An address with a character that is not hexadecimal.
    case invalidAddress(String)
    /// No `==`, `<=` or `>=` where the equation needs one.
    case missingRelation(after: String)
    /// An item without `.attribute` after it, in an equation.
    case missingAttribute(item: String)
    /// An attribute name UIKit does not print, with the closest one it does.
    case unknownAttribute(String, suggestion: String?)
    /// Not a view or guide where one was expected.
    case expectedItem(found: String)
    /// Not a number where one was expected.
    case expectedNumber(found: String)
    /// A number that is infinite or not a number: no constraint can hold one.
    case nonFiniteNumber(String)
    /// A quoted text (a label's, an identifier) whose closing quote was not found.
    case unterminatedText(String)
    /// Something left over after the equation or visual format was read.
    case unexpectedText(String)
    /// A visual format that does not describe exactly one relation.
    case visualFormat(String)

    public var description: String {
        switch self {
        case .emptyEntry:
            "an empty entry: the constraint's description is missing"
        case .missingHeader(let found):
            "expected the constraint's class and address, as in '<NSLayoutConstraint:0x600001a3c0f0 …>', found '\(found)'"
        case .invalidAddress(let text):
            "'\(text)' is not a hexadecimal address"
        case .missingRelation(let after):
            "expected ==, <= or >= after '\(after)'"
        case .missingAttribute(let item):
            "expected '.attribute' after '\(item)'"
        case .unknownAttribute(let name, let suggestion):
            "unknown attribute '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .expectedItem(let found):
            "expected a view or layout guide (Class:0xADDRESS, or a name from the names: list), found '\(found)'"
        case .expectedNumber(let found):
            "expected a number, found '\(found)'"
        case .nonFiniteNumber(let text):
            "'\(text)' is not a finite number"
        case .unterminatedText(let text):
            "the quoted text starting '\(text)' has no closing quote"
        case .unexpectedText(let text):
            "unexpected '\(text)' after the constraint's equation"
        case .visualFormat(let message):
            message
        }
    }
}
