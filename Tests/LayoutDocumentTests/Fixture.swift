import Foundation
import LayoutDocument

/// Documents the tables share: a fixed set of views, and a constraint line placed at a known line
/// and column, so that expected error positions can be worked out by hand.
enum Fixture {
    /// The views every constraint-line test can name: the cookbook's, a named layout guide, a
    /// container with a subview and its own guide, and a name that starts with a digit.
    static let views = """
        views:
          Name Label: label
          Name Text Field: textField
          Red View: view
          Blue View: view
          Short Button: button
          Long Button: button
          Leading Dummy View: view
          Content Guide: layoutGuide
          Card:
            type: view
            subviews:
              Title: label
              Inner Guide: layoutGuide
          3D View: view
        """

    /// The line the constraint is on in `document(constraint:)`: after the 15 lines of `views`
    /// and the `constraints:` line.
    static let constraintLine = 17
    /// `  - ` comes before the constraint, so its first character is in column 5.
    static let constraintColumn = 5

    static func document(constraint: String) -> String {
        views + "\nconstraints:\n  - " + constraint + "\n"
    }

    /// The one constraint of `document(constraint:)`.
    static func constraint(_ line: String) throws -> DocumentConstraint {
        let model = try LayoutDocumentModel(yaml: document(constraint: line))
        guard model.constraints.count == 1, let constraint = model.constraints.first else {
            throw Failure(description: "expected one constraint, got \(model.constraints.count)")
        }
        return constraint
    }

    /// The error a document raises, or a failure when it parses.
    static func error(_ yaml: String) throws -> LayoutDocumentError {
        do {
            _ = try LayoutDocumentModel(yaml: yaml)
        } catch {
            return error
        }
        throw Failure(description: "the document was accepted")
    }

    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.yaml` document under `Examples/` (not `Examples/Systems`, which holds JSON), sorted.
    static func exampleDocuments() -> [String] {
        let examples = repositoryRoot.appendingPathComponent("Examples")
        guard let enumerator = FileManager.default.enumerator(atPath: examples.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasPrefix("Systems") { continue }
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
                paths.append(relative)
            }
        }
        return paths.sorted()
    }

    static func examplePath(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(relative).path
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
}
