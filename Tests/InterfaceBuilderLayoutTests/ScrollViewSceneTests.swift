import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Scroll views in storyboards are the engine's scroll views: content and frame layout guides
/// (Xcode 11 and later), and `contentInsetAdjustmentBehavior`. The canvas shows the content at
/// offset zero, as Interface Builder does (a 375 × 667 retina4_7 root, status bar 20).
struct ScrollViewSceneTests {
    func scene(behaviour: String) throws -> IBSceneLayout {
        try layOut(storyboard(body: """
            <subviews>
                <scrollView contentMode="scaleToFill" contentInsetAdjustmentBehavior="\(behaviour)" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subview("content"))</subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s2"/>
                        <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s3"/>
                        <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                <constraint firstItem="content" firstAttribute="height" constant="400" id="r5"/>
            </constraints>
            """))
    }

    /// `always` takes the status bar into the adjusted inset; `never` leaves it out. Either way
    /// the content's frame is its place in the content area, as Xcode saves it.
    @Test(arguments: [("always", 20.0), ("never", 0.0)])
    func guidesAndInsetBehaviour(behaviour: String, top: Double) throws {
        let layout = try scene(behaviour: behaviour)
        let scroll = try #require(layout.views["scroll"] as? ScrollView)
        #expect(scroll.contentSize == Size(width: 375, height: 400))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: top))
        #expect(frame(layout, "content") == [0, 0, 375, 400])
        #expect(layout.screen.rootView.layoutIssues.isEmpty)
    }
}
