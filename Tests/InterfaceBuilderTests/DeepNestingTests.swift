import InterfaceBuilder
import Testing

/// Hostile nesting must give an error or a model, never a stack overflow.
@Suite("Deep nesting")
struct DeepNestingTests {
    /// `levels` views, each the only subview of the one before.
    static func nested(_ levels: Int) -> String {
        var xml = ""
        for level in 0..<levels {
            xml += #"<view id="v\#(level)"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/><subviews>"#
        }
        for _ in 0..<levels { xml += "</subviews></view>" }
        return Fixture.xib(xml)
    }

    @Test func deepestAcceptedNesting() throws {
        // document, objects, then two elements per view: 254 views reach depth 510.
        let document = try IBDocument(xml: DeepNestingTests.nested(254))
        #expect(document.allViews.count == 254)
    }

    @Test func tooDeepNesting() {
        do {
            _ = try IBDocument(xml: DeepNestingTests.nested(2_000))
            Issue.record("accepted 4,000 levels of nesting")
        } catch {
            #expect(error.description.contains("nested more than"))
        }
    }
}
