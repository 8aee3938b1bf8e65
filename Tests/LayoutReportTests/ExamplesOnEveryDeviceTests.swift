import AutoLayout
import DocumentLayout
import Foundation
import InterfaceBuilderLayout
import LayoutReport
import Testing

/// Every shipped example (the cookbook recipes, `Examples/*.yaml`, the example storyboards)
/// lays out on every device in both orientations with no issue and no warning, and every part
/// of its report works there: the table, the JSON report, the picture, and `explain` for each
/// of its views.
@Suite struct ExamplesOnEveryDeviceTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static let examples: [String] = {
        let manager = FileManager.default
        return ["Examples", "Examples/Cookbook", "Examples/InterfaceBuilder"].flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .map { "\(folder)/\($0)" }
        }.sorted()
    }()

    /// Issues an example is expected to show, by file: none today.
    static let expectedIssues: [String: Int] = [:]

    static func source(_ file: String) throws -> any LayoutSource {
        let path = root.appendingPathComponent(file).path
        if file.hasSuffix(".yaml") { return try DocumentSource(contentsOfFile: path) }
        return try InterfaceBuilderSource(contentsOf: path)
    }

    @Test func theExamplesAreAllHere() {
        #expect(Self.examples.filter { $0.hasPrefix("Examples/Cookbook/") }.count >= 13)
        #expect(Self.examples.contains("Examples/InterfaceBuilder/SignIn.storyboard"))
        #expect(Self.examples.count >= 18)
    }

    @Test(arguments: examples)
    func cleanOnEveryDeviceInBothOrientations(_ file: String) throws {
        let source = try Self.source(file)
        let results = try source.check(devices: DeviceCatalog.all)
        #expect(results.count >= DeviceCatalog.all.count * 2)
        let issues = results.reduce(0) { $0 + $1.issues.count }
        #expect(issues == Self.expectedIssues[file] ?? 0,
                "\(file): \(results.filter { !$0.issues.isEmpty }.map { "\($0.label): \($0.issues.map(\.headline))" })")
        for result in results {
            let screen = result.screen
            #expect(screen.reportWarnings.isEmpty, "\(file) \(result.label): \(screen.reportWarnings)")
            // The table has a row per item; the JSON report a finite frame for each.
            let table = screen.table()
            #expect(table.split(separator: "\n").count >= 3 + screen.reportedItems.count, "\(file) \(result.label)")
            let text = screen.report().text(pretty: false)
            #expect(!text.contains("null,\"frameInSuperview\"") && !text.contains("\"x\":null"), "\(file) \(result.label)")
            // The picture validates (finite frames and text) and has an item per reported one.
            let scene = screen.scene()
            #expect(throws: Never.self) { try scene.validate() }
            #expect(scene.items.count == screen.reportedItems.count)
            // explain for each view: its name and finite frame first.
            for reported in screen.reportedItems {
                guard let view = reported.item as? View else { continue }
                let explanation = view.explainLayout()
                #expect(explanation.hasPrefix(view.displayName + ": frame ("), "\(file) \(result.label) \(reported.name)")
                #expect(!explanation.contains("ambiguous:"), "\(file) \(result.label): \(explanation)")
                let frame = reported.frameInRoot
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(file) \(result.label) \(reported.name)")
            }
        }
    }
}
