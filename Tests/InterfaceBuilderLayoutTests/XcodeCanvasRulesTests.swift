import Foundation
import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// A xib with one top-level element (`<view>` unless `element` says otherwise) whose id is
/// `free`, with a safe-area guide `safe`, for the rules of free views and cells.
func xibDocument(tools: String, device: String = "retina4_7", element: String = "view", width: Double, height: Double,
                 attributes: String = "", body: String = "", extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <\(element) contentMode="scaleToFill" \(attributes) id="free">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                \(body)
                <viewLayoutGuide key="safeArea" id="safe"/>
                \(extra)
            </\(element)>
        </objects>
    </document>
    """
}

/// The canvas rules that depend on the Xcode that saved a document, each from Xcode's saved
/// frames in several repositories (`IBCanvas`, `IBXcodeEra`): the status bar's eras, free
/// views' safe areas and margins, sheets and free table cells' margins.
struct XcodeCanvasRulesTests {
    static func canvas(_ xml: String) throws -> IBCanvas {
        try #require(try IBDocumentLayout(document: try IBDocument(xml: xml)).scenes.first).canvas
    }

    @Test("the status bar on phones without a sensor housing: before Xcode 11's betas and from 21701",
          arguments: [("14490", 20.0), ("14810", 0.0), ("14868", 0.0), ("16097", 0.0), ("21507", 0.0),
                      ("21701", 20.0), ("22505", 20.0)])
    func statusBarEras(tools: String, top: Double) throws {
        let canvas = try Self.canvas(storyboard(tools: tools, body: ""))
        #expect(canvas.safeAreaInsets.top == top)
    }

    @Test("a xib's full-screen free view has the status bar of its era, unless its metrics say none",
          arguments: [("14490", "", 20.0), ("18122", "", 0.0), ("22505", "", 20.0),
                      ("22505", "<nil key=\"simulatedStatusBarMetrics\"/>", 0.0)])
    func freeViewStatusBar(tools: String, metrics: String, top: Double) throws {
        let canvas = try Self.canvas(xibDocument(tools: tools, width: 375, height: 667, extra: metrics))
        #expect(canvas.safeAreaInsets.top == top)
        #expect(canvas.safeAreaInsets.bottom == 0)
    }

    @Test("a freeform free view keeps the top inset; its bottom one only from 21701",
          arguments: [("18122", 44.0, 0.0), ("21701", 48.0, 34.0), ("22505", 48.0, 34.0)])
    func freeformInsets(tools: String, top: Double, bottom: Double) throws {
        let canvas = try Self.canvas(xibDocument(tools: tools, device: "retina6_1", width: 414, height: 210))
        #expect(canvas.safeAreaInsets.top == top)
        #expect(canvas.safeAreaInsets.bottom == bottom)
    }

    @Test("a freeform view on a phone without a sensor housing: the era's status bar")
    func freeformStatusBar() throws {
        #expect(try Self.canvas(xibDocument(tools: "22505", width: 465, height: 154)).safeAreaInsets.top == 20)
        #expect(try Self.canvas(xibDocument(tools: "18122", width: 347, height: 40)).safeAreaInsets.top == 0)
    }

    @Test("a free table cell has no safe area")
    func freeCellSafeArea() throws {
        let canvas = try Self.canvas(xibDocument(tools: "22505", device: "retina6_1", element: "tableViewCell",
                                                 width: 414, height: 896))
        #expect(canvas.safeAreaInsets == .zero)
    }

    @Test("a page sheet starts below the status bar and keeps the home indicator's inset")
    func pageSheet() throws {
        let xml = storyboard(tools: "18122", device: "retina6_1", width: 414, height: 842,
                             controllerExtra: "<modalPageSheetSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", body: "")
        let canvas = try Self.canvas(xml)
        #expect(canvas.safeAreaInsets.top == 0)
        #expect(canvas.safeAreaInsets.bottom == 34)
        #expect(canvas.size == Size(width: 414, height: 842))
    }

    @Test("a form sheet on iPad has no safe-area insets")
    func formSheet() throws {
        let xml = storyboard(tools: "22505", device: "ipad9_7", width: 540, height: 620,
                             controllerExtra: "<modalFormSheetSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", body: "")
        #expect(try Self.canvas(xml).safeAreaInsets == .zero)
    }

    /// A free view or cell content view whose child `pinned` sits on its leading margin.
    static func leadingMargin(of xml: String) throws -> Double? {
        let layout = try layOut(xml)
        return frame(layout, "pinned")?[0]
    }

    static let pinnedChild = """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
        </subviews>
        """

    static func pinnedConstraints(owner: String) -> String {
        """
        <constraints>
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="\(owner)" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="pinned" firstAttribute="top" secondItem="\(owner)" secondAttribute="top" id="c2"/>
            <constraint firstItem="pinned" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="pinned" firstAttribute="height" constant="10" id="c4"/>
        </constraints>
        """
    }

    @Test("a freeform free view has a root's side margins by the screen's width",
          arguments: [("retina4_7", 375.0, 16.0), ("retina6_1", 417.0, 20.0)])
    func freeViewMargins(device: String, width: Double, margin: Double) throws {
        let xml = xibDocument(tools: "19455", device: device, width: width, height: 67,
                              body: Self.pinnedChild + Self.pinnedConstraints(owner: "free"))
        #expect(try Self.leadingMargin(of: xml) == margin)
    }

    /// A free table cell `width` wide whose content view has a child on its leading margin.
    static func freeCell(tools: String, device: String, width: Double) -> String {
        let contentView = """
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="free" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                \(pinnedChild)
                \(pinnedConstraints(owner: "content"))
            </tableViewCellContentView>
            """
        return xibDocument(tools: tools, device: device, element: "tableViewCell", width: width, height: 44,
                           attributes: "selectionStyle=\"default\" indentationWidth=\"10\"", body: contentView)
    }

    @Test("a free table cell's side margins come from the era, the device and the cell",
          arguments: [("12121", "retina4_7", 600.0, 8.0), ("14460", "retina4_7", 600.0, 20.0),
                      ("14490", "retina4_7", 331.0, 16.0), ("14868", "retina4_7", 320.0, 15.0),
                      ("16096", "retina4_7", 600.0, 15.0), ("16097", "retina6_1", 331.0, 20.0),
                      ("17701", "retina4_7", 600.0, 16.0), ("17701", "retina6_1", 320.0, 16.0),
                      ("19455", "retina6_1", 331.0, 20.0)])
    func freeCellMargins(tools: String, device: String, width: Double, margin: Double) throws {
        #expect(try Self.leadingMargin(of: Self.freeCell(tools: tools, device: device, width: width)) == margin)
    }

    /// A retina6_1 storyboard saved with `toolsVersion` `tools` and, when `plugIn` is given, the
    /// Interface Builder plug-in of that version, with an unconstrained-size switch pinned at
    /// (20, 200).
    static func datedDocument(tools: String, plugIn: String?) -> String {
        let dependency = plugIn.map { """
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\($0)"/>
            </dependencies>
            """ } ?? ""
        let xml = storyboard(tools: tools, device: "retina6_1", width: 414, height: 896, body: """
            <subviews>
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="20" y="200" width="51" height="31"/>
            </switch>
            </subviews>
            <constraints>
                <constraint firstItem="switch" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="switch" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c2"/>
            </constraints>
            """)
        return xml.replacingOccurrences(of: "<scenes>", with: dependency + "<scenes>")
    }

    /// Xcode 15 wrote the placeholder `toolsVersion="32700.99.1234"` with its plug-in's version
    /// (22684 or 22685 in every such document of the corpora, between the plug-ins of 22505 and
    /// 23094), so the plug-in dates it: a 51 × 31 switch and retina6_1's 48/34 insets of the
    /// 21000s–23000s, where a build past 24000 (Xcode 26) has a 63 × 28 switch and 96/68.
    /// Without a plug-in the leading integer stays the build.
    @Test("the placeholder toolsVersion 32700.99.1234 is dated by its Interface Builder plug-in",
          arguments: [("32700.99.1234", "22685", [20.0, 200, 51, 31], 48.0, 34.0),
                      ("32700.99.1234", "22684", [20.0, 200, 51, 31], 48.0, 34.0),
                      ("24127", "24063", [20.0, 200, 63, 28], 96.0, 68.0),
                      ("32700.99.1234", nil, [20.0, 200, 63, 28], 96.0, 68.0)])
    func placeholderToolsVersion(tools: String, plugIn: String?, switchFrame: [Double], top: Double, bottom: Double) throws {
        let xml = Self.datedDocument(tools: tools, plugIn: plugIn)
        #expect(try IBDocument(xml: xml).cocoaTouchPluginVersion == plugIn)
        let canvas = try Self.canvas(xml)
        #expect(canvas.safeAreaInsets.top == top)
        #expect(canvas.safeAreaInsets.bottom == bottom)
        #expect(frame(try layOut(xml), "switch") == switchFrame)
    }
}
