import Foundation
import Testing

/// The command's front door: the README's main job, its version, its usage errors.
@Suite("autolayout, end to end")
struct BasicCommandTests {
    /// The README's first command. Expected frames by hand, from the cookbook's constraints on an
    /// iPhone 8 in portrait (375 × 667, root margins 16, a 20-pt status bar): both views start
    /// 20 below the top layout guide (y = 40) and end 20 above the bottom one (667 − 40 − 20 =
    /// 607 high); the margins leave 375 − 32 − 8 = 335 for the two widths, where the optional
    /// 2:1 ratio would give the blue view 111.7 < 150, so it keeps its required minimum of 150
    /// and the red view gets 185, starting at 16 + 150 + 8 = 174.
    @Test("render prints the main example's frames")
    func renderMainExample() throws {
        let result = try Command.run(["render", "Examples/Cookbook/TwoViewsWithComplexWidths.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let blue = try #require(rows.first { $0.starts(with: ["Blue", "View"]) })
        let red = try #require(rows.first { $0.starts(with: ["Red", "View"]) })
        #expect(blue.suffix(4) == ["16", "40", "150", "607"])
        #expect(red.suffix(4) == ["174", "40", "185", "607"])
        #expect(result.stdout.hasPrefix("iPhone 8, portrait, 375×667"))
    }

    @Test("--version prints the version the changelog names last")
    func version() throws {
        let result = try Command.run(["--version"])
        #expect(result.status == 0)
        let changelog = try String(contentsOfFile: Command.path("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let version = try #require(released?.dropFirst(4).prefix { $0 != "]" })
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(version))
    }

    @Test("bad usage exits 2 with a message on standard error", arguments: [
        (["render"], "Missing expected argument"),
        (["render", "Examples/Cookbook/TwoViewsWithComplexWidths.yaml", "--orientation", "sideways"], "sideways"),
        (["render", "no/such/file.yaml"], "no/such/file.yaml"),
        (["frobnicate"], "frobnicate"),
    ])
    func badUsage(arguments: [String], mentions: String) throws {
        let result = try Command.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(mentions), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("devices lists the catalogue with Interface Builder ids")
    func devices() throws {
        let result = try Command.run(["devices"])
        #expect(result.status == 0)
        let iPhone8 = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("iPhone 8 ") })
        #expect(iPhone8.contains("retina4_7") && iPhone8.contains("375x667"))
    }
}
