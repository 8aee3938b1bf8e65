import Testing
@testable import TextLayout

/// Break opportunities (UAX #14 subset) worked out by hand from the standard's rules.
@Suite("Line break opportunities")
struct LineBreakTests {
    /// (text, the Character offsets before which a line may break).
    static let cases: [(String, [Int])] = [
        ("Hello world", [6]),
        ("Hello   world", [8]),
        ("one two three", [4, 8]),
        ("well-known", [5]),
        ("-5 and 3-4", [3, 7]),
        ("e.g. this", [5]),
        ("(abc) def", [6]),
        ("don't stop", [6]),
        ("$100 50% off", [5, 9]),
        ("path/to/file", [5, 8]),
        ("a\u{00A0}b c", [4]),
        ("a\u{200B}b", [2]),
        ("a\u{2060}b", []),
        ("a—b", [1, 2]),
        ("wait… what", [6]),
        ("姓名", [1]),
        ("你好。世界", [1, 3, 4]),
        ("「你好」", [2]),
        ("ちょっと", [3]),
        ("日本語abc", [1, 2, 3]),
        ("abc日本", [3, 4]),
        ("ＡＢＣ", [1, 2]),
        ("한국어 텍스트", [4]),
        ("x = (y + 1)", [2, 4, 7, 9]),
    ]

    @Test("opportunities", arguments: cases)
    func opportunities(text: String, expected: [Int]) {
        let classes = text.map { LineBreakClass($0.unicodeScalars.first ?? " ") }
        let breaks = BreakOpportunities(classes)
        let found = breaks.allowed.indices.filter { breaks.allowed[$0] }
        #expect(found == expected, "\(text)")
        #expect(!breaks.mandatory.contains(true))
    }

    @Test("line separators force breaks", arguments: ["a\nb", "a\r\nb", "a\u{2028}b", "a\rb"])
    func mandatory(text: String) {
        let classes = text.map { LineBreakClass($0.unicodeScalars.first ?? " ") }
        let breaks = BreakOpportunities(classes)
        #expect(breaks.mandatory == [false, false, true])
    }
}
