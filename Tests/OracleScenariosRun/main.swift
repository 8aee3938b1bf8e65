import Foundation
import OracleScenarios

// Runs the oracle scenarios (Tests/OracleScenarios) from a release build, where they take
// seconds instead of a debug build's minutes:
//
//   swift run -c release oracle-scenarios                  CI's seeds of every shape
//   swift run -c release oracle-scenarios --scale 10       a longer run (docs/solver.md)
//   swift run -c release oracle-scenarios --shape 250 --first 33107 --count 1
//   swift run -c release oracle-scenarios --shape near --parallel-difference 0.001 --count 60
//   swift run -c release oracle-scenarios --shape 250 --batch-build yes --first 33100 --count 20
//   swift run -c release oracle-scenarios --shape ratios --variables 250 --count 20
//   swift run -c release oracle-scenarios --shape ratios --first 50005 --count 1 --write-cases cases.json
//
// Prints one line per shape (seeds, states checked, failures, seconds) and every failure;
// exits 1 when anything failed, 2 on a usage error (or a cases file it cannot write), 0
// (saying so) without scipy. Failures of the shape past the solver's conditioning limit
// (docs/solver.md) are printed as known, not counted.

let helpText = """
    usage: oracle-scenarios [--shape NAME] [--first SEED] [--count N] [--scale S]
                            [--parallel-difference D] [--batch-build yes|no] [--variables N]
                            [--write-cases FILE]

      --shape NAME               only the shapes whose name contains NAME
      --first SEED               the first seed (default: each shape's own)
      --count N                  seeds per shape, up to 100000 (default: CI's count)
      --scale S                  each shape's long-run seed count times S, in (0, 1000]
      --parallel-difference D    nearly parallel rows D apart, in (0, 1)
      --batch-build yes|no       build each system in one batch, or one optimised add at a time
      --variables N              N variables, in [2, 5000], the constraints scaled with them
      --write-cases FILE         write every state checked to FILE, as the JSON array of cases
                                 that `python3 Tests/Oracle/lp_oracle.py FILE` checks again
      -h, --help                 print this help

    Exits 1 when a check failed, 2 on a usage error or a cases file it cannot write, 0 without
    scipy (saying so).
    """

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("oracle-scenarios: \(message)\n".utf8))
    FileHandle.standardError.write(Data("run `oracle-scenarios --help` for the options\n".utf8))
    exit(2)
}

var scale: Double?
var shapeFilter: String?
var first: Int?
var count: Int?
var parallelDifference: String?
var batchBuild: Bool?
var variables: Int?
var casesFile: String?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    if option == "--help" || option == "-h" {
        print(helpText)
        exit(0)
    }
    guard let value = arguments.popFirst() else { usage("\(option) needs a value") }
    switch option {
    case "--scale":
        guard let s = Double(value), s > 0, s <= 1000 else { usage("--scale takes a number in (0, 1000]") }
        scale = s
    case "--shape": shapeFilter = value
    case "--first":
        guard let f = Int(value), f >= 0 else { usage("--first takes a seed (a whole number)") }
        first = f
    case "--count":
        guard let c = Int(value), c >= 0, c <= 100_000 else { usage("--count takes a whole number up to 100000") }
        count = c
    case "--parallel-difference":
        guard let d = Double(value), d > 0, d < 1 else { usage("--parallel-difference takes a number in (0, 1)") }
        parallelDifference = value
    case "--batch-build":
        guard value == "yes" || value == "no" else { usage("--batch-build takes yes or no") }
        batchBuild = value == "yes"
    case "--variables":
        guard let n = Int(value), n >= 2, n <= 5000 else { usage("--variables takes a whole number in [2, 5000]") }
        variables = n
    case "--write-cases": casesFile = value
    default:
        usage("unknown option \(option) (options: --scale, --shape, --first, --count, --parallel-difference, "
              + "--batch-build, --variables, --write-cases)")
    }
}

guard Oracle.scipyAvailable else {
    print("oracle-scenarios: skipped: needs python3 with numpy and scipy for the LP oracle (pip install numpy scipy)")
    exit(0)
}

// Nearly parallel rows this far apart instead (the generator reads the last value given).
let shapes = ScenarioShape.all.filter { shapeFilter.map($0.name.contains) ?? true }.map { shape in
    var shape = shape
    if let parallelDifference, shape.options.contains("--parallel-percent") {
        shape.options += ["--parallel-difference", parallelDifference]
    }
    // Build each system with `defersOptimization` (or one optimised add at a time) instead.
    if let batchBuild { shape.buildsInBatch = batchBuild }
    if let variables { shape.options = ScenarioShape.scaled(shape.options, variables: variables) }
    return shape
}
if shapes.isEmpty { usage("no shape's name contains \(shapeFilter ?? "")") }
// Checked before the run, which can take an hour: its folder must exist and be writable.
if let casesFile {
    let folder = URL(fileURLWithPath: casesFile).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
          FileManager.default.isWritableFile(atPath: folder) else {
        usage("--write-cases: the folder \(folder) does not exist or cannot be written")
    }
}
var failed = 0
var written: [String] = []
for shape in shapes {
    let n = count ?? shape.seedCount(scale: scale)
    let start = Date()
    do {
        let outcome = try shape.run(first: first, count: n)
        let seconds = Date().timeIntervalSince(start)
        let what = shape.isPastConditioningLimit ? "known failures (past the conditioning limit: docs/solver.md)" : "failures"
        print("\(shape.name): \(outcome.seeds) seeds, \(outcome.checked) states, \(outcome.failures.count) \(what), "
              + String(format: "%.1f s (solver %.1f s, oracle %.1f s)", seconds, outcome.solverSeconds, outcome.oracleSeconds))
        for line in outcome.failures { print("  \(shape.isPastConditioningLimit ? "known" : "FAIL") \(line)") }
        if !shape.isPastConditioningLimit { failed += outcome.failures.count }
        if casesFile != nil { written += outcome.cases }
    } catch {
        print("\(shape.name): could not run: \(error)")
        failed += 1
    }
}
if let casesFile {
    // Written whole or not at all: a failed write leaves no half a file.
    do {
        try Data(("[" + written.joined(separator: ",\n") + "]\n").utf8).write(to: URL(fileURLWithPath: casesFile), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("oracle-scenarios: could not write \(casesFile): \(error.localizedDescription)\n".utf8))
        exit(2)
    }
}
exit(failed == 0 ? 0 : 1)
