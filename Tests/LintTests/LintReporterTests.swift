import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Lint
import Testing

/// Every reporter's output read back with a real parser: JSON, XML for JUnit, the SARIF 2.1.0
/// structure; the line formats checked character by character.
@Suite struct LintReporterTests {
    /// Two violations whose texts hold every character the formats must escape.
    static let report: LintReport = {
        let configurations = [
            LintConfiguration(device: "iPhone 8", orientation: "portrait", contentSizeCategory: "large"),
            LintConfiguration(device: "iPad Pro (11-inch)", orientation: "landscape", contentSizeCategory: "accessibilityExtraExtraExtraLarge"),
            LintConfiguration(device: "iPhone 4s", orientation: "landscape", contentSizeCategory: "large"),
        ]
        return LintReport(files: ["App/Main Screen.storyboard", "App/Clean.xib"], violations: [
            LintViolation(file: "App/Main Screen.storyboard", line: 42, column: 17, rule: .truncatedText, severity: .warning,
                          message: #"Label "A & B <c>" is 'too' small, 100% sure: yes,\nreally"#.replacingOccurrences(of: "\\n", with: "\n"),
                          scene: "Sign In", view: #"Label "A & B <c>""#, viewId: "abc-de-fgh", configurations: configurations),
            LintViolation(file: "App/Main Screen.storyboard", line: 7, column: 5, rule: .ambiguous, severity: .error,
                          message: "Box has an ambiguous layout: its constraints do not decide its width\u{1}",
                          scene: "Sign In", view: "Box", viewId: "box-00-001", configurations: Array(configurations.prefix(1))),
        ])
    }()

    @Test func jsonIsTheContract() throws {
        let text = LintReporter.json.render(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? [String] == ["App/Main Screen.storyboard", "App/Clean.xib"])
        #expect(summary["documents"] as? Int == 2)
        #expect(summary["violations"] as? Int == 2)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        let violations = try #require(object["violations"] as? [[String: Any]])
        #expect(violations.count == 2)
        // Sorted by file and line: the ambiguity on line 7 first.
        let first = violations[0]
        #expect(Set(first.keys) == ["file", "line", "column", "rule", "severity", "message", "scene", "view", "viewId", "configurations"])
        #expect(first["line"] as? Int == 7)
        #expect(first["rule"] as? String == "ambiguous")
        #expect(first["severity"] as? String == "error")
        #expect(first["viewId"] as? String == "box-00-001")
        let configurations = try #require(violations[1]["configurations"] as? [[String: String]])
        #expect(configurations[1] == ["device": "iPad Pro (11-inch)", "orientation": "landscape",
                                      "contentSizeCategory": "accessibilityExtraExtraExtraLarge"])
        #expect(violations[1]["message"] as? String == Self.report.violations[1].message)
        // And it reads back as the same report.
        #expect(try JSONDecoder().decode(LintReport.self, from: Data(text.utf8)) == Self.report)
    }

    @Test func jsonWritesNullWhereThereIsNoView() throws {
        let report = LintReport(files: ["a.xib"], violations: [
            LintViolation(file: "a.xib", line: 3, column: 1, rule: .unreadable, severity: .error, message: "cannot read"),
        ])
        let object = try JSONSerialization.jsonObject(with: Data(LintReporter.json.render(report).utf8)) as? [String: Any]
        let v = try #require((object?["violations"] as? [[String: Any]])?.first)
        #expect(v["viewId"] is NSNull)
        #expect(v["scene"] is NSNull)
        #expect((v["configurations"] as? [Any])?.isEmpty == true)
    }

    @Test func junitIsWellFormedXML() throws {
        let text = LintReporter.junit.render(Self.report)
        let reader = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let suites = reader.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["App/Main Screen.storyboard", "App/Clean.xib"])
        #expect(suites.map { $0.attributes["failures"] } == ["2", "0"])
        let root = try #require(reader.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "3")
        #expect(root.attributes["failures"] == "2")
        let failures = reader.elements.filter { $0.name == "failure" }
        #expect(failures.count == 2)
        // Attribute values come back exactly, quotes, ampersands, angle brackets and newline included.
        #expect(failures.map { $0.attributes["message"] }.contains(Self.report.violations[1].message))
        #expect(failures.map { $0.attributes["type"] } == ["error", "warning"])
        // A character XML cannot hold is replaced, not written.
        #expect(!text.contains("\u{1}"))
        #expect(reader.elements.filter { $0.name == "testcase" }.count == 3)
    }

    @Test func sarifHasTheVersion210Structure() throws {
        let text = LintReporter.sarif.render(Self.report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "autolayout lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintRule.ids)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id)
            #expect(["error", "warning"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            // A relative URI: the space percent-encoded.
            #expect(artifact["uri"] as? String == "App/Main%20Screen.storyboard")
            let region = try #require(location["region"] as? [String: Int])
            #expect(region["startLine"] ?? 0 >= 1 && region["startColumn"] ?? 0 >= 1)
        }
        #expect(results.map { $0["ruleId"] as? String } == ["ambiguous", "truncated-text"])
    }

    @Test func xcodeLinesAreWhatEditorsLink() {
        let lines = LintReporter.xcode.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0] == "App/Main Screen.storyboard:7:5: error: Box has an ambiguous layout: its constraints do not decide its width\u{1} (on iPhone 8 portrait) [ambiguous]")
        #expect(lines[1].hasPrefix("App/Main Screen.storyboard:42:17: warning: Label \"A & B <c>\" is 'too' small, 100% sure: yes, really (on iPhone 8 portrait; iPad Pro (11-inch) landscape accessibilityExtraExtraExtraLarge and 1 more) [truncated-text]"))
    }

    @Test func githubCommandsAreEscaped() {
        let lines = LintReporter.github.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=App/Main Screen.storyboard,line=7,col=5,title=autolayout lint%3A ambiguous::Box has"))
        #expect(lines[1].hasPrefix("::warning file=App/Main Screen.storyboard,line=42,col=17,"))
        // The message's newline and percent sign are escaped, so each command stays one line.
        #expect(lines[1].contains("100%25 sure: yes,%0Areally"))
    }

    @Test func summaryCountsByRuleAndFile() {
        let text = LintReporter.summary.render(Self.report)
        #expect(text.hasPrefix("autolayout lint: 2 documents, 2 violations (1 error, 1 warning)\n"))
        #expect(text.contains("ambiguous            1         0"))
        #expect(text.contains("truncated-text       0         1"))
        #expect(text.contains("App/Main Screen.storyboard       1         1"))
    }
}

/// Every element parsed, with its attributes, in document order.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributes))
    }
}
