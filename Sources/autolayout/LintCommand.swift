import ArgumentParser
import Foundation
import Lint
import NameSuggestion

/// `autolayout lint [PATH...]`: every storyboard, xib and layout document of an app, laid out on
/// a matrix of devices, orientations and Dynamic Type sizes, checked by rules, reported for CI.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lay out every storyboard, xib and layout document on many devices and report layout problems.",
        discussion: """
            Rules: \(LintRule.allCases.map { "\($0.rawValue) (\($0.defaultSeverity.rawValue))" }.joined(separator: ", ")).
            Configuration: .autolayout-lint.yml in the current folder, or --config.
            Exit status: 0 when no violation of error severity remains, 1 when one does, 2 for bad \
            usage or configuration.

            Examples:
              autolayout lint
              autolayout lint App --reporter json > lint.json
              autolayout lint --shard 2/4 --reporter json > shard-2.json
              autolayout lint --merge shard-*.json --reporter sarif > lint.sarif
              autolayout lint --write-baseline .autolayout-lint-baseline.json
              autolayout lint --baseline .autolayout-lint-baseline.json
            """)

    @Argument(help: "Files and folders to lint (default: the configuration's `included`, else the current folder).")
    var paths: [String] = []

    @Option(help: "xcode (default), json, junit, sarif, github or summary.")
    var reporter: String = "xcode"

    @Option(help: "The configuration file (default: .autolayout-lint.yml in the current folder, if any).")
    var config: String?

    @Option(help: "Hide the violations recorded in this baseline.")
    var baseline: String?

    @Option(help: "Write every violation found to this baseline file.")
    var writeBaseline: String?

    @Option(help: "Documents laid out at once; the default is this machine's cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Lint only share K of N of the files (K/N, 1 ≤ K ≤ N), for CI jobs that split the work.")
    var shard: String?

    @Option(parsing: .upToNextOption, help: "Merge these JSON reports (of --shard runs) into one report instead of linting.")
    var merge: [String] = []

    func run() throws {
        do {
            try lint()
        } catch let error as LintError {
            throw failInput(error.description)
        }
    }

    func lint() throws {
        guard let format = LintReporter(rawValue: reporter) else {
            let names = LintReporter.allCases.map(\.rawValue)
            throw failInput("unknown reporter '\(reporter)'; expected one of \(names.joined(separator: ", "))"
                            + NameSuggestion.didYouMean(reporter, among: names))
        }
        guard jobs >= 1 else { throw failInput("--jobs must be at least 1") }
        var report: LintReport
        let started = Date()
        var summaryLine: String
        if !merge.isEmpty {
            guard paths.isEmpty, shard == nil else { throw failInput("--merge takes JSON reports only: no paths and no --shard") }
            report = LintReportReader.merge(try merge.map { path throws(LintError) in try LintReportReader.read(path) })
            summaryLine = "merged \(merge.count) reports"
        } else {
            let settings = try loadSettings()
            var files = try LintDiscovery.files(in: paths, settings: settings)
            if let shard { files = try LintShard(parsing: shard).files(of: files) }
            let progress = LintProgress(total: files.count)
            let run = Linter(settings: settings).run(files: files, jobs: jobs, progress: progress.isShown ? progress.update : nil)
            progress.finish()
            report = run.report
            summaryLine = "linted \(files.count) documents (\(run.layouts) layouts)"
        }
        if let writeBaseline {
            do {
                try Data(LintBaseline(violations: report.violations).text().utf8).write(to: URL(fileURLWithPath: writeBaseline), options: .atomic)
            } catch {
                throw LintError.cannotWrite(path: writeBaseline, reason: "\(error.localizedDescription)")
            }
        }
        if let baseline {
            let (kept, hidden) = try LintBaseline(contentsOf: baseline).filter(report.violations)
            report = LintReport(files: report.summary.files, documents: report.summary.documents, violations: kept)
            summaryLine += ", \(hidden) violations hidden by the baseline"
        }
        FileHandle.standardOutput.write(Data(format.render(report).utf8))
        let s = report.summary
        let seconds = Date().timeIntervalSince(started)
        let line = "autolayout lint: \(summaryLine) in \(String(format: "%.2f", seconds)) s: "
            + "\(s.errors) errors, \(s.warnings) warnings\n"
        writeStandardError(line)
        if report.hasErrors { throw ExitCode(1) }
    }

    func loadSettings() throws(LintError) -> LintSettings {
        if let config { return try LintSettings(contentsOf: config) }
        if FileManager.default.fileExists(atPath: LintSettings.defaultFileName) {
            return try LintSettings(contentsOf: LintSettings.defaultFileName)
        }
        return LintSettings()
    }
}

/// `[12/124]` on standard error while linting, when it is a terminal; nothing otherwise.
final class LintProgress: @unchecked Sendable {
    let total: Int
    let isShown: Bool

    init(total: Int) {
        self.total = total
        isShown = isatty(STDERR_FILENO) == 1 && total > 1
    }

    func update(_ done: Int) {
        writeStandardError("\r\u{1B}[Klinting [\(done)/\(total)]")
    }

    func finish() {
        if isShown { writeStandardError("\r\u{1B}[K") }
    }
}
