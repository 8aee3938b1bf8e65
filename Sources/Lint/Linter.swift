import ParallelWork
import Foundation

/// Lints files: reads each, lays it out in every configuration, runs the enabled rules, and
/// applies the configuration's severities. Never throws for what is in a file: a document
/// that cannot be read is an `unreadable` violation, and linting goes on.
public struct Linter: Sendable {
    public var settings: LintSettings

    public init(settings: LintSettings = LintSettings()) { self.settings = settings }

    /// The rules that run.
    public var enabledRules: Set<LintRule> { Set(LintRule.allCases).subtracting(settings.disabledRules) }

    /// The violations of one file, merged across configurations, with the configured severities.
    public func lint(file: String) -> [LintViolation] { lintFile(file).violations }

    func lintFile(_ file: String) -> LintFileResult {
        let rules = enabledRules
        var result: LintFileResult
        let ext = (file as NSString).pathExtension.lowercased()
        if let data = FileManager.default.contents(atPath: file) {
            if LintDiscovery.interfaceBuilderExtensions.contains(ext) {
                result = InterfaceBuilderLinter(matrix: settings.matrix, rules: rules).lint(data: data, file: file)
            } else if LintDiscovery.layoutDocumentExtensions.contains(ext) {
                result = LayoutDocumentLinter(matrix: settings.matrix, rules: rules).lint(data: data, file: file)
            } else {
                result = LintFileResult(file: file, violations: [LintViolation(
                    file: file, line: 1, column: 1, rule: .unreadable, severity: .error,
                    message: "not a storyboard, xib or layout document (.storyboard, .xib, .yaml or .yml)")])
            }
        } else {
            result = LintFileResult(file: file, violations: [LintViolation(
                file: file, line: 1, column: 1, rule: .unreadable, severity: .error,
                message: "cannot read the file: no such file or not readable")])
        }
        result.violations = result.violations.filter { rules.contains($0.rule) }.map { v in
            var v = v
            v.severity = settings.severity(of: v.rule)
            return v
        }
        return result
    }

    /// Lints `files` on `jobs` threads and reports them in order. `progress` is told how many
    /// files are done after each one.
    public func run(files: [String], jobs: Int = 1, progress: (@Sendable (Int) -> Void)? = nil) -> LintRun {
        let started = Date()
        let results = parallelMap(files, jobs: jobs, progress: progress) { file in self.lintFile(file) }
        let report = LintReport(files: files, violations: results.flatMap(\.violations))
        return LintRun(report: report, scenes: results.map(\.scenes).reduce(0, +),
                       layouts: results.map(\.layouts).reduce(0, +), seconds: Date().timeIntervalSince(started))
    }
}

/// A finished run: the report, and how much work it was.
public struct LintRun: Sendable {
    public var report: LintReport
    /// Scenes, top-level views and layout documents laid out.
    public var scenes: Int
    /// Layouts: scenes × configurations.
    public var layouts: Int
    public var seconds: Double
}
