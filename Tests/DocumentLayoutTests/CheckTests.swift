import Foundation
import Testing
import AutoLayout
import LayoutDocument
@testable import DocumentLayout

/// What `autolayout check` reports: nothing for the shipped examples on any device, and the
/// right problem, with a fix, for the broken fixtures.
@Suite struct CheckTests {
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }

    static let examples: [String] = {
        let fm = FileManager.default
        let dirs = ["Examples", "Examples/Cookbook"]
        return dirs.flatMap { dir in
            ((try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.map { "\(dir)/\($0)" }
        }.sorted()
    }()

    func issues(_ path: String, device: String, orientation: Orientation) throws -> [DocumentIssue] {
        let document = try LayoutDocumentModel(contentsOfFile: path)
        let screen = try DocumentScreen(document: document, options: DocumentLayoutOptions(device: device, orientation: orientation),
                                        factory: ControlsViewFactory())
        return screen.issues()
    }

    @Test func everyExampleIsCleanOnEveryDevice() throws {
        #expect(Self.examples.count >= 17)
        for file in Self.examples {
            for device in DeviceCatalog.all {
                for orientation in Orientation.allCases {
                    let found = try issues(Self.root.appendingPathComponent(file).path, device: device.name, orientation: orientation)
                    #expect(found.isEmpty, "\(file) on \(device.name) \(orientation): \(found.map(\.message))")
                }
            }
        }
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var file: String
        var kind: String
        var message: String
        var suggestion: String
        var testDescription: String { file }
    }

    static let broken: [Broken] = [
        Broken(file: "broken-conflict.yaml", kind: "unsatisfiable", message: "Unable to simultaneously satisfy constraints.",
               suggestion: "lower '10. Blue View.Width = 100.0' to (Priority 999)"),
        Broken(file: "broken-hugging-tie.yaml", kind: "ambiguous", message: "same horizontal content hugging priority (250)",
               suggestion: "give Name Label horizontal hugging 251 so Name Text Field takes the extra space"),
        Broken(file: "broken-long-label.yaml", kind: "ambiguous", message: "same horizontal compression resistance (750)",
               suggestion: "compression resistance 751"),
        Broken(file: "broken-missing-leading.yaml", kind: "ambiguous", message: "Red View has an ambiguous layout: Red View.minX, Red View.width",
               suggestion: "Red View has neither a horizontal position nor a width"),
    ]

    @Test(arguments: broken)
    func brokenFixturesAreReportedWithAFix(_ b: Broken) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(b.file)").path
        let found = try issues(path, device: "iPhone 8", orientation: .portrait)
        #expect(found.count == 1)
        let issue = try #require(found.first)
        #expect(issue.kind.rawValue == b.kind)
        #expect(issue.message.contains(b.message), "\(issue.message)")
        #expect(issue.suggestion?.contains(b.suggestion) == true, "\(issue.suggestion ?? "none")")
    }

    /// The cookbook's note on Simple Label and Text Field: a label too long for the row makes the
    /// layout ambiguous; raising one compression resistance (751) resolves it everywhere.
    @Test func raisingOneCompressionResistanceResolvesTheLongLabel() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fixed-long-label.yaml").path
        for device in ["iPhone 8", "iPhone 14", "iPad (6th generation)"] {
            for orientation in Orientation.allCases {
                #expect(try issues(path, device: device, orientation: orientation).isEmpty)
            }
        }
    }

    /// `check --content-size-categories`: a row that fits at the default size but not at the
    /// largest accessibility size. "Email address" in the 17-pt headline is about 110 pt wide;
    /// at AX5 the headline is over 50 pt, so the label alone needs more than the 343 − 8 pt the
    /// row leaves beside the field's own width, and two equal compression resistances (750) tie.
    @Test func aRowThatOnlyOverflowsAtAccessibilitySizesIsReportedThere() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/broken-at-accessibility-sizes.yaml").path
        let document = try LayoutDocumentModel(contentsOfFile: path)
        func issues(_ category: ContentSizeCategory) throws -> [DocumentIssue] {
            var options = DocumentLayoutOptions(device: "iPhone 8", orientation: .portrait)
            options.contentSizeCategory = category
            return try DocumentScreen(document: document, options: options, factory: ControlsViewFactory()).issues()
        }
        #expect(try issues(.large).isEmpty)
        let found = try issues(.accessibilityExtraExtraExtraLarge)
        #expect(found.count == 1)
        #expect(found.first?.kind == .ambiguous)
        #expect(found.first?.message.contains("same horizontal compression resistance (750)") == true)
        #expect(found.first?.suggestion?.contains("compression resistance 751") == true)
    }
}
