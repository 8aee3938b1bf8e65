/// Where descriptions are in a line: `<Class:0x…` up to its closing `>`.
extension LogScanner {
    struct DescriptionSpan {
        /// The character offset of `<` in the line.
        var start: Int
        /// The description, `<` to `>`, with the escapes of a quoted list entry undone.
        var text: String
    }

    /// Every description in `line`, in order.
    static func descriptions(in line: String) -> [DescriptionSpan] {
        let chars = Array(line)
        var spans: [DescriptionSpan] = []
        var i = 0
        while i < chars.count {
            guard chars[i] == "<", isDescriptionStart(chars, at: i), let end = closingBracket(chars, from: i) else {
                i += 1
                continue
            }
            let quoted = i > 0 && chars[i - 1] == "\""
            var raw = String(chars[i...end])
            if quoted { raw = unescape(raw) }
            spans.append(DescriptionSpan(start: i, text: unescapeMarkdown(raw)))
            i = end + 1
        }
        return spans
    }

    /// A list entry that lost its `<` and `>` in a paste (`"NSLayoutConstraint:0x1 H:[UIView:0x2(70)]",`),
    /// given them back.
    static func bareDescription(in line: String) -> DescriptionSpan? {
        let chars = Array(line)
        guard let open = chars.firstIndex(of: "\""), let close = chars.lastIndex(of: "\""), close > open + 1,
              let end = DescriptionParser.classNameEnd(in: chars, from: open + 1), end < close, chars[end] == ":",
              CharacterCursor.matches("0x", in: chars, at: end + 1) else { return nil }
        return DescriptionSpan(start: open, text: unescape("<" + String(chars[(open + 1)..<close]) + ">"))
    }

    /// A line without the `>` markers of a Markdown quote (a log pasted into an issue's reply).
    static func withoutQuoteMarker(_ line: String) -> String {
        var rest = Substring(line)
        while let first = rest.first(where: { $0 != " " && $0 != "\t" }), first == ">" {
            let marker = rest.firstIndex(of: ">") ?? rest.startIndex
            let after = rest.index(after: marker)
            guard after == rest.endIndex || rest[after] == " " || rest[after] == "\t" else { break }
            rest = rest[after...].dropFirst(after == rest.endIndex ? 0 : 1)
        }
        return String(rest)
    }

    /// The offset of the first description start in `line`, complete or not.
    static func descriptionStart(in line: String) -> Int? {
        let chars = Array(line)
        return chars.indices.first { chars[$0] == "<" && isDescriptionStart(chars, at: $0) }
    }

    /// `<` then a class name and `:` (`<NSLayoutConstraint:`, `<SnapKit.LayoutConstraint:`).
    static func isDescriptionStart(_ chars: [Character], at i: Int) -> Bool {
        guard let end = DescriptionParser.classNameEnd(in: chars, from: i + 1) else { return false }
        return end < chars.count && chars[end] == ":"
    }

    /// The `>` that closes the `<` at `start`: generic arguments nest, `<=` and `>=` are
    /// relations, and a view's quoted text (`UILabel:0x1'>'`) is skipped. Nil when the line
    /// ends first.
    static func closingBracket(_ chars: [Character], from start: Int) -> Int? {
        var depth = 0
        var j = start
        while j < chars.count {
            let next: Character? = j + 1 < chars.count ? chars[j + 1] : nil
            if chars[j] == "'", let close = textEnd(chars, openingAt: j) {
                j = close + 1
                continue
            }
            if chars[j] == "<", next != "=" {
                depth += 1
            } else if chars[j] == ">", next != "=" {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }

    /// When the quote at `open` starts a view's text (it follows an address, `0x…'`), the quote
    /// that ends it: the first one followed by what may follow a text (`.`, `]`, `(`, `)`, `,`,
    /// a space).
    static func textEnd(_ chars: [Character], openingAt open: Int) -> Int? {
        var k = open - 1
        while k > 0, chars[k].isHexDigit { k -= 1 }
        guard k > 0, k < open - 1, chars[k] == "x", chars[k - 1] == "0" else { return nil }
        var i = open + 1
        while i < chars.count {
            if chars[i] == "'" {
                let after: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                if after == nil || [".", "]", "(", ")", ",", " "].contains(after) { return i }
            }
            i += 1
        }
        return nil
    }

    /// Undoes the backslashes Markdown pastes put before `<`, `>`, `_`, `*`, `[`, `]`, `|` and
    /// `#` (`\<NSLayoutConstraint:…\>`), which UIKit never prints.
    static func unescapeMarkdown(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        let escaped: Set<Character> = ["<", ">", "_", "*", "[", "]", "|", "#"]
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "\\", i + 1 < chars.count, escaped.contains(chars[i + 1]) {
                out.append(chars[i + 1])
                i += 2
                continue
            }
            out.append(chars[i])
            i += 1
        }
        return out
    }

    /// Undoes the escapes of an `NSArray` description: `\"`, `\\`, `\U2019`; `\n` stays as
    /// printed, so a label's text keeps to one line.
    static func unescape(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "\\", i + 1 < chars.count {
                let next = chars[i + 1]
                if next == "\"" || next == "\\" {
                    out.append(next)
                    i += 2
                    continue
                }
                if next == "U" || next == "u", i + 6 <= chars.count,
                   let code = UInt32(String(chars[(i + 2)..<(i + 6)]), radix: 16), let scalar = Unicode.Scalar(code) {
                    out.append(Character(scalar))
                    i += 6
                    continue
                }
            }
            out.append(chars[i])
            i += 1
        }
        return out
    }
}
