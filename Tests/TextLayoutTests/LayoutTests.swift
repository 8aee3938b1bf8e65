import Testing
@testable import TextLayout

/// Multi-line layout in DejaVu Sans Mono at the size where every character is 10 pt wide
/// (no kerning in that font), so each expected line and width is worked out by counting.
@Suite("Wrapping, line limits and truncation")
struct LayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let width: Double?
        let lines: Int
        let mode: LineBreakMode
        let expected: [String]
        let widths: [Double]
        let truncated: Bool
        var testDescription: String { "\"\(text)\" in \(width.map { "\($0)" } ?? "∞") pt, \(lines) lines, \(mode)" }
    }

    static let cases: [Case] = [
        Case(text: "Hello world", width: nil, lines: 1, mode: .byTruncatingTail, expected: ["Hello world"], widths: [110], truncated: false),
        Case(text: "Hello world", width: 110, lines: 1, mode: .byTruncatingTail, expected: ["Hello world"], widths: [110], truncated: false),
        Case(text: "Hello world", width: 60, lines: 0, mode: .byWordWrapping, expected: ["Hello", "world"], widths: [50, 50], truncated: false),
        Case(text: "Hello world", width: 60, lines: 0, mode: .byTruncatingTail, expected: ["Hello", "world"], widths: [50, 50], truncated: false),
        // Room for 5 characters and the "…" (10 pt).
        Case(text: "Hello world", width: 60, lines: 1, mode: .byTruncatingTail, expected: ["Hello…"], widths: [60], truncated: true),
        Case(text: "Hello world", width: 60, lines: 1, mode: .byTruncatingHead, expected: ["…world"], widths: [60], truncated: true),
        // Middle: alternately H, d, e, l, l fit; "Hel" + "…" + "ld".
        Case(text: "Hello world", width: 60, lines: 1, mode: .byTruncatingMiddle, expected: ["Hel…ld"], widths: [60], truncated: true),
        Case(text: "Hello world", width: 55, lines: 1, mode: .byClipping, expected: ["Hello"], widths: [55], truncated: true),
        Case(text: "Hello world", width: 60, lines: 1, mode: .byWordWrapping, expected: ["Hello"], widths: [50], truncated: true),
        Case(text: "Hello world", width: 40, lines: 0, mode: .byCharWrapping, expected: ["Hell", "o wo", "rld"], widths: [40, 40, 30],
             truncated: false),
        Case(text: "Supercalifragilistic", width: 60, lines: 0, mode: .byWordWrapping,
             expected: ["Superc", "alifra", "gilist", "ic"], widths: [60, 60, 60, 20], truncated: false),
        Case(text: "one two three four", width: 80, lines: 2, mode: .byTruncatingTail, expected: ["one two", "three f…"],
             widths: [70, 80], truncated: true),
        Case(text: "one two three four", width: 80, lines: 2, mode: .byWordWrapping, expected: ["one two", "three"],
             widths: [70, 50], truncated: true),
        Case(text: "one two three four", width: 80, lines: 2, mode: .byTruncatingHead, expected: ["one two", "…ee four"],
             widths: [70, 80], truncated: true),
        Case(text: "one two three four", width: 80, lines: 0, mode: .byTruncatingTail, expected: ["one two", "three", "four"],
             widths: [70, 50, 40], truncated: false),
        Case(text: "a\nb\nc", width: nil, lines: 0, mode: .byTruncatingTail, expected: ["a", "b", "c"], widths: [10, 10, 10], truncated: false),
        Case(text: "a\nb\nc", width: nil, lines: 2, mode: .byTruncatingTail, expected: ["a", "b…"], widths: [10, 20], truncated: true),
        Case(text: "a\n\nb", width: nil, lines: 0, mode: .byWordWrapping, expected: ["a", "", "b"], widths: [10, 0, 10], truncated: false),
        Case(text: "abc\n", width: nil, lines: 0, mode: .byWordWrapping, expected: ["abc"], widths: [30], truncated: false),
        Case(text: "word   ", width: 40, lines: 1, mode: .byTruncatingTail, expected: ["word"], widths: [40], truncated: false),
        // Spaces that end the text take their room where the line has it (UILabel measures
        // "23 episodes " with its space); where a line wraps they hang.
        Case(text: "word  ", width: nil, lines: 1, mode: .byTruncatingTail, expected: ["word  "], widths: [60], truncated: false),
        Case(text: "   ", width: nil, lines: 1, mode: .byTruncatingTail, expected: ["   "], widths: [30], truncated: false),
        Case(text: "one two ", width: 60, lines: 0, mode: .byWordWrapping, expected: ["one", "two "], widths: [30, 40],
             truncated: false),
        Case(text: "word \n", width: nil, lines: 0, mode: .byWordWrapping, expected: ["word"], widths: [40], truncated: false),
        Case(text: "", width: 100, lines: 0, mode: .byTruncatingTail, expected: [], widths: [], truncated: false),
        // Even "…" does not fit in 5 pt: the line shows nothing.
        Case(text: "Hello", width: 5, lines: 1, mode: .byTruncatingTail, expected: [""], widths: [0], truncated: true),
        Case(text: "well-known fact", width: 70, lines: 0, mode: .byWordWrapping, expected: ["well-", "known", "fact"],
             widths: [50, 50, 40], truncated: false),
    ]

    @Test("each case lays out as counted", arguments: cases)
    func layout(_ c: Case) throws {
        let font = try Fixtures.mono()
        let result = TextMeasurer.layout(c.text, font: font,
                                         options: TextLayoutOptions(maximumWidth: c.width, numberOfLines: c.lines, lineBreakMode: c.mode))
        #expect(result.lines.map(\.text) == c.expected)
        #expect(result.lines.count == c.widths.count)
        for (line, width) in zip(result.lines, c.widths) {
            #expect(close(line.width, width), "line \"\(line.text)\" is \(line.width) pt, expected \(width)")
        }
        #expect(result.isTruncated == c.truncated)
        #expect(close(result.width, c.widths.max() ?? 0))
        #expect(close(result.height, Double(c.expected.count) * font.lineHeight))
    }

    @Test("baselines of a three-line layout, from DejaVu's ascender 1901 and descender −483 per 2048")
    func baselines() throws {
        let font = try Fixtures.mono()
        let result = TextMeasurer.layout("aa bb cc", font: font, options: TextLayoutOptions(maximumWidth: 25, numberOfLines: 0))
        let ascender = 1901 * Fixtures.monoSize / 2048, line = (1901 + 483) * Fixtures.monoSize / 2048
        #expect(result.lines.count == 3)
        #expect(close(result.firstBaseline, ascender))
        #expect(close(result.lastBaseline, 2 * line + ascender))
        #expect(close(result.height, 3 * line))
        #expect(result.lines.map(\.characterRange) == [0..<3, 3..<6, 6..<8])
    }

    @Test("empty text has no lines and its baselines where a first line's would be")
    func emptyText() throws {
        let font = try Fixtures.mono()
        let result = TextMeasurer.layout("", font: font)
        #expect(result.lines.isEmpty && result.width == 0 && result.height == 0)
        #expect(close(result.firstBaseline, font.ascender) && close(result.lastBaseline, font.ascender))
    }

    @Test("proportional text: DejaVu Sans widths by hand from its advances")
    func proportional() throws {
        let font = try Fixtures.dejaVuRegistry().font(family: "DejaVu Sans", size: 20.48)
        // fontTools: H 1540, e 1260, l 569, o 1253 per 2048 units; at 20.48 pt one unit is 0.01 pt. No kerning between them.
        #expect(close(TextMeasurer.width(of: "Hello", font: font), (1540 + 1260 + 569 + 569 + 1253) * 0.01))
        // A 1401, V 1401 and the GPOS kerning fontTools reports for (A, V).
        let expected = try Fixtures.fontToolsCharacters(Fixtures.dejaVuSans, "AV")
        let kern = try #require(expected.pairs.first { $0[0] == 65 && $0[1] == 86 })[2]
        #expect(kern != 0)
        #expect(close(TextMeasurer.width(of: "AV", font: font), Double(1401 + 1401 + kern) * 0.01))
    }
}

/// The unbounded single-line shortcut for printable ASCII must give exactly what the general
/// path gives (it exists for speed only), and must step aside for everything else.
@Suite("Unbounded ASCII lines")
struct UnboundedASCIILineTests {
    static let texts = ["Item 123", "AVATAR Wave To", "trailing   ", "   leading", "   ", "x", "Ty, We'll {P}~"]

    @Test("the shortcut equals the general layout bit for bit", arguments: texts, [17.0, 34.0])
    func sameAsGeneral(text: String, size: Double) throws {
        let fonts = [FontRegistry().systemFont(ofSize: size), FontRegistry().systemFont(ofSize: size, weight: .bold),
                     try Fixtures.dejaVuRegistry().font(family: "DejaVu Sans", size: size)]
        for font in fonts {
            let options = TextLayoutOptions(maximumWidth: nil, numberOfLines: 1)
            let fast = try #require(TextMeasurer.unboundedASCIILine(text, font: font))
            #expect(fast == TextMeasurer.generalLayout(text, font: font, options: options), "\(font.face)")
            #expect(TextMeasurer.layout(text, font: font, options: options) == fast)
        }
    }

    @Test("anything else takes the general path",
          arguments: ["", "Café", "a\tb", "a\nb", "emoji 🙂", "zero\u{200B}width"])
    func declines(text: String) {
        #expect(TextMeasurer.unboundedASCIILine(text, font: FontRegistry().systemFont(ofSize: 17)) == nil)
    }
}
