/// A view controller element of a storyboard scene or a xib: its root view, legacy layout guides,
/// simulated metrics and the segues that decide which bars it is shown under.
///
/// Bars change the safe area and the legacy top/bottom guides, and a storyboard mostly *infers*
/// them from the scene graph (a controller reached through a navigation controller's
/// `rootViewController` relationship gets a navigation bar) rather than writing them down, so
/// the segues are kept here as data for the layout step.
public struct IBViewController: Hashable, Sendable {
    /// The element name.
    public enum Kind: Hashable, Sendable {
        case viewController, tableViewController, collectionViewController, navigationController
        case tabBarController, splitViewController, pageViewController, viewControllerPlaceholder
        case hostingController, avPlayerViewController, glkViewController
        /// Any other element that sits in a scene's objects with `sceneMemberID="viewController"`.
        case other(String)

        static let known: [String: Kind] = [
            "viewController": .viewController, "tableViewController": .tableViewController,
            "collectionViewController": .collectionViewController, "navigationController": .navigationController,
            "tabBarController": .tabBarController, "splitViewController": .splitViewController,
            "pageViewController": .pageViewController, "viewControllerPlaceholder": .viewControllerPlaceholder,
            "hostingController": .hostingController, "avPlayerViewController": .avPlayerViewController,
            "glkViewController": .glkViewController,
        ]

        public init(elementName: String) { self = Kind.known[elementName] ?? .other(elementName) }
    }

    public var kind: Kind
    public var elementName: String
    public var id: String
    public var customClass: String?
    public var customModule: String?
    public var title: String?
    public var userLabel: String?
    public var storyboardIdentifier: String?
    /// The root view, `<view key="view">` (or `<tableView key="view">`, …).
    public var view: IBView?
    /// Legacy top/bottom layout guides (documents without safe areas).
    public var layoutGuides: [IBLegacyLayoutGuide]
    /// Status, top and bottom bars as written on this controller.
    public var simulatedMetrics: IBSimulatedMetrics
    /// `<size key="freeformSize">` for freeform-sized controllers.
    public var freeformSize: IBSize?
    /// `<extendedEdge key="edgesForExtendedLayout">`; nil when not written (UIKit's default: all).
    public var edgesForExtendedLayout: IBRectEdges?
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var navigationItem: IBNavigationItem?
    /// A navigation controller's `<navigationBar key="navigationBar">`, a tab bar controller's
    /// `<tabBar key="tabBar">`, a navigation controller's `<toolbar key="toolbar">`.
    public var navigationBar: IBView?
    public var tabBar: IBView?
    public var toolbar: IBView?
    public var segues: [IBSegue]
    /// Every segue inside the controller element, in document order: its own, and those of its
    /// cells, buttons and bar button items. A `show` segue from any of them passes this
    /// controller's navigation bar on to the destination.
    public var containedSegues: [IBSegue]
    /// Every attribute as written, for what the model does not name.
    public var attributes: [String: String]
    public var line: Int

    public init(kind: Kind, elementName: String, id: String, line: Int) {
        self.kind = kind
        self.elementName = elementName
        self.id = id
        self.customClass = nil
        self.customModule = nil
        self.title = nil
        self.userLabel = nil
        self.storyboardIdentifier = nil
        self.view = nil
        self.layoutGuides = []
        self.simulatedMetrics = IBSimulatedMetrics()
        self.freeformSize = nil
        self.edgesForExtendedLayout = nil
        self.extendedLayoutIncludesOpaqueBars = false
        self.automaticallyAdjustsScrollViewInsets = true
        self.navigationItem = nil
        self.navigationBar = nil
        self.tabBar = nil
        self.toolbar = nil
        self.segues = []
        self.containedSegues = []
        self.attributes = [:]
        self.line = line
    }
}

/// A `<viewControllerLayoutGuide type="top|bottom">`: UIKit's `topLayoutGuide`/`bottomLayoutGuide`.
///
/// The top guide spans 0…T of the root view and constraints use its `bottom`; the bottom guide
/// spans H−B…H and constraints use its `top`, as saved documents show.
public struct IBLegacyLayoutGuide: Hashable, Sendable {
    public enum GuideType: String, CaseIterable, Hashable, Sendable {
        case top, bottom
    }

    public var id: String
    public var type: GuideType
    public var line: Int

    public init(id: String, type: GuideType, line: Int) {
        self.id = id
        self.type = type
        self.line = line
    }
}

/// Simulated status bar, top bar, bottom bar and screen, as a controller or document writes them.
public struct IBSimulatedMetrics: Hashable, Sendable {
    /// `simulatedStatusBarMetrics` (or `statusBar` in the legacy container).
    public var statusBar: IBSimulatedBar = .inferred
    /// `simulatedTopBarMetrics`: a navigation bar, usually.
    public var topBar: IBSimulatedBar = .inferred
    /// `simulatedBottomBarMetrics`: a tab bar or toolbar.
    public var bottomBar: IBSimulatedBar = .inferred
    /// `<simulatedScreenMetrics type="retina4_7.fullscreen">` and the like.
    public var screen: String?
    /// `<freeformSimulatedSizeMetrics>`: the controller's size is freeform.
    public var isFreeform: Bool = false
    /// `<modalPageSheetSimulatedSizeMetrics>` or `<modalFormSheetSimulatedSizeMetrics>`: the
    /// controller is shown as a sheet.
    public var sheet: IBSimulatedSheet?
    /// `<simulatedOrientationMetrics orientation="…">`, when written.
    public var orientation: String?

    public init() {}
}

/// A sheet presentation Interface Builder simulates.
public enum IBSimulatedSheet: String, Hashable, Sendable {
    case pageSheet, formSheet
}

/// One simulated bar setting.
public enum IBSimulatedBar: Hashable, Sendable {
    /// Not written: Interface Builder infers it from the scene graph.
    case inferred
    /// `<nil key="…">`: explicitly no bar.
    case none
    /// A bar element such as `<simulatedNavigationBarMetrics translucent="NO">`.
    case bar(IBBarMetrics)
}

/// A simulated bar: which kind, and whether it is translucent.
public struct IBBarMetrics: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case statusBar, navigationBar, tabBar, toolbar
        case other(String)
    }

    public var kind: Kind
    /// The element name, such as `simulatedNavigationBarMetrics`.
    public var elementName: String
    /// `translucent`, nil when not written (bars are translucent by default).
    public var translucent: Bool?
    /// `prompted` on navigation bars.
    public var prompted: Bool?
    /// `statusBarStyle` on status bars.
    public var statusBarStyle: String?
    public var line: Int

    public init(kind: Kind, elementName: String, translucent: Bool? = nil, prompted: Bool? = nil,
                statusBarStyle: String? = nil, line: Int) {
        self.kind = kind
        self.elementName = elementName
        self.translucent = translucent
        self.prompted = prompted
        self.statusBarStyle = statusBarStyle
        self.line = line
    }
}

/// `edgesForExtendedLayout` as written: which edges are set.
public struct IBRectEdges: Hashable, Sendable {
    public var top: Bool
    public var left: Bool
    public var bottom: Bool
    public var right: Bool

    public init(top: Bool = false, left: Bool = false, bottom: Bool = false, right: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A `<segue>`: relationship segues decide navigation and tab bars.
public struct IBSegue: Hashable, Sendable {
    public var id: String?
    /// The destination controller's id.
    public var destination: String?
    /// `relationship`, `show`, `push`, `presentation`, `embed`, `popoverPresentation`, `unwind`, …
    public var kind: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`, …
    public var relationship: String?
    public var identifier: String?
    public var modalPresentationStyle: String?
    public var line: Int

    public init(id: String?, destination: String?, kind: String?, relationship: String?, identifier: String?,
                modalPresentationStyle: String?, line: Int) {
        self.id = id
        self.destination = destination
        self.kind = kind
        self.relationship = relationship
        self.identifier = identifier
        self.modalPresentationStyle = modalPresentationStyle
        self.line = line
    }
}

/// A controller's `<navigationItem>`: its title and large-title mode, and a custom title view.
public struct IBNavigationItem: Hashable, Sendable {
    public var id: String?
    public var title: String?
    public var prompt: String?
    /// `largeTitleDisplayMode` (`always`, `never`, `automatic`), nil when not written.
    public var largeTitleDisplayMode: String?
    /// `<… key="titleView">`, such as a segmented control.
    public var titleView: IBView?
    public var line: Int

    public init(id: String?, title: String?, prompt: String?, largeTitleDisplayMode: String?,
                titleView: IBView?, line: Int) {
        self.id = id
        self.title = title
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.titleView = titleView
        self.line = line
    }
}
