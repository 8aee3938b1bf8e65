/// What can be wrong with a constraint-system file, with where it is wrong.
public enum ConstraintSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON.
    case syntax(line: Int, column: Int, message: String)
    /// A value is not what the format expects. `path` is a JSON path such as `constraints[2].relation`.
    case invalid(path: String, line: Int, column: Int, message: String)

    public var description: String {
        switch self {
        case let .syntax(line, column, message):
            "line \(line), column \(column): \(message)"
        case let .invalid(path, line, column, message):
            "\(path) (line \(line), column \(column)): \(message)"
        }
    }
}
