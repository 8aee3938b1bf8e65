import Foundation

/// The report formats: `xcode` for people and editors, `json` as the contract, `junit`,
/// `sarif` and `github` for CI systems, `summary` for counts.
public enum LintReporter: String, CaseIterable, Sendable {
    case xcode, json, junit, sarif, github, summary

    /// The report as this format prints it (ending with a newline unless empty).
    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .summary: SummaryReporter.render(report)
        }
    }
}

extension LintConfiguration {
    /// `iPhone 8 landscape` at the default size, `iPhone 8 landscape accessibilityMedium` otherwise.
    var shortDescription: String {
        contentSizeCategory == "large" ? "\(device) \(orientation)" : description
    }
}

extension LintViolation {
    /// Where it was found, briefly: `on iPhone 8 portrait; iPad Pro (11-inch) landscape and 3 more`.
    var configurationText: String {
        guard !configurations.isEmpty else { return "" }
        let shown = configurations.prefix(2).map(\.shortDescription).joined(separator: "; ")
        let more = configurations.count - 2
        return "on " + shown + (more > 0 ? " and \(more) more" : "")
    }
}

/// `path:line:column: warning: message (on …) [rule]`, which Xcode and most editors link.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        report.violations.map(line).map { $0 + "\n" }.joined()
    }

    static func line(_ v: LintViolation) -> String {
        let context = v.configurationText.isEmpty ? "" : " (\(v.configurationText))"
        let message = v.message.replacingOccurrences(of: "\n", with: " ")
        return "\(v.file):\(v.line):\(v.column): \(v.severity.rawValue): \(message)\(context) [\(v.rule.rawValue)]"
    }
}

/// The contract: `{"summary": {...}, "violations": [...]}`, keys sorted, two-space indents.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// annotate the pull request's diff.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        report.violations.map { v in
            let message = v.message + (v.configurationText.isEmpty ? "" : " (\(v.configurationText))")
            return "::\(v.severity.rawValue) file=\(property(v.file)),line=\(v.line),col=\(v.column),"
                + "title=\(property("autolayout lint: \(v.rule.rawValue)"))::\(data(message))\n"
        }.joined()
    }

    /// The escapes of a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The escapes of a command's property values, which also end at `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// Counts by rule and by file, for a glance at a large run.
enum SummaryReporter {
    static func render(_ report: LintReport) -> String {
        let s = report.summary
        var out = "autolayout lint: \(s.documents) document\(s.documents == 1 ? "" : "s"), "
            + "\(s.violations) violation\(s.violations == 1 ? "" : "s") (\(s.errors) error\(s.errors == 1 ? "" : "s"), "
            + "\(s.warnings) warning\(s.warnings == 1 ? "" : "s"))\n"
        guard !report.violations.isEmpty else { return out }
        func counts(_ key: (LintViolation) -> String) -> [(String, Int, Int)] {
            var table: [String: (Int, Int)] = [:]
            for v in report.violations {
                var c = table[key(v)] ?? (0, 0)
                if v.severity == .error { c.0 += 1 } else { c.1 += 1 }
                table[key(v)] = c
            }
            return table.map { ($0.key, $0.value.0, $0.value.1) }
        }
        let rules = counts { $0.rule.rawValue }.sorted { (LintRule(rawValue: $0.0) ?? .unsupported) < (LintRule(rawValue: $1.0) ?? .unsupported) }
        let files = counts(\.file).sorted { ($0.1 + $0.2, $1.0) > ($1.1 + $1.2, $0.0) }
        out += "\n" + table(["rule", "errors", "warnings"], rules) + "\n" + table(["file", "errors", "warnings"], files)
        return out
    }

    static func table(_ header: [String], _ rows: [(String, Int, Int)]) -> String {
        let width = max(header[0].count, rows.map(\.0.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        func right(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
        var out = pad(header[0], width) + "  " + right(header[1], 6) + "  " + right(header[2], 8) + "\n"
        for (name, e, w) in rows { out += pad(name, width) + "  " + right(String(e), 6) + "  " + right(String(w), 8) + "\n" }
        return out
    }
}
