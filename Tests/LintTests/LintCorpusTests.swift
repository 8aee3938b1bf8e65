import Foundation
import InterfaceBuilder
import Lint
import Testing
import TestSupport

/// `autolayout lint` over both corpora of real storyboards and xibs: the run finishes, every
/// document is linted, every document that cannot be read is an `unreadable` violation, and the
/// views Xcode itself saved as ambiguous or misplaced are found again.
///
/// Xcode's own flags are the measure: `ambiguous="YES"` and `misplaced="YES"` in the saved
/// documents, read by the `InterfaceBuilder` reader. The recall figures are floors, from the
/// last measurement; a change that finds fewer fails here.
@Suite(.serialized) struct LintCorpusTests {
    struct Measure: CustomStringConvertible {
        var flagged = 0
        var found = 0
        var reportedUnflagged = 0
        var recall: Double { flagged == 0 ? 1 : Double(found) / Double(flagged) }
        /// Of the views reported under the rule, the share Xcode flagged.
        var precision: Double { found + reportedUnflagged == 0 ? 1 : Double(found) / Double(found + reportedUnflagged) }
        var description: String {
            "\(found)/\(flagged) (\(String(format: "%.1f", recall * 100)) %), \(reportedUnflagged) views reported that Xcode did not flag "
                + "(precision \(String(format: "%.1f", precision * 100)) %)"
        }
    }

    struct Outcome {
        var report: LintReport
        var ambiguous = Measure()
        var misplaced = Measure()
        var unreadable: [String] = []
    }

    /// Lints every storyboard and xib of `folder` with the default matrix.
    static func lint(_ folder: String) throws -> Outcome {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { folder + "/" + $0 }
        let run = Linter().run(files: files, jobs: ProcessInfo.processInfo.activeProcessorCount)
        var outcome = Outcome(report: run.report)
        var byFile: [String: [LintViolation]] = [:]
        for v in run.report.violations { byFile[v.file, default: []].append(v) }
        for file in files {
            let violations = byFile[file] ?? []
            guard let document = try? IBDocument(contentsOf: file) else {
                outcome.unreadable.append(file)
                continue
            }
            let views = document.allViews
            for (rule, flag) in [(LintRule.ambiguous, \IBView.ambiguous), (.misplaced, \IBView.misplaced)] {
                let flagged = Set(views.filter { $0[keyPath: flag] }.map(\.id))
                let found = Set(violations.filter { $0.rule == rule }.compactMap(\.viewId))
                var m = rule == .ambiguous ? outcome.ambiguous : outcome.misplaced
                m.flagged += flagged.count
                m.found += flagged.intersection(found).count
                m.reportedUnflagged += found.subtracting(flagged).count
                if rule == .ambiguous { outcome.ambiguous = m } else { outcome.misplaced = m }
            }
        }
        return outcome
    }

    static func check(_ outcome: Outcome, documents: Int, ambiguousFloor: Int, misplacedFloor: Int) {
        let report = outcome.report
        #expect(report.summary.documents == documents)
        #expect(report.summary.files.count == documents)
        // Every document the reader cannot read is an unreadable violation, at a line of its own.
        let unreadable = Set(report.violations.filter { $0.rule == .unreadable }.map(\.file))
        #expect(unreadable == Set(outcome.unreadable))
        for v in report.violations {
            #expect(v.line >= 1 && v.column >= 1, "\(v.file): \(v.message)")
            // Only problems of the document itself (unreadable, nothing to lay out) have no configuration.
            #expect(v.rule == .unreadable || v.rule == .unsupported || !v.configurations.isEmpty, "\(v.file): \(v.message)")
        }
        print("lint corpus: \(documents) documents, \(report.summary.violations) violations; "
              + "\(outcome.unreadable.count) unreadable; ambiguous \(outcome.ambiguous); misplaced \(outcome.misplaced)")
        #expect(outcome.ambiguous.found >= ambiguousFloor, "ambiguous: \(outcome.ambiguous)")
        #expect(outcome.misplaced.found >= misplacedFloor, "misplaced: \(outcome.misplaced)")
    }

    @Test(.needsCorpus) func theCorpus() throws {
        let folder = try #require(SharedData.corpusDirectory)
        Self.check(try Self.lint(folder), documents: 124, ambiguousFloor: 27, misplacedFloor: 9)
    }

    @Test(.needsWideCorpus) func theWideCorpus() throws {
        let folder = try #require(SharedData.wideCorpusDirectory)
        Self.check(try Self.lint(folder), documents: 755, ambiguousFloor: 34, misplacedFloor: 0)
    }
}
