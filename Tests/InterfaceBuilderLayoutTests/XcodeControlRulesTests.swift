import AutoLayout
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Control metrics Interface Builder applied by the Xcode that saved the document, and what a
/// configured button measures, each from Xcode's saved frames.
struct XcodeControlRulesTests {
    /// A storyboard whose root holds `elements`; `control` pinned at (20, 100).
    static func document(_ elements: String, tools: String) -> String {
        XcodeViewRulesTests.control(elements, tools: tools)
    }

    /// A storyboard whose root holds `elements`, each of `ids` pinned at x = 20 and y = 100,
    /// 200, 300, … so that its intrinsic size decides its frame.
    static func pinned(_ elements: String, ids: [String], tools: String) -> String {
        let pins = ids.enumerated().map { index, id in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" "
                + "constant=\"\(100 * (index + 1))\" id=\"t\(index)\"/>"
                + "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" "
                + "constant=\"20\" id=\"l\(index)\"/>"
        }.joined()
        return storyboard(tools: tools, body: "<subviews>\(elements)</subviews><constraints>\(pins)</constraints>")
    }

    /// A label `id` showing `text` in the system font at `size`, to measure a title with.
    static func label(_ id: String, _ text: String, size: Double) -> String {
        """
        <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="300" width="50" height="17"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        </label>
        """
    }

    /// Default-style progress views: duckduckgo's WebContainer (14490) and openfoodfacts (15702)
    /// saved unconstrained ones 2 high, element's of 17701 and 19455 4 high. The bar style is
    /// ProgressView's 2-pt bar with a 1-pt bottom alignment inset (a 3-pt frame) in every era.
    @Test("a default progress view is 2 pt high before Xcode 12 and 4 pt from it; a bar keeps its own",
          arguments: [("14490", "default", 2.0), ("15702", "default", 2.0), ("17701", "default", 4.0),
                      ("21507", "default", 4.0), ("14490", "bar", 3.0), ("21507", "bar", 3.0)])
    func progressViewByEra(tools: String, style: String, height: Double) throws {
        let element = """
            <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="\(style)" progress="0.5" \
            translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="200" height="\(height)"/>
                <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints>
            </progressView>
            """
        #expect(frame(try layOut(Self.document(element, tools: tools)), "control") == [20, 100, 200, height])
    }

    /// A configured button whose normal state keeps Interface Builder's "Button" title, as
    /// element's PreviewRoomTitleView.xib has it, and a label with the configuration's title
    /// and font beside it.
    static let configured = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="20" y="100" width="121" height="31"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="Report content">
                <fontDescription key="titleFontDescription" type="system" pointSize="14"/>
            </buttonConfiguration>
        </button>
        """ + label("label", "Report content", size: 14) + label("stateTitle", "Button", size: 14)

    @Test("a configured button measures the configuration's title in its title font")
    func configurationTitleAndFont() throws {
        let layout = try layOut(Self.pinned(Self.configured, ids: ["control", "label", "stateTitle"], tools: "22505"))
        let button = try #require(frame(layout, "control"))
        let label = try #require(frame(layout, "label"))
        let stateTitle = try #require(frame(layout, "stateTitle"))
        // Height: a 14-pt line of San Francisco (14 × (1950 + 494) / 2048 = 16.71) and the
        // configuration's 7 + 7 of content insets, rounded up to the @2x pixel grid: 31, as
        // Xcode saved it.
        #expect(button[3] == 31)
        // Width: the title's and the 12 + 12 side insets; "Report content", not "Button".
        #expect(abs(button[2] - (label[2] + 24)) <= 0.5)
        #expect(abs(button[2] - (stateTitle[2] + 24)) > 10)
    }

    @Test("a button showing nothing is 30 wide in every era", arguments: [("15505", "custom"), ("23727", "system")])
    func emptyButtonWidth(tools: String, type: String) throws {
        // woocommerce's OverlayMessageView (15505, custom) and nextcloud's AvatarEditView
        // (23727, system) saved unconstrained buttons without title or image 30 wide.
        let element = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="\(type)" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="30" height="30"/>
            </button>
            """
        #expect(frame(try layOut(Self.document(element, tools: tools)), "control")?[2] == 30)
    }

    @Test("a custom button without a font measures its title at 18 pt, a system button at 15")
    func customButtonFont() throws {
        func button(_ id: String, type: String?, y: Int) -> String {
            let typeAttribute = type.map { "buttonType=\"\($0)\"" } ?? ""
            return """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
                \(typeAttribute) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(y)" width="56" height="34"/>
                    <state key="normal" title="Reload"/>
                </button>
                """
        }
        // XLPagerTabStrip's Storyboard (14460): a custom "Reload" button without a font, 56 × 34.
        let views = button("control", type: nil, y: 100) + button("system", type: "system", y: 200)
            + Self.label("label", "Reload", size: 18)
        let layout = try layOut(Self.pinned(views, ids: ["control", "system", "label"], tools: "14460"))
        let custom = try #require(frame(layout, "control"))
        let system = try #require(frame(layout, "system"))
        let reference = try #require(frame(layout, "label"))
        // 18 × (1950 + 494) / 2048 = 21.48, rounded up to whole points, and 6 above and
        // below: 34, as Xcode saved it; the system button's 15-pt line (17.9) gives 30.
        #expect(custom[3] == 34)
        #expect(system[3] == 30)
        // The title is the button's whole width (no side insets): an 18-pt label's.
        #expect(custom[2] == reference[2])
        #expect(system[2] < custom[2] - 5)
    }

    /// Unconstrained buttons saved by Xcode: 17-pt titles 33 high (duckduckgo's FindInPage
    /// "Done", element's EnterPinCode "Forgot PIN", woocommerce's ULErrorViewController), 16-pt
    /// ones 32 (woocommerce's CardPresentPaymentsModalViewController), 15-pt ones 30; a custom
    /// button with 12 + 12 of content insets and a semibold 17-pt title 45 (nextcloud's
    /// LoginViewController).
    @Test("a button's title line is rounded up to whole points",
          arguments: [("system", "", 17.0, "", 33.0), ("system", "", 16.0, "", 32.0), ("system", "", 15.0, "", 30.0),
                      ("custom", "weight=\"semibold\"", 17.0,
                       "<inset key=\"contentEdgeInsets\" minX=\"16\" minY=\"12\" maxX=\"16\" maxY=\"12\"/>", 45.0)])
    func titleLineWholePoints(type: String, weight: String, size: Double, insets: String, height: Double) throws {
        let element = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="\(type)" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="60" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" \(weight) pointSize="\(size)"/>
                \(insets)
                <state key="normal" title="Done"/>
            </button>
            """
        // Lines of (1950 + 494) / 2048 × size: 20.29, 19.09, 17.9; 6 above and below, or the
        // insets. The pixel grid would give 32.5, 31.5, 30 and 44.5.
        let layout = try layOut(Self.pinned(element, ids: ["control"], tools: "23727"))
        #expect(frame(layout, "control")?[3] == height)
    }

    @Test("a segment pads its title by 7 pt a side before Xcode 11 and 9 from it",
          arguments: [("14313", 7.0), ("17506", 9.0)])
    func segmentPadding(tools: String, padding: Double) throws {
        let elements = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="133" height="29"/>
                <segments>
                    <segment title="Vignette"/>
                    <segment title="Remove"/>
                </segments>
            </segmentedControl>
            """ + Self.label("label", "Vignette", size: 13)
        // The photo extension's control of 14313 was saved 133 wide: two segments as wide as the
        // wider title in 13-pt type ("Vignette", measured here by a label) and its padding, and
        // a 1-pt divider.
        let layout = try layOut(Self.pinned(elements, ids: ["control", "label"], tools: tools))
        let control = try #require(frame(layout, "control"))
        let title = try #require(frame(layout, "label"))[2]
        #expect(control[2] == 2 * (title + 2 * padding) + 1)
    }

    /// Unconstrained borderless fields saved by Xcode (element, pocket-casts, duckduckgo and
    /// nextcloud documents of toolsVersion 11762 to 22505): 16 high at 13 pt, 17 at 14 pt, 18 at
    /// 15 pt, 20 at 16 pt, 21 at 17 pt, 22 at 18 pt; whole points, where the lines are 15.5,
    /// 16.7, 17.9, 19.1, 20.3 and 21.5 high.
    @Test("a borderless text field is its line height rounded up to whole points",
          arguments: [(13.0, 16.0), (14.0, 17.0), (15.0, 18.0), (16.0, 20.0), (17.0, 21.0), (18.0, 22.0)])
    func borderlessFieldHeight(size: Double, height: Double) throws {
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            text="Room name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="100" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let layout = try layOut(Self.pinned(field, ids: ["control"], tools: "17701"))
        #expect(frame(layout, "control")?[3] == height)
    }

    /// Documents saved from 18122 to 20037 keep every text style at the extra-small Dynamic Type
    /// size: element's SpaceDetail (18122) saved Body labels 17 high, woocommerce's
    /// EpilogueViewController (20037) too. Body is 14 pt there, a line of
    /// 14 × (1950 + 494) / 2048 = 16.71, 17 on the @2x grid; at the default size it is 17 pt,
    /// 20.29, 20.5 high. A label that adjusts to the category follows the canvas too; `render`
    /// (no design time) and the documents of 17701 and 21225 keep the default size.
    @Test("on the canvas of documents saved from 18122 to 20037, text styles are extra small",
          arguments: [("17701", true, false, 20.5), ("18122", true, false, 17.0), ("18122", true, true, 17.0),
                      ("20037", true, false, 17.0), ("21225", true, false, 20.5), ("18122", false, false, 20.5)])
    func textStyleSizeByEra(tools: String, designTime: Bool, adjusts: Bool, height: Double) throws {
        let label = """
            <label opaque="NO" text="Label" adjustsFontForContentSizeCategory="\(adjusts ? "YES" : "NO")" \
            translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="37" height="\(height)"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """
        let options = IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: designTime)
        let layout = try layOut(Self.pinned(label, ids: ["control"], tools: tools), options: options)
        #expect(frame(layout, "control")?[3] == height)
    }

    /// A multi-line text-style label's lines are spaced by the style's leading (Apple's Human
    /// Interface Guidelines, Dynamic Type sizes): openfoodfacts' ProductAddViewController (16097)
    /// saved two Body lines 42.5 high and two Subheadline lines 38, woocommerce's
    /// ULErrorViewController (23094) four Body lines 86.5, its FeatureAnnouncementCardCell
    /// (20037, extra small) two Headline lines 36. By hand: a line of SF at s pt is
    /// s × (1950 + 494) / 2048 high; Body 17 pt, leading 22: 20.29 + 22 = 42.29, 42.5 on the @2x
    /// grid, and 20.29 + 3 × 22 = 86.29, 86.5; Subheadline 15 pt, leading 20: 17.9 + 20 = 37.9,
    /// 38; Headline at extra small 14 pt, leading 19: 16.71 + 19 = 35.71, 36. A system-font
    /// label of 17 pt keeps its natural lines, 2 × 20.29 = 40.57, 41.
    @Test("a multi-line text-style label spaces its lines by the style's leading",
          arguments: [("style=\"UICTFontTextStyleBody\"", "One&#10;Two", "21701", 42.5),
                      ("style=\"UICTFontTextStyleBody\"", "One&#10;Two&#10;Three&#10;Four", "23094", 86.5),
                      ("style=\"UICTFontTextStyleSubhead\"", "One&#10;Two", "16097", 38.0),
                      ("style=\"UICTFontTextStyleHeadline\"", "One&#10;Two", "20037", 36.0),
                      ("type=\"system\" pointSize=\"17\"", "One&#10;Two", "21701", 41.0),
                      ("style=\"UICTFontTextStyleBody\"", "One", "21701", 20.5)])
    func textStyleLeading(font: String, text: String, tools: String, height: Double) throws {
        let label = """
            <label opaque="NO" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="40" height="\(height)"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            """
        let options = IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true)
        let layout = try layOut(Self.pinned(label, ids: ["control"], tools: tools), options: options)
        #expect(frame(layout, "control")?[3] == height)
    }

    /// An attributed label's paragraph style sets its line heights: duckduckgo's Onboarding
    /// saved two 17-pt lines with `lineHeightMultiple` 1.1 44.67 high and a `minimumLineHeight`
    /// of 22 as 22; pocket-casts' DownloadsViewController two 14-pt lines with `lineSpacing` 7
    /// 40.5. A 17-pt line is 17 × (1950 + 494) / 2048 = 20.29 high, so two at 1.1 are 44.63,
    /// 45 on the @2x grid; a 14-pt line 16.71, two with 7 between 40.41, 40.5.
    @Test("an attributed label's line height multiple, minimum line height and line spacing size it",
          arguments: [("lineHeightMultiple=\"1.1000000000000001\"", 17.0, "Long-press&#10;jiggle", 45.0),
                      ("minimumLineHeight=\"22\"", 17.0, "Subheading", 22.0),
                      ("lineSpacing=\"7\"", 14.0, "Oh no!&#10;Nothing here", 40.5)])
    func paragraphLineMetrics(style: String, size: Double, text: String, height: Double) throws {
        let label = """
            <label opaque="NO" usesAttributedText="YES" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="100" height="\(height)"/>
                <attributedString key="attributedText">
                    <fragment content="\(text)">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="\(size)"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" \
            baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let layout = try layOut(Self.pinned(label, ids: ["control"], tools: "21701"))
        #expect(frame(layout, "control")?[3] == height)
    }

    /// An image-only button `id` of `type` (custom when nil) showing `image`, from `catalog`
    /// when given, with no title and no configuration.
    static func imageButton(_ id: String, type: String?, image: String, catalog: String? = nil) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        \(type.map { "buttonType=\"\($0)\"" } ?? "") lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="100" width="16" height="22"/>
            <state key="normal" image="\(image)"\(catalog.map { " catalog=\"\($0)\"" } ?? "")/>
        </button>
        """
    }

    /// The rule (`IBButtonView`): an image-only button is at least its title font's line high,
    /// rounded up to whole points, and as wide as its image. A custom button's 18-pt line is
    /// 21.48 pt, so 22: a 16 × 16 image gives 16 × 22 (pocket-casts' search_cancel buttons), a
    /// 24 × 24 one stays 24 × 24 (duckduckgo's OmniBar); a system button's 15-pt line is 17.9,
    /// so 18: its 16 × 16 image gives 16 × 18. A system symbol, whose size the document does not
    /// carry, counts as nothing inside that line: 0 × 22 (openhab's chevrons, saved 22 high).
    @Test("an image-only button is at least a title line high, rounded up to whole points")
    func imageOnlyButtonHeight() throws {
        let buttons = Self.imageButton("small", type: nil, image: "small") + Self.imageButton("large", type: nil, image: "large")
            + Self.imageButton("system", type: "system", image: "small")
            + Self.imageButton("symbol", type: nil, image: "chevron.up", catalog: "system")
        let resources = """
            <resources>
                <image name="small" width="16" height="16"/>
                <image name="large" width="24" height="24"/>
                <image name="chevron.up" catalog="system" width="128" height="70"/>
            </resources>
            """
        let xml = Self.pinned(buttons, ids: ["small", "large", "system", "symbol"], tools: "21507")
            .replacingOccurrences(of: "</scenes>", with: "</scenes>" + resources)
        let layout = try layOut(xml)
        #expect(frame(layout, "small") == [20, 100, 16, 22])
        #expect(frame(layout, "large") == [20, 200, 24, 24])
        #expect(frame(layout, "system") == [20, 300, 16, 18])
        #expect(frame(layout, "symbol") == [20, 400, 0, 22])
    }
}
