import InterfaceBuilder
import Testing

/// `IBView` keeps its fields in a box that copies share: a copy must still behave as a value.
@Suite("IBView copies")
struct ViewValueSemanticsTests {
    static func label() -> IBView {
        var view = IBView(kind: .label, elementName: "label", id: "lbl-1", line: 12)
        view.hidden = false
        view.frame = IBRect(x: 16, y: 20, width: 100, height: 21)
        view.subviews = [IBView(kind: .view, elementName: "view", id: "sub-1", line: 13)]
        return view
    }

    @Test("changing a copy leaves the original as it was")
    func copyIsIndependent() {
        let original = Self.label()
        var copy = original
        #expect(copy == original)
        copy.hidden = true
        copy.frame?.width = 50
        copy.subviews.append(IBView(kind: .button, elementName: "button", id: "btn-1", line: 14))
        copy.attributes["text"] = "Name"
        #expect(!original.hidden && original.frame?.width == 100)
        #expect(original.subviews.map(\.id) == ["sub-1"] && original.attributes.isEmpty)
        #expect(copy.hidden && copy.frame?.width == 50)
        #expect(copy.subviews.map(\.id) == ["sub-1", "btn-1"] && copy.attributes == ["text": "Name"])
        #expect(copy != original)
    }

    @Test("views with the same fields are equal and hash alike, boxed apart or not")
    func equalityIsByFields() {
        let a = Self.label()
        let b = Self.label()
        #expect(a == b && a.hashValue == b.hashValue)
        var c = a
        c.line = 13
        #expect(c != a && Set([a, b, c]).count == 2)
    }
}
