import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Moving a built scene to another device and orientation (`IBSceneLayout.move`), as `lint`
/// does from screen to screen: the moved scene's frames are a fresh build's, and a move is
/// refused where a build could come out otherwise.
struct SceneMoveTests {
    /// Three views of an Xcode 10 storyboard (toolsVersion 14460: a simulated status bar):
    /// `a` 10 from the root's sides and 8 below the safe area's top, 30 high; `b` 100 × 40,
    /// centred, 20 above the root's bottom; `m` 50 × 10 at the root's leading margin, 8 below
    /// `a`.
    static let fixture = storyboard(body: """
        <subviews>\(subview("a"))\(subview("b"))\(subview("m"))</subviews>
        <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a1"/>
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="a2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="a3"/>
            <constraint firstItem="a" firstAttribute="height" constant="30" id="a4"/>
            <constraint firstItem="b" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="b1"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="20" id="b2"/>
            <constraint firstItem="b" firstAttribute="width" constant="100" id="b3"/>
            <constraint firstItem="b" firstAttribute="height" constant="40" id="b4"/>
            <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstItem="m" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="m2"/>
            <constraint firstItem="m" firstAttribute="width" constant="50" id="m3"/>
            <constraint firstItem="m" firstAttribute="height" constant="10" id="m4"/>
        </constraints>
        """)

    /// The frames of `a`, `b` and `m` on each screen, by hand. iPhone SE (1st generation) in
    /// portrait: 320 × 568, a 20-pt status bar, root margins 16 (narrower than 414). iPad Pro
    /// (11-inch) in landscape: 1194 × 834, a 24-pt status bar, root margins 20. `a`: x 10,
    /// y = status + 8, width = screen − 20. `b`: x = screen / 2 − 50, y = height − 60. `m`:
    /// x = margin, y = a's bottom + 8.
    static let screens: [(device: String, orientation: Orientation, a: [Double], b: [Double], m: [Double])] = [
        ("iPhone SE (1st generation)", .portrait, [10, 28, 300, 30], [110, 508, 100, 40], [16, 66, 50, 10]),
        ("iPad Pro (11-inch)", .landscape, [10, 32, 1174, 30], [547, 774, 100, 40], [20, 70, 50, 10]),
    ]

    static func options(_ device: String, _ orientation: Orientation) -> IBLayoutOptions {
        var options = IBLayoutOptions(keepsPlaceholderConstraints: true)
        options.device = DeviceCatalog.device(named: device)
        options.orientation = orientation
        return options
    }

    static func frames(_ scene: IBSceneLayout) -> [[Double]?] { ["a", "b", "m"].map { frame(scene, $0) } }

    @Test("a fresh build on each screen has the frames worked out by hand", arguments: screens.indices)
    func freshBuild(screen: Int) throws {
        let s = Self.screens[screen]
        let scene = try layOut(Self.fixture, options: Self.options(s.device, s.orientation))
        #expect(Self.frames(scene) == [s.a, s.b, s.m])
    }

    @Test("a scene moved from screen to screen, there and back, has each screen's frames")
    func movedThereAndBack() throws {
        let first = Self.screens[0], second = Self.screens[1]
        let scene = try layOut(Self.fixture, options: Self.options(first.device, first.orientation))
        for s in [second, first, second] {
            let options = Self.options(s.device, s.orientation)
            #expect(scene.move(to: options))
            scene.layout()
            #expect(Self.frames(scene) == [s.a, s.b, s.m])
            #expect(scene.canvas.device.name == s.device)
            #expect(scene.canvas.size == (s.orientation == .portrait ? Size(width: 320, height: 568) : Size(width: 1194, height: 834)))
        }
    }

    /// `a`'s leading constant is 10, and 30 where the height class is compact.
    static let varying = storyboard(body: """
        <subviews>\(subview("a"))</subviews>
        <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a1">
                <variation key="heightClass=compact" constant="30"/>
            </constraint>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="a2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="a3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="a4"/>
        </constraints>
        """)

    @Test("a document with variations moves between screens of one trait only", arguments: [
        ("iPhone 8", Orientation.portrait, true),           // wC hR, as the iPhone SE in portrait
        ("iPad Pro (11-inch)", Orientation.portrait, false), // wR hR
        ("iPhone SE (1st generation)", Orientation.landscape, false), // wC hC: the variation applies
    ])
    func variationsKeepTheTrait(device: String, orientation: Orientation, moves: Bool) throws {
        let scene = try layOut(Self.varying, options: Self.options("iPhone SE (1st generation)", .portrait))
        let options = Self.options(device, orientation)
        #expect(scene.move(to: options) == moves)
        // Refused, the scene is left on its screen.
        #expect(scene.canvas.device.name == (moves ? device : "iPhone SE (1st generation)"))
    }

    @Test("views whose layout depends on the previous screen's frames are not moved", arguments: [
        // A view translating its mask: its rows come from the frames laid out before.
        """
        <view contentMode="scaleToFill" id="a"><rect key="frame" x="0" y="0" width="375" height="10"/>\
        <autoresizingMask key="autoresizingMask" widthSizable="YES"/></view>
        """,
        // A multi-line label: measured again from the widths it had.
        """
        <label opaque="NO" text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="a">\
        <rect key="frame" x="0" y="0" width="40" height="41"/>\
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """,
    ])
    func historyDependentViewsAreRebuilt(view: String) throws {
        let scene = try layOut(storyboard(body: "<subviews>\(view)</subviews>"),
                               options: Self.options("iPhone SE (1st generation)", .portrait))
        let options = Self.options("iPhone 8", .portrait)
        #expect(!scene.move(to: options))
    }

    @Test("a document's layout builds again only the scenes a move cannot serve")
    func documentLayoutMoves() throws {
        let document = try IBDocument(xml: Self.fixture, file: "fixture.storyboard")
        var layout = try IBDocumentLayout(document: document, options: Self.options("iPhone SE (1st generation)", .portrait))
        let before = try #require(layout.scenes.first)
        let options = Self.options("iPad Pro (11-inch)", .landscape)
        #expect(try layout.move(options: options) { _ in true } == [true])
        #expect(layout.scenes.first === before)
        #expect(try layout.move(options: options) { _ in false } == [false])
        let rebuilt = try #require(layout.scenes.first)
        #expect(rebuilt !== before)
        rebuilt.layout()
        #expect(Self.frames(rebuilt) == [Self.screens[1].a, Self.screens[1].b, Self.screens[1].m])
    }
}
