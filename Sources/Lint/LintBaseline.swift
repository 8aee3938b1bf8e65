import Foundation

/// Violations a team has accepted, so that a run fails only on new ones.
///
/// An entry matches a violation of the same file, rule, scene, view and message; lines,
/// columns, configurations and severity are left out, so that edits elsewhere in a file do not
/// bring accepted violations back. Entries count: two accepted identical violations hide two.
public struct LintBaseline: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var file: String
        public var rule: LintRule
        public var scene: String?
        public var view: String?
        public var viewId: String?
        public var message: String

        init(_ v: LintViolation) {
            file = v.file
            rule = v.rule
            scene = v.scene
            view = v.view
            viewId = v.viewId
            message = v.message
        }
    }

    public var version = 1
    public var violations: [Entry]

    public init(violations: [LintViolation]) {
        self.violations = violations.sorted(by: LintViolation.reportOrder).map(Entry.init)
    }

    public init(contentsOf path: String) throws(LintError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidBaseline(path: path, reason: "no such file or not readable")
        }
        do {
            self = try JSONDecoder().decode(LintBaseline.self, from: data)
        } catch {
            throw .invalidBaseline(path: path, reason: "not a lint baseline (\(LintReportReader.explain(error)))")
        }
    }

    /// The violations no entry accounts for, and how many were hidden.
    public func filter(_ violations: [LintViolation]) -> (kept: [LintViolation], hidden: Int) {
        var remaining: [Entry: Int] = [:]
        for e in self.violations { remaining[e, default: 0] += 1 }
        var kept: [LintViolation] = []
        var hidden = 0
        for v in violations {
            let key = Entry(v)
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
                hidden += 1
            } else {
                kept.append(v)
            }
        }
        return (kept, hidden)
    }

    /// The baseline as pretty-printed JSON with sorted keys, one entry per violation.
    public func text() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// Reads JSON reports back, for `--merge`.
public enum LintReportReader {
    public static func read(_ path: String) throws(LintError) -> LintReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidReport(path: path, reason: "no such file or not readable")
        }
        do {
            return try JSONDecoder().decode(LintReport.self, from: data)
        } catch {
            throw .invalidReport(path: path, reason: "not a JSON lint report (\(explain(error)))")
        }
    }

    /// Reports merged: files sorted without repeats (the order of a full run), documents
    /// summed, every violation in report order.
    public static func merge(_ reports: [LintReport]) -> LintReport {
        let files = Set(reports.flatMap(\.summary.files)).sorted()
        return LintReport(files: files, documents: reports.map(\.summary.documents).reduce(0, +),
                          violations: reports.flatMap(\.violations))
    }

    /// A decoding error in a sentence: what was wrong and at which key.
    static func explain(_ error: any Error) -> String {
        guard let e = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch e {
        case let .keyNotFound(key, context): return "missing '\(key.stringValue)' at \(path(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}
