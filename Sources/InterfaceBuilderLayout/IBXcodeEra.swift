import InterfaceBuilder

/// The `toolsVersion` cuts between the Xcode versions whose Interface Builder laid documents out
/// differently: canvases, bars and control metrics changed with them. Each cut is where saved
/// frames change, with the documents that show it at the rule that uses it.
enum IBXcodeEra {
    /// Xcode 8: frames on the device's pixel grid rather than whole points.
    static let xcode8 = 11000
    /// Xcode 9 (iOS 11 SDK): safe areas, table cells' 11-pt vertical margins.
    static let xcode9 = 13000
    /// Xcode 10 (iOS 12 SDK): 50-pt navigation bars on iPad.
    static let xcode10 = 14000
    /// Xcode 11 (iOS 13 SDK), its betas included: toolsVersion 14810 to 14868 already lay out
    /// as Xcode 11 does (no status bar on phones without a sensor housing, 34-pt text fields,
    /// 15-pt free cell margins), as openfoodfacts' 14868 documents show.
    static let xcode11 = 14810
    /// Xcode 12 (iOS 14 SDK): free table cells' margins back to 16 (first seen at 17156; the
    /// last 15 at 16097.3); progress views 4 pt high, not 2 (the last 2 at 15702, the first 4
    /// at 17701); system buttons no longer at least 30 wide (the last at 16097).
    static let xcode12 = 17000
    /// The status bar back on phones without a sensor housing, and free views with the device's
    /// whole safe area: first seen at 21701, the last document without at 21507.
    static let statusBarReturns = 21701
    /// Documents whose canvas laid text styles out at the extra-small Dynamic Type size: every
    /// text style sized by its text in documents saved from 18122 to 20037 (element,
    /// openfoodfacts, woocommerce), none in those of 17701 or from 21225. The cuts between
    /// those versions are not seen; these are the round numbers between.
    static let extraSmallTextStyles = 18000..<21000
    /// Xcode 26 (iOS 26 SDK) controls: a 63 × 28 switch, 96/68 insets on retina6_1.
    static let xcode26 = 24000
}

extension IBDocument {
    /// The build of the Xcode that saved the document, for comparison with `IBXcodeEra`'s cuts:
    /// the leading integer of `toolsVersion`, except for the placeholder `32700.99.1234`, whose
    /// era is its Interface Builder plug-in's version (`cocoaTouchPluginVersion`).
    ///
    /// Xcode 15 wrote `toolsVersion="32700.99.1234"` with the plug-in 22684 or 22685, between the
    /// plug-ins of toolsVersion 22505 (22504) and 23094 (23084) in the corpora, and its documents
    /// lay out as that era does, not as a build past 24000 (Xcode 26): duckduckgo's Bookmarks
    /// and openhab's Main keep 51 × 31 switches (three), and the placeholder's 22 documents of
    /// five repositories (duckduckgo, nextcloud, openhab, pocket-casts, woocommerce) all name
    /// one of those two plug-ins. 0 when neither gives a number.
    var era: Int {
        if toolsVersion.hasPrefix("32700."), let plugIn = cocoaTouchPluginVersion.flatMap({ Int($0.prefix { $0.isNumber }) }) {
            return plugIn
        }
        return toolsVersionNumber ?? 0
    }
}
