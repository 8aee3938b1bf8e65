import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// The names lint, verify and the issues give a view of a document: its Xcode label where it has
/// one, else its class and the text it shows, on one line and cut at 40 characters.
struct DisplayNameTests {
    /// A label `lbl` showing `text` (XML-escaped), with `userLabel` when given.
    static func document(text: String, userLabel: String? = nil) -> String {
        let label = userLabel.map { " userLabel=\"\($0)\"" } ?? ""
        return XcodeViewRulesTests.control("""
            <label opaque="NO" text="\(text)"\(label) translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, tools: "22505")
    }

    @Test("a view's name: its label, else its class and one line of its text",
          arguments: [
              ("Hello", nil, "Label \"Hello\""),
              ("One&#10;Two", nil, "Label \"One Two\""),
              ("&#10;A&#10;&#10;B&#10;", nil, "Label \" A  B \""),
              // 47 characters: the first 39, a line feed among them made a space, then an ellipsis.
              ("Line&#10;two of a text longer than forty characters", nil,
               "Label \"Line two of a text longer than forty ch…\""),
              ("Ünïcödé ✓&#10;é", nil, "Label \"Ünïcödé ✓ é\""),
              ("One&#10;Two", "Greeting", "Greeting"),
          ] as [(String, String?, String)])
    func name(text: String, userLabel: String?, expected: String) throws {
        let document = try IBDocument(xml: Self.document(text: text, userLabel: userLabel))
        let label = try #require(document.allViews.first { $0.id == "control" })
        #expect(label.displayName == expected)
    }
}
