import Testing
import NameSuggestion

@Suite struct NameSuggestionTests {
    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("Bottom", "bottom", 1), ("Botton", "Bottom", 1), ("abc", "", 3), ("widht", "width", 1), ("ab", "ba", 1)])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(NameSuggestion.editDistance(a, b) == expected)
    }

    @Test(arguments: [
        ("Botton", ["Top", "Bottom", "Leading"], "Bottom"),
        ("iphone 8", ["iPhone 8", "iPhone 8 Plus"], "iPhone 8"),
        ("xyz", ["Top", "Bottom"], nil),
        ("widht", ["width", "height"], "width"),
        ("viewA", ["viewC", "viewB"], "viewB"),
        ("namelabel", ["nameLabel"], "nameLabel"),
    ] as [(String, [String], String?)])
    func closest(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(NameSuggestion.closest(to: name, among: candidates) == expected)
    }
}
