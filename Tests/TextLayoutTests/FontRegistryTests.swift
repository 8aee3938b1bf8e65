import Testing
@testable import TextLayout

/// Registering font files, finding fonts by family and weight, and falling back for missing characters.
@Suite("Font registry and fallback")
struct FontRegistryTests {
    @Test("an unknown family is an error with a suggestion")
    func unknownFamily() throws {
        let registry = try Fixtures.dejaVuRegistry()
        #expect(throws: TextLayoutError.unknownFamily("DejaVu Sanz", suggestion: "DejaVu Sans",
                                                      registered: ["System", "DejaVu Sans", "DejaVu Sans Mono"])) {
            try registry.font(family: "DejaVu Sanz", size: 12)
        }
        #expect(throws: TextLayoutError.unknownFamily("Helvetica", suggestion: nil, registered: ["System", "DejaVu Sans", "DejaVu Sans Mono"])) {
            try registry.font(family: "Helvetica", size: 12)
        }
    }

    @Test("sizes must be positive and finite", arguments: [0.0, -3, .infinity, .nan])
    func invalidSize(size: Double) {
        #expect(throws: TextLayoutError.self) { try FontRegistry().font(family: "System", size: size) }
        #expect(FontRegistry().systemFont(ofSize: size).pointSize == 0)
    }

    @Test("a file that is not a font is reported with its path")
    func notAFont() {
        var registry = FontRegistry()
        #expect(throws: TextLayoutError.self) { try registry.register(contentsOfFile: #filePath) }
        do {
            try registry.register(contentsOfFile: #filePath)
        } catch {
            guard case let .unreadableFont(path, underlying) = error, case .notAFont = underlying else {
                Issue.record("expected notAFont, got \(error)")
                return
            }
            #expect(path == #filePath)
            #expect(error.description.contains("not a font file"))
        }
        #expect(registry.familyNames == ["System"])
    }

    @Test("family names are case-insensitive and Apple's system aliases find the system font")
    func names() throws {
        let registry = try Fixtures.dejaVuRegistry()
        #expect(try registry.font(family: "dejavu sans", size: 12).face.family == "DejaVu Sans")
        #expect(try registry.font(family: ".AppleSystemUIFont", size: 12).face.family == "System")
        #expect(try registry.font(family: "DejaVu Sans", size: 12, weight: .bold).face.weightClass == 400)
    }

    @Test("weights are matched by the CSS rule", arguments: [
        (400, [300, 500, 700], 500), (400, [300, 700], 300), (500, [400, 700], 400), (600, [400, 500, 800], 800),
        (300, [400, 500], 400), (300, [100, 400], 100), (800, [400, 600], 600), (700, [700], 700),
    ])
    func weightMatching(desired: Int, available: [Int], chosen: Int) {
        #expect(FontWeight.bestMatch(for: desired, among: available) == chosen)
    }

    @Test("Chinese without a CJK font: 1 em per ideograph, the system font's line height")
    func cjkEmFallback() {
        let font = FontRegistry().systemFont(ofSize: 17)
        let result = TextMeasurer.layout("姓名", font: font)
        #expect(close(result.width, 34))
        #expect(close(result.height, font.lineHeight))
    }

    @Test("Chinese with Noto Sans CJK registered: its 1000-unit advances and its taller line")
    func cjkFontFallback() throws {
        var registry = FontRegistry()
        try registry.register(contentsOfFile: Fixtures.notoSansCJK)
        registry.fallbackFamilies = ["Noto Sans CJK SC"]
        let font = registry.systemFont(ofSize: 17)
        #expect(font.fallbackFaces.first?.family == "Noto Sans CJK SC")
        // Noto Sans CJK SC: 姓 and 名 advance 1000 of 1000 units; hhea ascender 1160, descender −288 (fontTools).
        let result = TextMeasurer.layout("姓名", font: font)
        #expect(close(result.width, 34))
        #expect(close(result.height, 17 * 1.448))
        #expect(close(result.firstBaseline, 17 * 1.16))
        // Mixed: the Latin part keeps the system font (with its tracking), the line takes Noto's height.
        // Inter's space is 792 of 2816 units, plus the −0.43 pt tracking of 17 pt.
        let mixed = TextMeasurer.layout("Name 姓名", font: font)
        #expect(close(mixed.width, TextMeasurer.width(of: "Name", font: font) + 792 * 17 / 2816 - 0.43 + 34))
        #expect(close(mixed.height, 17 * 1.448))
        // Two ideographs per 40 pt line (3 × 17 = 51 would not fit).
        let wrapped = TextMeasurer.layout("姓名姓名姓名", font: font, options: TextLayoutOptions(maximumWidth: 40, numberOfLines: 0))
        #expect(wrapped.lines.map(\.text) == ["姓名", "姓名", "姓名"])
    }

    @Test("every face of a collection is registered")
    func collection() throws {
        var registry = FontRegistry()
        let faces = try registry.register(contentsOfFile: Fixtures.notoSansCJK)
        #expect(faces.count == 10)
        #expect(registry.familyNames.contains("Noto Sans CJK JP"))
        #expect(registry.familyNames.contains("Noto Sans Mono CJK KR"))
    }
}
