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
}
