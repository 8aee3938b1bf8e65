import AutoLayout
import InterfaceBuilder

/// Moving a built scene to another device or orientation, as UIKit relays out a window on
/// rotation: the same views and engine, new constants.
///
/// `lint` lays a document out on six screens. Building each scene again for every screen
/// allocated, read and freed some ten objects per view each time; a move changes the root's
/// size, its safe area and margins, and the traits, and the engine re-solves from where it was.
extension IBSceneLayout {
    /// Moves the scene to the device and orientation of `options` (the document's own when
    /// nil) and returns true; returns false, having changed nothing, when a build on that
    /// screen could come out otherwise than the moved scene.
    ///
    /// Of `options` a move reads what the canvas reads of them: the device, the orientation and
    /// `freeformViewsFollowDeviceWidth`. The others decide the build and must be the scene's.
    ///
    /// A move keeps everything the build decided but the canvas, so it is refused when the
    /// build would decide more than that differently:
    /// - the installed views and constraints and their per-trait values, when the trait
    ///   changes and the document has variations or bars placed as views (whose height
    ///   follows the size classes);
    /// - the constraints translated from autoresizing masks, which a build derives from the
    ///   saved frames and the new root's size, and a moved scene from the frames laid out on
    ///   the previous screen: refused when any view but the root translates its mask;
    /// - text whose height depends on its width (multi-line labels, text views that do not
    ///   scroll), measured again from the previous screen's widths;
    /// - a table cell's content margins, chosen by the screen's width at the build;
    /// - verification's stand-ins.
    public func move(to options: IBLayoutOptions) -> Bool {
        guard standIns == nil, options.designTime == self.options.designTime else { return false }
        var moved = self.options
        moved.device = options.device
        moved.orientation = options.orientation
        moved.freeformViewsFollowDeviceWidth = options.freeformViewsFollowDeviceWidth
        let new = IBCanvas.make(document: document, root: rootElement, controller: controller, bars: canvas.bars,
                                options: moved)
        guard new.trait == canvas.trait || !readsTrait, !hasHistoryDependentViews,
              !elementList.contains(where: { $0.kind == .tableViewCellContentView }) else { return false }
        if new.trait != canvas.trait { resolution = IBTraitResolution(document: document, trait: new.trait) }
        self.options = moved
        canvas = new
        moveScreen()
        applyRootMargins(screen.rootView, element: rootElement)
        for (isTop, height) in legacyGuideHeights {
            height.constant = isTop ? new.topLayoutGuideLength : new.bottomLayoutGuideLength
        }
        return true
    }

    /// The screen's device, size, bars and safe area by the canvas, as `configureScreen` sets
    /// them on a new screen.
    private func moveScreen() {
        screen.additionalSafeAreaInsets = .zero
        screen.setDevice(canvas.device, orientation: canvas.orientation, size: canvas.size)
        screen.showsNavigationBar = canvas.bars.navigationBar && canvas.safeAreaInsets.top > 0
        screen.showsTabBar = canvas.bars.tabBar && canvas.safeAreaInsets.bottom > 0
        screen.showsToolbar = canvas.bars.toolbar && !canvas.bars.tabBar && canvas.safeAreaInsets.bottom > 0
        let now = screen.rootSafeAreaInsets
        let want = canvas.safeAreaInsets
        screen.additionalSafeAreaInsets = EdgeInsets(top: want.top - now.top, left: want.left - now.left,
                                                     bottom: want.bottom - now.bottom, right: want.right - now.right)
    }

    /// Whether a build reads the trait beyond the canvas: variations of views or constraints
    /// anywhere in the document (`IBTraitResolution`), or navigation bars and toolbars placed
    /// as views (`IBControlsFactory.bar`).
    var readsTrait: Bool {
        var reads = false
        document.forEachView { view in
            guard !reads else { return }
            reads = !view.variations.isEmpty || view.kind == .navigationBar || view.kind == .toolbar
                || view.constraints.contains { !$0.variations.isEmpty }
        }
        return reads
    }

    /// Whether a view of the scene other than the root translates its autoresizing mask into
    /// constraints, or has an intrinsic height that depends on its width (the views controls
    /// and stack views make inside themselves included).
    ///
    /// The engine measures such text again at each pass until the widths settle, from the
    /// widths it has: where more than one width is stable, the one reached depends on where
    /// the measuring started (the previous screen's widths, or none).
    var hasHistoryDependentViews: Bool {
        var stack = screen.rootView.subviews
        while let view = stack.popLast() {
            if view.translatesAutoresizingMaskIntoConstraints || view.intrinsicHeightDependsOnWidth { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
