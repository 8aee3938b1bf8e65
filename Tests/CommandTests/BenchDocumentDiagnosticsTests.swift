import Foundation
import Testing

/// The diagnostics of the end-to-end benchmarks' inputs, pinned: what `check` finds on the
/// documents `bench document` generates (and on a chain with no top), worked out by hand, so
/// that making the diagnostics faster never changes what they find.
///
/// A view needs a position and a size on each axis; a label sizes itself from its text, a
/// plain view does not; an edge tied to an ambiguous one is ambiguous too.
@Suite struct BenchDocumentDiagnosticsTests {
    static let count = 150

    /// The issues `check` reports in portrait, as (message, views) pairs.
    func issues(ofDocument text: String) throws -> [(message: String, views: [String])] {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(text, to: "generated.yaml", in: folder)
        let result = try Command.run(["check", path, "--orientation", "portrait", "--format", "json"])
        let screens = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let issues = try #require(screens.first?["issues"] as? [[String: Any]])
        return issues.map { ($0["message"] as? String ?? "", $0["views"] as? [String] ?? []) }
    }

    func generated(_ workload: String) throws -> String {
        let result = try Command.run(["bench", "document", workload, "--count", String(Self.count)])
        #expect(result.status == 0, "\(result)")
        return result.stdout
    }

    /// Forms, labels pinned by two edges, stacks of labels, grids of cells tied to the first
    /// one's square, labels chained below the safe area: every view has both positions and
    /// both sizes.
    @Test(arguments: ["form", "independent", "stacks", "grid", "chain"])
    func generatedLayoutsAreUnambiguous(_ workload: String) throws {
        let found = try issues(ofDocument: try generated(workload))
        #expect(found.isEmpty, "\(found.prefix(3))")
    }

    /// Plain views placed by their leading and top edges have neither a width nor a height:
    /// each of them is reported, on its own, with both.
    @Test func unsizedViewsAreEachAmbiguousInBothSizes() throws {
        let found = try issues(ofDocument: try generated("unsized"))
        #expect(found.count == Self.count)
        #expect(found.map(\.views) == (0..<Self.count).map { ["V\($0)"] })
        #expect(found.map(\.message) == (0..<Self.count).map { "V\($0) has an ambiguous layout: V\($0).width, V\($0).height" })
    }

    /// Labels chained top to bottom with nothing above the first: the whole chain slides, so
    /// every label's vertical position is ambiguous and nothing else is.
    @Test func aChainWithoutATopIsAmbiguousAllTheWayDown() throws {
        let n = Self.count
        let views = (0..<n).map { "  L\($0): {type: label, text: Item \($0)}" }
        let constraints = (0..<n).flatMap { i in
            ["  - L\(i).Leading = Superview.LeadingMargin"] + (i > 0 ? ["  - L\(i).Top = L\(i - 1).Bottom + 8"] : [])
        }
        let text = (["device: iPhone 8", "views:"] + views + ["constraints:"] + constraints).joined(separator: "\n")
        let found = try issues(ofDocument: text)
        #expect(found.map(\.views) == (0..<n).map { ["L\($0)"] })
        #expect(found.map(\.message) == (0..<n).map { "L\($0) has an ambiguous layout: L\($0).minY" })
    }
}
