import OpenType

/// Everything that can go wrong in the TextLayout module.
///
/// Measuring itself never fails (missing characters fall back, see `Font`); only asking
/// for fonts can: a family nobody registered, a size that is not a size, a bad file.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No registered family has this name. `suggestion` is the closest registered name, if any is close.
    case unknownFamily(String, suggestion: String?, registered: [String])
    /// Point sizes must be finite and positive.
    case invalidPointSize(Double)
    /// A font file could not be registered.
    case unreadableFont(path: String, OpenTypeError)

    public var description: String {
        switch self {
        case let .unknownFamily(name, suggestion, registered):
            var message = "no font family named '\(name)' is registered"
            if let suggestion { message += "; did you mean '\(suggestion)'?" }
            return message + " (registered: " + registered.map { "'\($0)'" }.joined(separator: ", ") + ")"
        case let .invalidPointSize(size):
            return "font size \(size) is not a positive, finite number of points"
        case let .unreadableFont(path, error):
            return "cannot register '\(path)': \(error)"
        }
    }
}

/// Levenshtein distance, case-insensitive, for "did you mean" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
