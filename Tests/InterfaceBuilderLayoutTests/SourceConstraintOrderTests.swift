import Foundation
import Testing
import InterfaceBuilder
@testable import InterfaceBuilderLayout

/// A scene's own constraints come back in the file's order, whatever order the scene's tables
/// keep them in, so what lists or draws them is the same on every run.
@Suite struct IBSourceConstraintOrderTests {
    @Test func sourceConstraintsFollowTheFile() throws {
        let path = LayoutCorpus.root.appendingPathComponent("Examples/InterfaceBuilder/SignIn.storyboard").path
        let document = try IBDocument(contentsOf: path)
        for scene in try IBDocumentLayout(document: document).scenes {
            let lines: [Int] = scene.sourceConstraints.compactMap {
                guard case let .interfaceBuilder(id) = $0.origin else { return nil }
                return scene.constraintElements[id]?.line
            }
            #expect(lines.count == scene.sourceConstraints.count)
            #expect(lines.count > 3)
            #expect(lines == lines.sorted())
        }
    }
}
