import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Bars, safe areas and eras; scene selection; verification's grouping and reports.
struct CanvasAndReportTests {
    /// A navigation controller whose root is `vc`, and a second controller `vc2` that a button in
    /// `vc` shows.
    static func navigationFixture(tools: String, device: String = "retina4_7", translucent: Bool = true) -> String {
        let nav = """
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : "translucent=\"NO\"") id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="scene2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="safe2"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let button = """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                <connections>
                    <segue destination="vc2" kind="show" id="show"/>
                </connections>
            </button>
            """
        return storyboard(tools: tools, device: device, body: "<subviews>\(button)</subviews>", moreScenes: nav)
    }

    static func canvases(_ xml: String) throws -> [String: IBCanvas] {
        let layout = try IBDocumentLayout(document: try IBDocument(xml: xml))
        return Dictionary(uniqueKeysWithValues: layout.scenes.map { ($0.rootElement.id, $0.canvas) })
    }

    @Test("a navigation controller's root and the controllers it shows get the navigation bar")
    func navigationBarInferred() throws {
        let canvases = try Self.canvases(Self.navigationFixture(tools: "14460"))
        // Xcode 10: status bar 20 + bar 44.
        #expect(canvases["root"]?.safeAreaInsets.top == 64)
        #expect(canvases["root2"]?.safeAreaInsets.top == 64)
        #expect(canvases["root2"]?.bars.navigationBar == true)
    }

    @Test("Xcode 11 to 13 documents simulate no status bar on phones without a sensor housing")
    func statusBarEra() throws {
        #expect(try Self.canvases(Self.navigationFixture(tools: "16097"))["root"]?.safeAreaInsets.top == 44)
        #expect(try Self.canvases(Self.navigationFixture(tools: "22505"))["root"]?.safeAreaInsets.top == 64)
    }

    @Test("an opaque navigation bar shortens the root and leaves the safe area")
    func opaqueNavigationBar() throws {
        let canvas = try #require(try Self.canvases(Self.navigationFixture(tools: "14460", translucent: false))["root"])
        #expect(canvas.safeAreaInsets.top == 0)
        #expect(canvas.size == Size(width: 375, height: 603))
    }

    @Test("Face ID phones: the sensor housing by Xcode era",
          arguments: [("retina5_9", "14460", 44.0, 34.0), ("retina5_9", "22505", 50.0, 34.0),
                      ("retina6_1", "19455", 44.0, 34.0), ("retina6_1", "22505", 48.0, 34.0),
                      ("retina6_1", "24127", 96.0, 68.0), ("retina6_12", "23077", 59.0, 34.0)])
    func sensorHousing(device: String, tools: String, top: Double, bottom: Double) throws {
        let size = try #require(DeviceCatalog.device(named: device)).portraitSize
        let xml = storyboard(tools: tools, device: device, width: size.width, height: size.height, body: "")
        let canvas = try #require(try Self.canvases(xml)["root"])
        #expect(canvas.safeAreaInsets.top == top)
        #expect(canvas.safeAreaInsets.bottom == bottom)
    }

    @Test("legacy size-class documents are laid out on the 600 × 600 wAny hAny canvas")
    func legacyCanvas() throws {
        let xml = storyboard(tools: "8191", device: nil, safeAreas: false, width: 600, height: 600, body: "")
        let canvas = try #require(try Self.canvases(xml)["root"])
        #expect(canvas.isLegacyCanvas)
        #expect(canvas.trait == .any)
        #expect(canvas.rootSideMargin == 20)
        #expect(canvas.topLayoutGuideLength == 20)
        #expect(canvas.device.scale == 1)
    }

    @Test("--scene picks a scene by name or id, and a wrong name suggests the closest")
    func sceneSelection() throws {
        let document = try IBDocument(xml: Self.navigationFixture(tools: "14460"))
        #expect(try IBDocumentLayout(document: document, scene: "scene2").scenes.first?.rootElement.id == "root2")
        #expect(throws: IBLayoutError.self) { try IBDocumentLayout(document: document, scene: "scene3") }
        do {
            _ = try IBDocumentLayout(document: document, scene: "scene3")
        } catch {
            #expect(error.description.contains("did you mean"), "\(error)")
        }
    }

    @Test("verification: views decided by a label are text-dependent, the others are not")
    func textDependence() throws {
        let label = """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="40" width="42" height="21"/>
            </label>
            """
        let xml = storyboard(body: """
            <subviews>\(label)\(subview("below", 20, 69, 100, 10))\(subview("apart", 20, 600, 100, 10))</subviews>
            <constraints>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="l2"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="b1"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b2"/>
                <constraint firstItem="below" firstAttribute="width" constant="100" id="b3"/>
                <constraint firstItem="below" firstAttribute="height" constant="10" id="b4"/>
                <constraint firstItem="apart" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="a1"/>
                <constraint firstItem="apart" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a2"/>
                <constraint firstItem="apart" firstAttribute="width" constant="100" id="a3"/>
                <constraint firstItem="apart" firstAttribute="height" constant="10" id="a4"/>
            </constraints>
            """)
        let verdict = try IBVerifier().verify(try IBDocument(xml: xml), file: "fixture")
        let groups = Dictionary(uniqueKeysWithValues: (verdict.scenes.first?.views ?? []).map { ($0.id, $0.group) })
        #expect(groups == ["label": .textDependent, "below": .textDependent, "apart": .independent])
        // With the label's saved size standing in for its text, "below" is where IB saved it;
        // compared without it (no text metrics), it is not.
        #expect(verdict.agreement.independent.withinHalfPoint == 1)
    }

    /// pocket-casts' SmallPagedListSummaryViewController (toolsVersion 23094): a bold 22-pt
    /// "Featured" label held 32.5 high at y = 30, and a custom "SHOW ALL" button in bold 13-pt
    /// type aligned with its first baseline, saved at y = 32.5. The label's first baseline
    /// stays at its own offset from its top: its line is 22 × (1950 + 494) / 2048 = 26.25 high,
    /// 26.5 on the grid, so the baseline is 0.125 + 22 × 1950 / 2048 = 21.07 below the top;
    /// the 28-pt button's centred 13-pt title has its baseline 14 + (12.38 − 3.14) / 2 = 18.62
    /// below its top, so the button's top is 30 + 21.07 − 18.62 = 32.45. With the text centred
    /// in the stretched label, it would be 3 pt lower.
    @Test("a stretched label's text-size stand-in keeps its first baseline at its offset from the top")
    func stretchedLabelFirstBaseline() throws {
        let xml = storyboard(tools: "23094", body: """
            <subviews>
                <label opaque="NO" text="Featured" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="16" y="30" width="92" height="32.5"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="284" y="32.5" width="70" height="28"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                    <state key="normal" title="SHOW ALL"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="l1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
                <constraint firstItem="label" firstAttribute="height" constant="32.5" id="l3"/>
                <constraint firstItem="button" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="b1"/>
                <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="16" id="b2"/>
            </constraints>
            """)
        let verdict = try IBVerifier().verify(try IBDocument(xml: xml), file: "fixture")
        let button = try #require(verdict.scenes.first?.views.first { $0.id == "button" })
        let standIn = try #require(button.frameWithSavedTextSizes)
        #expect(abs(standIn.y - 32.45) <= 0.25, "\(standIn)")
    }
}
