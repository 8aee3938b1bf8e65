import AutoLayout
import Lint
import Testing

/// `.autolayout-lint.yml`: every key read, every mistake an error at its line.
@Suite struct LintSettingsTests {
    @Test func readsEveryKey() throws {
        let yaml = """
            included: [App]
            excluded:
              - App/Legacy
              - "*Preview*.storyboard"
            disabled_rules: [unsupported, misplaced]
            severity: {truncated-text: error, ambiguous: warning}
            devices: [retina4_7, "iPad Pro (11-inch)"]
            orientations: [portrait]
            content_size_categories: [extraSmall, accessibilityMedium]
            """
        let s = try LintSettings(yaml: yaml, file: "c.yml")
        #expect(s.included == ["App"])
        #expect(s.excluded == ["App/Legacy", "*Preview*.storyboard"])
        #expect(s.disabledRules == [.unsupported, .misplaced])
        #expect(s.severity(of: .truncatedText) == .error)
        #expect(s.severity(of: .ambiguous) == .warning)
        #expect(s.severity(of: .unsatisfiable) == .error)
        #expect(s.matrix.devices.map(\.name) == ["iPhone 8", "iPad Pro (11-inch)"])
        #expect(s.matrix.orientations == [.portrait])
        #expect(s.matrix.contentSizeCategories == [.extraSmall, .accessibilityMedium])
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        let s = try LintSettings(yaml: "", file: "c.yml")
        #expect(s.disabledRules.isEmpty)
        #expect(s.matrix == .standard)
    }

    /// The standard matrix: the smallest phone (iPhone 4s, 320×480) and the largest
    /// (iPhone 14 Pro Max, 430×932) of the catalogue, and the 11-inch iPad Pro.
    @Test func theStandardMatrix() {
        #expect(LintMatrix.standard.devices.map(\.name) == ["iPhone 4s", "iPhone 14 Pro Max", "iPad Pro (11-inch)"])
        #expect(LintMatrix.standard.orientations == [.portrait, .landscape])
        #expect(LintMatrix.standard.contentSizeCategories == [.large, .accessibilityExtraExtraExtraLarge])
        #expect(LintMatrix.standard.layoutsPerScene == 13)
    }

    /// Each mistake, the line and column it is reported at, and words the message must hold.
    static let mistakes: [(yaml: String, line: Int, column: Int, words: [String])] = [
        ("included: [App]\ndisabled_rule: [ambiguous]\n", 2, 1, ["unknown key 'disabled_rule'", "did you mean 'disabled_rules'"]),
        ("disabled_rules: [ambigous]\n", 1, 18, ["unknown rule 'ambigous'", "did you mean 'ambiguous'"]),
        ("severity:\n  misplaced: fatal\n", 2, 14, ["must be warning or error", "'fatal'"]),
        ("severity: [misplaced]\n", 1, 11, ["'severity' takes a mapping"]),
        ("devices: [iPhone 99]\n", 1, 11, ["unknown device 'iPhone 99'"]),
        ("orientations: [upsideDown]\n", 1, 16, ["unknown orientation 'upsideDown'"]),
        ("content_size_categories: [huge]\n", 1, 27, ["unknown content size category 'huge'"]),
        ("excluded: {a: b}\n", 1, 11, ["'excluded' takes a list of strings"]),
        ("excluded: [[a]]\n", 1, 12, ["not one"]),
        ("included: [App\n", 2, 1, ["not valid YAML"]),
        ("- a\n- b\n", 1, 1, ["expected a mapping"]),
        ("included: [a]\nincluded: [b]\n", 2, 1, ["given twice", "line 1"]),
    ]

    @Test(arguments: mistakes)
    func mistakesAreLocated(_ mistake: (yaml: String, line: Int, column: Int, words: [String])) {
        do {
            _ = try LintSettings(yaml: mistake.yaml, file: "lint.yml")
            Issue.record("accepted \(mistake.yaml)")
        } catch {
            guard case let .invalidConfiguration(file, line, column, message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == "lint.yml")
            #expect(line == mistake.line)
            #expect(column == mistake.column)
            for word in mistake.words { #expect(message.contains(word), "\(message)") }
        }
    }

    @Test func deepNestingIsRefusedBeforeParsing() {
        let yaml = "included: " + String(repeating: "[", count: 5000)
        #expect(throws: LintError.self) { try LintSettings(yaml: yaml, file: "c.yml") }
    }
}
