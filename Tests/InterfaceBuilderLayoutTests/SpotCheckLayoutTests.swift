import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// The spot checks of public storyboards worked by hand, laid out.
///
/// Every expected frame is derived by hand from the constraints and the reference's rules (the
/// derivation is in each row's note); none is read from our output. Where text would decide a
/// size, the row gives those views fixed intrinsic sizes through a test factory, which the
/// derivation then assumes.
@Suite(.needsCorpus)
struct SpotCheckLayoutTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var scene: String
        /// Fixed intrinsic sizes for text-bearing elements, by id.
        var sizes: [String: Size] = [:]
        /// Expected frames in the superview's coordinates, by id: x, y, width, height.
        var frames: [String: [Double]]
        var note: String
        var testDescription: String { note }
    }

    static let rows: [Row] = [
        Row(file: "TwoEqualWidthViewsStoryboard.storyboard", scene: "iNC-pZ-MxL",
            frames: ["61O-Uq-bu7": [16, 40, 167.5, 607], "peC-p8-JWZ": [191.5, 40, 167.5, 607]],
            note: "#2: margins 16, top guide 20 + 20, bottom 667 − 20, widths (375 − 32 − 8) / 2"),
        Row(file: "TwoDifferentWidthViewsStoryboard.storyboard", scene: "d8O-I6-iQw",
            frames: ["sq7-BS-9Qf": [16, 40, 111.5, 607], "4Q2-Ak-JNL": [135.5, 40, 223.5, 607]],
            note: "#3: 2:1 of 335 is 111.67 and 223.33; edges at 127.67 and 135.67 snap to the 0.5-pt grid"),
        Row(file: "TwoViewsWithComplexWidths.storyboard", scene: "Veo-qc-XiI",
            frames: ["mlR-Oy-8fV": [16, 40, 150, 607], "YBd-Db-317": [174, 40, 185, 607]],
            note: "#4: blue ≥ 150 required, red = 2 × blue at 750: blue 150, red 335 − 150"),
        Row(file: "Auto Layout Cookbook__SizeClasses.storyboard", scene: "zcv-jM-Io7",
            frames: ["swm-ZV-6dP": [20, 40, 309.5, 315], "wQ4-a7-U7J": [337.5, 40, 309.5, 315]],
            note: "#5: landscape hC; margins 20 at 667; guide 20 + 20; (667 − 40 − 8) / 2; 375 − 40 − 20"),
        Row(file: "bk2ch07p367scrollViewInNibXcode11__scrollViewInNibXcode11__Base.lproj__Main.storyboard",
            scene: "tne-QT-ifu",
            frames: ["HmY-z3-FVi": [0, 0, 320, 568], "vDi-hh-GFK": [0, 0, 320, 772],
                     "xPa-hJ-cec": [60, 19, 200, 173]],
            note: "#7: scroll view fills the root; content view pinned to the content guide; fixed-frame view kept"),
        Row(file: "Storyboard__Base.lproj__TestCases.storyboard", scene: "nYA-fa-Ds7", sizes: ["fZO-Pf-MBM": Size(width: 100, height: 100)],
            frames: ["N9O-kc-Nkk": [0, 59, 393, 759], "fZO-Pf-MBM": [0, 100, 393, 835]],
            note: "#8: safe area 59/34 on retina6_12; text view 1.1 × 759 = 834.9, edges snap to 1/3 pt"),
        Row(file: "Auto Layout Cookbook__GroupingViews.storyboard", scene: "Fel-Co-5Ca",
            sizes: ["0zd-ch-0wL": Size(width: 88, height: 20), "Bpu-zJ-5KH": Size(width: 59, height: 21),
                    "cE8-ab-qVb": Size(width: 65, height: 21), "d0q-M3-Aai": Size(width: 36, height: 21),
                    "EQW-to-94i": Size(width: 49, height: 31), "HLI-EQ-QMg": Size(width: 49, height: 31),
                    "diR-L3-h4b": Size(width: 49, height: 31)],
            frames: ["8Ug-p6-Wba": [126.5, 265, 122, 137], "EQW-to-94i": [73, 28, 51, 31], "Bpu-zJ-5KH": [0, 33, 65, 21],
                     "diR-L3-h4b": [73, 106, 51, 31]],
            note: "#9: widest row label 65 + 8 + switch alignment 49 = 122; switch frame 2 pt wider; rows 20 + 8, 31 + 8"),
        Row(file: "ch19p620customAnimation1__Base.lproj__Main.storyboard", scene: "W3I-pn-N6e",
            sizes: ["Zhg-ve-WU7": Size(width: 100, height: 41.5)],
            frames: ["Zhg-ve-WU7": [0, 208, 375, 41.5]],
            note: "#12: standard spacing to the safe area laid out as 0 in Xcode 10"),
        Row(file: "home-assistant__iOS__Sources__App__Resources__Base.lproj__LaunchScreen.storyboard", scene: "EHf-IW-A2E",
            frames: ["mQh-tn-BC1": [149.5, 340.5, 115, 115], "pDB-na-0R2": [97, 771, 220, 25]],
            note: "#13: centerY 448 − 50; bottom 896 − 68 − 32 (retina6_1, toolsVersion 25094)"),
        Row(file: "fsaint__AutoLayoutCookBook__AutoLayoutCookBook__Base.lproj__Main.storyboard", scene: "tne-QT-ifu",
            frames: ["Kde-j0-e6R": [25, 562, 46, 30], "j6L-us-kIF": [494, 562, 90, 30]],
            note: "#14: 600 × 600 canvas, margins 16: 16 + 9; 600 − 8 − 30; 600 − 16 − 90"),
        Row(file: "treehouse-projects__iOS-AutoLayoutCookbook__AutoLayoutCookbook__Form.storyboard", scene: "td7-ol-Zbx",
            sizes: ["Bck-o6-o3a": Size(width: 44, height: 21), "f3b-0D-VEg": Size(width: 41, height: 21),
                    "quH-RF-QGa": Size(width: 74, height: 21), "TGp-Rx-gIG": Size(width: 97, height: 30),
                    "fHD-jL-hZj": Size(width: 97, height: 30), "dHe-kd-W3e": Size(width: 97, height: 30)],
            frames: ["Bck-o6-o3a": [8, 49, 74, 21], "quH-RF-QGa": [8, 125, 74, 21],
                     "TGp-Rx-gIG": [90, 40, 277, 30], "fHD-jL-hZj": [90, 78, 277, 30], "dHe-kd-W3e": [90, 116, 277, 30]],
            note: "#1: equal field widths give every label the widest (Password, 74); fields at 20 + 20, + 38"),
    ]

    @Test(arguments: rows)
    func spotCheck(_ row: Row) throws {
        // Interface Builder's canvas, as Xcode saved the frames the spot checks derive.
        let layout = try corpusScene(row.file, scene: row.scene,
                                     options: IBLayoutOptions(keepsPlaceholderConstraints: true, designTime: true),
                                     factories: [FixedSizeFactory(sizes: row.sizes)])
        for (id, expected) in row.frames.sorted(by: { $0.key < $1.key }) {
            let actual = try #require(frame(layout, id), "no view \(id)")
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(id): \(actual) ≠ \(expected)")
        }
        #expect(layout.problems.isEmpty, "\(layout.problems)")
    }

    @Test("#5: the heightClass=compact variation uninstalls the blue and yellow views")
    func sizeClassMasks() throws {
        let layout = try corpusScene("Auto Layout Cookbook__SizeClasses.storyboard", scene: "zcv-jM-Io7")
        #expect(layout.canvas.trait == IBTrait(widthClass: .compact, heightClass: .compact))
        #expect(layout.views["0oG-iH-T8m"] == nil)
        #expect(layout.views["JRw-xW-HYR"] == nil)
        #expect(layout.views["swm-ZV-6dP"] != nil)
    }

    @Test("#15: opaque bars shorten the root, and the legacy top guide is then 0")
    func opaqueBars() throws {
        let layout = try corpusScene("xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard",
                                     scene: "4ea-9j-0wV")
        #expect(layout.canvas.size == Size(width: 375, height: 603))
        #expect(layout.canvas.topLayoutGuideLength == 0)
        #expect(layout.canvas.bars.navigationBar && layout.canvas.bars.navigationBarOpaque)
    }
}
