import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Which required constraint gives way when a document's cannot all hold: constraints reach
/// the engine top down as a loaded nib's do, with a stack view's arrangement before the
/// constraints of the views below (`IBSceneLayout.addSystemConstraintsInLoadOrder`).
/// Expectations from the rule, by hand.
struct ConstraintLoadOrderTests {
    static var designTime: IBLayoutOptions { IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true) }

    /// A fill-aligned vertical stack pinned to the root's top and sides, arranging `arranged`.
    static func fillStack(_ attributes: String, arranged: String) -> String {
        XcodeViewRulesTests.pinnedStack("axis=\"vertical\" \(attributes)", width: 375, arranged: arranged, toTrailing: true)
    }

    @Test("a fill-aligned stack stretches an arranged view across it against the view's own width")
    func fillAlignmentBeatsOwnWidth() throws {
        // pocket-casts' SiriSettings: a 40 × 40 icon and a 50-wide spacer saved 375 wide.
        let icon = subview("icon", 0, 0, 375, 40, inner: """
            <constraints>
                <constraint firstAttribute="width" constant="40" id="w1"/>
                <constraint firstAttribute="height" constant="40" id="h1"/>
            </constraints>
            """)
        let layout = try layOut(Self.fillStack("", arranged: icon), options: Self.designTime)
        #expect(frame(layout, "icon") == [0, 0, 375, 40])
        #expect(frame(layout, "stack") == [0, 0, 375, 40])
    }

    @Test("a fill-proportionally stack measures a view without an intrinsic length once its constraints are in")
    func proportionalStackMeasuresAfterConstraints() throws {
        // openfoodfacts' Settings: a container with a required height == 76 above a label in a
        // fill-proportionally column. Measured once its constraints are in, the container's
        // fitting height is 76 and it keeps it, the label below; measured before, it would have
        // no length and a required zero length would beat its height.
        let container = subview("box", 0, 0, 375, 50, inner: """
            <constraints><constraint firstAttribute="height" constant="76" id="h1"/></constraints>
            """) + XcodeControlRulesTests.label("label", "Text", size: 17)
        let layout = try layOut(Self.fillStack("distribution=\"fillProportionally\"", arranged: container),
                                options: Self.designTime)
        #expect(frame(layout, "box") == [0, 0, 375, 76])
        #expect(frame(layout, "label")?[1] == 76)
    }
}
