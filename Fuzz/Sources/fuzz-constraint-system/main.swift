import ConstraintSystem
import FuzzSupport

// Raw constraint systems as `autolayout solve` takes them: the JSON read, the system solved
// with its steps and the ambiguity check, the report written as JSON and as a table. Errors must
// be sentences; the JSON report must be valid JSON with finite numbers.
Fuzzer.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let system = try SystemDescription.parse(json: text)
        let report = SystemSolver.solve(system, checkAmbiguity: true)
        Check.json(report.json, "the JSON report")
        _ = report.table
    } catch {
        Check.message(error)
    }
}
