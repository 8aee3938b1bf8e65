import Foundation
import Testing
import AutoLayout
import LayoutDocument
@testable import DocumentLayout

/// One interpreter for Expectations/cookbook-relations.json: lays each example out with real
/// controls and checks the relations the cookbook documents (equal baselines, a label at its
/// intrinsic width, a field filling the rest, rows spaced from the taller element, ...).
@Suite struct ExampleRelationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var device: String
        var orientation: Orientation
        var category: String?
        var replace: [String]?
        var checks: [[String]]
        var testDescription: String {
            "\(file) on \(device) \(orientation)" + (category.map { " at \($0)" } ?? "") + (replace.map { " with \($0.last ?? "")" } ?? "")
        }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expectations/cookbook-relations.json")
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = json["cases"] as? [[String: Any]] else { return [] }
        return cases.compactMap { c in
            guard let file = c["file"] as? String, let device = c["device"] as? String,
                  let o = (c["orientation"] as? String).flatMap(Orientation.init(rawValue:)),
                  let checks = c["checks"] as? [[String]] else { return nil }
            return Case(file: file, device: device, orientation: o, category: c["category"] as? String,
                        replace: c["replace"] as? [String], checks: checks)
        }
    }()

    @Test func expectationsAreLoaded() { #expect(Self.cases.count >= 19) }

    @Test(arguments: cases)
    func relationsHold(_ c: Case) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        var yaml = try String(contentsOf: root.appendingPathComponent("Examples/\(c.file)"), encoding: .utf8)
        if let r = c.replace, r.count == 2 { yaml = yaml.replacingOccurrences(of: r[0], with: r[1]) }
        let document = try LayoutDocumentModel(yaml: yaml, file: c.file)
        var options = DocumentLayoutOptions(device: c.device, orientation: c.orientation)
        if let name = c.category {
            options.contentSizeCategory = try #require(ContentSizeCategory.allCases.first { "\($0)" == name })
        }
        let screen = try DocumentScreen(document: document, options: options, factory: ControlsViewFactory())
        screen.layoutIfNeeded()
        #expect(screen.issues().filter { $0.kind == .unsatisfiable }.isEmpty)
        for check in c.checks {
            guard check.count == 3 else { Issue.record("malformed check \(check)"); continue }
            let lhs = try value(check[0], screen), rhs = try value(check[2], screen)
            let ok: Bool = switch check[1] {
            case "==": abs(lhs - rhs) <= 0.5
            case ">=": lhs >= rhs - 0.5
            case "<=": lhs <= rhs + 0.5
            case ">": lhs > rhs + 0.5
            default: false
            }
            #expect(ok, "\(check[0]) = \(lhs) \(check[1]) \(check[2]) = \(rhs)")
        }
    }

    /// `View Name.attribute [+|- number]` or a number.
    func value(_ text: String, _ screen: DocumentScreen) throws -> Double {
        var expression = text
        var offset = 0.0
        for op in [" + ", " - "] {
            if let range = expression.range(of: op, options: .backwards), let n = Double(expression[range.upperBound...]) {
                offset = op == " + " ? n : -n
                expression = String(expression[..<range.lowerBound])
            }
        }
        if let n = Double(expression) { return n + offset }
        guard let dot = expression.lastIndex(of: ".") else { throw Failure("no attribute in '\(text)'") }
        let name = String(expression[..<dot]), attribute = String(expression[expression.index(after: dot)...])
        guard let view = screen.item(named: name) as? View else { throw Failure("no view '\(name)'") }
        let f = view.frameInRoot
        let v: Double
        switch attribute {
        case "minX": v = f.minX
        case "minY": v = f.minY
        case "maxX": v = f.maxX
        case "maxY": v = f.maxY
        case "width": v = f.width
        case "height": v = f.height
        case "intrinsicWidth": v = view.intrinsicContentSize.width
        case "intrinsicHeight": v = view.intrinsicContentSize.height
        case "firstBaseline":
            let b = view.viewForFirstBaselineLayout
            v = b.layoutRectInRoot.minY + (b.firstBaselineOffsetFromTop ?? b.layoutRectInRoot.height)
        case "lastBaseline":
            let b = view.viewForLastBaselineLayout
            v = b.layoutRectInRoot.maxY - (b.lastBaselineOffsetFromBottom ?? 0)
        case "truncated": v = (view.displaysTruncatedText ?? false) ? 1 : 0
        default: throw Failure("unknown attribute '\(attribute)'")
        }
        return v + offset
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }
}
