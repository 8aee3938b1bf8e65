import Foundation
import Testing

/// Every shipped example goes through the commands a user runs on it: `check --all-devices`
/// finds nothing, `render --all-devices --format json` lays out every device in both
/// orientations with no issue or warning, and `explain` answers for its first view.
@Suite struct ExampleCommandTests {
    static let examples: [String] = {
        let manager = FileManager.default
        return ["Examples", "Examples/Cookbook", "Examples/InterfaceBuilder"].flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: Command.path(folder))) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .map { "\(folder)/\($0)" }
        }.sorted()
    }()

    @Test(arguments: examples)
    func checkRenderExplain(_ file: String) throws {
        let check = try Command.run(["check", file, "--all-devices"])
        #expect(check.status == 0, "\(file): \(check.stdout.split(separator: "\n").filter { !$0.hasSuffix(": ok") }.prefix(5))")
        let render = try Command.run(["render", file, "--all-devices", "--format", "json"])
        #expect(render.status == 0, "\(render.stderr)")
        let reports = try #require(try Command.json(render.stdout) as? [[String: Any]])
        let devices = try Command.run(["devices"]).stdout.split(separator: "\n").count - 1
        #expect(reports.count >= 2 * devices)
        for report in reports {
            #expect((report["issues"] as? [Any])?.isEmpty == true, "\(file): \(report["issues"] ?? "")")
            #expect((report["warnings"] as? [Any])?.isEmpty == true, "\(file): \(report["warnings"] ?? "")")
        }
        let views = try #require(reports.first?["views"] as? [[String: Any]])
        let name = try #require(views.first(where: { $0["type"] as? String != "layoutGuide" })?["name"] as? String)
        let explain = try Command.run(["explain", file, name])
        #expect(explain.status == 0, "\(explain)")
        #expect(explain.stdout.contains(": frame ("))
    }
}
