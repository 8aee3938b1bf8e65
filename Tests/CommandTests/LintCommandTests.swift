import Foundation
import Testing

/// `autolayout lint` through the built command: exit statuses, reporters read back, the
/// configuration file, baselines, shards and merged reports.
@Suite("autolayout lint, end to end", .serialized)
struct LintCommandTests {
    /// A layout document whose box has no width: one ambiguity error (its line is 2).
    static let ambiguous = "views:\n  Box:\n    type: view\nconstraints:\n  - Box.Leading = Superview.Leading + 20\n"
        + "  - Box.Top = Safe Area.Top + 20\n  - Box.Height = 40\n"
    /// A layout document with nothing wrong on any device.
    static let clean = "views:\n  Box:\n    type: view\nconstraints:\n  - Box.Leading = Safe Area.Leading + 20\n"
        + "  - Box.Trailing = Safe Area.Trailing - 20\n  - Box.Top = Safe Area.Top + 20\n  - Box.Height = 40\n"

    /// A scratch folder with `files` written in it, removed afterwards.
    final class Folder {
        let url: URL
        init(_ files: [String: String]) throws {
            url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lint-cli-" + UUID().uuidString)
            for (name, text) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func read(_ name: String) throws -> String { try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("exit 0 when clean, 1 with an error, warnings alone exit 0")
    func exitStatus() throws {
        let folder = try Folder(["Clean.yaml": Self.clean, "Bad.yaml": Self.ambiguous])
        let clean = try Command.run(["lint", "Clean.yaml"], in: folder.url)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
        let bad = try Command.run(["lint"], in: folder.url)
        #expect(bad.status == 1)
        #expect(bad.stdout.hasPrefix("Bad.yaml:2:3: error: Box has an ambiguous layout: its constraints do not decide its width (on iPhone 8 portrait; "),
                "\(bad.stdout)")
        #expect(bad.stdout.hasSuffix("[ambiguous]\n"))
        let other = try Folder(["Bad.yaml": Self.ambiguous, "lint.yml": "severity: {ambiguous: warning}\n"])
        let lowered = try Command.run(["lint", "--config", "lint.yml"], in: other.url)
        #expect(lowered.status == 0, "\(lowered.stderr)")
        #expect(lowered.stdout.contains(": warning: Box has an ambiguous layout"))
    }

    @Test("the JSON report is the contract")
    func jsonReport() throws {
        let folder = try Folder(["Bad.yaml": Self.ambiguous, "Clean.yaml": Self.clean])
        let result = try Command.run(["lint", "--reporter", "json"], in: folder.url)
        #expect(result.status == 1)
        let report = try Self.json(result.stdout)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["files"] as? [String] == ["Bad.yaml", "Clean.yaml"])
        #expect(summary["documents"] as? Int == 2)
        #expect(summary["errors"] as? Int == 1)
        let violation = try #require((report["violations"] as? [[String: Any]])?.first)
        #expect(violation["file"] as? String == "Bad.yaml")
        #expect(violation["rule"] as? String == "ambiguous")
        #expect(violation["line"] as? Int == 2)
        #expect(violation["view"] as? String == "Box")
        #expect((violation["configurations"] as? [[String: String]])?.count == 13)
    }

    @Test("a bad configuration exits 2 naming its line")
    func badConfiguration() throws {
        let folder = try Folder(["Bad.yaml": Self.ambiguous, ".autolayout-lint.yml": "excluded: [a]\ndisabled_rules: [ambigous]\n"])
        let result = try Command.run(["lint"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(".autolayout-lint.yml:2:18: unknown rule 'ambigous'"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'ambiguous'"))
    }

    @Test("bad usage exits 2", arguments: [
        ["lint", "--reporter", "xml"], ["lint", "--shard", "3/2"], ["lint", "--jobs", "0"], ["lint", "Missing.storyboard"],
        ["lint", "--merge", "missing.json"], ["lint", "--baseline", "missing.json"],
    ])
    func badUsage(_ arguments: [String]) throws {
        let folder = try Folder(["Clean.yaml": Self.clean])
        let result = try Command.run(arguments, in: folder.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("excluded files are not linted")
    func exclusion() throws {
        let folder = try Folder(["App/Bad.yaml": Self.ambiguous, "App/Clean.yaml": Self.clean,
                                 ".autolayout-lint.yml": "excluded: [App/Bad.yaml]\n"])
        let result = try Command.run(["lint", "--reporter", "json"], in: folder.url)
        #expect(result.status == 0)
        #expect((try Self.json(result.stdout)["summary"] as? [String: Any])?["files"] as? [String] == ["App/Clean.yaml"])
    }

    @Test("a baseline written and read back hides the old violation, not a new one")
    func baseline() throws {
        let folder = try Folder(["Old.yaml": Self.ambiguous])
        let write = try Command.run(["lint", "--write-baseline", "baseline.json"], in: folder.url)
        #expect(write.status == 1)
        let again = try Command.run(["lint", "--baseline", "baseline.json"], in: folder.url)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stderr.contains("1 violations hidden by the baseline"))
        try Data(Self.ambiguous.utf8).write(to: folder.url.appendingPathComponent("New.yaml"))
        let later = try Command.run(["lint", "--baseline", "baseline.json", "--reporter", "json"], in: folder.url)
        #expect(later.status == 1)
        let files = (try Self.json(later.stdout)["violations"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(files == ["New.yaml"])
    }

    @Test("shard reports merged equal the full run, in any reporter")
    func shardsAndMerge() throws {
        var files: [String: String] = [:]
        for i in 0..<5 { files["D\(i).yaml"] = i.isMultiple(of: 2) ? Self.ambiguous : Self.clean }
        files["E.storyboard"] = "<document"
        let folder = try Folder(files)
        let full = try Command.run(["lint", "--reporter", "json"], in: folder.url)
        var shardFiles: [String] = []
        var seen: [String] = []
        for k in 1...3 {
            let shard = try Command.run(["lint", "--shard", "\(k)/3", "--reporter", "json"], in: folder.url)
            try Data(shard.stdout.utf8).write(to: folder.url.appendingPathComponent("shard-\(k).json"))
            shardFiles.append("shard-\(k).json")
            seen += (try Self.json(shard.stdout)["summary"] as? [String: Any])?["files"] as? [String] ?? []
        }
        #expect(seen.sorted() == files.keys.sorted())
        #expect(Set(seen).count == seen.count)
        let merged = try Command.run(["lint", "--merge"] + shardFiles + ["--reporter", "json"], in: folder.url)
        #expect(merged.status == 1)
        #expect(merged.stdout == full.stdout)
        let sarif = try Command.run(["lint", "--merge"] + shardFiles + ["--reporter", "sarif"], in: folder.url)
        let runs = try Self.json(sarif.stdout)["runs"] as? [[String: Any]]
        #expect((runs?.first?["results"] as? [Any])?.count == (try Self.json(full.stdout)["violations"] as? [Any])?.count)
    }

    @Test("--jobs 2 reports what --jobs 1 does; no progress when standard error is not a terminal")
    func jobs() throws {
        var files: [String: String] = [:]
        for i in 0..<6 { files["D\(i).yaml"] = i.isMultiple(of: 2) ? Self.ambiguous : Self.clean }
        let folder = try Folder(files)
        let one = try Command.run(["lint", "--jobs", "1", "--reporter", "json"], in: folder.url)
        let two = try Command.run(["lint", "--jobs", "2", "--reporter", "json"], in: folder.url)
        #expect(one.stdout == two.stdout)
        #expect(!two.stderr.contains("\r"))
        #expect(two.stderr.hasPrefix("autolayout lint: linted 6 documents"))
    }

    @Test("junit and sarif reports come out of the command whole")
    func reporters() throws {
        let folder = try Folder(["Bad.yaml": Self.ambiguous])
        for reporter in ["junit", "sarif", "github", "summary", "xcode"] {
            let result = try Command.run(["lint", "--reporter", reporter], in: folder.url)
            #expect(result.status == 1)
            #expect(result.stdout.hasSuffix("\n"))
        }
        let junit = try Command.run(["lint", "--reporter", "junit"], in: folder.url)
        #expect(junit.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"autolayout lint\" tests=\"1\" failures=\"1\""))
    }
}
