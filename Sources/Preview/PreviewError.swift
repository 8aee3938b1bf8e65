/// Why the preview could not answer a request or start: the module's one error type.
///
/// Each case becomes an HTTP status and a sentence the page shows as it is (`status`,
/// `description`): a bad query is the request's fault (400), a document that does not read or
/// lay out is the file's (422), a name that is not there is 404.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A query parameter the route does not take; `suggestion` is the closest one it does.
    case unknownParameter(String, route: String, suggestion: String?)
    /// A parameter given twice.
    case repeatedParameter(String)
    /// A parameter whose value is not one the route takes: the parameter, the value, what was expected.
    case badValue(parameter: String, value: String, expected: String)
    /// A parameter the route needs and the request lacks.
    case missingParameter(String, route: String)
    /// The document could not be read or laid out: the reader's or engine's message (with its line).
    case document(String)
    /// No view of the laid-out screen has this name or id.
    case noSuchView(String, suggestion: String?)
    /// The server could not listen: the address and why.
    case cannotListen(address: String, reason: String)

    /// The HTTP status the error is answered with.
    public var status: Int {
        switch self {
        case .unknownParameter, .repeatedParameter, .badValue, .missingParameter: 400
        case .document: 422
        case .noSuchView: 404
        case .cannotListen: 500
        }
    }

    public var description: String {
        switch self {
        case let .unknownParameter(name, route, suggestion):
            return "\(route) takes no parameter '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .repeatedParameter(name):
            return "parameter '\(name)' is given more than once; give it once"
        case let .badValue(parameter, value, expected):
            return "parameter '\(parameter)' is '\(value)'; expected \(expected)"
        case let .missingParameter(name, route):
            return "\(route) needs the parameter '\(name)'"
        case let .document(message):
            return message
        case let .noSuchView(name, suggestion):
            return "no view named '\(name)' on this screen" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .cannotListen(address, reason):
            return "cannot listen on \(address): \(reason)"
        }
    }
}
