import Cassowary
@testable import ConstraintSystem
import Testing

/// Numbers past the bounds are refused where they are written; values that still overflow are
/// found; JSON never holds a bare inf.
@Suite("Constraint system limits")
struct LimitsTests {
    static func system(constant: String, coefficient: String = "-1") -> String {
        """
        {"variables": ["a", "b"], "constraints": [
          {"terms": {"a": 1}, "relation": "==", "constant": \(constant)},
          {"terms": {"b": 1, "a": \(coefficient)}, "relation": "==", "constant": 0}]}
        """
    }

    @Test("numbers past 10^9 are refused with their path, line and column", arguments: [
        (system(constant: "1e10"), "$.constraints[0].constant (line 2, column 53): 10000000000 is out of range"),
        (system(constant: "1", coefficient: "-2e9"), "$.constraints[1].terms.a (line 3, column 27): -2000000000 is out of range"),
    ])
    func outOfRange(json: String, message: String) {
        do {
            _ = try SystemDescription.parse(json: json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }

    /// a = 10^9, b = 10^9 a = 10^18: past 10^15.
    @Test("a solution past 10^15 is found")
    func overflow() throws {
        let fine = try SystemSolver.solve(SystemDescription.parse(json: Self.system(constant: "1e9", coefficient: "-1000")))
        #expect(fine.overflow == nil)
        #expect(fine.values == [1e9, 1e12])
        let chain = try SystemSolver.solve(SystemDescription.parse(json: Self.system(constant: "1e9", coefficient: "-1e9")))
        #expect(chain.overflow?.variable == "b" && chain.overflow?.value == 1e18 && chain.overflow?.step == nil)
    }

    @Test("JSON numbers of any size are valid JSON", arguments: [
        (1e300, "1e+300"), (-1.5e299, "-1.5e+299"), (1e15, "1000000000000000.0"), (1e16, "1e+16"), (123456789, "123456789"), (0.1 + 0.2, "0.3"),
        (Double.infinity, "null"),
    ])
    func jsonNumbers(value: Double, text: String) {
        #expect(JSONText.number(value) == text)
    }
}
