/// Why a lint run could not start or finish: the module's one error type. Each is bad usage or
/// bad configuration (exit status 2); problems in the documents linted are violations instead.
public enum LintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file could not be read.
    case unreadableConfiguration(path: String, reason: String)
    /// A configuration value that is not what was expected, at its line and column.
    case invalidConfiguration(file: String, line: Int, column: Int, message: String)
    /// A path given on the command line or in `included` that does not exist.
    case noSuchPath(String)
    /// `--shard` not of the form K/N with 1 ≤ K ≤ N.
    case invalidShard(String)
    /// A baseline that cannot be read or written.
    case invalidBaseline(path: String, reason: String)
    /// A report given to `--merge` that cannot be read as a JSON lint report.
    case invalidReport(path: String, reason: String)
    /// A report or baseline that cannot be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableConfiguration(path, reason):
            "cannot read the configuration \(path): \(reason)"
        case let .invalidConfiguration(file, line, column, message):
            "\(file):\(line):\(column): \(message)"
        case let .noSuchPath(path):
            "no such file or folder: \(path)"
        case let .invalidShard(text):
            "--shard '\(text)': expected K/N with 1 ≤ K ≤ N, for example 2/4"
        case let .invalidBaseline(path, reason):
            "baseline \(path): \(reason)"
        case let .invalidReport(path, reason):
            "\(path): \(reason)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        }
    }
}
