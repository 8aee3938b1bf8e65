import Foundation
import Lint
import Testing

/// Each rule on a small document of its own, its expectations derived by hand from UIKit's
/// documented behaviour and the devices' published sizes.
@Suite struct LintRuleTests {
    typealias F = LintFixtures

    /// The matrix's configurations by name, with the document's own (iPhone 8 portrait).
    static let own = LintConfiguration(device: "iPhone 8", orientation: "portrait", contentSizeCategory: "large")
    static func cell(_ device: String, _ orientation: String, _ category: String) -> LintConfiguration {
        LintConfiguration(device: device, orientation: orientation, contentSizeCategory: category)
    }
    static let categories = ["large", "accessibilityExtraExtraExtraLarge"]

    @Test func unsatisfiableConstraintsAreAnErrorAtTheBrokenConstraint() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (16, 40, 100, 50), constraints: """
                                            <constraint firstAttribute="width" constant="100" id="w1"/>
                                            <constraint firstAttribute="width" constant="200" id="w2"/>
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#),
                          F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Conflict.storyboard").filter { $0.rule == .unsatisfiable }
        try #require(found.count == 1)
        let v = found[0]
        #expect(v.severity == .error)
        let lines = [F.line(of: #"id="w1""#, in: text), F.line(of: #"id="w2""#, in: text)].compactMap { $0 }
        #expect(lines.contains(v.line))
        #expect(v.message.contains("Box.width == 100") && v.message.contains("Box.width == 200"), "\(v.message)")
        #expect(v.viewId == "box")
        #expect(v.scene == "Test Scene")
        // The conflict holds everywhere: the document's own configuration and all 12 cells.
        #expect(v.configurations.count == 13)
        #expect(v.configurations.first == Self.own)
    }

    @Test func aViewWithoutAWidthIsAmbiguous() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (16, 40, 100, 50), constraints: """
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#),
                          F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Ambiguous.storyboard").filter { $0.rule == .ambiguous }
        try #require(found.count == 1)
        #expect(found[0].severity == .error)
        #expect(found[0].viewId == "box")
        #expect(found[0].line == F.line(of: #"id="box""#, in: text))
        #expect(found[0].message == "Box has an ambiguous layout: its constraints do not decide its width")
        #expect(found[0].configurations.count == 13)
    }

    /// The box's constraints put it at x = 20; it was saved at x = 60: misplaced by 40 pt, found
    /// on the document's own device only. The other box is where its constraints put it.
    @Test func aSavedFrameAwayFromItsConstraintsIsMisplaced() throws {
        let fixed = """
                                            <constraint firstAttribute="width" constant="100" id="w%"/>
                                            <constraint firstAttribute="height" constant="50" id="h%"/>
            """
        let text = F.storyboard(
            subviews: F.view("moved", label: "Moved", frame: (60, 40, 100, 50), constraints: fixed.replacingOccurrences(of: "%", with: "1"))
                + "\n" + F.view("kept", label: "Kept", frame: (20, 120, 100, 50), constraints: fixed.replacingOccurrences(of: "%", with: "2")),
            constraints: [
                F.constraint("l1", #"firstItem="moved" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
                F.constraint("t1", #"firstItem="moved" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#),
                F.constraint("l2", #"firstItem="kept" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
                F.constraint("t2", #"firstItem="kept" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100""#),
            ].joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Moved.storyboard").filter { $0.rule == .misplaced }
        try #require(found.count == 1)
        #expect(found[0].viewId == "moved")
        #expect(found[0].severity == .warning)
        #expect(found[0].line == F.line(of: #"id="moved""#, in: text))
        #expect(found[0].message.contains("saved at (60, 40, 100, 50)") && found[0].message.contains("put it at (20, 40, 100, 50)"),
                "\(found[0].message)")
        #expect(found[0].configurations == [Self.own])
    }

    /// Forty characters of 17-pt text do not fit in 50 pt on one line, on any device.
    @Test func textInAFrameTooNarrowIsTruncated() throws {
        let text = F.storyboard(
            subviews: F.label("lbl", text: "A sentence far too long for fifty points", frame: (20, 40, 50, 20.5), constraints: """
                                            <constraint firstAttribute="width" constant="50" id="w1"/>
                """),
            constraints: [F.constraint("l1", #"firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
                          F.constraint("t1", #"firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Narrow.storyboard").filter { $0.rule == .truncatedText }
        try #require(found.count == 1)
        #expect(found[0].viewId == "lbl")
        #expect(found[0].severity == .warning)
        #expect(found[0].configurations.count == 13)
    }

    /// A 200-pt label from x = 300 ends at 500: past the right edge of screens narrower than
    /// 500 pt (iPhone 8 375, iPhone 4s 320 and 480, iPhone 14 Pro Max 430 in portrait), inside
    /// the others (iPhone 14 Pro Max landscape 932, iPad Pro 11-inch 834 and 1194). A box placed
    /// after the root's trailing edge is outside every screen.
    @Test func viewsPastTheScreensEdgesAreOffScreen() throws {
        let text = F.storyboard(
            subviews: F.label("lbl", text: "Wide", frame: (300, 40, 200, 20.5), constraints: """
                                            <constraint firstAttribute="width" constant="200" id="w1"/>
                """) + "\n" + F.view("box", label: "Box", frame: (385, 100, 40, 40), constraints: """
                                            <constraint firstAttribute="width" constant="40" id="w2"/>
                                            <constraint firstAttribute="height" constant="40" id="h2"/>
                """),
            constraints: [
                F.constraint("l1", #"firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300""#),
                F.constraint("t1", #"firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#),
                F.constraint("l2", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="trailing" constant="10""#),
                F.constraint("t2", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80""#),
            ].joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Wide.storyboard").filter { $0.rule == .offScreen }
        let label = found.filter { $0.viewId == "lbl" }
        try #require(label.count == 1)
        #expect(label[0].message == #"Label "Wide" extends past the right edge of the screen"#)
        let expected = [Self.own] + ["iPhone 4s portrait", "iPhone 4s landscape", "iPhone 14 Pro Max portrait"].flatMap { name in
            Self.categories.map { c in
                Self.cell(String(name.split(separator: " ").dropLast().joined(separator: " ")), String(name.split(separator: " ").last ?? ""), c)
            }
        }
        #expect(Set(label[0].configurations) == Set(expected))
        let box = found.filter { $0.viewId == "box" }
        try #require(box.count == 1)
        #expect(box[0].message == "Box is laid out outside the screen")
        #expect(box[0].configurations.count == 13)
    }

    /// A constraint that asks for a negative width: Interface Builder stops the view at 0.
    @Test func aNegativeSizeIsOffScreen() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (20, 40, 0, 50), constraints: """
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [
                F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20""#),
                F.constraint("r1", #"firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="leading" constant="10""#),
                F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#),
            ].joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Negative.storyboard")
        let negative = found.filter { $0.rule == .offScreen && $0.message.contains("negative width") }
        try #require(negative.count == 1, "\(negative.map(\.message)) \(negative.map(\.configurations))")
        #expect(negative[0].viewId == "box")
    }

    /// A label 5 pt from the root's top, not the safe area's: under the 20-pt status bar of the
    /// iPhone 8 and iPhone 4s in portrait and of the iPad (24 pt, both orientations), under the
    /// 59-pt sensor housing of the iPhone 14 Pro Max in portrait; phones show no status bar in
    /// landscape.
    @Test func contentPinnedToTheSuperviewsTopIsUnderTheStatusBar() throws {
        let text = F.storyboard(
            subviews: F.label("lbl", text: "Title", frame: (100, 5, 40, 20.5)),
            constraints: [
                F.constraint("l1", #"firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100""#),
                F.constraint("t1", #"firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5""#),
            ].joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Top.storyboard").filter { $0.rule == .unsafeArea }
        let statusBar = found.filter { $0.message.contains("the status bar") }
        let housing = found.filter { $0.message.contains("the sensor housing") }
        try #require(statusBar.count == 1 && housing.count == 1, "\(found.map(\.message))")
        let iPad = "iPad Pro (11-inch)"
        let expected = [Self.own] + Self.categories.flatMap { c in
            [Self.cell("iPhone 4s", "portrait", c), Self.cell(iPad, "portrait", c), Self.cell(iPad, "landscape", c)]
        }
        #expect(Set(statusBar[0].configurations) == Set(expected))
        #expect(Set(housing[0].configurations) == Set(Self.categories.map { Self.cell("iPhone 14 Pro Max", "portrait", $0) }))
        #expect(statusBar[0].severity == .warning)
    }

    @Test func aBrokenDocumentIsUnreadableAtItsLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n</document>\n"
        let found = try Linter.violations(of: text, named: "Broken.storyboard")
        try #require(found.count == 1)
        #expect(found[0].rule == .unreadable)
        #expect(found[0].severity == .error)
        #expect(found[0].line == 4)
        #expect(found[0].configurations.isEmpty)
    }

    @Test func aBrokenLayoutDocumentIsUnreadableAtItsLineAndColumn() throws {
        let text = "views:\n  Box:\n    type: view\nconstraints:\n  - Box.Widht = 10\n"
        let found = try Linter.violations(of: text, named: "Broken.yaml")
        try #require(found.count == 1)
        #expect(found[0].rule == .unreadable)
        #expect(found[0].line == 5)
        #expect(found[0].column == 9)
        #expect(found[0].message.contains("Widht"))
    }

    @Test func unmodelledElementsAreUnsupported() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (16, 40, 100, 50), attributes: #" layoutMarginsFollowReadableWidth="YES""#,
                             constraints: """
                                            <constraint firstAttribute="width" constant="100" id="w1"/>
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#),
                          F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let found = try Linter.violations(of: text, named: "Readable.storyboard").filter { $0.rule == .unsupported }
        try #require(found.count == 1)
        #expect(found[0].line == F.line(of: #"id="box""#, in: text))
        #expect(found[0].message.contains("layoutMarginsFollowReadableWidth"))
        #expect(found[0].severity == .warning)
    }

    @Test func aCleanDocumentHasNoViolations() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (16, 40, 343, 50), constraints: """
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [
                F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16""#),
                F.constraint("r1", #"firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16""#),
                F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#),
            ].joined(separator: "\n"))
        #expect(try Linter.violations(of: text, named: "Clean.storyboard") == [])
    }

    @Test func disabledRulesAndSeveritiesApply() throws {
        let text = F.storyboard(
            subviews: F.view("box", label: "Box", frame: (16, 40, 100, 50), constraints: """
                                            <constraint firstAttribute="height" constant="50" id="h1"/>
                """),
            constraints: [F.constraint("l1", #"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16""#),
                          F.constraint("t1", #"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20""#)]
                .joined(separator: "\n"))
        let lowered = try LintSettings(yaml: "severity: {ambiguous: warning}\n", file: "c.yml")
        let found = try Linter.violations(of: text, named: "A.storyboard", settings: lowered)
        #expect(found.map(\.severity) == [.warning])
        let disabled = try LintSettings(yaml: "disabled_rules: [ambiguous]\n", file: "c.yml")
        #expect(try Linter.violations(of: text, named: "A.storyboard", settings: disabled) == [])
    }

    /// A layout document goes through the same rules: a label wider than the iPhone 4s.
    @Test func layoutDocumentsAreLinted() throws {
        let text = """
            title: Wide
            views:
              Title:
                type: label
                text: Hello
            constraints:
              - Title.Leading = Superview.Leading + 300
              - Title.Width = 200
              - Title.Top = Safe Area.Top + 20
            """
        let found = try Linter.violations(of: text, named: "Wide.yaml")
        let off = found.filter { $0.rule == .offScreen }
        try #require(off.count == 1, "\(found)")
        #expect(off[0].line == 3)
        #expect(off[0].column == 3)
        #expect(off[0].view == "Title")
        #expect(off[0].scene == "Wide")
        #expect(off[0].viewId == nil)
    }
}

/// A controller's root view under an opaque navigation bar.
@Suite struct MisplacedRootTests {
    /// An iPhone 8 storyboard of Xcode 15 (toolsVersion 22505): a 20-pt status bar and a 44-pt
    /// opaque navigation bar, so the root view is laid out 667 − 64 = 603 pt tall.
    static func storyboard(rootHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="navScene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn">
                    <objects>
                        <viewController title="Inside" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [(600.0, true), (603, false), (667, false), (603.5, false), (610, true)])
    func rootSavedAtAnotherSizeIsMisplaced(_ height: Double, _ misplaced: Bool) throws {
        let found = try Linter.violations(of: Self.storyboard(rootHeight: height), named: "Nav.storyboard")
            .filter { $0.rule == .misplaced }
        #expect(found.map(\.viewId) == (misplaced ? ["root"] : []), "\(found.map(\.message))")
        if misplaced {
            #expect(found[0].message.contains("its container gives it 375×603"))
        }
    }
}
