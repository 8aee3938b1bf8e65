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
    /// 3. Otherwise the smallest optimal-string-alignment distance wins (insertions, deletions,
    ///    substitutions and swaps of neighbours each cost 1), if it is at most
    ///    `min(3, name.count / 3)`: none for names under 3 characters (any other short name is as
    ///    close), one typo from 3 characters, up to three from 9.
    /// 4. Ties go to the alphabetically first name, so the answer never depends on hash order.
    static func closest<Names: Sequence<String>>(to name: String, among candidates: Names) -> String? {
        let lowered = name.lowercased()
        let limit = min(3, name.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name && isIdentifier(candidate) {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(name, candidate)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) {
                continue
            }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// The optimal-string-alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the dynamic-programming table: i - 2, i - 1 and i.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
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
