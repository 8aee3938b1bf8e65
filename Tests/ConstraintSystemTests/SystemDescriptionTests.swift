import Testing
import Cassowary
@testable import ConstraintSystem

/// Reading constraint systems: valid input, and a table of malformed input with the error.
@Suite struct SystemDescriptionTests {
    @Test func readsTheIssueExample() throws {
        let system = try SystemDescription.parse(json: """
            {
              "variables": ["width", "a", "b"],
              "edits": [{"variable": "width", "priority": 999}],
              "constraints": [
                {"terms": {"a": 1, "b": -1}, "relation": ">=", "constant": 10, "priority": 1000, "id": "gap"},
                {"terms": {"b": 1, "width": -0.5}, "relation": "==", "constant": 0, "priority": 250}
              ],
              "steps": [{"width": 375}, {"width": 667}]
            }
            """)
        #expect(system.variables == ["width", "a", "b"])
        #expect(system.edits.map(\.variable) == ["width"] && system.edits.map(\.priority) == [999])
        #expect(system.constraints.count == 2)
        #expect(system.constraints[0].terms.map(\.variable) == ["a", "b"])
        #expect(system.constraints[0].relation == .greaterThanOrEqual && system.constraints[0].id == "gap")
        #expect(system.constraints[1].priority == 250 && system.constraints[1].id == nil)
        #expect(system.steps.map { $0.map(\.value) } == [[375], [667]])
        #expect(system.label(ofConstraint: 0) == "gap" && system.label(ofConstraint: 1) == "1")
    }

    /// Each malformed system with the path, line, column and message it must report.
    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input; expected a value"),
        ("{\"variables\": [\"a\",]}", "line 1, column 20: unexpected character ']'; expected a value"),
        ("{\"variables\": [\"a\"]} x", "line 1, column 22: unexpected text after the JSON value"),
        ("{\"variables\": [\"a\"],\n \"constraints\": [{\"terms\": {\"a\": 1}, \"relation\": \"=\", \"constant\": 1}]}",
         "$.constraints[0].relation (line 2, column 50): expected \"==\", \"<=\" or \">=\", found \"=\"; did you mean '=='?"),
        ("{\"variables\": [\"alpha\"], \"constraints\": [{\"terms\": {\"aplha\": 1}, \"relation\": \"==\"}]}",
         "$.constraints[0].terms.aplha (line 1, column 53): unknown variable \"aplha\"; did you mean 'alpha'?; declare it in \"variables\""),
        ("{\"variables\": [\"a\"], \"constraints\": [{\"terms\": {\"a\": \"1\"}, \"relation\": \"==\"}]}",
         "$.constraints[0].terms.a (line 1, column 54): expected a number, found the string \"1\""),
        ("{\"variables\": [\"a\"], \"constraints\": [{\"terms\": {\"a\": 1}, \"relation\": \"==\", \"priority\": 1001}]}",
         "$.constraints[0].priority (line 1, column 88): priority 1001 is out of range (0, 1000]"),
        ("{\"variables\": [\"a\", \"a\"]}", "$.variables[1] (line 1, column 21): variable \"a\" is declared twice"),
        ("{\"variable\": [\"a\"]}",
         "$.variable (line 1, column 2): unknown key \"variable\"; did you mean 'variables'?; expected one of \"variables\", \"edits\", \"constraints\", \"steps\""),
        ("{\"constraints\": []}", "$ (line 1, column 1): missing \"variables\""),
        ("{\"variables\": [\"w\"], \"steps\": [{\"w\": 1}]}",
         "$.steps[0].w (line 1, column 33): \"w\" has no edit; add {\"variable\": \"w\"} to \"edits\""),
        ("{\"variables\": [\"w\"], \"edits\": [{\"variable\": \"w\", \"priority\": 1000}]}",
         "$.edits[0].priority (line 1, column 62): an edit's priority must be below 1000 (edits are optional)"),
        ("{\"variables\": [1e999]}", "line 1, column 16: the number 1e999 is too large"),
        ("{\"variables\": \"a\"}", "$.variables (line 1, column 15): expected an array, found the string \"a\""),
        ("[[[[", "line 1, column 5: unexpected end of input; expected a value"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 15: duplicate key \"a\""),
        ("{\"variables\": [\"\\q\"]}", "line 1, column 19: invalid escape '\\q'"),
    ])
    func malformed(_ text: String, _ message: String) {
        do {
            _ = try SystemDescription.parse(json: text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Deep nesting and arbitrary bytes never crash the reader.
    @Test func hostileInput() {
        #expect(throws: ConstraintSystemError.self) { try SystemDescription.parse(json: String(repeating: "[", count: 100_000)) }
        var state: UInt64 = 7
        let alphabet = Array("{}[]\":,0123456789.-eE truefalsnl\\u\n")
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            _ = try? SystemDescription.parse(json: text)
        }
    }

    /// Writing a system and reading it back gives the same system.
    @Test(arguments: Workload.allCases)
    func workloadsRoundTrip(_ workload: Workload) throws {
        let system = workload.system(count: 5)
        let again = try SystemDescription.parse(json: system.json)
        #expect(again.variables == system.variables)
        #expect(again.constraints.count == system.constraints.count)
        for (a, b) in zip(again.constraints, system.constraints) {
            #expect(a.terms.map(\.variable) == b.terms.map(\.variable))
            #expect(a.terms.map(\.coefficient) == b.terms.map(\.coefficient))
            #expect(a.relation == b.relation && a.constant == b.constant && a.priority == b.priority)
        }
        #expect(again.steps.map { $0.map(\.value) } == system.steps.map { $0.map(\.value) })
    }
}
