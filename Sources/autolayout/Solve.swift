import ArgumentParser
import Foundation
import ConstraintSystem

/// `autolayout solve SYSTEM.json`: solves a raw constraint system.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a raw constraint system (JSON) with Auto Layout's priorities.",
        discussion: """
            A system lists "variables", optional "edits" ({"variable", "priority"}), "constraints" \
            ({"terms": {variable: coefficient}, "relation": "==" | "<=" | ">=", "constant", "priority", "id"}) \
            and optional "steps" (objects of edit values). A constraint means \
            sum(coefficient x variable) relation constant. Unsatisfiable required constraints are \
            broken and listed under issues; the rest is solved.

            Exit status:
              0  solved (even with broken constraints: they are listed under issues)
              2  malformed input: the message names where and what was expected
              3  the solver failed on valid input (an internal failure, or --max-pivots reached): \
            the report says what failed (under "failure" in JSON) and holds the last good solution; \
            the message goes to standard error
            """
    )

    @Argument(help: "The constraint system, a JSON file.")
    var file: String

    @Option(help: "table (default) or json.")
    var format: OutputFormat = .table

    @Flag(help: "Add in-process timings: build_ms, first_step_ms, step_ms_median, step_ms_worst, steps_ms_total, steps_count.")
    var bench = false

    @Option(name: .customLong("repeat"), help: "With --bench, build and step this many times; the best build counts.")
    var repeats: Int = 1

    @Flag(help: "Also list the variables the constraints leave free (ambiguous).")
    var checkAmbiguity = false

    @Flag(help: "Also print the solver's tableau after the build (objective levels, then rows), for debugging.")
    var tableau = false

    @Option(help: "Stop after this many simplex pivots in all; reaching it is a solver failure (exit status 3).")
    var maxPivots: Int?

    func run() throws {
        guard (1...1_000).contains(repeats) else { throw failInput("--repeat must be between 1 and 1,000") }
        if let maxPivots, maxPivots < 1 { throw failInput("--max-pivots must be at least 1") }
        let text = try readText(file)
        let system: SystemDescription
        do {
            system = try SystemDescription.parse(json: text)
        } catch {
            throw failInput("\(file): \(error)")
        }
        let report = SystemSolver.solve(system, checkAmbiguity: checkAmbiguity, measure: bench, repeats: repeats,
                                        dumpTableau: tableau, pivotLimit: maxPivots)
        if let overflow = report.overflow {
            throw failInput("\(file): the solution overflows: \(overflow.variable) comes out as \(overflow.value)"
                            + (overflow.step.map { " at step \($0)" } ?? "") + ", past the 10^15 a value can hold; "
                            + "the coefficients compound along a chain of constraints: check them")
        }
        print(format == .json ? report.json : report.table)
        if let failure = report.failure {
            writeStandardError("error: \(file): the solver failed while \(failure.stage): "
                + "\(failure.message); the report holds the last good solution. This is not a fault of the "
                + "input.\n")
            throw ExitCode(Self.internalFailureStatus)
        }
    }

    /// The exit status of a solver that failed on valid input (2 is malformed input).
    static let internalFailureStatus: Int32 = 3
}

/// The largest `--count` of the benchmark helpers. The benchmarks go up to 10,000; 200,000 rows
/// of the kiwi workload took 3 GB to generate, and 100 million aborted on allocation.
let benchmarkCountLimit = 100_000

/// `autolayout bench …`: benchmark helpers.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark helpers (see Benchmarks/README.md).",
        subcommands: [Generate.self, LayoutBench.self, BenchDocument.self]
    )

    /// Writes a benchmark workload as a constraint-system JSON file.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a benchmark workload as a constraint system (JSON).")

        @Argument(help: "One of: \(Workload.allCases.map(\.rawValue).joined(separator: ", ")).")
        var workload: String

        @Option(help: "Number of rows, buttons or views (at most 100,000).")
        var count: Int = 100

        func run() throws {
            guard let kind = Workload(rawValue: workload) else {
                throw failInput("unknown workload '\(workload)'; expected one of "
                                + Workload.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard count > 0 else { throw failInput("--count must be positive") }
            guard count <= benchmarkCountLimit else {
                throw failInput("--count \(count) is more than \(benchmarkCountLimit): the system would take gigabytes "
                                + "to build (100,000 kiwi rows use about 1.5 GB)")
            }
            print(kind.system(count: count).json)
        }
    }
}
