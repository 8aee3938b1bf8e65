import AutoLayout
import InterfaceBuilder

/// One scene of a storyboard, or one top-level view of a xib, built as a screen of views and
/// constraints on the document's own device, ready to lay out.
///
/// Building follows what Interface Builder does with the XML: the document's trait selects the
/// installed views and constraints and their per-trait values; views keep the document's
/// autoresizing settings (a view that translates its mask starts at its saved frame); an omitted
/// `firstItem` was already read as the owning view; constraints from inside a scroll view to its
/// edges refer to its content area. Nothing the document asks for is dropped silently: what cannot
/// be built is in `problems`, what is not modelled in `unsupported`.
public final class IBSceneLayout {
    public let document: IBDocument
    /// The storyboard scene, nil for a xib's top-level view.
    public let scene: IBScene?
    public let controller: IBViewController?
    /// The root element with the trait's values applied.
    public let rootElement: IBView
    public internal(set) var canvas: IBCanvas
    public let screen: Screen
    public internal(set) var resolution: IBTraitResolution
    public internal(set) var options: IBLayoutOptions
    /// Stand-ins used by verification for what is not measured here; nil otherwise.
    let standIns: IBStandIns?

    /// Installed view ids in document order, the root first: the views' slots
    /// (`IBSceneLayout+Tables`; `views`, `elements`, `parentIDs` and `contentSources` read them
    /// by id).
    public internal(set) var viewIDs: [String] = []
    /// The slot of each installed view id (`slot(of:)`), and by slot each view, its element
    /// (trait values applied), its parent's id (nil for the root) and its content source.
    var slotOfID: [String: Int] = [:]
    public internal(set) var viewList: [View] = []
    public internal(set) var elementList: [IBView] = []
    public internal(set) var parentIDList: [String?] = []
    public internal(set) var contentSourceList: [IBContentSource] = []
    /// The slot of each view object, made when first asked for (`slot(of:)`).
    var slotOfObject: [ObjectIdentifier: Int] = [:]
    /// Views that opt out of autoresizing yet have no constraints: Interface Builder's build
    /// pins them at their frames.
    public internal(set) var prototypedViewIDs: Set<String> = []
    /// Stack views whose arrangement no factory provides.
    public internal(set) var unarrangedStackIDs: Set<String> = []
    /// Stack views a factory made to arrange their subviews: their installed children are
    /// arranged in document order.
    public internal(set) var arrangingStackIDs: Set<String> = []
    /// The constraints built, by Interface Builder id, and their source.
    public internal(set) var constraints: [String: LayoutConstraint] = [:]
    public internal(set) var constraintElements: [String: IBConstraint] = [:]
    /// The ids of the built constraints that name each item id (first or second item), so that
    /// a report of every misplaced view does not scan every constraint once per view. Made when
    /// first asked for: most scenes report no view beyond half a point.
    lazy var constraintIDsByItem: [String: [String]] = {
        var table: [String: [String]] = [:]
        // Any order: `constraintDescriptions(involving:)` sorts what it reads by line.
        for c in constraintElements.values {
            table[c.firstItem, default: []].append(c.id)
            if let second = c.secondItem, second != c.firstItem { table[second, default: []].append(c.id) }
        }
        return table
    }()
    /// The file the document was read from, for reports; nil when not known.
    public var sourceFile: String?
    /// Constraints, guides or values that could not be built, with the reason.
    public internal(set) var problems: [IBLayoutProblem] = []
    /// Elements of this scene the layout does not model, by name.
    public internal(set) var unsupported: [IBUnsupportedFeature] = []

    /// Layout guides by Interface Builder id: safe areas, scroll views' guides, legacy guides.
    var guides: [String: LayoutGuide] = [:]
    /// Each scroll view's content area: what its edges mean to its descendants.
    var contentAreas: [String: LayoutGuide] = [:]
    /// Placeholder intrinsic sizes written in the document, by view id.
    var placeholderSizes: [String: Size] = [:]
    /// The height constraints of the legacy top and bottom layout guides (`buildLegacyGuides`),
    /// whose constants follow the canvas.
    var legacyGuideHeights: [(isTop: Bool, constraint: LayoutConstraint)] = []
    /// The constraints the registered views hold, built or not: room for the constraint tables.
    var constraintCount = 0
    /// Whether the constraints built are recorded by id (`constraints`, `constraintElements`),
    /// for reports. Verification's probe layouts (laid out with stand-ins) keep only their
    /// frames, and in a scene of thousands of views those tables cost more per entry.
    var keepsConstraintTables: Bool { standIns == nil }

    /// Builds the scene of `controller` (storyboards, or a xib's controller).
    public convenience init(document: IBDocument, scene: IBScene?, controller: IBViewController,
                            options: IBLayoutOptions = IBLayoutOptions()) throws(IBLayoutError) {
        try self.init(document: document, scene: scene, controller: controller, options: options, standIns: nil)
    }

    convenience init(document: IBDocument, scene: IBScene?, controller: IBViewController,
                     options: IBLayoutOptions, standIns: IBStandIns?) throws(IBLayoutError) {
        guard let root = controller.view else {
            throw .noRootView(scene: scene?.id ?? controller.id, controller: controller.elementName)
        }
        let bars = IBSimulatedBars.inferred(for: document)[controller.id] ?? IBSimulatedBars()
        try self.init(document: document, scene: scene, controller: controller, root: root, bars: bars,
                      options: options, standIns: standIns)
    }

    /// Builds a xib's top-level view.
    public convenience init(document: IBDocument, topLevelView: IBView,
                            options: IBLayoutOptions = IBLayoutOptions()) throws(IBLayoutError) {
        try self.init(document: document, topLevelView: topLevelView, options: options, standIns: nil)
    }

    convenience init(document: IBDocument, topLevelView: IBView, options: IBLayoutOptions,
                     standIns: IBStandIns?) throws(IBLayoutError) {
        // A xib's free view shows the status bar of its era unless its simulated metrics say
        // none (`IBCanvas.freeViewInsets`).
        let bars = IBSimulatedBars().overridden(by: topLevelView.simulatedMetrics ?? IBSimulatedMetrics())
        try self.init(document: document, scene: nil, controller: nil, root: topLevelView, bars: bars,
                      options: options, standIns: standIns)
    }

    init(document: IBDocument, scene: IBScene?, controller: IBViewController?, root: IBView, bars: IBSimulatedBars,
         options: IBLayoutOptions, standIns: IBStandIns?) throws(IBLayoutError) {
        self.document = document
        self.scene = scene
        self.controller = controller
        self.options = options
        self.standIns = standIns
        let canvas = IBCanvas.make(document: document, root: root, controller: controller, bars: bars, options: options)
        self.canvas = canvas
        let resolution = IBTraitResolution(document: document, trait: canvas.trait)
        self.resolution = resolution
        let rootElement = resolution.resolved(root)
        self.rootElement = rootElement
        let madeRoot = Self.make(rootElement, document: document, trait: canvas.trait, options: options, standIns: standIns)
        let rootView = madeRoot.view
        screen = Screen(device: canvas.device, orientation: canvas.orientation, size: canvas.size, rootView: rootView)
        screen.addsWidestOfEqualWidthsFirst = options.addsWidestOfEqualWidthsFirst
        configureScreen()
        try buildViews(root: rootElement, rootView: rootView, arrangesSubviews: madeRoot.arrangesSubviews)
        buildLegacyGuides()
        buildConstraints()
        standIns?.apply(to: self)
        collectUnsupported()
    }

    /// Lays the scene out.
    public func layout() { screen.layoutIfNeeded() }

    /// A short name for the scene: the controller's label, title or class, or the view's name.
    public var name: String {
        if let c = controller {
            return c.userLabel ?? c.title ?? c.navigationItem?.title ?? c.customClass ?? c.storyboardIdentifier
                ?? Self.words(c.elementName)
        }
        return rootElement.displayName
    }

    /// `viewController` → `View Controller`, as Interface Builder names scenes.
    static func words(_ camelCase: String) -> String {
        var result = ""
        for (i, c) in camelCase.enumerated() {
            if i == 0 { result += c.uppercased() } else if c.isUppercase { result += " " + String(c) } else { result.append(c) }
        }
        return result
    }

    /// The id `--scene` matches: the scene's, else the root view's.
    public var id: String { scene?.id ?? rootElement.id }

    // MARK: Screen

    /// Bars, safe area and root margins as the canvas says. The screen's own bar flags are set
    /// (so renderers see the bars); the difference between the screen's safe area and Interface
    /// Builder's goes into `additionalSafeAreaInsets`, which is what a controller would do.
    func configureScreen() {
        if let category = options.contentSizeCategory { screen.contentSizeCategory = category }
        let canvasCategory = options.textStyleCategory(for: document)
        if canvasCategory != .large { screen.contentSizeCategory = canvasCategory }
        if options.rightToLeft { screen.layoutDirection = .rightToLeft }
        screen.showsNavigationBar = canvas.bars.navigationBar && canvas.safeAreaInsets.top > 0
        screen.showsTabBar = canvas.bars.tabBar && canvas.safeAreaInsets.bottom > 0
        screen.showsToolbar = canvas.bars.toolbar && !canvas.bars.tabBar && canvas.safeAreaInsets.bottom > 0
        screen.viewRespectsSystemMinimumLayoutMargins = false
        screen.layoutIfNeeded()
        let now = screen.rootView.safeAreaInsets
        let want = canvas.safeAreaInsets
        screen.additionalSafeAreaInsets = EdgeInsets(top: want.top - now.top, left: want.left - now.left,
                                                     bottom: want.bottom - now.bottom, right: want.right - now.right)
    }

    // MARK: Views

    static func make(_ element: IBView, document: IBDocument, trait: IBTrait, options: IBLayoutOptions,
                     standIns: IBStandIns?) -> IBMadeView {
        let context = IBViewContext(document: document, trait: trait, element: element,
                                    textStyleCategory: options.textStyleCategory(for: document))
        // Verification's stand-ins replace what text and controls measure: those elements get
        // the plain view, whose intrinsic size the stand-in then sets. Stand-ins that hold
        // arrangements replace stack views the same way.
        let measuresContent = IBControlMetrics.contentAxes(of: element) != nil
            || IBControlMetrics.contentSource(of: element, document: document) == .textAndControlMetrics
        let plainOnly = standIns.map { measuresContent || $0.holdsArrangements && element.kind == .stackView } ?? false
        if !plainOnly {
            for factory in options.factories {
                if let made = factory.makeView(context) { return made }
            }
        }
        return IBPlainViewFactory().makeView(context)
            ?? IBMadeView(view: View(name: element.displayName), contentSource: .none)
    }

    func buildViews(root: IBView, rootView: View, arrangesSubviews: Bool) throws(IBLayoutError) {
        // The count of views sizes the tables, which grew by rehashing every view several times
        // in a scene of thousands.
        var viewCount = 0
        var constraintsHeld = 0
        root.forEachView {
            viewCount += 1
            constraintsHeld += $0.constraints.count
        }
        reserveSlots(viewCount)
        // The screen was laid out once, empty (`configureScreen`): its engine would otherwise
        // grow by doubling as thousands of views arrive.
        screen.reserveCapacity(views: viewCount, constraints: constraintsHeld)
        register(root, view: rootView, contentSource: contentSource(root, made: nil), parent: nil)
        configureRoot(rootView, element: root)
        noteStack(root, arrangesSubviews: arrangesSubviews)
        var stack: [(IBView, View)] = [(root, rootView)]
        while let (element, view) = stack.popLast() {
            var made: [(IBView, View)] = []
            // Each child read in place: `children` copied a root's thousands of views twice.
            element.forEachChild { child in
                guard !resolution.uninstalledViews.contains(child.id) else { return }
                let resolved = resolution.resolved(child)
                let result = Self.make(resolved, document: document, trait: canvas.trait, options: options, standIns: standIns)
                let childView = result.view
                configure(childView, element: resolved, parent: element)
                do throws(AutoLayoutError) {
                    try view.addSubview(childView)
                } catch {
                    problems.append(IBLayoutProblem(id: child.id, line: child.line, message: error.description))
                    return
                }
                register(resolved, view: childView, contentSource: contentSource(resolved, made: result), parent: element.id)
                noteStack(resolved, arrangesSubviews: result.arrangesSubviews)
                if let stack = view as? StackView, arrangingStackIDs.contains(element.id),
                   element.stackView?.arrangedSubviewIDs.contains(child.id) ?? true {
                    if arrangesAsVisible(resolved) { childView.isHidden = false }
                    do throws(AutoLayoutError) {
                        try stack.addArrangedSubview(childView)
                    } catch {
                        problems.append(IBLayoutProblem(id: child.id, line: child.line, message: error.description))
                    }
                }
                made.append((resolved, childView))
            }
            stack.append(contentsOf: made.reversed())
        }
        // Document order, whatever order the stack visited.
        sortSlots(documentOrderOf: root)
    }

    /// Records whether a stack view element arranges its subviews or is listed as unsupported.
    func noteStack(_ element: IBView, arrangesSubviews: Bool) {
        guard element.kind == .stackView else { return }
        if arrangesSubviews { arrangingStackIDs.insert(element.id) } else { unarrangedStackIDs.insert(element.id) }
    }

    func register(_ element: IBView, view: View, contentSource: IBContentSource, parent: String?) {
        constraintCount += element.constraints.count
        appendSlot(element, view: view, contentSource: contentSource, parent: parent)
        for guide in element.layoutGuides {
            switch guide.key {
            case "safeArea":
                guides[guide.id] = view.safeAreaLayoutGuide
            case "contentLayoutGuide":
                guides[guide.id] = contentArea(of: element.id, view: view)
            case "frameLayoutGuide" where view is ScrollView:
                guides[guide.id] = (view as? ScrollView)?.frameLayoutGuide
            case "frameLayoutGuide":
                let frameGuide = LayoutGuide(identifier: "UIScrollView-frameLayoutGuide", name: "\(element.displayName).frameLayoutGuide")
                try? view.addLayoutGuide(frameGuide)
                pin(frameGuide, to: view, origin: "frameLayoutGuide")
                guides[guide.id] = frameGuide
            default:
                unsupported.append(IBUnsupportedFeature(element: "viewLayoutGuide", key: guide.key, ownerID: element.id,
                                                        note: "layout guide not modelled; constraints to it are left out",
                                                        line: guide.line))
            }
        }
    }

    /// What decides the element's intrinsic size, with a placeholder intrinsic size applied.
    func contentSource(_ element: IBView, made: IBMadeView?) -> IBContentSource {
        let source = made?.contentSource ?? IBControlMetrics.contentSource(of: element, document: document)
        guard let placeholder = element.placeholderIntrinsicSize, source == .textAndControlMetrics else { return source }
        let axes = IBControlMetrics.contentAxes(of: element) ?? (true, true)
        let coversWidth = !axes.width || placeholder.width != nil
        let coversHeight = !axes.height || placeholder.height != nil
        return coversWidth && coversHeight ? .document : source
    }

    /// The root view of a controller gets Interface Builder's root margins; a xib's free view
    /// keeps a plain view's (8, or the document's).
    func configureRoot(_ view: View, element: IBView) {
        applyCommon(view, element: element)
        applyRootMargins(view, element: element)
    }

    /// The root's margins by the canvas: its side margins, or a plain view's.
    func applyRootMargins(_ view: View, element: IBView) {
        if let side = canvas.rootSideMargin {
            var own = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            if let written = element.layoutMargins { own = own.maximum(insets(written)) }
            view.layoutMargins = own
        } else {
            view.layoutMargins = element.layoutMargins.map(insets) ?? EdgeInsets(all: 8)
        }
    }

    func configure(_ view: View, element: IBView, parent: IBView) {
        view.translatesAutoresizingMaskIntoConstraints = element.translatesAutoresizingMaskIntoConstraints
        if let mask = element.autoresizingMask {
            var m: AutoresizingMask = []
            if mask.flexibleMinX { m.insert(.flexibleLeftMargin) }
            if mask.widthSizable { m.insert(.flexibleWidth) }
            if mask.flexibleMaxX { m.insert(.flexibleRightMargin) }
            if mask.flexibleMinY { m.insert(.flexibleTopMargin) }
            if mask.heightSizable { m.insert(.flexibleHeight) }
            if mask.flexibleMaxY { m.insert(.flexibleBottomMargin) }
            view.autoresizingMask = m
        }
        if let f = element.frame { view.frame = Rect(x: f.x, y: f.y, width: f.width, height: f.height) }
        applyCommon(view, element: element)
        if let written = element.layoutMargins {
            switch written {
            case .absolute(let e): view.layoutMargins = EdgeInsets(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
            case .directional(let d):
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: d.top, leading: d.leading,
                                                                      bottom: d.bottom, trailing: d.trailing)
            }
        } else if element.kind == .tableViewCellContentView, let margins = cellContentMargins(parent: parent) {
            view.layoutMargins = margins
        }
        if element.kind == .tableViewCell || element.kind == .tableViewCellContentView {
            // A table gives its cells their margins: the content view's are the table's side
            // margins and fixed vertical ones, whatever the table's own margins and safe area
            // (a prototype cell is not under the bars). Inheriting them vertically put a stack
            // 16.5 pt too low in a corpus cell.
            view.preservesSuperviewLayoutMargins = false
            view.insetsLayoutMarginsFromSafeArea = false
        }
        if IBScrollAreas.isScrollView(element.kind) { _ = contentArea(of: element.id, view: view) }
    }

    func applyCommon(_ view: View, element: IBView) {
        view.isHidden = element.hidden
        view.preservesSuperviewLayoutMargins = element.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = element.insetsLayoutMarginsFromSafeArea
        let h = element.contentHuggingPriority, r = element.compressionResistancePriority
        view.setContentHuggingPriority(LayoutPriority(h.horizontal), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(h.vertical), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(r.horizontal), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(r.vertical), for: .vertical)
        if let placeholder = element.placeholderIntrinsicSize {
            let current = view.intrinsicContentSize
            func value(_ d: IBPlaceholderIntrinsicSize.Dimension?, _ fallback: Double) -> Double {
                switch d {
                case .points(let v)?: v
                case .none?: noIntrinsicMetric
                case nil: fallback
                }
            }
            let size = Size(width: value(placeholder.width, current.width), height: value(placeholder.height, current.height))
            view.explicitIntrinsicContentSize = size
            placeholderSizes[element.id] = size
        }
    }

    /// A table cell's content view margins (observed in saved frames): 8 before Xcode 9;
    /// from Xcode 9 (toolsVersion 13000) the table's side margins (16 below 414 pt, 20 from
    /// there) and 11 at the top and bottom.
    ///
    /// Beside an accessory (a disclosure indicator, a checkmark, …) the content view, which
    /// then stops short of the accessory, keeps a trailing margin of 8 only: observed in
    /// duckduckgo Bookmarks.storyboard, whose FolderCell (disclosure indicator, content view
    /// 316.5 wide) pins a stack 16 from the leading edge and 8 from the trailing one through
    /// `leadingMargin` and `trailingMargin`. It is the corpus's only such cell of Xcode 9 or later.
    ///
    /// A xib's free cell has no table: its side margins come from the device and the cell
    /// (`freeCellSideMargin`).
    func cellContentMargins(parent: IBView) -> EdgeInsets? {
        let era = document.era
        guard era >= IBXcodeEra.xcode9 else { return nil }
        let width = parent.frame?.width ?? canvas.size.width
        var side: Double = canvas.size.width < 414 && width < 414 ? 16 : 20
        if controller == nil, parent.id == rootElement.id {
            side = Self.freeCellSideMargin(cellWidth: width, screenWidth: canvas.device.size(in: canvas.orientation).width,
                                           toolsVersion: era)
        }
        var trailing = side
        if case .tableViewCell(let cell)? = parent.content, let accessory = cell.accessoryType, accessory != "none" {
            trailing = 8
        }
        return EdgeInsets(top: 11, left: side, bottom: 11, right: trailing)
    }

    /// The side margins of a free table cell's content view (a xib's top-level cell), as
    /// Xcode's saved frames show them in 120 cells of five repositories:
    /// - Xcode 9 and 10: by the cell's width, 20 from 414 pt and 16 below (element's 600-pt
    ///   cells at 14113 and 14460 at 20; 320- and 331-pt cells of pocket-casts and woocommerce
    ///   at 16, on retina4_7 and retina6_1 alike);
    /// - from Xcode 11: by the device and the cell, 20 when the screen is 414 pt or wider and
    ///   the cell wider than 320 (331-, 414- and 462-pt cells on retina6_1 and retina6_5), else
    ///   16 (element's 600-pt cells on retina4_7 from 17701, 320-pt cells on retina6_1); 15
    ///   instead of 16 in Xcode 11's documents (14868 to 16097: openfoodfacts, woocommerce and
    ///   element cells of 320 to 600 pt on retina4_7).
    static func freeCellSideMargin(cellWidth: Double, screenWidth: Double, toolsVersion: Int) -> Double {
        if toolsVersion < IBXcodeEra.xcode11 { return cellWidth < 414 ? 16 : 20 }
        if screenWidth >= 414, cellWidth > 320 { return 20 }
        return toolsVersion < IBXcodeEra.xcode12 ? 15 : 16
    }

    func insets(_ margins: IBLayoutMargins) -> EdgeInsets {
        switch margins {
        case .absolute(let e): EdgeInsets(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
        case .directional(let d): EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
    }

    // MARK: Unsupported

    func collectUnsupported() {
        // The scene's ids (every view and constraint) only when the document lists something
        // unsupported to look them up for.
        if !document.unsupported.isEmpty {
            var ids = Set(viewIDs)
            ids.formUnion(constraintElements.keys)
            if let controller { ids.insert(controller.id) }
            if let scene { ids.insert(scene.id) }
            unsupported = document.unsupported.filter { f in f.ownerID.map(ids.contains) ?? false } + unsupported
        }
        for (id, element) in zip(viewIDs, elementList) {
            if unarrangedStackIDs.contains(id) {
                unsupported.append(IBUnsupportedFeature(
                    element: "stackView", key: nil, ownerID: id,
                    note: "arrangement of \(element.stackView?.arrangedSubviewIDs.count ?? 0) arranged subviews not laid out (no stack view factory)",
                    line: element.line))
            }
            for font in Self.missingFonts(of: element, in: fontRegistry) {
                if case let .custom(name, family) = font.face {
                    unsupported.append(IBUnsupportedFeature(
                        element: "fontDescription", key: nil, ownerID: id,
                        note: "font \(name) (family \(family ?? "not written")) is not available; measured as the system "
                            + "font of its size and of the weight its name says", line: font.line))
                }
            }
            if element.layoutMarginsFollowReadableWidth {
                unsupported.append(IBUnsupportedFeature(
                    element: element.elementName, key: "layoutMarginsFollowReadableWidth", ownerID: id,
                    note: "margins kept as plain margins, not the readable width", line: element.line))
            }
        }
    }
}

/// Something in a scene that could not be built, and why.
public struct IBLayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's or view's Interface Builder id.
    public var id: String
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(id): \(message)" }
}
