/// "Did you mean …?" suggestions by edit distance, shared by every parser in the package.
///
/// Rules, tuned for identifiers and for view names that layout documents match
/// case-insensitively:
/// 1. A name equal but for letter case wins outright (`namelabel` → `nameLabel`).
/// 2. Otherwise the smallest optimal-string-alignment distance between the lowercased names
///    wins, if it is at most `maximumDistance` (by default `min(3, max(1, name.count / 3))`:
///    one typo up to 5 characters, up to three from 9).
/// 3. Ties go to the alphabetically first candidate, so the answer never depends on order.
public enum NameSuggestion {
    /// The optimal-string-alignment distance, by character, case-sensitive.
    ///
    /// Insertions, deletions, substitutions and swaps of two adjacent characters each cost one,
    /// so the typo "widht" is one edit from "width".
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
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

    /// The default tolerance for a name of this length.
    public static func defaultMaximumDistance(for name: String) -> Int { min(3, max(1, name.count / 3)) }

    /// The closest candidate to `name`, or nil when none is close enough.
    public static func closest<S: Sequence>(to name: String, among candidates: S,
                                            maximumDistance: Int? = nil) -> String? where S.Element == String {
        let lowered = name.lowercased()
        let limit = maximumDistance ?? defaultMaximumDistance(for: name)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let folded = candidate.lowercased()
            let distance = folded == lowered ? 0 : editDistance(lowered, folded)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// `"; did you mean 'X'?"` for the closest candidate, or the empty string.
    public static func didYouMean<S: Sequence>(_ name: String, among candidates: S,
                                               maximumDistance: Int? = nil) -> String where S.Element == String {
        closest(to: name, among: candidates, maximumDistance: maximumDistance).map { "; did you mean '\($0)'?" } ?? ""
    }
}
