/// A position in a description's characters, with the small reads every part of the parser needs.
struct CharacterCursor {
    let chars: [Character]
    var index: Int

    init(_ chars: [Character], at index: Int = 0) {
        self.chars = chars
        self.index = index
    }

    var isAtEnd: Bool { index >= chars.count }
    var current: Character? { index < chars.count ? chars[index] : nil }
    func peek(_ offset: Int = 0) -> Character? {
        let i = index + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { index += 1 }
    }

    /// Whether the characters at the cursor spell `word`.
    func looksAt(_ word: String) -> Bool { Self.matches(word, in: chars, at: index) }

    /// Consumes `word` if the characters at the cursor spell it.
    mutating func consume(_ word: String) -> Bool {
        guard looksAt(word) else { return false }
        index += word.count
        return true
    }

    static func matches(_ word: String, in chars: [Character], at index: Int) -> Bool {
        var i = index
        for c in word {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    /// Up to `limit` characters from the cursor, for error messages.
    func excerpt(_ limit: Int = 40) -> String {
        guard !isAtEnd else { return "" }
        let end = min(chars.count, index + limit)
        return String(chars[index..<end]) + (end < chars.count ? "…" : "")
    }

    /// Reads a number as UIKit prints one: `8`, `-2`, `0.666667`, `2.22507e-308`, `+ 160`.
    ///
    /// A sign may be followed by spaces (old autoresizing constraints print `== + 160`). A word
    /// such as `inf` or `nan` is read and rejected: no constraint can hold it.
    mutating func number() throws(ConsoleLogError) -> Double {
        let start = index
        var text = ""
        if let c = current, c == "+" || c == "-" {
            text.append(c)
            index += 1
            skipSpaces()
        }
        let digitsStart = index
        while let c = current, c.isASCII, c.isNumber || c == "." { text.append(c); index += 1 }
        if index > digitsStart, let e = current, e == "e" || e == "E" {
            var probe = index + 1
            if probe < chars.count, chars[probe] == "+" || chars[probe] == "-" { probe += 1 }
            if probe < chars.count, chars[probe].isASCII, chars[probe].isNumber {
                text += String(chars[index..<probe])
                index = probe
                while let c = current, c.isASCII, c.isNumber { text.append(c); index += 1 }
            }
        }
        if index == digitsStart {
            let word = lettersAt(index)
            if ["inf", "infinity", "nan"].contains(word.lowercased()) {
                index += word.count
                throw .nonFiniteNumber(text + word)
            }
            index = start
            throw .expectedNumber(found: excerpt(20))
        }
        guard let value = Double(text) else {
            index = start
            throw .expectedNumber(found: excerpt(20))
        }
        guard value.isFinite else { throw .nonFiniteNumber(text) }
        return value
    }

    /// The run of letters at `i`.
    func lettersAt(_ i: Int) -> String {
        var j = i
        while j < chars.count, chars[j].isLetter { j += 1 }
        return String(chars[i..<j])
    }
}
