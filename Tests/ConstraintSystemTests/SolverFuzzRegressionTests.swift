import Foundation
import Testing
import SolverFuzzScenario
import OracleScenarios

/// Every input that ever failed `fuzz-solver` (`Fuzz/Regressions/solver/`), replayed as the fuzz
/// target reads it: a small system feasible by construction, built, then taken through
/// `SolverFuzzRun.stepCount` operations. After the build and after each operation no required
/// constraint may break and the tableau's invariants must hold; with scipy, every step's
/// priority levels must also be the lexicographic optimum the LP oracle finds.
@Suite struct SolverFuzzRegressionTests {
    static let folder = Oracle.root.appendingPathComponent("Fuzz/Regressions/solver")

    /// Findings not fixed yet (Fuzz/README.md): recorded as known issues, not passes.
    static let openFindings: Set<String> = []

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(!Self.inputs.isEmpty, "no inputs in Fuzz/Regressions/solver")
    }

    @Test(arguments: inputs)
    func replaysCleanly(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let outcome = SolverFuzzRun.play(bytes)
        withKnownIssue("an open fuzz finding (Fuzz/README.md)") {
            #expect(outcome.failure == nil, "\(name): \(outcome.failure ?? "")")
        } when: { Self.openFindings.contains(name) }
        guard !Self.openFindings.contains(name) else { return }
        #expect(outcome.cases.count == SolverFuzzRun.stepCount + 1)
        guard Oracle.scipyAvailable, outcome.failure == nil else { return }
        let (checked, failures) = try Oracle.check(cases: outcome.cases)
        #expect(checked == outcome.cases.count)
        // Nearly parallel rows are an open gap (docs/solver.md), as in the fuzz target.
        withKnownIssue("nearly parallel rows: levels may stop short of HiGHS's optimum", isIntermittent: true) {
            #expect(failures.isEmpty, "\(name): \(failures.prefix(3))")
        } when: { outcome.nearlyParallel }
    }
}
