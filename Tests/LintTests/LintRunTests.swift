import Foundation
import Lint
import Testing

/// Discovery, exclusions, baselines, shards and merged reports, on scratch folders of small
/// documents.
@Suite(.serialized) struct LintRunTests {
    typealias F = LintFixtures

    /// A storyboard whose one box has no width: one ambiguity error.
    static let ambiguous = F.storyboard(
        subviews: F.view("box", label: "Box", frame: (16, 40, 100, 50), constraints: """
                                        <constraint firstAttribute="height" constant="50" id="h1"/>
            """),
        constraints: [F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#),
                      F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
            .joined(separator: "\n"))

    static let layoutDocument = "views:\n  Box:\n    type: view\nconstraints:\n  - Box.Width = 10\n"

    /// Chooses what to lint in `folder` from its root, relative paths as lint shows them.
    static func discover(_ folder: ScratchFolder, paths: [String] = ["."], settings: String = "") throws -> [String] {
        let s = try LintSettings(yaml: settings, file: ".autolayout-lint.yml")
        return try LintDiscovery.files(in: paths, settings: s, workingDirectory: folder.path)
    }

    @Test func discoveryFindsDocumentsAndSkipsTheRest() throws {
        let folder = try ScratchFolder()
        try folder.write("App/Main.storyboard", "x")
        try folder.write("App/Views/Cell.xib", "x")
        try folder.write("App/Layouts/Form.yaml", Self.layoutDocument)
        try folder.write("App/Layouts/notes.yml", "name: not a layout\nsteps: [a]\n")
        try folder.write(".github/workflows/ci.yml", "on: push\njobs: {}\n")
        try folder.write("App/README.md", "x")
        for skipped in [".build", "DerivedData", "Pods/Lib", "Carthage/Checkouts", ".git/x"] {
            try folder.write("\(skipped)/Skipped.storyboard", "x")
        }
        #expect(try Self.discover(folder) == ["App/Layouts/Form.yaml", "App/Main.storyboard", "App/Views/Cell.xib"])
        // A file named explicitly is linted, whatever it is.
        #expect(try Self.discover(folder, paths: ["App/README.md", "App"]) ==
                ["App/Layouts/Form.yaml", "App/Main.storyboard", "App/README.md", "App/Views/Cell.xib"])
        #expect(throws: LintError.noSuchPath("Missing")) { try Self.discover(folder, paths: ["Missing"]) }
    }

    @Test func exclusionsByPathAndGlob() throws {
        let folder = try ScratchFolder()
        for file in ["App/Main.storyboard", "App/Legacy/Old.storyboard", "App/Debug/Preview.xib", "App/Cells/A.xib",
                     "App/Cells/B.xib", "Other/C.xib"] {
            try folder.write(file, "x")
        }
        let settings = """
            included: [App]
            excluded: [App/Legacy, "*Preview*", "App/Cells/B.*"]
            """
        #expect(try Self.discover(folder, paths: [], settings: settings) == ["App/Cells/A.xib", "App/Main.storyboard"])
        // `**` crosses folders.
        #expect(try Self.discover(folder, settings: "excluded: [\"**/Cells\"]") ==
                ["App/Debug/Preview.xib", "App/Legacy/Old.storyboard", "App/Main.storyboard", "Other/C.xib"])
        // Explicit files are linted even when excluded.
        #expect(try Self.discover(folder, paths: ["App/Legacy/Old.storyboard"], settings: "excluded: [App/Legacy]") ==
                ["App/Legacy/Old.storyboard"])
    }

    @Test func shardsAreDisjointCoverAndAddUpToAFullRun() throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for i in 0..<7 {
            let text = i % 3 == 0 ? Self.ambiguous : i % 3 == 1 ? Self.layoutDocument : "<broken"
            files.append(try folder.write("Doc\(i).\(i % 3 == 1 ? "yaml" : "storyboard")", text))
        }
        files.sort()
        let linter = Linter()
        let full = linter.run(files: files).report
        #expect(full.summary.violations > 0)
        for n in 1...4 {
            let shards = try (1...n).map { try LintShard(index: $0, count: n).files(of: files) }
            #expect(shards.flatMap { $0 }.sorted() == files)
            #expect(Set(shards.flatMap { $0 }).count == files.count)
            let reports = shards.map { linter.run(files: $0).report }
            let merged = LintReportReader.merge(reports)
            #expect(merged == full)
            #expect(LintReporter.json.render(merged) == LintReporter.json.render(full))
        }
    }

    @Test func shardsParse() throws {
        #expect(try LintShard(parsing: "2/4") == LintShard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "2/0", "-1/3", ""] {
            #expect(throws: LintError.invalidShard(bad)) { try LintShard(parsing: bad) }
        }
    }

    @Test func parallelRunsEqualSerialOnes() throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for i in 0..<6 { files.append(try folder.write("D\(i).storyboard", i.isMultiple(of: 2) ? Self.ambiguous : "<x")) }
        let one = Linter().run(files: files, jobs: 1).report
        let two = Linter().run(files: files, jobs: 2).report
        let four = Linter().run(files: files, jobs: 4).report
        #expect(one == two && two == four)
        #expect(one.summary.errors == 6)
    }

    @Test func aBaselineHidesWhatItRecordsAndNothingElse() throws {
        let folder = try ScratchFolder()
        let old = try folder.write("Old.storyboard", Self.ambiguous)
        let report = Linter().run(files: [old]).report
        let baseline = LintBaseline(violations: report.violations)
        let path = try folder.write("baseline.json", baseline.text())
        let read = try LintBaseline(contentsOf: path)
        #expect(read == baseline)
        #expect(read.filter(report.violations).kept.isEmpty)
        #expect(read.filter(report.violations).hidden == report.violations.count)
        // The same document grown by 3 lines keeps its violation hidden; a new document's is new.
        let moved = Self.ambiguous.replacingOccurrences(of: "<scenes>", with: "<!-- a -->\n<!-- b -->\n<!-- c -->\n<scenes>")
        try folder.write("Old.storyboard", moved)
        let new = try folder.write("New.storyboard", Self.ambiguous)
        let later = Linter().run(files: [new, old]).report
        let kept = read.filter(later.violations).kept
        #expect(kept.map(\.file) == [new])
        #expect(later.violations.first { $0.file == old }?.line == (report.violations.first?.line ?? 0) + 3)
    }

    @Test func aBadBaselineOrReportIsAnError() throws {
        let folder = try ScratchFolder()
        let bad = try folder.write("bad.json", "{\"violations\": 3}")
        #expect(throws: LintError.self) { try LintBaseline(contentsOf: bad) }
        #expect(throws: LintError.self) { try LintReportReader.read(bad) }
        #expect(throws: LintError.self) { try LintReportReader.read(folder.path + "/missing.json") }
    }

    /// One unreadable document does not stop the run: the others are linted.
    @Test func lintingGoesOnPastUnreadableDocuments() throws {
        let folder = try ScratchFolder()
        let files = [try folder.write("A.storyboard", "<document"), try folder.write("B.storyboard", Self.ambiguous),
                     try folder.write("C.yaml", "views: [\n"), try folder.write("D.xib", "")]
        let report = Linter().run(files: files, jobs: 2).report
        #expect(report.violations.filter { $0.rule == .unreadable }.map(\.file) == [files[0], files[2], files[3]])
        #expect(report.violations.contains { $0.file == files[1] && $0.rule == .ambiguous })
    }
}
