@testable import Rendering
import Testing

/// Parsing of overlay lists and colors, by tables of inputs and expected results.
struct ValueTests {
    static let overlayLists: [(String, Set<RenderOverlay>)] = [
        ("margins,safe-area,guides,constraints", [.margins, .safeArea, .guides, .constraints]),
        (" margins , diagnostics ", [.margins, .diagnostics]),
        ("SAFE-AREA", [.safeArea]),
        ("safearea", [.safeArea]),
        ("all", Set(RenderOverlay.allCases)),
        ("none", []),
        ("", []),
    ]

    @Test(arguments: overlayLists)
    func overlayListsParse(_ text: String, _ expected: Set<RenderOverlay>) throws {
        #expect(try RenderOverlay.parseList(text) == expected)
    }

    @Test(arguments: [
        ("margin", "margins"), ("contraints", "constraints"), ("guide", "guides"), ("safe_area", "safe-area"), ("xyzzy", nil),
    ] as [(String, String?)])
    func unknownOverlaysSuggestTheClosestName(_ text: String, _ suggestion: String?) {
        #expect(throws: RenderingError.unknownOverlay(text, suggestion: suggestion)) { try RenderOverlay.parseList("margins," + text) }
    }

    @Test func unknownOverlayMessageListsTheNames() {
        let message = RenderingError.unknownOverlay("contraints", suggestion: "constraints").description
        #expect(message == "unknown overlay 'contraints'; did you mean 'constraints'? "
                + "(overlays: margins, safe-area, guides, constraints, diagnostics)")
    }

    @Test(arguments: [
        ("#007AFF", RenderColor(red255: 0, 122, 255)),
        ("007aff", RenderColor(red255: 0, 122, 255)),
        ("#F00", RenderColor(red255: 255, 0, 0)),
        ("#FF3B3080", RenderColor(red255: 255, 59, 48, alpha: 128.0 / 255)),
    ])
    func hexColorsParse(_ text: String, _ expected: RenderColor) {
        #expect(RenderColor(hex: text) == expected)
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#GGGGGG", "#1234567", "red"])
    func malformedHexColorsAreRejected(_ text: String) {
        #expect(RenderColor(hex: text) == nil)
    }

    @Test(arguments: [
        (RenderColor.systemBlue, "#007AFF"), (.systemGreen, "#34C759"), (.systemRed, "#FF3B30"), (.systemOrange, "#FF9500"),
        (.placeholderText, "#3C3C43 @ 0.3"), (.clear, "#000000 @ 0"),
    ])
    func colorsPrintAsHex(_ color: RenderColor, _ text: String) {
        #expect(color.description == text)
    }

    @Test func componentsAreClamped() {
        let color = RenderColor(red: 2, green: -1, blue: .nan, alpha: 1.5)
        #expect(color == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// The components are public variables: set past 0...1 after the initializer, they indexed
    /// past the hex digits (or trapped converting NaN to Int) when the color was written.
    @Test func componentsSetLaterAreClampedWhenWritten() {
        var color = RenderColor.systemBlue
        color.red = 300
        color.green = -.infinity
        color.blue = .nan
        #expect(color.hexRGB == "#FF0000")
    }

    @Test(arguments: [
        (RenderRect(x: 1.5, y: 2, width: 10, height: 20), "(1.5, 2, 10, 20)"),
        (RenderRect(x: -0.0001, y: 1.23456, width: 1e-4, height: 333.3335), "(0, 1.235, 0, 333.334)"),
        (RenderRect(x: -7.25, y: 100000, width: 0.5, height: 2.0004), "(-7.25, 100000, 0.5, 2)"),
    ])
    func rectanglesPrintWithAtMostThreeDecimals(_ rect: RenderRect, _ text: String) {
        #expect(rect.description == text)
    }

    @Test func negativeSizesAreStandardized() {
        let rect = RenderRect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect.standardized == RenderRect(x: 6, y: 4, width: 4, height: 6))
        #expect(rect.inset(by: RenderInsets(all: 1)) == RenderRect(x: 7, y: 5, width: 2, height: 4))
    }
}
