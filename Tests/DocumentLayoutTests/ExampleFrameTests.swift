import Foundation
import Testing
import AutoLayout
import LayoutDocument
@testable import DocumentLayout

/// One interpreter for the hand-worked expectations in Expectations/*.json: each case lays an
/// example document out on a device and orientation and compares every listed frame.
@Suite struct ExampleFrameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var device: String
        var orientation: Orientation
        var rtl: Bool
        var frames: [String: [Double]]
        var testDescription: String { "\(file) on \(device) \(orientation)\(rtl ? " RTL" : "")" }
    }

    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static func load(_ name: String) -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expectations/\(name)")
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = json["cases"] as? [[String: Any]] else { return [] }
        return cases.compactMap { c in
            guard let file = c["file"] as? String, let device = c["device"] as? String,
                  let o = (c["orientation"] as? String).flatMap(Orientation.init(rawValue:)),
                  let frames = c["frames"] as? [String: [Double]] else { return nil }
            return Case(file: file, device: device, orientation: o, rtl: c["rtl"] as? Bool ?? false, frames: frames)
        }
    }

    static let cookbook = load("cookbook-frames.json")

    @Test func expectationsAreLoaded() { #expect(Self.cookbook.count >= 28) }

    @Test(arguments: cookbook)
    func framesMatch(_ c: Case) throws {
        let path = Self.root.appendingPathComponent("Examples/\(c.file)").path
        let document = try LayoutDocumentModel(contentsOfFile: path)
        let screen = try DocumentScreen(document: document, options: DocumentLayoutOptions(
            device: c.device, orientation: c.orientation, rightToLeft: c.rtl))
        screen.layoutIfNeeded()
        #expect(screen.issues().isEmpty, "\(screen.issues().map(\.message))")
        for (name, expected) in c.frames {
            let view = try #require(screen.item(named: name) as? View, "\(name)")
            let f = view.frameInRoot
            let actual = [f.minX, f.minY, f.width, f.height]
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-3 }, "\(name): \(actual) vs \(expected)")
        }
    }
}
