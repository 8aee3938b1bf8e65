import AutoLayout
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// How Interface Builder measures text, each rule checked against the sizes Xcode saved.
struct XcodeTextRulesTests {
    /// A single-line label `id` in the system font, pinned at its top left so that its text
    /// decides its size.
    static func label(_ text: String, size: Double, weight: String, savedWidth: Double) -> String {
        let element = """
            <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="\(savedWidth)" height="21.5"/>
                <fontDescription key="fontDescription" type="\(weight == "bold" ? "boldSystem" : "system")" \
            \(weight == "bold" || weight == "regular" ? "" : "weight=\"\(weight)\"") pointSize="\(size)"/>
            </label>
            """
        return XcodeViewRulesTests.control(element, tools: "19162")
    }

    /// San Francisco's optical size narrows its glyphs from 17 pt on, not only from the 20-pt
    /// Display cut: WWDC20 ("The details of UI typography") says the variable SF Pro's tracking
    /// "varies smoothly between 17 and 28 points", and Xcode's saved widths of 18-pt labels are
    /// 0.8 % narrower than Inter's at text sizes (12 of 14 single-line labels hugging their
    /// text, of pocket-casts and element, 0.987 to 0.996; median 1.000 at 13 to 17 pt; the two
    /// others, of Xcode 11.0, wider). The widths are pocket-casts'
    /// labels, hugging their text, as Xcode saved them (AllArchivedCell, DownloadsViewController,
    /// MultiSelectActionController, StarredViewController); without narrowing, the first three
    /// measure 1.1 to 2.4 pt wider.
    @Test("18-pt system text is measured narrower, on the way to the Display optical size",
          arguments: [("No Episodes", "bold", 107.0), ("No Downloaded Episodes", "regular", 206.0),
                      ("Rearrange Actions", "semibold", 155.5), ("Nothing Starred", "regular", 128.0)])
    func opticalSizeFrom17(text: String, weight: String, savedWidth: Double) throws {
        let layout = try layOut(Self.label(text, size: 18, weight: weight, savedWidth: savedWidth))
        let width = try #require(frame(layout, "control"))[2]
        #expect(abs(width - savedWidth) <= 1, "measured \(width)")
    }

    /// The Auto Layout Cookbook's button row (LaunchScreen and Main, toolsVersion 9046): a
    /// fill-equally row of two rounded-rect buttons of vertical hugging and compression
    /// resistance 802 around an info button of 803, saved 22 high, the info button's height:
    /// UIKit's info buttons draw a 22 × 22 standard image and no title. As a titled button
    /// (30 high) the row would be 30 high.
    @Test("an info button is its 22-pt standard image high, which a row of buttons hugs")
    func infoButtonRow() throws {
        func button(_ id: String, _ type: String, _ priority: Int, title: String?) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="\(priority)" \
            verticalHuggingPriority="\(priority)" horizontalCompressionResistancePriority="\(priority)" \
            verticalCompressionResistancePriority="\(priority)" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="\(type)" lineBreakMode="middleTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="160" height="22"/>
                \(title.map { "<state key=\"normal\" title=\"\($0)\"/>" } ?? "")
            </button>
            """
        }
        let row = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="40" \
            translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="100" width="560" height="22"/>
                <subviews>
                    \(button("previous", "roundedRect", 802, title: "Previous"))
                    \(button("info", "infoDark", 803, title: nil))
                    \(button("next", "roundedRect", 802, title: "Next"))
                </subviews>
                <constraints><constraint firstAttribute="width" constant="560" id="w"/></constraints>
            </stackView>
            """
        let layout = try layOut(XcodeViewRulesTests.control(row, tools: "9046", device: "retina4_7"))
        for id in ["control", "previous", "info", "next"] {
            #expect(try #require(frame(layout, id))[3] == 22, "\(id)")
        }
    }

    /// Labels ending in "..." that hug their text, as Xcode saved them: pocket-casts'
    /// SharePublishViewController ("Creating list...", 19455) and TestingScreen ("Running Unit
    /// Tests...", 20037), element's KeyVerificationScanConfirmation ("Waiting...", 21507). San
    /// Francisco sets two full stops in a row 0.042 em further apart than Inter does
    /// (`SystemFont.periodPairKerning`); without it these measure 1 to 1.5 pt narrow.
    @Test("full stops in a row are set apart as San Francisco does",
          arguments: [("Creating list...", 105.0), ("Running Unit Tests...", 157.0), ("Waiting...", 71.0)])
    func periodPairs(text: String, savedWidth: Double) throws {
        let layout = try layOut(Self.label(text, size: 17, weight: "regular", savedWidth: savedWidth))
        let width = try #require(frame(layout, "control"))[2]
        #expect(abs(width - savedWidth) <= 0.5, "measured \(width)")
    }

    /// Emoji as the colour emoji font sets them: element's ReactionHistoryViewCell (14490) saved
    /// "😀" at 18 pt 24 wide, and pocket-casts' SonosLinkController (21225) "Pocket Casts ❤️
    /// Sonos" at 18 pt 189 wide; measured as a missing glyph (1 em) or in Inter they were 18
    /// and 183.5.
    @Test("emoji are 4/3 em wide", arguments: [("😀", 24.0), ("Pocket Casts \u{2764}\u{FE0F} Sonos", 189.0)])
    func emoji(text: String, savedWidth: Double) throws {
        let layout = try layOut(Self.label(text, size: 18, weight: "regular", savedWidth: savedWidth))
        let width = try #require(frame(layout, "control"))[2]
        #expect(abs(width - savedWidth) <= 1, "measured \(width)")
    }
}
