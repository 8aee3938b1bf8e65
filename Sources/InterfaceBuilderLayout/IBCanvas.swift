import AutoLayout
import InterfaceBuilder

/// The simulated screen a scene's saved frames were computed on: device, orientation, the root
/// view's size, its safe area and legacy guides, and its side margins.
///
/// Every figure is Interface Builder's, which is not always the runtime's
/// (Xcode's saved frames show each rule below): the status-bar height of a device changed between
/// Xcode versions, legacy documents were laid out on a 600×600 canvas rounded to whole points,
/// and opaque bars shorten the root view instead of moving it. The root view's size is the
/// saved one: it is an input (the screen minus opaque bars, a freeform size, a popover's size),
/// not something constraints decide.
public struct IBCanvas: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    /// The root view's size.
    public var size: Size
    public var trait: IBTrait
    public var bars: IBSimulatedBars
    /// The root view's safe-area insets (zero in documents without safe areas).
    public var safeAreaInsets: EdgeInsets
    /// `topLayoutGuide.length` and `bottomLayoutGuide.length` (documents without safe areas).
    public var topLayoutGuideLength: Double
    public var bottomLayoutGuideLength: Double
    /// The root view's left and right margins (a controller's root view or a xib's free view);
    /// nil for a xib's free cell, whose margins are a plain view's.
    public var rootSideMargin: Double?
    /// True for the 600×600 "wAny hAny" canvas of legacy size-class documents.
    public var isLegacyCanvas: Bool
    /// How each figure was chosen, for reports.
    public var notes: [String]
    /// The size Interface Builder gives a controller's root view on this canvas: the screen,
    /// less the opaque bars it lays the root out below or above. Nil for a xib's free view, a
    /// freeform controller (`freeformSimulatedSizeMetrics`, a form sheet, a popover) and the
    /// legacy size-class canvas, whose root sizes are their own.
    public var containerSize: Size?

    /// The canvas of a root view: a controller's (`controller` non-nil) or a xib's free view.
    public static func make(document: IBDocument, root: IBView, controller: IBViewController?,
                            bars: IBSimulatedBars, options: IBLayoutOptions) -> IBCanvas {
        var notes: [String] = ["bars: \(bars)"]
        let toolsVersion = document.era
        let deviceID = document.device?.id ?? legacyDestination(document: document, root: root, controller: controller)
        var (device, isLegacyCanvas) = resolveDevice(id: deviceID, document: document, options: options,
                                                     toolsVersion: toolsVersion, notes: &notes)
        let orientation = options.orientation ?? legacyOrientation(document: document, controller: controller)
        let screenSize = isLegacyCanvas ? Size(width: 600, height: 600) : device.size(in: orientation)
        var size = rootSize(document: document, root: root, controller: controller, deviceID: deviceID,
                            screenSize: screenSize, options: options, notes: &notes)
        if isLegacyCanvas {
            device.name = "wAny hAny canvas"
            notes.append("legacy \(formatNumber(size.width))×\(formatNumber(size.height)) size-class canvas")
        }
        let status = statusArea(device: device, orientation: orientation, toolsVersion: toolsVersion,
                                legacyGuides: !document.useSafeAreas && options.designTime, isLegacyCanvas: isLegacyCanvas)
        let barred = barInsets(status: status, device: device, orientation: orientation, bars: bars,
                               controller: controller, toolsVersion: toolsVersion, isLegacyCanvas: isLegacyCanvas,
                               notes: &notes)
        var (top, bottom) = (barred.top, barred.bottom)
        if controller != nil, barred.shortening > 0, size.height == screenSize.height, options.device == nil {
            // Some documents keep the full-screen frame while laying out the shortened root.
            size.height -= barred.shortening
            notes.append("root height \(formatNumber(size.height)), the saved \(formatNumber(screenSize.height)) less the opaque bars")
        }
        // A xib's free view of another size than the screen is freeform (`freeViewInsets`).
        let freeform = controller == nil && (size.width != screenSize.width || size.height != screenSize.height)
        if freeform, options.freeformViewsFollowDeviceWidth, options.device != nil || options.orientation != nil {
            // Shown as a table or a container would on another device (`lint`): no safe area.
            (top, bottom) = (0, 0)
        } else if controller == nil, let free = freeViewInsets(root: root, freeform: freeform, top: top, bottom: bottom,
                                                                toolsVersion: toolsVersion) {
            (top, bottom) = free
            if freeform { notes.append("free view of its own size: safe area \(formatNumber(top)) over \(formatNumber(bottom))") }
        }
        if let sheet = controller?.simulatedMetrics.sheet ?? root.simulatedMetrics?.sheet {
            // A sheet starts below the status bar and sensor housing: no top inset
            // (`sheetInsets`).
            (top, bottom) = sheetInsets(sheet, device: device, bottom: bottom)
            notes.append("\(sheet.rawValue): safe area \(formatNumber(top)) over \(formatNumber(bottom))")
        }
        let sides = size.width == screenSize.width && !freeform ? status.left : 0
        let insets = EdgeInsets(top: top, left: sides, bottom: bottom, right: sides)
        var containerSize: Size?
        if let controller, !isLegacyCanvas, !controller.simulatedMetrics.isFreeform, controller.freeformSize == nil {
            containerSize = Size(width: screenSize.width, height: screenSize.height - barred.shortening)
        }
        return IBCanvas(device: device, orientation: orientation, size: size,
                        trait: trait(device: device, orientation: orientation, isLegacyCanvas: isLegacyCanvas), bars: bars,
                        safeAreaInsets: hasSafeArea(document: document, isLegacyCanvas: isLegacyCanvas) ? insets : .zero,
                        topLayoutGuideLength: insets.top, bottomLayoutGuideLength: insets.bottom,
                        rootSideMargin: rootSideMargin(root: root, controller: controller, freeform: freeform, size: size,
                                                       screenSize: screenSize, toolsVersion: toolsVersion,
                                                       isLegacyCanvas: isLegacyCanvas),
                        isLegacyCanvas: isLegacyCanvas, notes: notes, containerSize: containerSize)
    }

    /// Status bar, sensor housing and home indicator as Interface Builder simulates them, by
    /// device and Xcode era (observed from saved frames).
    ///
    /// Face ID phones: retina5_9 44 pt at the top until toolsVersion 22000, then 50; retina6_1
    /// 44, then 48 from 21000, and 96 over 68 from 24000 (Xcode 16 doubles both); retina6_0 and
    /// retina6_7 44, then 47 from 21000. Others take the device's runtime values. Phones without
    /// a notch show no status bar in landscape (the device's landscape safe area, the rule the
    /// layout documents' screens follow too: iOS hides the status bar of an iPhone in compact
    /// height), except to the legacy top layout guide when `legacyGuides` asks for Interface
    /// Builder's canvas (Xcode 8 simulated a 20-pt bar there, and saved frames show it); the
    /// legacy canvas keeps 20.
    static func statusArea(device: Device, orientation: Orientation, toolsVersion: Int, legacyGuides: Bool,
                           isLegacyCanvas: Bool) -> EdgeInsets {
        if isLegacyCanvas { return EdgeInsets(top: 20) }
        var insets = device.safeArea(in: orientation)
        let id = device.interfaceBuilderID ?? ""
        let portraitTop: Double? = switch id {
        case "retina5_9": toolsVersion >= 22000 ? 50 : 44
        case "retina6_1": toolsVersion >= 24000 ? 96 : toolsVersion >= 21000 ? 48 : 44
        case "retina6_0", "retina6_7": toolsVersion >= 21000 ? 47 : 44
        default: nil
        }
        if orientation == .portrait {
            if let portraitTop { insets.top = portraitTop }
            if id == "retina6_1", toolsVersion >= 24000 { insets.bottom = 68 }
        } else if device.idiom == .phone, insets.top == 0, insets.left == 0, legacyGuides {
            insets.top = 20
        }
        return insets
    }

    /// The screen size of the document's own device and orientation, when it is a known device.
    static func ownScreenSize(document: IBDocument, deviceID: String?, controller: IBViewController?) -> Size? {
        guard let id = deviceID, let device = DeviceCatalog.device(named: id) else { return nil }
        return device.size(in: legacyOrientation(document: document, controller: controller))
    }

    /// Whether root views have a safe area: documents with safe-area guides, and documents of
    /// Xcode 9 and later (toolsVersion ≥ 13000, iOS 11 SDK) that still use the legacy guides,
    /// whose root margins then include the bars (observed: a root's top margin of 44 under a
    /// navigation bar in a legacy-guide document of 16097). Older documents have none: their
    /// root margins start at the edges.
    static func hasSafeArea(document: IBDocument, isLegacyCanvas: Bool) -> Bool {
        !isLegacyCanvas && (document.useSafeAreas || document.era >= 13000)
    }

    /// Whether Interface Builder draws a status bar on a device without a sensor housing.
    ///
    /// Documents saved before Xcode 11 (toolsVersion < 14810) and from toolsVersion 21701 on
    /// show one; Xcode 11, its betas included (14810–14868), through toolsVersion 21507 lay
    /// root views out without one (navigation bars at y = 0, safe areas starting at the bar or
    /// at 0). Observed in Xcode's saved frames: a top inset of 20 in 14460 and 14490 documents
    /// of four repositories; 0 in the 14868 documents of openfoodfacts, in the 15400–21507
    /// documents of five repositories (21507: element's KeyBackup and KeyVerification scenes,
    /// woocommerce's), and 20 again at 21701 (element's EnterPinCode scene and RoomViewController
    /// xib; pocket-casts' ProfileViewController xib, 603 pt high below a status bar and a
    /// navigation bar) and in every later document with a safe-area constraint.
    static func simulatesStatusBar(device: Device, toolsVersion: Int) -> Bool {
        toolsVersion < IBXcodeEra.xcode11 || toolsVersion >= IBXcodeEra.statusBarReturns
    }

    /// The top and bottom safe-area insets of a xib's top-level view (nil: the canvas's own).
    ///
    /// A free view gets the status bar and sensor housing of its era like a controller's root,
    /// unless its simulated metrics say `<nil key="simulatedStatusBarMetrics"/>`. A free view
    /// of its own size (freeform) keeps the top inset, as if placed at the top of the screen;
    /// its bottom inset is 0 before toolsVersion 21701 and the device's from then on. Table
    /// cells have no safe area. Observed in Xcode's saved frames: full-screen free views of 25
    /// documents (pocket-casts, element, woocommerce, nextcloud, duckduckgo) with 20 on
    /// retina4_7 in the status-bar eras and 0 between them; freeform views with a top of 44
    /// and a bottom of 0 on retina6_1 (element's SectionFooterView at 18122,
    /// RoomCreationIntroCellContentView at 17701, four more bottoms of 0 from 17701 to 19529);
    /// a top of 20 on retina4_7 from 22505 (duckduckgo's NotificationView 465 × 154,
    /// nextcloud's PlaceholderView 350 × 350) and full insets from 21701 (pocket-casts'
    /// ThemeAbstractCell, a 124 × 200 collection cell at 48 over 34, and SleepTimerViewController,
    /// 408 × 488 with a bottom of 34); table cells of 17156 to 32700 at 0.
    static func freeViewInsets(root: IBView, freeform: Bool, top: Double, bottom: Double,
                               toolsVersion: Int) -> (top: Double, bottom: Double)? {
        if root.kind == .tableViewCell { return (0, 0) }
        guard freeform else { return nil }
        return (top, toolsVersion >= IBXcodeEra.statusBarReturns ? bottom : 0)
    }

    /// A page or form sheet's insets: a sheet starts below the status bar and the sensor
    /// housing, so its top inset is 0 (UIKit's sheets since iOS 13); an iPhone's page sheet
    /// reaches the home indicator and keeps the bottom inset; an iPad's sheets float in the
    /// screen's middle and keep none. Observed in Xcode's saved frames: element's SpaceDetail and
    /// SpaceMenu scenes (page sheets 414 × 842 on retina6_1 at 18122, top 0, bottom 34).
    static func sheetInsets(_ sheet: IBSimulatedSheet, device: Device, bottom: Double) -> (top: Double, bottom: Double) {
        (0, device.idiom == .phone && sheet == .pageSheet ? bottom : 0)
    }

    /// A navigation bar: 44 pt, 32 on a phone in compact height, 50 on iPad from Xcode 10
    /// (iOS 12, toolsVersion 14000) and 44 before; 54 on a phone from Xcode 26 (iOS 26's bar:
    /// nextcloud's navigation controllers at 24127 save their bars 54 high, and its
    /// MessageTextViewController xib at 24765, simulating a navigation bar on retina6_1, puts its
    /// safe area's top at 150, the canvas's 96 and 54).
    static func navigationBarHeight(device: Device, orientation: Orientation, toolsVersion: Int) -> Double {
        switch device.idiom {
        case .pad: return toolsVersion >= IBXcodeEra.xcode10 ? 50 : 44
        case .phone:
            if device.sizeClasses(in: orientation).vertical == .compact { return 32 }
            return toolsVersion >= IBXcodeEra.xcode26 ? 54 : 44
        }
    }

    /// The device of a document without `<device>`: `simulatedScreenMetrics` on the controller,
    /// the view, in the document's default metrics (`retina4_7.fullscreen`, `retina4`,
    /// `retina47`), or else on any controller of the document (IB passes destination metrics
    /// down the segues).
    static func legacyDestination(document: IBDocument, root: IBView, controller: IBViewController?) -> String? {
        let written = controller?.simulatedMetrics.screen ?? root.simulatedMetrics?.screen
            ?? document.defaultSimulatedMetrics?.screen
            ?? document.viewControllers.lazy.compactMap(\.simulatedMetrics.screen).first
            ?? document.objects.views.lazy.compactMap { $0.simulatedMetrics?.screen }.first
        guard let written else { return nil }
        let base = String(written.split(separator: ".").first ?? Substring(written))
        let aliases = ["retina4": "retina4_0", "retina47": "retina4_7", "retina35": "retina3_5", "retina55": "retina5_5",
                       "iPad": "ipad9_7"]
        return aliases[base] ?? base
    }

    static func legacyOrientation(document: IBDocument, controller: IBViewController?) -> Orientation {
        if let o = document.device?.orientation { return o == .landscape ? .landscape : .portrait }
        let written = controller?.simulatedMetrics.orientation ?? document.defaultSimulatedMetrics?.orientation
        return written?.lowercased().hasPrefix("landscape") == true ? .landscape : .portrait
    }
}

/// How to lay a document out.
public struct IBLayoutOptions {
    /// Another device than the document's (the root view then takes the device's full size).
    public var device: Device?
    /// Another orientation than the document's.
    public var orientation: Orientation?
    /// Keep `placeholder="YES"` constraints. Interface Builder lays out with them, so `verify`
    /// keeps them; at run time they are gone (removed at build time), so `render` drops them.
    public var keepsPlaceholderConstraints: Bool
    /// Factories tried in order before the plain one: by default the controls with real text
    /// metrics and working stack views (`standardFactories`); `[]` for plain views only.
    public var factories: [any IBViewFactory]
    /// Give every imported view `width >= 0` and `height >= 0` (on by default, for `render` and
    /// `verify`), so that no view of the document is laid out with a negative size.
    ///
    /// Interface Builder does not lay a view out with a negative size: where the constraints
    /// would, the view stops at 0 and an optional constraint gives way. The `AutoLayout` core
    /// lets sizes go negative, so the import adds the floor; `false` lays the document out with
    /// the core's semantics alone. `IBSceneLayout.addNonNegativeSizeConstraints()` gives the
    /// evidence and the priority.
    public var keepsSizesNonNegative: Bool
    /// The Dynamic Type size the screen starts in (UIKit's default, large, when nil): text-style
    /// fonts of controls that adjust to it (`adjustsFontForContentSizeCategory`) follow it.
    public var contentSizeCategory: ContentSizeCategory?
    /// Lay out right to left (leading and trailing mirrored), as in an Arabic or Hebrew locale.
    public var rightToLeft: Bool
    /// With another device or orientation: a xib's top-level view whose saved size is not its
    /// document's screen (a cell, a header, a card) keeps its saved height, and takes the new
    /// screen's width when it was as wide as its own screen, with no safe area; otherwise such
    /// a view takes the whole new screen. Off by default; `lint` sets it, so that a cell is
    /// checked as a table would show it on each device.
    public var freeformViewsFollowDeviceWidth = false
    /// Translate the autoresizing masks of a view's subviews with the constraints the view
    /// holds, top down, as a loaded nib's arrive (on by default): where a mask and the
    /// constraints below it conflict, the mask holds and a constraint gives way, as UIKit's
    /// logs of a cell's `UIView-Encapsulated-Layout-Height` and Xcode's saved cells show
    /// (`IBSceneLayout.addSystemConstraintsInLoadOrder(held:)`). Off, the masks arrive at the
    /// layout pass and give way, each reported as a `LayoutIssue.autoresizingConflict`.
    public var translatesMasksWithSuperviews = true
    /// `Screen.addsWidestOfEqualWidthsFirst` on every scene's screen: the same frames with
    /// fewer pivots where views are held to equal widths (a form's labels). Off by default, as
    /// it changes the order of `explain`'s constraint lists; `lint` and `verify` set it.
    public var addsWidestOfEqualWidthsFirst = false
    /// Lay the document out as Interface Builder's canvas does where that differs from UIKit at
    /// run time (on for `verify`, which compares with the canvas's frames; off for `render`):
    /// arranged views keep their design-time sizes where only UIStackView's fitting decides
    /// them (`IBSceneLayout.keepDesignTimeSizes()`), and hidden activity indicators that hide
    /// when stopped keep their place in stacks (`IBSceneLayout.arrangesAsVisible(_:)`), and
    /// a phone without a notch keeps Xcode 8's 20-pt status bar above a legacy top layout
    /// guide in landscape, where iOS hides it (`IBCanvas.statusArea`), and text styles take the
    /// Dynamic Type size of the saving Xcode's canvas (`textStyleCategory(for:)`).
    public var designTime: Bool

    public init(device: Device? = nil, orientation: Orientation? = nil, keepsPlaceholderConstraints: Bool = false,
                factories: [any IBViewFactory] = IBLayoutOptions.standardFactories,
                keepsSizesNonNegative: Bool = true, contentSizeCategory: ContentSizeCategory? = nil,
                rightToLeft: Bool = false, designTime: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
        self.factories = factories
        self.keepsSizesNonNegative = keepsSizesNonNegative
        self.contentSizeCategory = contentSizeCategory
        self.rightToLeft = rightToLeft
        self.designTime = designTime
    }
}
