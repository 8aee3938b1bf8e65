import Foundation
import Testing
import OracleScenarios
@testable import ConstraintSystem

/// A screen of 50 rows, each a tag label beside a field centred on it, chained 8 pt apart,
/// read from a system file (`Fuzz/Regressions/constraint-system/rows-screen-centred-chain.json`,
/// the `rows` workload of `autolayout bench layout` exported at 50 rows).
///
/// Expectations by hand from its constraints: a tag's width and height and a field's height
/// each sit between a `<=` at 250 and a `>=` at 750 of the same constant (60, 20 and 30), so
/// nothing else pulling on them, they take those constants. A field is centred on its tag
/// (`field.minY + 0.5·field.height == tag.minY + 0.5·tag.height`), so it starts 5 pt above
/// its tag, and the next tag starts 8 pt below the field: tags are 33 pt apart.
@Suite struct CentredChainTests {
    static let file = Oracle.root.appendingPathComponent(
        "Fuzz/Regressions/constraint-system/rows-screen-centred-chain.json")

    @Test func everyRowKeepsItsSizesAndSpacing() throws {
        let system = try SystemDescription.parse(json: String(contentsOf: Self.file, encoding: .utf8))
        let report = SystemSolver.solve(system)
        #expect(report.failure == nil)
        #expect(report.unsatisfiable.isEmpty)
        let value = Dictionary(zip(report.variables.map { $0.split(separator: "#")[0] }, report.values),
                               uniquingKeysWith: { first, _ in first })
        for row in 0..<50 {
            #expect(abs((value["Field \(row).height"] ?? .nan) - 30) < 1e-6, "field \(row) height")
            #expect(abs((value["Tag \(row).height"] ?? .nan) - 20) < 1e-6, "tag \(row) height")
            #expect(abs((value["Tag \(row).width"] ?? .nan) - 60) < 1e-6, "tag \(row) width")
            let offset = (value["Field \(row).minY"] ?? .nan) - (value["Tag \(row).minY"] ?? .nan)
            #expect(abs(offset + 5) < 1e-6, "field \(row) centred on its tag")
            guard row > 0 else { continue }
            let step = (value["Tag \(row).minY"] ?? .nan) - (value["Tag \(row - 1).minY"] ?? .nan)
            #expect(abs(step - 33) < 1e-6, "tag \(row) 33 pt below tag \(row - 1)")
        }
    }
}
