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

    /// `explain` lists a view's ambiguous attributes: an unsized plain view has neither width
    /// nor height; the last field of a form is decided on both axes.
    @Test func explainNamesTheAmbiguousAttributesOfTheLastView() throws {
        let unsized = try explanation(of: "V\(Self.count - 1)", in: try generated("unsized"))
        #expect(unsized.contains("ambiguous: V\(Self.count - 1).width, V\(Self.count - 1).height"), "\(unsized)")
        let form = try explanation(of: "F\(Self.count - 1)", in: try generated("form"))
        #expect(!form.contains("ambiguous"), "\(form)")
    }

    func explanation(of view: String, in document: String) throws -> String {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(document, to: "generated.yaml", in: folder)
        let result = try Command.run(["explain", path, view])
        #expect(result.status == 0, "\(result)")
        return result.stdout
    }

    /// The variables `solve --check-ambiguity` reports for a raw system.
    func ambiguousVariables(of system: [String: Any]) throws -> [String] {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: system), as: UTF8.self)
        let path = try Command.write(text, to: "system.json", in: folder)
        let result = try Command.run(["solve", path, "--check-ambiguity", "--format", "json"])
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let issues = report["issues"] as? [[String: Any]] ?? []
        return issues.filter { $0["kind"] as? String == "ambiguous" }.flatMap { $0["variables"] as? [String] ?? [] }
    }

    /// The benchmark's chain, x[i] = x[i - 1] + 20: `pinned` fixes x0 at 0, and `cut` leaves
    /// out the link into x[cut].
    func chain(pinned: Bool, cut: Int? = nil) -> [String: Any] {
        let n = Self.count
        var constraints: [[String: Any]] = pinned ? [["terms": ["x0": 1], "relation": "==", "constant": 0]] : []
        for i in 1..<n where i != cut {
            constraints.append(["terms": ["x\(i)": 1, "x\(i - 1)": -1], "relation": "==", "constant": 20])
        }
        return ["variables": (0..<n).map { "x\($0)" }, "constraints": constraints]
    }

    /// A pinned chain is decided all the way; without its pin every variable slides with x0;
    /// with one link cut, the part below the cut slides and the part above does not.
    @Test func chainAmbiguityFollowsThePinAndTheCut() throws {
        let n = Self.count
        #expect(try ambiguousVariables(of: chain(pinned: true)).isEmpty)
        #expect(try ambiguousVariables(of: chain(pinned: false)) == (0..<n).map { "x\($0)" })
        #expect(try ambiguousVariables(of: chain(pinned: true, cut: 70)) == (70..<n).map { "x\($0)" })
    }

    /// The generated solver workloads pin every variable: a form's rows sit at their
    /// priority-249 spacing's nearest bound, buttons share the width between the margins, each
    /// independent view is inset in a fixed parent, and fillEqually's views split the row.
    @Test(arguments: ["form", "buttons", "independent", "fillEqually"])
    func generatedSystemsAreUnambiguous(_ workload: String) throws {
        let result = try Command.run(["bench", "generate", workload, "--count", String(Self.count)])
        #expect(result.status == 0, "\(result)")
        let system = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(try ambiguousVariables(of: system).isEmpty)
    }

    /// `lint` on the generated form xib: no view is ambiguous; without the first field's top
    /// constraint nothing places the column vertically, so every label and field is reported,
    /// each for its vertical position alone.
    @Test func lintFindsTheFormXibsAmbiguityOnlyWhenItsTopIsMissing() throws {
        let n = 40
        let generated = try Command.run(["bench", "document", "form", "--xib", "--count", String(n)])
        #expect(generated.status == 0, "\(generated)")
        #expect(try ambiguousViews(inXib: generated.stdout).isEmpty)
        let lines = generated.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.filter { !$0.contains("id=\"c5-0\"") }.joined(separator: "\n")
        #expect(lines.count - 1 == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
        let found = try ambiguousViews(inXib: cut)
        #expect(found.map(\.view) == (0..<n).flatMap { ["lbl-\($0)", "fld-\($0)"] })
        #expect(found.allSatisfy { $0.message.hasSuffix("do not decide its vertical position") }, "\(found.prefix(2))")
    }

    /// The ambiguity violations `lint` reports for a xib, in document order.
    func ambiguousViews(inXib text: String) throws -> [(view: String, message: String)] {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(text, to: "form.xib", in: folder)
        let result = try Command.run(["lint", path, "--reporter", "json"])
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let violations = report["violations"] as? [[String: Any]] ?? []
        return violations.filter { $0["rule"] as? String == "ambiguous" }
            .sorted { ($0["line"] as? Int ?? 0) < ($1["line"] as? Int ?? 0) }
            .map { ($0["viewId"] as? String ?? "", $0["message"] as? String ?? "") }
    }
}
