import AutoLayout
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Rules of Interface Builder's design-time layout and measurement that UIKit's runtime does not
/// share, each from Xcode's saved frames in several repositories: arranged views keep their
/// design-time size where only UIStackView's fitting decides it; fonts saved at 0 pt.
struct XcodeViewRulesTests {
    /// A 375-pt vertical stack pinned to the root's top and sides, with `alignment`, holding a
    /// plain view `plain` saved 240 × 10 with only a height constraint, and a plain view `sized`
    /// with a width of 100 (priority 999, so that a fill alignment may override it).
    static func stack(alignment: String) -> String {
        let arranged = subview("plain", 67.5, 0, 240, 10, inner: """
            <constraints><constraint firstAttribute="height" constant="10" id="h1"/></constraints>
            """) + subview("sized", 137.5, 10, 100, 10, inner: """
            <constraints>
                <constraint firstAttribute="height" constant="10" id="h2"/>
                <constraint firstAttribute="width" priority="999" constant="100" id="w2"/>
            </constraints>
            """)
        return pinnedStack("axis=\"vertical\" \(alignment)", width: 375, arranged: arranged, toTrailing: true)
    }

    /// A storyboard whose root holds a stack `stack` with `attributes`, pinned to the root's top
    /// and leading edges (and trailing edge with `toTrailing`), arranging `arranged`.
    static func pinnedStack(_ attributes: String, width: Double, arranged: String, toTrailing: Bool = false) -> String {
        let trailing = toTrailing
            ? "<constraint firstAttribute=\"trailing\" secondItem=\"stack\" secondAttribute=\"trailing\" id=\"s3\"/>" : ""
        return storyboard(tools: "20037", body: """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
                    <subviews>\(arranged)</subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                \(trailing)
            </constraints>
            """)
    }

    /// Interface Builder's canvas, as `verify` lays documents out.
    static var designTime: IBLayoutOptions { IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true) }

    @Test("an arranged view without a width keeps its design-time width in a centre-aligned stack")
    func designTimeWidth() throws {
        let layout = try layOut(Self.stack(alignment: "alignment=\"center\""), options: Self.designTime)
        // Saved 240 wide; centred in 375: x = (375 − 240) / 2.
        #expect(frame(layout, "plain") == [67.5, 0, 240, 10])
        // A view whose width a constraint decides is not affected.
        #expect(frame(layout, "sized") == [137.5, 10, 100, 10])
    }

    @Test("UIStackView's own sizing stays where the stack decides the size (fill alignment)")
    func fillAlignmentUnaffected() throws {
        let layout = try layOut(Self.stack(alignment: ""), options: Self.designTime)
        #expect(frame(layout, "plain") == [0, 0, 375, 10])
        #expect(frame(layout, "sized") == [0, 10, 375, 10])
    }

    @Test("at run time (render), UIStackView's ambiguity suppression makes the view 0 wide")
    func suppressionAtRunTime() throws {
        let layout = try layOut(Self.stack(alignment: "alignment=\"center\""))
        #expect(frame(layout, "plain") == [187.5, 0, 0, 10])
    }

    /// An empty 17-pt label `id` saved `width` × `height`.
    static func emptyLabel(_ id: String, y: Double, width: Double, height: Double) -> String {
        """
        <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// Empty labels in stacks that leave their size free keep the size they were drawn at:
    /// pocket-casts' PodcastSupporterCell (50 × 50, toolsVersion 17156), element's
    /// VoiceMessagePlaybackView (40 × 44, 20037), woocommerce's PickListTableViewCell and
    /// ProductDetailsTableViewCell (115 wide, 17701 and 21701), openfoodfacts'
    /// NutritionTableHeaderCellController (300 × 28, 14868); those drawn 0 high stay 0 high
    /// (openfoodfacts' NutriScoreView, 15702).
    @Test("an empty label keeps the size it was drawn at in a stack on the canvas, as a plain view does")
    func emptyLabelDesignTimeSize() throws {
        let arranged = Self.emptyLabel("empty", y: 0, width: 50, height: 50) + Self.emptyLabel("flat", y: 50, width: 120, height: 0)
        let xml = Self.pinnedStack("axis=\"vertical\" alignment=\"center\"", width: 375, arranged: arranged, toTrailing: true)
        let canvas = try layOut(xml, options: Self.designTime)
        // Centred in 375: x = (375 − 50) / 2 and (375 − 120) / 2; the second below the first.
        #expect(frame(canvas, "empty") == [162.5, 0, 50, 50])
        #expect(frame(canvas, "flat") == [127.5, 50, 120, 0])
        // At run time an empty UILabel's intrinsic size is 0 × 0 and it hugs it.
        let runTime = try layOut(xml)
        #expect(frame(runTime, "empty") == [187.5, 0, 0, 0])
        #expect(frame(runTime, "flat") == [187.5, 0, 0, 0])
    }

    @Test("a hidden activity indicator that hides when stopped keeps its place in a stack on the canvas")
    func hiddenIndicatorKeepsPlace() throws {
        let indicator = """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="gray" \
            translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </activityIndicatorView>
            """
        let arranged = indicator + subview("after", 25, 0, 10, 20, inner: """
            <constraints>
                <constraint firstAttribute="width" constant="10" id="w1"/>
                <constraint firstAttribute="height" constant="20" id="h1"/>
            </constraints>
            """)
        let xml = Self.pinnedStack("spacing=\"5\"", width: 35, arranged: arranged)
        // On the canvas: the 20-pt indicator, 5 of spacing, then the view.
        #expect(frame(try layOut(xml, options: Self.designTime), "after") == [25, 0, 10, 20])
        // At run time the stopped indicator is hidden and the stack closes up.
        #expect(frame(try layOut(xml), "after") == [0, 0, 10, 20])
    }

    /// A row of a 17-pt label and a system button (a 15-pt title centred in 30 pt, so its
    /// first baseline lies lower below its top and its last one higher above its bottom than
    /// the label's), as woocommerce's ULAccountMismatchViewController and pocket-casts'
    /// LargeListSummaryViewController have them.
    static func baselineRow(_ alignment: String, labelFirst: Bool) -> String {
        let label = """
            <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="0.0" width="41.5" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="47.5" y="-4.5" width="46" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            """
        return pinnedStack("alignment=\"\(alignment)\" spacing=\"6\"", width: 93.5, arranged: labelFirst ? label + button : button + label)
    }

    @Test("a baseline-aligned row takes the named edge from its first view; a taller view sticks out past it",
          arguments: [true, false])
    func baselineRowEdges(labelFirst: Bool) throws {
        for alignment in ["firstBaseline", "lastBaseline"] {
            let layout = try layOut(Self.baselineRow(alignment, labelFirst: labelFirst))
            let label = try #require(frame(layout, "label")), button = try #require(frame(layout, "button"))
            let stack = try #require(frame(layout, "stack"))
            let (first, other) = labelFirst ? (label, button) : (button, label)
            let top = { (f: [Double]) in f[1] }, bottom = { (f: [Double]) in f[1] + f[3] }
            if alignment == "firstBaseline" {
                // The top is the first view's; the bottom encloses both.
                #expect(top(first) == 0, "\(alignment) \(first)")
                #expect(abs(stack[3] - max(bottom(label), bottom(button))) < 1e-9, "\(alignment) \(stack)")
                // The button's baseline lies lower: first, it is the higher one and the label
                // sits inside; second, it sticks out above the row.
                #expect(labelFirst ? top(button) < -1 : top(label) > 1, "\(alignment) \(label) \(button)")
            } else {
                #expect(abs(bottom(first) - stack[3]) < 1e-9, "\(alignment) \(first) \(stack)")
                #expect(min(top(label), top(button)) == 0, "\(alignment) \(label) \(button)")
                // The label's last baseline lies nearer its bottom: the button drops lower.
                #expect(labelFirst ? bottom(other) > stack[3] + 1 : bottom(other) < stack[3] - 1, "\(alignment) \(other)")
            }
        }
    }

    @Test("on the canvas a fill-proportionally stack measures plain views by their saved lengths")
    func proportionalContainers() throws {
        let xml = storyboard(body: """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" \
                spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="200"/>
                    <subviews>\(subview("a", 0, 0, 100, 50))\(subview("b", 0, 54, 100, 146))</subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="200" id="h"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
            </constraints>
            """)
        // Saved 50 and 146 of 200 with 4 between: the proportions 50/200 and 146/200 keep them.
        func near(_ layout: IBSceneLayout, _ id: String, _ expected: [Double]) -> Bool {
            guard let f = frame(layout, id) else { return false }
            return zip(f, expected).allSatisfy { abs($0 - $1) < 1e-6 }
        }
        let canvas = try layOut(xml, options: Self.designTime)
        #expect(near(canvas, "a", [0, 0, 100, 50]), "\(String(describing: frame(canvas, "a")))")
        #expect(near(canvas, "b", [0, 54, 100, 146]), "\(String(describing: frame(canvas, "b")))")
        // At run time their fitting heights are 0: no view has a length, and the stack fills
        // equally, (200 − 4) / 2 each.
        let runTime = try layOut(xml)
        #expect(near(runTime, "a", [0, 0, 100, 98]), "\(String(describing: frame(runTime, "a")))")
        #expect(near(runTime, "b", [0, 102, 100, 98]), "\(String(describing: frame(runTime, "b")))")
    }

    @Test("a font saved at 0 pt is read and measured at Core Text's default size, 12 pt")
    func zeroPointFont() throws {
        let xml = storyboard(body: """
            <subviews>
                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="16" y="6" width="25" height="14.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                </label>
            </subviews>
            """)
        let document = try IBDocument(xml: xml)
        guard case .label(let label)? = document.allViews.first(where: { $0.id == "label" })?.content else {
            Issue.record("no label")
            return
        }
        #expect(label.font?.size == .unspecified)
        #expect(IBFontResolver().font(label.font)?.pointSize == 12)
        #expect(throws: InterfaceBuilderError.self) {
            try IBDocument(xml: xml.replacingOccurrences(of: "pointSize=\"0.0\"", with: "pointSize=\"-1\""))
        }
    }

    @Test("AppKit documents and Xcode 3 archives are reported as not compared, counted nowhere")
    func unsupportedDocuments() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsupported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let appKit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14490.70" \
            targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
                                    <rect key="frame" x="20" y="20" width="100" height="100"/>
                                </customView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1536</int></data>
            </archive>
            """
        let files = [("Main.storyboard", appKit), ("Old.xib", archive), ("Phone.storyboard", storyboard(body: ""))]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let verdicts = files.map { IBVerifier().verify(file: directory.appendingPathComponent($0.0).path, displayName: $0.0) }
        #expect(verdicts[0].unsupported?.contains("an AppKit document") == true, "\(verdicts[0])")
        #expect(verdicts[1].unsupported?.contains("<archive>") == true, "\(verdicts[1])")
        #expect(verdicts[2].unsupported == nil)
        #expect(verdicts.allSatisfy { $0.error == nil })
        let summary = IBVerificationSummary(documents: verdicts)
        #expect(summary.total.overall.views == 0)
        #expect(summary.text().contains("2 documents not compared"))
    }

    /// A storyboard whose root holds `element`, pinned at the top left (frame from `frame`).
    static func control(_ element: String, tools: String, device: String = "retina4_7") -> String {
        storyboard(tools: tools, device: device, body: """
            <subviews>\(element)</subviews>
            <constraints>
                <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            </constraints>
            """)
    }

    @Test("a switch is 51 × 31 before Xcode 26 and 63 × 28 from it, 2 pt right of its alignment rect",
          arguments: [("22505", 51.0, 31.0), ("24127", 63.0, 28.0)])
    func switchByEra(tools: String, width: Double, height: Double) throws {
        let element = """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="\(width)" height="\(height)"/>
            </switch>
            """
        #expect(frame(try layOut(Self.control(element, tools: tools)), "control") == [20, 100, width, height])
    }

    @Test("a search bar is 56 pt high from Xcode 9, 44 before", arguments: [("12121", 44.0), ("14868", 56.0), ("22505", 56.0)])
    func searchBarHeight(tools: String, height: Double) throws {
        let element = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="300" height="\(height)"/>
                <constraints><constraint firstAttribute="width" constant="300" id="w"/></constraints>
            </searchBar>
            """
        #expect(frame(try layOut(Self.control(element, tools: tools)), "control") == [20, 100, 300, height])
    }

    @Test("a simulated navigation bar is 44 pt on a phone, 54 from Xcode 26", arguments: [("22505", 48.0 + 44), ("24765", 96.0 + 54)])
    func navigationBarByEra(tools: String, top: Double) throws {
        let xml = xibDocument(tools: tools, device: "retina6_1", width: 414, height: 896,
                              extra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
        let canvas = try #require(try IBDocumentLayout(document: try IBDocument(xml: xml)).scenes.first).canvas
        #expect(canvas.safeAreaInsets.top == top)
    }

    @Test("a named font the registry lacks is measured as the system font and reported")
    func missingNamedFontReported() throws {
        func label(_ id: String, _ font: String) -> String {
            """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="40" width="42" height="21"/>
                \(font)
            </label>
            """
        }
        let xml = storyboard(body: "<subviews>" + label("avenir", """
            <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
            """) + label("system", """
            <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>
            """) + "</subviews>")
        let layout = try layOut(xml)
        let fonts = layout.unsupported.filter { $0.element == "fontDescription" }
        #expect(fonts.count == 1)
        #expect(fonts.first?.ownerID == "avenir")
        #expect(fonts.first?.note.contains("Avenir-Heavy") == true)
        // Measured as the system font's heavy weight at 17 pt (IBFontResolver).
        let heavy = IBFontResolver().font(IBFont(face: .custom(name: "Avenir-Heavy", family: "Avenir"), size: .points(17), line: 1))
        #expect(heavy?.weight == .heavy && heavy?.pointSize == 17)
    }
}

/// The design-time size's priority against content hugging and compression resistance: element's
/// KeyVerificationVerifyByScanning keeps a row with `height == 0 @250` at the 52 pt it was drawn,
/// woocommerce's ProductImagesViewController a row of a button (hugging 250) at 70, the button
/// stretched; element's KeyBackupSetupPassphrase a row of a label (hugging 251) at 78.5, the
/// label stretched, and RoomMemberDetails one of hugging 252. A label's compression resistance
/// (750) still grows a row drawn smaller than its text.
struct DesignTimeSizePriorityTests {
    /// A 375-pt vertical stack pinned to the root's top and sides, arranging: `row`, saved 52
    /// high with `height == 0 @250` and a 44-pt square pinned 13 pt inside its top and trailing
    /// edges only; `buttonRow`, saved 38 high, with a system button "Save" pinned to all its
    /// edges; `labelRow`, saved 60 high, with a 17-pt label (hugging 251) pinned to all its edges;
    /// `shortRow`, saved 10 high, with a 17-pt label (hugging 252) pinned to all its edges.
    static var document: String {
        let row = subview("row", 0, 0, 375, 52, inner: """
            <subviews>\(subview("close", 318, 13, 44, 44, inner: """
                <constraints>
                    <constraint firstAttribute="width" constant="44" id="c1"/>
                    <constraint firstAttribute="height" constant="44" id="c2"/>
                </constraints>
                """))</subviews>
            <constraints>
                <constraint firstAttribute="height" priority="250" id="r1"/>
                <constraint firstItem="close" firstAttribute="top" secondItem="row" secondAttribute="top" constant="13" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="13" id="r3"/>
            </constraints>
            """)
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                <rect key="frame" x="0.0" y="0.0" width="375" height="38"/>
                <state key="normal" title="Save"/>
            </button>
            """
        let label = """
            <label opaque="NO" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let short = """
            <label opaque="NO" verticalHuggingPriority="252" text="Short" translatesAutoresizingMaskIntoConstraints="NO" id="short">
                <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        return XcodeViewRulesTests.pinnedStack("axis=\"vertical\"", width: 375, arranged: row
            + subview("buttonRow", 0, 52, 375, 38, inner: "<subviews>\(button)</subviews>" + Self.pins("save", in: "buttonRow"))
            + subview("labelRow", 0, 90, 375, 60, inner: "<subviews>\(label)</subviews>" + Self.pins("title", in: "labelRow"))
            + subview("shortRow", 0, 150, 375, 10, inner: "<subviews>\(short)</subviews>" + Self.pins("short", in: "shortRow")),
            toTrailing: true)
    }

    /// Constraints pinning `id` to the four edges of `row`, which holds them.
    static func pins(_ id: String, in row: String) -> String {
        let edges = ["top", "bottom", "leading", "trailing"].enumerated().map { index, edge in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"\(edge)\" secondItem=\"\(row)\" secondAttribute=\"\(edge)\" id=\"\(id)\(index)\"/>"
        }
        return "<constraints>\(edges.joined())</constraints>"
    }

    @Test("on the canvas a drawn size outweighs content hugging and yields to compression resistance")
    func canvas() throws {
        let layout = try layOut(Self.document, options: XcodeViewRulesTests.designTime)
        // Kept at 52 against `height == 0 @250`.
        #expect(frame(layout, "row") == [0, 0, 375, 52])
        // Kept at 38 against the button's hugging (250) of its 30-pt height (a 15-pt title's
        // 18-pt line and 6 pt above and below), the button stretched with it.
        #expect(frame(layout, "buttonRow") == [0, 52, 375, 38])
        #expect(frame(layout, "save") == [0, 0, 375, 38])
        // Kept at 60 against the label's hugging (251) of its line, the label stretched with it.
        #expect(frame(layout, "labelRow") == [0, 90, 375, 60])
        #expect(frame(layout, "title") == [0, 0, 375, 60])
        // Grown from its drawn 10 to the label's line (17 pt: 20.287, 20.5 on the @2x grid):
        // compression resistance (750) outweighs the drawn size.
        #expect(frame(layout, "shortRow") == [0, 150, 375, 20.5])
    }

    @Test("at run time (render) the rows take what their constraints and content say")
    func runTime() throws {
        let layout = try layOut(Self.document)
        #expect(frame(layout, "row") == [0, 0, 375, 0])
        #expect(frame(layout, "buttonRow") == [0, 0, 375, 30])
        #expect(frame(layout, "labelRow") == [0, 30, 375, 20.5])
        #expect(frame(layout, "shortRow") == [0, 50.5, 375, 20.5])
    }

    /// A horizontal fill-equally stack pinned by its leading edge only, arranging two views saved
    /// 240 wide, each holding a view pinned to its edges with `width == 100 @250` and
    /// `height == 30`.
    static var fillEqually: String {
        func cell(_ id: String, _ x: Double) -> String {
            subview(id, x, 0, 240, 30, inner: """
                <subviews>\(subview(id + "Inner", 0, 0, 240, 30, inner: """
                    <constraints>
                        <constraint firstAttribute="width" priority="250" constant="100" id="\(id)w"/>
                        <constraint firstAttribute="height" constant="30" id="\(id)h"/>
                    </constraints>
                    """))</subviews>
                <constraints>
                    <constraint firstItem="\(id)Inner" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" id="\(id)l"/>
                    <constraint firstItem="\(id)Inner" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)t"/>
                    <constraint firstItem="\(id)Inner" firstAttribute="top" secondItem="\(id)" secondAttribute="top" id="\(id)p"/>
                    <constraint firstItem="\(id)Inner" firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)b"/>
                </constraints>
                """)
        }
        return XcodeViewRulesTests.pinnedStack("distribution=\"fillEqually\" spacing=\"12\"", width: 492,
                                               arranged: cell("left", 0) + cell("right", 252))
    }

    @Test("on the canvas a fill-equally stack of free length keeps its views' drawn length")
    func fillEquallyCanvas() throws {
        let canvas = try layOut(Self.fillEqually, options: XcodeViewRulesTests.designTime)
        // Kept at 240 each, 12 apart, against `width == 100 @250`.
        #expect(frame(canvas, "left") == [0, 0, 240, 30])
        #expect(frame(canvas, "right") == [252, 0, 240, 30])
        // At run time the 250 constraints decide: 100 each.
        let runTime = try layOut(Self.fillEqually)
        #expect(frame(runTime, "left")?[2] == 100)
        #expect(frame(runTime, "right")?[0] == 112)
    }
}
