import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Which required constraint gives way when a document's cannot all hold: constraints reach
/// the engine top down as a loaded nib's do, with a superview's autoresizing-mask constraints
/// for its subviews and a stack view's arrangement before the constraints of the views below
/// (`IBSceneLayout.addSystemConstraintsInLoadOrder`). Expectations from the rule, by hand.
struct ConstraintLoadOrderTests {
    static var designTime: IBLayoutOptions { IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true) }

    static func layOutXib(_ xml: String) throws -> IBSceneLayout {
        let layout = try #require(try IBDocumentLayout(document: try IBDocument(xml: xml), options: designTime).scenes.first)
        layout.layout()
        return layout
    }

    /// A content view with 11 + 30 + 11 = 52 points of required constraints, for a 44-point cell.
    static let tooTallContent = """
        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="free" id="content">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>\(subview("inner", 8, 11, 10, 30))</subviews>
            <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstItem="inner" firstAttribute="width" constant="10" id="c2"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11" id="c3"/>
                <constraint firstItem="inner" firstAttribute="height" constant="30" id="c4"/>
                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="11" id="c5"/>
            </constraints>
        </tableViewCellContentView>
        """

    @Test("a free cell's content view keeps the cell's height against the constraints inside it")
    func cellContentKeepsCellSize() throws {
        // 11 + 30 + 11 = 52 points of required constraints in a 44-point cell, as in openfoodfacts'
        // ProductDetailWebViewTableViewCell and element's RoomTableViewCell.
        let layout = try Self.layOutXib(xibDocument(tools: "17701", element: "tableViewCell", width: 320, height: 44,
                                                    attributes: "selectionStyle=\"default\" indentationWidth=\"10\"",
                                                    body: Self.tooTallContent))
        #expect(frame(layout, "content") == [0, 0, 320, 44])
        // The bottom constraint, the last to arrive, breaks.
        #expect(frame(layout, "inner") == [8, 11, 10, 30])
    }

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

    @Test("without translating masks with their superviews, the cell's mask gives way instead")
    func masksAtTheLayoutPass() throws {
        var options = Self.designTime
        options.translatesMasksWithSuperviews = false
        let xml = xibDocument(tools: "17701", element: "tableViewCell", width: 320, height: 44,
                              attributes: "selectionStyle=\"default\" indentationWidth=\"10\"", body: Self.tooTallContent)
        let layout = try #require(try IBDocumentLayout(document: try IBDocument(xml: xml), options: options).scenes.first)
        layout.layout()
        // 11 + 30 + 11.
        #expect(frame(layout, "content") == [0, 0, 320, 52])
    }
}
