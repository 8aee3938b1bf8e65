import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// The document's constraint language, each rule on a small fixture whose frames follow by hand
/// from Xcode's saved documents (a 375 × 667 retina4_7 root unless said otherwise).
struct DocumentSemanticsTests {
    @Test("an omitted firstItem is the view holding the constraint")
    func impliedFirstItem() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="50" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
            """))
        // root.trailing = a.trailing + 20: a ends at 355.
        #expect(frame(layout, "a") == [305, 100, 50, 10])
    }

    @Test("multipliers in the forms 2, 2:1, 1/3 and 0.5")
    func multiplierForms() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>\(subview("a"))\(subview("b"))\(subview("c"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/3" id="m1"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="m2"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="2:1" id="m3"/>
                <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="0.5" id="m4"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="2" id="m5"/>
                <constraint firstItem="c" firstAttribute="height" constant="10" id="m6"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p3"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="p4"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p5"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="p6"/>
            </constraints>
            """))
        // a: 375 / 3 = 125 × 50; b: height 25, width 2 × 25; c: 2 × 50.
        #expect(frame(layout, "a") == [0, 0, 125, 50])
        #expect(frame(layout, "b") == [0, 0, 50, 25])
        #expect(frame(layout, "c") == [0, 0, 100, 10])
    }

    @Test("priorities, identifiers and Interface Builder origins are kept")
    func prioritiesAndIdentifiers() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" constant="100" priority="750" identifier="wish" id="w1"/>
                <constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="150" id="w2"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
            </constraints>
            """))
        // The required ≥ 150 wins over the wish for 100.
        #expect(frame(layout, "a") == [0, 0, 150, 10])
        let wish = try #require(layout.constraints["w1"])
        #expect(wish.priority == LayoutPriority(750))
        #expect(wish.identifier == "wish")
        #expect(wish.origin == .interfaceBuilder(id: "w1"))
    }

    static func placeholderFixture() -> String {
        storyboard(body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" placeholder="YES" id="ph"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" priority="500" id="p1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="p3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="p4"/>
            </constraints>
            """)
    }

    @Test("placeholder constraints: Interface Builder lays out with them, the built app without")
    func placeholderConstraints() throws {
        let designTime = try layOut(Self.placeholderFixture(), options: IBLayoutOptions(keepsPlaceholderConstraints: true))
        #expect(frame(designTime, "a")?[0] == 30)
        let runTime = try layOut(Self.placeholderFixture(), options: IBLayoutOptions())
        #expect(frame(runTime, "a")?[0] == 10)
        #expect(runTime.constraints["ph"] == nil)
    }

    @Test("standard spacing to the safe area is 0 in Xcode 9 and 10 documents, the written constant later",
          arguments: [("14460", 0.0), ("22505", 20.0)])
    func standardSpacingToSafeArea(tools: String, x: Double) throws {
        let layout = try layOut(storyboard(tools: tools, body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="s1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="p3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="p4"/>
            </constraints>
            """))
        #expect(frame(layout, "a")?[0] == x)
    }

    static func variationFixture(orientation: String) -> String {
        let width = orientation == "portrait" ? 375.0 : 667.0
        return storyboard(orientation: orientation, width: width, height: 1042 - width, body: """
            <subviews>\(subview("a"))\(subview("b"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k1">
                    <variation key="heightClass=compact" constant="30"/>
                    <variation key="heightClass=compact-widthClass=compact" constant="40"/>
                </constraint>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="k3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="k4"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="t1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="t2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k5"/>
                <constraint firstItem="b" firstAttribute="width" constant="10" id="k6"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="k7"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="t2"/></mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints"><exclude reference="t1"/><include reference="t2"/></mask>
            </variation>
            """)
    }

    @Test("size-class variations for the document's own trait: the most specific wins",
          arguments: [("portrait", 10.0, 5.0), ("landscape", 40.0, 50.0)])
    func variations(orientation: String, x: Double, y: Double) throws {
        let layout = try layOut(Self.variationFixture(orientation: orientation))
        // Portrait is wC hR: only `default` applies. Landscape on retina4_7 is wC hC: the
        // hC constant 30 gives way to the hC-wC 40; the hC mask swaps t1 for t2.
        #expect(frame(layout, "a")?[0] == x)
        #expect(frame(layout, "b")?[1] == y)
    }

    @Test("legacy top and bottom layout guides: the status bar and nothing at the bottom")
    func legacyGuides() throws {
        let layout = try layOut(storyboard(tools: "12121", safeAreas: false, body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="g1"/>
                <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="20" id="g2"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="g3"/>
                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="g4"/>
            </constraints>
            """))
        // Guides 20 and 0; root margins 16 below 414 pt.
        #expect(frame(layout, "a") == [16, 40, 343, 607])
    }

    @Test("root margins: 16 below 414 pt, 20 from there (iOS 11 safe-area documents add the safe area)",
          arguments: [("retina4_7", 375.0, 667.0, 16.0), ("retina5_5", 414.0, 736.0, 20.0)])
    func rootMargins(device: String, width: Double, height: Double, margin: Double) throws {
        let layout = try layOut(storyboard(device: device, width: width, height: height, body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="r1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="r2"/>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="r3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="r4"/>
            </constraints>
            """))
        // Top margin 0 + the 20-pt status bar.
        #expect(frame(layout, "a") == [margin, 20, 10, 10])
    }

    @Test("views without constraints keep their saved frames; views that translate masks too")
    func framesWithoutConstraints() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>
                \(subview("fixed", 12, 34, 56, 78, attributes: "fixedFrame=\"YES\""))
                <view contentMode="scaleToFill" id="free">
                    <rect key="frame" x="5" y="6" width="7" height="8"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
            </subviews>
            """))
        #expect(frame(layout, "fixed") == [12, 34, 56, 78])
        #expect(frame(layout, "free") == [5, 6, 7, 8])
        #expect(layout.prototypedViewIDs == ["fixed"])
    }

    @Test("placeholder intrinsic sizes, with hugging deciding who grows")
    func placeholderIntrinsicSize() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>
                \(subview("a", attributes: "horizontalHuggingPriority=\"251\" placeholderIntrinsicWidth=\"120\" placeholderIntrinsicHeight=\"40\""))
                \(subview("b", attributes: "placeholderIntrinsicWidth=\"80\" placeholderIntrinsicHeight=\"infinite\""))
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h1"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="h2"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="h3"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="h4"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="h5"/>
                <constraint firstItem="b" firstAttribute="height" constant="5" id="h6"/>
            </constraints>
            """))
        // a hugs harder (251 > 250): it keeps 120 and b takes the other 255.
        #expect(frame(layout, "a") == [0, 0, 120, 40])
        #expect(frame(layout, "b") == [120, 0, 255, 5])
    }

    @Test("a scroll view's edges are its content area to the views inside it")
    func scrollContentArea() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subview("content"))</subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s3"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                <constraint firstItem="content" firstAttribute="height" constant="1000" id="r5"/>
            </constraints>
            """))
        // The content is taller than the scroll view: its bottom sets the content size, not
        // the scroll view's frame.
        #expect(frame(layout, "scroll") == [0, 0, 375, 667])
        #expect(frame(layout, "content") == [0, 0, 375, 1000])
        #expect(layout.screen.rootView.layoutIssues.isEmpty)
    }

    @Test("the shipped example lays out as its comment derives it")
    func shippedExample() throws {
        let path = LayoutCorpus.root.appendingPathComponent("Examples/InterfaceBuilder/SignIn.storyboard").path
        let document = try IBDocument(contentsOf: path)
        let layout = try #require(try IBDocumentLayout(document: document, scene: "Sign In").scenes.first)
        layout.layout()
        #expect(layout.canvas.safeAreaInsets.top == 64)
        #expect(frame(layout, "sgn-Lg-000") == [137.5, 84, 100, 100])
        #expect(frame(layout, "sgn-Pw-000") == [16, 242, 343, 30])
        #expect(frame(layout, "sgn-Ft-000") == [0, 627, 375, 40])
    }
}
