import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// A scene's tables by view id: views are built level by level (a view's children right after
/// it, their children later), yet the tables read in document order, and each id finds its own
/// view, element and parent.
struct SceneTablesTests {
    /// root > a > b > c, and root > d: built root, a, d, b, c; document order root, a, b, c, d.
    func nested() throws -> IBSceneLayout {
        try layOut(storyboard(body: """
            <subviews>
                \(subview("a", inner: "<subviews>\(subview("b", inner: "<subviews>\(subview("c"))</subviews>"))</subviews>"))
                \(subview("d"))
            </subviews>
            """))
    }

    @Test("views come in document order, whatever order they were built in")
    func documentOrder() throws {
        let layout = try nested()
        #expect(layout.viewIDs == ["root", "a", "b", "c", "d"])
        #expect(layout.reportedItems.map(\.depth) == [0, 1, 2, 3, 1])
        #expect(layout.reportedItems.map(\.id) == ["root", "a", "b", "c", "d"] as [String?])
    }

    @Test("each id reads its own view, element and parent", arguments: [
        ("root", nil), ("a", "root"), ("b", "a"), ("c", "b"), ("d", "root"),
    ] as [(String, String?)])
    func tablesByID(id: String, parent: String?) throws {
        let layout = try nested()
        let view = try #require(layout.views[id])
        #expect(layout.elements[id]?.id == id)
        #expect(layout.parentIDs[id] == parent)
        #expect(view.superview === parent.flatMap { layout.views[$0] })
        #expect(layout.contentSources[id] != nil)
        let slot = try #require(layout.slot(of: id))
        #expect(layout.viewIDs[slot] == id)
        #expect(layout.viewList[slot] === view)
    }

    @Test("an id the scene does not have reads nothing")
    func unknownID() throws {
        let layout = try nested()
        #expect(layout.views["nowhere"] == nil)
        #expect(layout.elements["nowhere"] == nil)
        #expect(layout.parentIDs["nowhere"] == nil)
        #expect(layout.slot(of: "nowhere") == nil)
        #expect(layout.views.count == 5)
    }
}
