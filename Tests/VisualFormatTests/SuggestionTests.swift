import Testing
@testable import VisualFormat
import NameSuggestion

@Suite("Did you mean, and strtod numbers")
struct SuggestionTests {
    /// Optimal-string-alignment distances, counted by hand.
    @Test("Edit distance", arguments: [
        ("kitten", "sitting", 3),
        ("margiin", "margin", 1),
        ("nameLable", "nameLabel", 1),  // one swap of neighbours
        ("ca", "abc", 3),  // OSA cannot edit a swapped pair again (true Damerau distance: 2)
        ("", "abc", 3),
        ("abc", "", 3),
        ("same", "same", 0),
        ("Label", "label", 1),
    ])
    func editDistance(_ a: String, _ b: String, _ distance: Int) {
        #expect(NameSuggestion.editDistance(a, b) == distance)
        #expect(NameSuggestion.editDistance(b, a) == distance)
    }

    @Test("Closest name", arguments: [
        ("margiin", ["margin", "width"], "margin"),
        ("blackBox", ["whiteBox2", "blackBox4"], "blackBox4"),
        ("namelabel", ["nameLabel", "nameField"], "nameLabel"),  // letter case alone
        ("NAMELABEL", ["nameLabel"], "nameLabel"),
        ("x", ["y", "z"], nil),  // too short for a typo to be told from another name
        ("button", ["slider", "label"], nil),
        ("viewA", ["viewB", "viewC"], "viewB"),  // a tie goes to the first in alphabetical order
        ("spacer", ["spacer 2", "9spacer"], nil),  // not names VFL can spell
    ] as [(String, [String], String?)])
    func closest(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.closest(to: name, among: candidates) == expected)
        #expect(Suggestion.closest(to: name, among: candidates.reversed()) == expected)
    }

    /// What C's strtod reads from the start of each text, worked out from its grammar.
    @Test("Numbers are read as strtod reads them", arguments: [
        ("10-[b]", 10, 2),
        ("1e3)", 1000, 3),
        ("1e)", 1, 1),
        ("1e+)", 1, 1),
        ("0x10]", 16, 4),
        ("0x]", 0, 1),
        ("0xg", 0, 1),
        ("0x1p3", 8, 5),
        ("0x1p-", 1, 3),
        ("-.5", -0.5, 3),
        ("1.", 1, 2),
        ("1.5.5", 1.5, 3),
        ("007", 7, 3),
        ("-0", 0, 2),
        ("-inf)", -.infinity, 4),
        ("-Infinity)", -.infinity, 9),
    ] as [(String, Double, Int)])
    func number(_ text: String, _ value: Double, _ end: Int) throws {
        let scanned = try #require(NumberScanner.scan(Array(text.utf8), from: 0))
        #expect(scanned.value == value)
        #expect(scanned.end == end)
    }

    @Test("NaN spellings", arguments: [("-nan)", 4), ("-NaN(0x1f)-", 10), ("-nan(-", 4)])
    func notANumber(_ text: String, _ end: Int) throws {
        let scanned = try #require(NumberScanner.scan(Array(text.utf8), from: 0))
        #expect(scanned.value.isNaN)
        #expect(scanned.end == end)
    }

    @Test("Nothing strtod would convert", arguments: ["-", "-)", "--1", "-x", "-.", "-+1", "-e5"])
    func notANumberAtAll(_ text: String) {
        #expect(NumberScanner.scan(Array(text.utf8), from: 0) == nil)
    }

    @Test("%g as UIKit's priority messages print it", arguments: [
        (0, "0"), (-5, "-5"), (1001, "1001"), (1e6, "1e+06"), (1000.5, "1000.5"), (0.0001, "0.0001"),
        (1e-5, "1e-05"), (1000.0001, "1000"), (Double.infinity, "inf"),
    ] as [(Double, String)])
    func percentG(_ value: Double, _ text: String) {
        #expect(VisualFormatError.formatG(value) == text)
    }
}

@Suite("VFL names derived from display names")
struct DerivedViewNameTests {
    @Test("Display names become lower camel case identifiers", arguments: [
        ("Name Label", "nameLabel"),
        ("Name Text Field", "nameTextField"),
        ("Top Layout Guide", "topLayoutGuide"),
        ("time label", "timeLabel"),
        ("URL Field", "urlField"),
        ("iPhone Label", "iPhoneLabel"),
        ("Red View", "redView"),
        ("redView", "redView"),
        ("Leading Dummy View", "leadingDummyView"),
        ("2nd Row", "_2ndRow"),
        ("Name-Label (main)", "nameLabelMain"),
        ("  padded  ", "padded"),
        ("snake_case name", "snakeCaseName"),
        ("Label 姓名", "label"),
        ("nameLabel", "nameLabel"),
    ] as [(String, String)])
    func derived(_ name: String, _ expected: String) throws {
        #expect(VisualFormat.derivedViewName(from: name) == expected)
        // Every derived name is one the parser accepts as a view.
        let derived = try #require(VisualFormat.derivedViewName(from: name))
        #expect(throws: Never.self) { try VisualFormat.parse("[\(derived)]", viewNames: [derived]) }
    }

    @Test("No ASCII letter or digit, no name", arguments: ["姓名", "", "  ", "-_-"])
    func none(_ name: String) {
        #expect(VisualFormat.derivedViewName(from: name) == nil)
    }
}
