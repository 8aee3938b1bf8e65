import NameSuggestion

/// "Did you mean" for unknown view and metric names, by edit distance.
///
/// Like swift-argument-parser's suggestions for unknown options: measure the distance from the
/// unknown name to every known one and offer the closest, if it is close enough to be a typo.
enum Suggestion {
    /// The known name closest to `name`, or `nil` when none is plausibly what was meant.
    ///
    /// Rules (our choice, tuned for identifiers such as `nameLabel`):
    /// 1. Only names that VFL can spell (C identifiers) are candidates.
    /// 2. A name equal but for letter case wins outright (`namelabel` → `nameLabel`).
    /// 3. Otherwise the smallest optimal-string-alignment distance wins, if it is at most
    ///    `min(3, name.count / 3)`: none for names under 3 characters (any other short name is as
    ///    close), one typo from 3 characters, up to three from 9.
    /// 4. Ties go to the alphabetically first name. Rules 2–4 are `NameSuggestion`'s.
    static func closest<Names: Sequence<String>>(to name: String, among candidates: Names) -> String? {
        NameSuggestion.closest(to: name, among: candidates.filter(isIdentifier), maximumDistance: min(3, name.count / 3))
    }

    /// Whether `name` is a VFL name: ASCII `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), VisualFormatParser.isNameStart(first) else { return false }
        while let byte = bytes.next() {
            guard VisualFormatParser.isNameContinuation(byte) else { return false }
        }
        return true
    }
}
