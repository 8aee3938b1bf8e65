import Foundation
import InterfaceBuilder
import InterfaceBuilderLayout
import AutoLayout
import Lint
import Testing
import TestSupport

/// `autolayout lint` over both corpora of real storyboards and xibs: the run finishes, every
/// document is linted, every document that cannot be read is an `unreadable` violation, and the
/// views Xcode itself saved as ambiguous or misplaced are found again.
///
/// Xcode's own flags are the measure: `ambiguous="YES"` and `misplaced="YES"` in the saved
/// documents, read by the `InterfaceBuilder` reader. Two kinds of flag are counted apart: an
/// ambiguous flag whose unflagged twin shows it is not about constraints (``XcodeFlagEvidence``),
/// and a misplaced flag on a view whose frame text metrics decide (the misplaced rule is
/// measured on the other views; every misplaced flag has a floor of its own too). The recall
/// figures are floors, from the last measurement; a change that finds fewer fails here.
@Suite(.serialized) struct LintCorpusTests {
    struct Measure: CustomStringConvertible {
        var flagged = 0
        var found = 0
        var reportedUnflagged = 0
        /// Flags counted apart, neither in `flagged` nor in `found`: ambiguous views the saved
        /// document shows are not about constraints (``XcodeFlagEvidence``), misplaced views
        /// whose frames text metrics decide (the rule's measure leaves them out).
        var apart = 0
        /// Of the flags counted apart, those lint reports under the rule.
        var foundApart = 0
        /// Views reported under the rule on the document's own device, where Xcode judged its
        /// flags, and how many of them Xcode flagged (the other cells of the matrix are devices,
        /// orientations and text sizes Xcode's canvas did not show).
        var ownReported = 0
        var ownFound = 0
        var recall: Double { flagged == 0 ? 1 : Double(found) / Double(flagged) }
        /// Of the views reported under the rule, the share Xcode flagged.
        var precision: Double { found + reportedUnflagged == 0 ? 1 : Double(found) / Double(found + reportedUnflagged) }
        var ownPrecision: Double { ownReported == 0 ? 1 : Double(ownFound) / Double(ownReported) }
        var description: String {
            "\(found)/\(flagged) (\(String(format: "%.1f", recall * 100)) %), \(reportedUnflagged) views reported that Xcode did not flag "
                + "(precision \(String(format: "%.1f", precision * 100)) %; on the document's own device \(ownFound)/\(ownReported), "
                + "\(String(format: "%.1f", ownPrecision * 100)) %)" + (apart > 0 ? "; \(apart) flags apart, of which \(foundApart) reported" : "")
        }
    }

    struct Outcome {
        var report: LintReport
        var ambiguous = Measure()
        var misplaced = Measure()
        var unreadable: [String] = []
        /// Ambiguous flags counted apart as stale (``XcodeFlagEvidence/ambiguousFlagsTheDocumentDecides(_:)``).
        var staleAmbiguous = 0
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
            let twins = XcodeFlagEvidence.ambiguousFlagsWithUnflaggedTwins(document)
            // Stale flags: the document's constraints decide the view, and lint finds nothing
            // ambiguous, misplaced or unsatisfiable in the document.
            let clean = !violations.contains { [.ambiguous, .misplaced, .unsatisfiable].contains($0.rule) }
            let stale = clean ? XcodeFlagEvidence.ambiguousFlagsTheDocumentDecides(document).subtracting(twins) : []
            outcome.staleAmbiguous += stale.count
            let textDecided = views.contains(where: \.misplaced) ? Self.textDependentViews(document, file: file) : []
            let own = Self.ownConfigurations(document)
            let onOwn = violations.filter { $0.configurations.contains(where: own.contains) }
            for (rule, flag) in [(LintRule.ambiguous, \IBView.ambiguous), (.misplaced, \IBView.misplaced)] {
                let apart = rule == .ambiguous ? twins.union(stale) : textDecided.intersection(views.filter(\.misplaced).map(\.id))
                let flagged = Set(views.filter { $0[keyPath: flag] }.map(\.id)).subtracting(apart)
                let found = Set(violations.filter { $0.rule == rule }.compactMap(\.viewId)).subtracting(apart)
                var m = rule == .ambiguous ? outcome.ambiguous : outcome.misplaced
                m.apart += apart.count
                m.foundApart += Set(violations.filter { $0.rule == rule }.compactMap(\.viewId)).intersection(apart).count
                m.flagged += flagged.count
                m.found += flagged.intersection(found).count
                m.reportedUnflagged += found.subtracting(flagged).count
                let ownReported = Set(onOwn.filter { $0.rule == rule }.compactMap(\.viewId)).subtracting(apart)
                m.ownReported += ownReported.count
                m.ownFound += ownReported.intersection(flagged).count
                if rule == .ambiguous { outcome.ambiguous = m } else { outcome.misplaced = m }
            }
        }
        return outcome
    }

    /// The views whose frames text metrics decide: they move when the text views' sizes do
    /// (`IBVerifier`'s classification).
    static func textDependentViews(_ document: IBDocument, file: String) -> Set<String> {
        guard let verdict = try? IBVerifier().verify(document, file: file) else { return [] }
        return Set(verdict.scenes.flatMap(\.views).filter { $0.group == .textDependent }.map(\.id))
    }

    /// Each scene's own device and orientation at the default text size, as lint names them.
    static func ownConfigurations(_ document: IBDocument) -> Set<LintConfiguration> {
        let layout = try? IBDocumentLayout(document: document, options: IBLayoutOptions(keepsPlaceholderConstraints: true))
        return Set((layout?.scenes ?? []).map { scene in
            LintConfiguration(device: scene.canvas.device.name, orientation: scene.canvas.orientation.rawValue,
                              contentSizeCategory: ContentSizeCategory.large.lintName)
        })
    }

    static func check(_ outcome: Outcome, documents: Int, ambiguousFloor: Int, ownUnflaggedCeiling: Int, misplacedFloor: Int,
                      ambiguousApart: Int, staleApart: Int, misplacedApart: Int, misplacedAllFloor: Int) {
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
        // Precision where Xcode judged its flags: at most this many views reported ambiguous on
        // the document's own device that Xcode did not flag.
        #expect(outcome.ambiguous.ownReported - outcome.ambiguous.ownFound <= ownUnflaggedCeiling, "ambiguous: \(outcome.ambiguous)")
        // Counted from the documents by hand: the flagged views of the static cells below one
        // table's bottom edge, whose twins above it are unflagged, and the two views of a cell
        // whose constants, margins and text decide every edge.
        #expect(outcome.ambiguous.apart == ambiguousApart, "ambiguous: \(outcome.ambiguous)")
        #expect(outcome.staleAmbiguous == staleApart, "ambiguous: \(outcome.ambiguous)")
        #expect(outcome.misplaced.apart == misplacedApart, "misplaced: \(outcome.misplaced)")
        // Every misplaced flag, text-decided views included.
        #expect(outcome.misplaced.found + outcome.misplaced.foundApart >= misplacedAllFloor, "misplaced: \(outcome.misplaced)")
        #expect(outcome.misplaced.found >= misplacedFloor, "misplaced: \(outcome.misplaced)")
    }

    @Test(.needsCorpus) func theCorpus() throws {
        let folder = try #require(SharedData.corpusDirectory)
        Self.check(try Self.lint(folder), documents: 124, ambiguousFloor: 27, ownUnflaggedCeiling: 1, misplacedFloor: 4, ambiguousApart: 11,
                   staleApart: 0, misplacedApart: 12, misplacedAllFloor: 9)
    }

    @Test(.needsWideCorpus) func theWideCorpus() throws {
        let folder = try #require(SharedData.wideCorpusDirectory)
        Self.check(try Self.lint(folder), documents: 755, ambiguousFloor: 34, ownUnflaggedCeiling: 20, misplacedFloor: 0, ambiguousApart: 2,
                   staleApart: 2, misplacedApart: 0, misplacedAllFloor: 0)
    }
}
