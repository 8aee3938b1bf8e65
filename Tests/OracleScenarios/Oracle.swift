import Foundation
import ConstraintSystem

/// Runs the repository's Python tools: the random-system generator and the LP oracle.
///
/// The oracle (`Tests/Oracle/lp_oracle.py`, scipy's HiGHS) is independent of our solver: it
/// re-solves each system level by level and checks our values. What needs it skips with one
/// line when numpy or scipy is missing (`scipyAvailable`); `Scripts/test` installs them.
public enum Oracle {
    /// Whether python3 can import numpy and scipy, which the oracle needs; asked once.
    public static let scipyAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import numpy, scipy.optimize"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The repository's root, found from this file's place in it.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `python3 script arguments…` from the repository root, feeding `input`.
    public static func python(_ script: String, _ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent(script).path] + arguments
        process.currentDirectoryURL = root
        let stdout = Pipe(), stdin = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 2 {
            throw Failure(description: "\(script) failed: \(String(decoding: errors, as: UTF8.self)) "
                          + "(needs python3 with numpy and scipy: pip install numpy scipy)")
        }
        return (process.terminationStatus, output)
    }

    /// Random systems for seeds `seed ..< seed + count`, as JSON texts.
    public static func randomSystems(seed: Int, count: Int, options: [String] = []) throws -> [String] {
        let (status, output) = try python("Benchmarks/random_systems.py",
                                          ["--seed", String(seed), "--count", String(count)] + options)
        guard status == 0 else { throw Failure(description: "random_systems.py exited \(status)") }
        return count == 1 ? [output] : output.split(separator: "\n").map(String.init)
    }

    /// Checks each (name, system JSON, values) case; returns the oracle's failure messages.
    public static func check(_ cases: [(name: String, system: String, values: [String: Double])]) throws -> (checked: Int, failures: [String]) {
        try check(cases: cases.map(caseJSON))
    }

    /// One (name, system JSON, values) case as the oracle reads it.
    public static func caseJSON(_ item: (name: String, system: String, values: [String: Double])) -> String {
        "{\"name\": " + JSONText.string(item.name) + ", \"system\": " + item.system + ", \"values\": "
            + JSONText.object(item.values.sorted { $0.key < $1.key }.map { ($0.key, String($0.value)) }) + "}"
    }

    /// Checks cases already written as the oracle's JSON objects.
    public static func check(cases body: [String]) throws -> (checked: Int, failures: [String]) {
        let (_, output) = try python("Tests/Oracle/lp_oracle.py", ["-"], input: "[" + body.joined(separator: ",\n") + "]")
        guard let data = output.data(using: .utf8),
              let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let checked = report["checked"] as? Int,
              let failures = report["failures"] as? [[String: Any]] else {
            throw Failure(description: "unreadable oracle output: \(output.prefix(500))")
        }
        return (checked, failures.map { "\($0)" })
    }
}

extension SystemDescription {
    /// The system as an oracle case's `system`: variables and constraints only (the oracle
    /// checks plain systems and refuses `edits` and `steps`), every number in Swift's shortest
    /// form, which reads back as the same double. `json` rounds to 9 decimals, which would hand
    /// the oracle another system than the solver's wherever coefficients differ below that
    /// (nearly parallel rows) or constants are small (1e-6).
    public var oracleJSON: String {
        let rows = constraints.map { c in
            JSONText.object([
                ("terms", JSONText.object(c.terms.map { ($0.variable, String($0.coefficient)) })),
                ("relation", JSONText.string(c.relation.description)),
                ("constant", String(c.constant)),
                ("priority", String(c.priority)),
            ])
        }
        return JSONText.object([("variables", JSONText.array(variables.map(JSONText.string))),
                                ("constraints", "[" + rows.joined(separator: ",\n") + "]")])
    }
}
