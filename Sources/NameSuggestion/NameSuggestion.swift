/// "Did you mean …?" suggestions by edit distance, shared by every parser in the package.
///
/// Matching ignores case, as layout documents match view names case-insensitively. A
/// suggestion is offered only when it is close: at most a third of the longer name's length
/// (and at least one edit) away, so unrelated names are never proposed.
public enum NameSuggestion {
    /// The edit distance between two strings, case-insensitively, by character.
    ///
    /// Optimal string alignment: insertions, deletions, substitutions and swaps of two
    /// adjacent characters each cost one, so the typo "widht" is one edit from "width".
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var beforePrevious = Array(repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = Array(repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }

    /// The closest candidate to `name`, or nil when none is close enough.
    ///
    /// Ties go to the candidate listed first, so callers control the order of preference.
    public static func closest<S: Sequence>(to name: String, among candidates: S) -> String? where S.Element == String {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name, candidate)
            let limit = max(1, max(name.count, candidate.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `"; did you mean 'X'?"` for the closest candidate, or the empty string.
    public static func didYouMean<S: Sequence>(_ name: String, among candidates: S) -> String where S.Element == String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
