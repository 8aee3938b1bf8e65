/// The built-in system font: San Francisco's vertical metrics and tracking, Inter's widths.
///
/// The library must measure text on a machine with no font installed, and Apple's SF Pro
/// may not be redistributed. So the built-in faces combine:
/// - advance widths and pair kerning generated from Inter 3.019 (Regular, Medium,
///   SemiBold, Bold; `swift run generate-system-font`, see SystemFont/), a free design
///   drawn to sit close to San Francisco;
/// - San Francisco's vertical metrics (SF Pro's font tables, as `UIFont` reports them: units per em
///   2048, ascender 1950, descender −494, line gap 0, cap height 1443), so line heights
///   and baselines are UIKit's exactly: 17 pt gives a 20.287 pt line, as `UIFont` does.
///   Inter's own are taller (20.574 pt at 17 pt); `interVerticalMetrics` keeps them.
///   SF's x-height is not published, so Inter's ratio is used;
/// - San Francisco's size-dependent tracking (`SystemFont.tracking(atPointSize:)`), which
///   UIKit applies to the system font automatically;
/// - measured width factors by weight and optical size (`SystemFont.widthScale`), where
///   Xcode's saved frames show San Francisco's widths departing from Inter's.
/// Weights between and beyond the four generated ones use the nearest face by the CSS
/// matching rule (`FontWeight.bestMatch`); nothing is synthesized.
public enum SystemFont {
    /// The family name the built-in faces are registered under.
    public static let familyName = "System"

    /// SF Pro's vertical metrics in its 2048 units per em (its `hhea` table; `UIFont.systemFont(ofSize: 40)`
    /// reports ascender 38.0859375 and descender −9.6484375, the same ratios).
    static let sfUnitsPerEm = 2048.0
    static let sfAscender = 1950.0
    static let sfDescender = -494.0
    static let sfCapHeight = 1443.0

    /// The four built-in faces, Regular to Bold.
    public static let faces: [FontFace] = [
        face(SystemFontData.Regular.self, style: "Regular"), face(SystemFontData.Medium.self, style: "Medium"),
        face(SystemFontData.Semibold.self, style: "Semibold"), face(SystemFontData.Bold.self, style: "Bold"),
    ]

    /// Inter Regular's own ascender, descender and line gap in its units per em, for comparison with SF's.
    public static let interVerticalMetrics = (unitsPerEm: Double(SystemFontData.unitsPerEm),
                                              ascender: Double(SystemFontData.Regular.ascender),
                                              descender: Double(SystemFontData.Regular.descender),
                                              lineGap: Double(SystemFontData.Regular.lineGap))

    static func face(_ data: GeneratedFaceData.Type, style: String) -> FontFace {
        let glyphs = BuiltInFace(weightClass: data.weightClass, advances: data.advances, leftClasses: data.leftClasses,
                                 rightClasses: data.rightClasses, rightClassCount: data.rightClassCount, kerning: data.kerning)
        let scale = glyphs.unitsPerEm / sfUnitsPerEm
        return FontFace(builtIn: glyphs, family: familyName, styleName: style, ascender: sfAscender * scale,
                        descender: sfDescender * scale, lineGap: 0, capHeight: sfCapHeight * scale, xHeight: Double(data.xHeight))
    }

    /// San Francisco's tracking in points at a point size: Apple's HIG table for the
    /// variable SF Pro, sizes 6 to 40 (the tracking table of the HIG's Typography page), linear
    /// between whole sizes, held at the end values outside them (the table stops at 40).
    public static func tracking(atPointSize size: Double) -> Double {
        guard size.isFinite else { return 0 }
        let clamped = min(max(size, 6), 40)
        let lower = Int(clamped.rounded(.down))
        let upper = min(lower + 1, 40)
        let a = trackingTable[lower - 6], b = trackingTable[upper - 6]
        return a + (b - a) * (clamped - Double(lower))
    }

    /// How much wider (above 1) or narrower San Francisco sets text than the built-in face of
    /// `weightClass` at `pointSize`: the factor measuring applies to that face's advances and
    /// kerning (tracking is San Francisco's own and is not scaled). 1 for other faces.
    ///
    /// A measured correction, from the widths of single-line labels in the system font that
    /// Xcode saved (UIKit's own measurement of San Francisco) in the 879 storyboards and xibs
    /// of the two corpora, against Inter's widths with the tracking table:
    /// - by weight, at text sizes: Regular 1.000 (190 labels), Medium 1.013 (47), Semibold
    ///   1.020 (29), Bold 1.035 (10; the heavier weights use Bold's face). San Francisco widens
    ///   with weight more than Inter does; the factors agree within 1 % between the wide
    ///   corpus's three largest repositories and the other documents;
    /// - by size, the optical size (`opticalWidthScale`): above 17 pt San Francisco moves
    ///   towards its Display design, tighter than its Text design (the variable SF Pro's
    ///   tracking "varies smoothly between 17 and 28 points", WWDC20), and Inter's Text widths
    ///   are too wide there: by 0.8 % at 18 pt (12 of 14 labels of pocket-casts and element),
    ///   2.5 % at 20 pt (element's 20-pt labels; Hero's, of Xcode 11.0, within 1 %),
    ///   5.5 % at 22 pt (16 labels of pocket-casts, element and Hero, of every weight),
    ///   7.5 % at 24 and 9.5 % at 26 (a label each, kodecocodes' and nextcloud's), and 10 %
    ///   from 28 pt on (pocket-casts' 60-pt "4:59"). Inter's own Display cut is narrower
    ///   still (8 % below its Text design at every size), so the steps are measured rather
    ///   than taken from it.
    public static func widthScale(weightClass: Int, pointSize: Double) -> Double {
        let weight: Double = switch weightClass {
        case ..<450: 1.0
        case 450..<550: 1.013
        case 550..<650: 1.020
        default: 1.035
        }
        return weight * opticalWidthScale(atPointSize: pointSize)
    }

    /// Extra space San Francisco sets between two full stops in a row, in ems, added to the
    /// built-in faces' kerning (Inter kerns them by nothing). A measured correction: the
    /// single-line labels of both corpora ending in "..." that hug their text (pocket-casts'
    /// "Loading...", "LOADING...", "Creating list...", "Running Unit Tests...", "Loading Shared
    /// List...", element's two "Waiting...", 12 to 18 pt) were saved 0.04 to 0.16 em wider than
    /// Inter's widths, mean 0.085 em for the two pairs, where 20 labels with single full stops
    /// agree (median +0.006 em).
    public static let periodPairKerning = 0.042

    /// `widthScale(weightClass:pointSize:)` for a face: its factor when it is a built-in face,
    /// 1 for a face read from a font file. Renderers that draw the built-in faces with Inter's
    /// files scale the glyphs horizontally by it.
    public static func widthScale(of face: FontFace, atPointSize size: Double) -> Double {
        if case .builtIn = face.glyphs { return widthScale(weightClass: face.weightClass, pointSize: size) }
        return 1
    }

    /// The optical-size factor: 1 up to 17 pt, then linear between the measured steps
    /// (17: 1, 20: 0.975, 22: 0.945, 24: 0.925, 26: 0.905, 28 and above: 0.90).
    static func opticalWidthScale(atPointSize size: Double) -> Double {
        guard size.isFinite, size > opticalSteps[0].size else { return 1 }
        for (low, high) in zip(opticalSteps, opticalSteps.dropFirst()) where size <= high.size {
            return low.scale + (high.scale - low.scale) * (size - low.size) / (high.size - low.size)
        }
        return opticalSteps[opticalSteps.count - 1].scale
    }

    static let opticalSteps: [(size: Double, scale: Double)] = [
        (17, 1), (20, 0.975), (22, 0.945), (24, 0.925), (26, 0.905), (28, 0.90),
    ]

    /// Tracking in points for sizes 6, 7, ..., 40 (Apple's Human Interface Guidelines, Typography).
    static let trackingTable: [Double] = [
        0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45, -0.45, -0.36, -0.26,
        -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40, 0.39, 0.41, 0.40, 0.40, 0.38, 0.37, 0.36, 0.37, 0.38, 0.37,
    ]
}

/// What the generator writes for each weight (SystemFont/SystemFontData+*.swift).
protocol GeneratedFaceData {
    static var weightClass: Int { get }
    static var ascender: Int { get }
    static var descender: Int { get }
    static var lineGap: Int { get }
    static var capHeight: Int { get }
    static var xHeight: Int { get }
    static var rightClassCount: Int { get }
    static var advances: String { get }
    static var leftClasses: String { get }
    static var rightClasses: String { get }
    static var kerning: String { get }
}
