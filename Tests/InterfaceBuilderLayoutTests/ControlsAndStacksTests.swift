import AutoLayout
import Controls
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// The standard factories: Interface Builder's controls become the `Controls` module's views
/// with the document's text and fonts, and stack views arrange their subviews.
///
/// Expected values come from UIKit's semantics worked by hand and from frames Xcode saved
/// (Xcode's saved documents), never from this package's output.
@Suite struct ControlsAndStacksTests {
    static func element(_ xml: String) -> String {
        storyboard(body: "<subviews>\(xml)</subviews>")
    }

    @Test("fonts: system sizes and weights, bold system, text styles, systemFontSize, named fonts by their weight")
    func fonts() throws {
        let resolver = IBFontResolver()
        let cases: [(IBFont, Double, FontWeightName)] = [
            (IBFont(face: .system(.regular), size: .points(17), line: 1), 17, .regular),
            (IBFont(face: .system(.semibold), size: .points(15), line: 1), 15, .semibold),
            (IBFont(face: .boldSystem, size: .points(20), line: 1), 20, .bold),
            // UIFont.systemFontSize is 14.
            (IBFont(face: .system(.regular), size: .systemFontSize, line: 1), 14, .regular),
            // The body style is 17 pt at the default category (Apple's HIG typography table).
            (IBFont(face: .textStyle("UICTFontTextStyleBody"), size: .textStyleDefault, line: 1), 17, .regular),
            (IBFont(face: .textStyle("UICTFontTextStyleFootnote"), size: .textStyleDefault, line: 1), 13, .regular),
            // Fonts not registered: the system font, same size, the weight the name says.
            (IBFont(face: .custom(name: "HelveticaNeue-Light", family: "Helvetica Neue"), size: .points(12), line: 1), 12, .light),
            (IBFont(face: .custom(name: "Helvetica-Bold", family: "Helvetica"), size: .points(18), line: 1), 18, .bold),
            (IBFont(face: .custom(name: "Helvetica", family: "Helvetica"), size: .points(16), line: 1), 16, .regular),
        ]
        for (written, size, weight) in cases {
            let font = try #require(resolver.font(written))
            #expect(font.pointSize == size, "\(written.face)")
            #expect(font.weight.description == weight.rawValue, "\(written.face)")
        }
        #expect(resolver.font(nil) == nil)
    }

    enum FontWeightName: String { case regular, light, semibold, bold }

    @Test("controls are made from their elements, with the document's text, lines and era")
    func controlsMade() throws {
        let xml = Self.element("""
            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two lines" \
            textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="40" height="41"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="0" y="50" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="10" minY="4" maxX="10" maxY="4"/>
                <state key="normal" title="Button"/>
            </button>
            <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0" y="90" width="97" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <switch opaque="NO" contentHorizontalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="0" y="130" width="51" height="31"/>
            </switch>
            """)
        let layout = try layOut(xml)
        let label = try #require(layout.views["label"] as? Label)
        #expect(label.text == "Two lines")
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.textAlignment == .center)
        #expect(label.font.pointSize == 15)
        // The builder applies Interface Builder's hugging on top of the control's own.
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        let button = try #require(layout.views["button"] as? Button)
        #expect(button.title == "Button")
        #expect(button.contentEdgeInsets == EdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
        let field = try #require(layout.views["field"] as? TextField)
        #expect(field.placeholder == "Name")
        #expect(field.borderStyle == .roundedRect)
        // The fixture's toolsVersion 14460 is Xcode 10's: a rounded field is 30 pt high.
        #expect(field.intrinsicContentSize.height == 30)
        #expect(layout.views["switch"] is Switch)
        #expect(layout.contentSources["label"] == .textAndControlMetrics)
    }

    /// Heights Interface Builder saved, by era (Xcode's saved documents): rounded text
    /// fields 30 before Xcode 11 and 34 after, segmented controls 29 and 32, switches 51 × 31
    /// with a 49-pt alignment rect, sliders 31 high with a 1-pt bottom inset.
    @Test("control sizes by Xcode era, as frames", arguments: [("14460", 30.0, 29.0), ("17140", 34.0, 32.0)])
    func controlEras(tools: String, field: Double, segmented: Double) throws {
        let xml = storyboard(tools: tools, body: """
            <subviews>
            <textField opaque="NO" borderStyle="roundedRect" placeholder="x" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="20" y="20" width="100" height="\(field)"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="100" width="121" height="\(segmented)"/>
                <segments><segment title="First"/><segment title="Second"/></segments>
            </segmentedControl>
            <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="20" y="200" width="51" height="31"/>
            </switch>
            <slider opaque="NO" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="18" y="300" width="104" height="31"/>
            </slider>
            </subviews>
            <constraints>
                <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="field" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
                <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c5"/>
                <constraint firstItem="switch" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                <constraint firstItem="switch" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c7"/>
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
                <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c9"/>
                <constraint firstItem="slider" firstAttribute="width" constant="100" id="c10"/>
            </constraints>
            """)
        let layout = try layOut(xml)
        #expect(frame(layout, "field") == [20, 20, 100, field])
        #expect(frame(layout, "seg")?[3] == segmented)
        // A switch's frame is 51 × 31 with its alignment rect (what constraints place) 49 wide.
        #expect(frame(layout, "switch") == [20, 200, 51, 31])
        // A slider's alignment rect is inset 2 left and right and 1 at the bottom.
        #expect(frame(layout, "slider") == [18, 300, 104, 31])
    }

    /// A vertical stack, spacing 8, centre alignment, laid out by hand: arranged views of
    /// 100 × 20 (fixed), 60 × 30 (fixed) and a hidden one, in a stack pinned at (20, 40) and
    /// 200 wide. Heights: 20 + 8 + 30 = 58 (the hidden view takes no space, no spacing); the
    /// views are centred: x = (200 − 100) / 2 = 50 and (200 − 60) / 2 = 70.
    @Test("a stack view arranges its subviews: axis, spacing, alignment, hidden views take no space")
    func stackArranges() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="40" width="200" height="58"/>
                <subviews>
                    \(subview("a", 50, 0, 100, 20, inner: sized("a", 100, 20)))
                    \(subview("hidden", 0, 0, 10, 10, attributes: "hidden=\"YES\"", inner: sized("hidden", 10, 10)))
                    \(subview("b", 70, 28, 60, 30, inner: sized("b", 60, 30)))
                </subviews>
            </stackView>
            """
        let xml = storyboard(body: """
            <subviews>\(stack)</subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="s2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="200" id="s3"/>
            </constraints>
            """)
        let layout = try layOut(xml)
        #expect(layout.views["stack"] is StackView)
        #expect(layout.arrangingStackIDs == ["stack"])
        #expect(layout.unarrangedStackIDs.isEmpty)
        #expect(!layout.unsupported.contains { $0.element == "stackView" })
        #expect(frame(layout, "stack") == [20, 40, 200, 58])
        #expect(frame(layout, "a") == [50, 0, 100, 20])
        #expect(frame(layout, "b") == [70, 28, 60, 30])
    }

    /// Margins-relative arrangement with directional margins (16 all round), standard spacing
    /// (8), fill distribution on a horizontal stack 200 wide: two views with widths 50 and
    /// free: x = 16 and 16 + 50 + 8 = 74, the second 200 − 16 − 74 = 110 wide; heights fill
    /// the 40-pt inside of a 72-pt stack. The stack sits below the status bar: under it, its
    /// margins would grow by the safe-area overlap (`insetsLayoutMarginsFromSafeArea`).
    @Test("layout margins, standard spacing and fill distribution")
    func stackMarginsAndSpacing() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="200" height="72"/>
                <subviews>
                    \(subview("a", 16, 16, 50, 40, inner: "<constraints><constraint firstAttribute=\"width\" constant=\"50\" id=\"wa\"/></constraints>"))
                    \(subview("b", 74, 16, 110, 40))
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="16" bottom="16" trailing="16"/>
            </stackView>
            """
        let xml = storyboard(body: """
            <subviews>\(stack)</subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="200" id="s3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="72" id="s4"/>
            </constraints>
            """)
        let layout = try layOut(xml)
        #expect(frame(layout, "a") == [16, 16, 50, 40])
        #expect(frame(layout, "b") == [74, 16, 110, 40])
    }

    @Test("with plain factories only, a stack view is listed as unsupported and its children are not arranged")
    func plainStackUnsupported() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>\(subview("arranged", 0, 0, 100, 100))</subviews>
            </stackView>
            """
        let layout = try layOut(storyboard(body: "<subviews>\(stack)</subviews>"),
                                options: IBLayoutOptions(keepsPlaceholderConstraints: true, factories: []))
        #expect(layout.unarrangedStackIDs == ["stack"])
        #expect(layout.unsupported.contains { $0.element == "stackView" && $0.ownerID == "stack" })
    }

    /// UINavigationBar and UIToolbar are 44 pt high on a regular-height canvas; only their
    /// width comes from constraints.
    @Test("a toolbar placed as a view is 44 pt high")
    func barHeight() throws {
        let xml = Self.element("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <items/>
            </toolbar>
            """).replacingOccurrences(of: "</subviews>", with: """
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b2"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b3"/>
            </constraints>
            """)
        let layout = try layOut(xml)
        #expect(frame(layout, "bar") == [0, 20, 375, 44])
    }

    /// duckduckgo Bookmarks.storyboard's FolderCell has a disclosure indicator; its stack is
    /// pinned to the content view's leading and trailing margins, and Xcode saved it at
    /// (16, 10, 292.5, 24) in a 316.5-pt content view: a trailing margin of 8 beside the accessory.
    @Test("a cell's content view keeps a trailing margin of 8 beside an accessory", .needsCorpus)
    func accessoryMargin() throws {
        let verdict = IBVerifier().verify(file: try LayoutCorpus.file(endingWith: "DuckDuckGo__Base.lproj__Bookmarks.storyboard"))
        let stack = try #require(verdict.scenes.flatMap(\.views).first { $0.id == "9wR-fm-8Rn" })
        #expect(stack.frame == IBFrame(IBRect(x: 16, y: 10, width: 292.5, height: 24)))
    }

    /// nextcloud ChatInfoView.xib: two plain-configuration "Button" buttons that Xcode saved
    /// 34.33 pt high on a @3x phone (a 17-pt title line and 7 + 7 of content insets).
    @Test("a button with a configuration: 17-pt title and 7-pt content insets above and below", .needsCorpus)
    func configurationButton() throws {
        let verdict = IBVerifier().verify(file: try LayoutCorpus.file(endingWith: "ChatInfoView.xib"))
        let buttons = verdict.scenes.flatMap(\.views).filter { $0.type == "UIButton" }
        #expect(buttons.count == 2)
        for button in buttons {
            #expect(abs(button.frame.height - button.saved.height) < 0.01, "\(button.name): \(button.frame)")
            #expect(abs(button.saved.height - 103.0 / 3) < 0.01)
        }
    }

    /// The Auto Layout Cookbook's "Fixed Height Columns": labels aligned by baseline with text
    /// fields. With the saved sizes standing in for text metrics, a stand-in keeps its control's
    /// baselines (text centred in the saved height), so each label sits where Xcode saved it.
    @Test("text stand-ins keep their controls' baselines", .needsCorpus)
    func standInBaselines() throws {
        let verdict = IBVerifier().verify(file: try LayoutCorpus.file(endingWith: "Cookbook__FixedHeightColumns.storyboard"))
        let labels = verdict.scenes.flatMap(\.views).filter { $0.type == "UILabel" }
        #expect(labels.count == 3)
        for label in labels {
            let standIn = try #require(label.frameWithSavedTextSizes)
            #expect(standIn.difference(from: label.saved) <= 0.5, "\(label.name): \(standIn) vs \(label.saved)")
        }
    }

    /// A button stretched to 100 pt keeps its title centred, and its baseline with it: aligned by
    /// baseline with a 30-pt button at y = 0, its top is at 30/2 − 100/2 = −35 whatever the font
    /// (the OAStackView example's saved frame). Through Xcode 11 a system button is at least
    /// 30 wide (the same example's "1", openfoodfacts' "yes" and "no" at 15705, pocket-casts'
    /// "Edit" at 16097); from Xcode 12 it is its title's width.
    @Test("a stretched button's baseline follows its centred title; through Xcode 11 a system button is at least 30 wide",
          arguments: [("9531", 30.0), ("15705", 30.0), ("16097", 30.0), ("17140", nil)])
    func buttonBaselineAndWidth(tools: String, minimumWidth: Double?) throws {
        func button(_ id: String, _ title: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="30" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="\(title)"/>
            </button>
            """
        }
        let xml = storyboard(tools: tools, body: """
            <subviews>\(button("one", "1"))\(button("two", "2"))</subviews>
            <constraints>
                <constraint firstItem="one" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="one" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c2"/>
                <constraint firstItem="two" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c3"/>
                <constraint firstItem="two" firstAttribute="height" constant="100" id="c4"/>
                <constraint firstItem="two" firstAttribute="baseline" secondItem="one" secondAttribute="baseline" id="c5"/>
            </constraints>
            """)
        let layout = try layOut(xml)
        let one = try #require(frame(layout, "one"))
        let two = try #require(frame(layout, "two"))
        #expect(one[1] == 200 && one[3] == 30)
        #expect(abs(two[1] - (200 + 15 - 50)) < 1e-6, "\(two)")
        if let minimumWidth {
            #expect(one[2] == minimumWidth)
        } else {
            #expect(one[2] < 30)
        }
    }

    func sized(_ id: String, _ w: Double, _ h: Double) -> String {
        """
        <constraints>
            <constraint firstAttribute="width" constant="\(w)" id="\(id)-w"/>
            <constraint firstAttribute="height" constant="\(h)" id="\(id)-h"/>
        </constraints>
        """
    }
}
