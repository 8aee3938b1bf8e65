import AutoLayout
import InterfaceBuilder

/// The parts `IBCanvas.make` puts together: the device, the root's size, the bars' insets,
/// the size classes and the root's side margins, each by Interface Builder's rules.
extension IBCanvas {
    /// The device a root is laid out on: the option's, the document's, or a stand-in.
    ///
    /// Xcode 6–7 documents without a device were laid out on the size-class canvas, or on the
    /// 4-inch iPhone; Xcode 7 and earlier rounded frames to whole points, as their saved frames
    /// show, so their device's scale is 1.
    static func resolveDevice(id deviceID: String?, document: IBDocument, options: IBLayoutOptions,
                              toolsVersion: Int, notes: inout [String]) -> (device: Device, isLegacyCanvas: Bool) {
        var device: Device
        var isLegacyCanvas = false
        if let override = options.device {
            device = override
        } else if let id = deviceID, let d = DeviceCatalog.device(named: id) {
            device = d
        } else {
            device = DeviceCatalog.device(named: "retina4_0") ?? DeviceCatalog.all[0]
            if let id = deviceID {
                notes.append(DeviceCatalog.unknownDeviceMessage(id) + "; iPhone SE (1st generation) metrics stand in")
            }
            isLegacyCanvas = document.useTraitCollections && deviceID == nil
        }
        if options.device == nil, toolsVersion < 11000 { device.scale = 1 }
        return (device, isLegacyCanvas)
    }

    /// The root view's size: its saved frame on its own screen, else the screen's.
    ///
    /// A free view of its own size (a cell, a header, a card) shown on another device keeps its
    /// height; one as wide as its document's screen takes the new screen's width, as a table
    /// gives its cells.
    static func rootSize(document: IBDocument, root: IBView, controller: IBViewController?, deviceID: String?,
                         screenSize: Size, options: IBLayoutOptions, notes: inout [String]) -> Size {
        var size = screenSize
        if options.device == nil, options.orientation == nil, let frame = root.frame, frame.width > 0, frame.height > 0 {
            size = Size(width: frame.width, height: frame.height)
        }
        if options.freeformViewsFollowDeviceWidth, controller == nil, options.device != nil || options.orientation != nil,
           let frame = root.frame, let own = ownScreenSize(document: document, deviceID: deviceID, controller: controller),
           frame.width > 0, frame.height > 0, frame.width != own.width || frame.height != own.height {
            size = Size(width: frame.width == own.width ? screenSize.width : frame.width, height: frame.height)
            notes.append("free view \(formatNumber(size.width))×\(formatNumber(size.height)), its saved height kept")
        }
        return size
    }

    /// The size classes of the canvas: the device's, or any-by-any on the legacy canvas.
    static func trait(device: Device, orientation: Orientation, isLegacyCanvas: Bool) -> IBTrait {
        if isLegacyCanvas { return .any }
        let classes = device.sizeClasses(in: orientation)
        return IBTrait(widthClass: classes.horizontal == .regular ? .regular : .compact,
                       heightClass: classes.vertical == .regular ? .regular : .compact)
    }

    /// The top and bottom insets the status area and the simulated bars make, and how much
    /// opaque bars shorten the root view.
    static func barInsets(status: EdgeInsets, device: Device, orientation: Orientation, bars: IBSimulatedBars,
                          controller: IBViewController?, toolsVersion: Int, isLegacyCanvas: Bool,
                          notes: inout [String]) -> (top: Double, bottom: Double, shortening: Double) {
        let sensorHousing = device.hasHomeIndicator && !isLegacyCanvas
        // An iPad keeps its status bar even where a controller asks for none (observed once:
        // `<nil key="simulatedStatusBarMetrics"/>` on an ipad9_7 root with a safe area of 20).
        let statusBarShown = (bars.statusBar || device.idiom == .pad && controller != nil)
            && simulatesStatusBar(device: device, toolsVersion: toolsVersion)
        if !sensorHousing, bars.statusBar, !statusBarShown {
            notes.append("no simulated status bar (Xcode 11 to 13 on phones and iPads without a sensor housing)")
        }
        var top = sensorHousing || statusBarShown ? status.top : 0
        var bottom = status.bottom
        if bars.navigationBar {
            let written = bars.navigationBarHeight
            top += written ?? navigationBarHeight(device: device, orientation: orientation, toolsVersion: toolsVersion)
            if bars.largeTitles, written == nil { top += 52 }
        }
        if bars.tabBar { bottom += 49 } else if bars.toolbar { bottom += device.idiom == .pad ? 50 : 44 }
        let shortening = applyOpaqueBars(top: &top, bottom: &bottom, bars: bars, controller: controller,
                                         toolsVersion: toolsVersion, notes: &notes)
        return (top, bottom, shortening)
    }

    /// Takes opaque bars out of the insets, returning how much they shorten the root view.
    ///
    /// Opaque bars (and edges left out of the extended layout) shorten the root view: it starts
    /// below the top bars and ends above the bottom ones, which then leave the safe area and the
    /// legacy guides. With extendedLayoutIncludesOpaqueBars the root stays under them and keeps
    /// its full size; Xcode 7 still counted the bars in its guides (a top guide of 64 on the
    /// legacy canvas), Xcode 8 and later do not (a top guide of 0 in a 32700 document).
    static func applyOpaqueBars(top: inout Double, bottom: inout Double, bars: IBSimulatedBars,
                                controller: IBViewController?, toolsVersion: Int, notes: inout [String]) -> Double {
        let extendsTop = controller?.edgesForExtendedLayout?.top ?? true
        let extendsBottom = controller?.edgesForExtendedLayout?.bottom ?? true
        let includesOpaque = controller?.extendedLayoutIncludesOpaqueBars ?? false
        var shortening = 0.0
        if bars.navigationBar, !extendsTop || bars.navigationBarOpaque && !includesOpaque {
            shortening += top
            top = 0
            notes.append("root view below an opaque top bar")
        }
        if bars.tabBar || bars.toolbar, !extendsBottom || bars.bottomBarOpaque && !includesOpaque {
            shortening += bottom
            bottom = 0
            notes.append("root view above an opaque bottom bar")
        }
        if includesOpaque, toolsVersion >= 11000 {
            if bars.navigationBar, bars.navigationBarOpaque {
                top = 0
                notes.append("root view under an opaque top bar that its guides leave out")
            }
            if bars.tabBar || bars.toolbar, bars.bottomBarOpaque { bottom = 0 }
        }
        return shortening
    }

    /// The root view's left and right margins; nil for a free cell, whose margins are a plain
    /// view's.
    ///
    /// 16 on screens narrower than 414 pt, else 20. The legacy canvas: 16 in Xcode 6.0, 20 on
    /// the 600-pt canvas afterwards (saved legacy documents). A free view of its own size has a
    /// root's margins too, by the screen's width: woocommerce's 375-pt header on retina4_7 at
    /// 16, its 417-pt headers and element's 414-pt view on retina6_1 at 20.
    static func rootSideMargin(root: IBView, controller: IBViewController?, freeform: Bool, size: Size,
                               screenSize: Size, toolsVersion: Int, isLegacyCanvas: Bool) -> Double? {
        if isLegacyCanvas { return controller == nil ? nil : (toolsVersion < 7000 ? 16 : 20) }
        if controller != nil || !freeform { return size.width < 414 ? 16 : 20 }
        if [.tableViewCell, .collectionViewCell, .collectionReusableView].contains(root.kind) { return nil }
        return screenSize.width < 414 ? 16 : 20
    }
}
