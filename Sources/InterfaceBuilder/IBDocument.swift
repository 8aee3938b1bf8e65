import LayoutVocabulary

/// A storyboard or xib, read as plain data: every value as written, IB's defaults filled in where
/// the format omits them, and the line of every element.
///
/// Nothing here is laid out. The saved frames are Apple's engine's answer for the document's own
/// device and orientation; the constraints, margins, guides, priorities and control contents are
/// the question. `unsupported` lists the valid elements this reader does not model, so a consumer
/// can say what it ignored instead of silently dropping it.
public struct IBDocument: Hashable, Sendable {
    /// Storyboard or xib, from the `type` attribute.
    public enum Kind: String, Hashable, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` (and the AppKit and tvOS kinds).
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: a nib with top-level objects.
        case xib
    }

    public var kind: Kind
    /// The `type` attribute as written.
    public var type: String
    /// The format `version`, such as `3.0`.
    public var version: String?
    /// The Xcode build that saved the file, such as `14868` or `32700.99.1234`.
    ///
    /// It matters: canvas metrics, intrinsic sizes and frame rounding changed between eras
    /// (the Xcode that saved the document).
    public var toolsVersion: String
    /// The leading integer of `toolsVersion` (`32700` for `32700.99.1234`), for era comparisons.
    public var toolsVersionNumber: Int?
    /// The version of the `com.apple.InterfaceBuilder.IBCocoaTouchPlugin` dependency, such as
    /// `22685`: the Interface Builder plug-in that saved the document. Its build follows Xcode's
    /// (22504 with toolsVersion 22505, 23084 with 23094), so it dates documents whose
    /// `toolsVersion` is the placeholder `32700.99.1234`.
    public var cocoaTouchPluginVersion: String?
    public var systemVersion: String?
    /// `iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`, `watchKit`, …
    public var targetRuntime: String
    /// `useAutolayout="YES"`: constraints are active. Without it the document is springs and struts.
    public var useAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes are enabled, `<variation>` may appear.
    public var useTraitCollections: Bool
    /// `useSafeAreas="YES"`: views have safe-area guides instead of the legacy top/bottom guides.
    public var useSafeAreas: Bool
    /// `launchScreen="YES"`.
    public var isLaunchScreen: Bool
    /// The storyboard's entry point, `initialViewController`.
    public var initialViewControllerID: String?
    /// The simulated device the saved frames were computed for; nil before Xcode 8.
    public var device: IBDevice?
    /// Older documents' `<simulatedMetricsContainer key="defaultSimulatedMetrics">`.
    public var defaultSimulatedMetrics: IBSimulatedMetrics?
    /// A storyboard's scenes in document order; empty for a xib.
    public var scenes: [IBScene]
    /// A xib's top-level `<objects>`: placeholders (File's Owner, First Responder) and free views.
    /// Empty for a storyboard, whose objects belong to its scenes.
    public var objects: IBObjects
    /// `<resources><image name width height>`: an image's size in points is an image view's
    /// intrinsic content size.
    public var images: [String: IBImageResource]
    /// Valid elements that this reader does not model, in document order.
    public var unsupported: [IBUnsupportedFeature]
    /// Every object a constraint or a variation can name, by id: views, layout guides, constraints.
    public var items: [String: IBItem]
    /// 1-based line of `<document>`.
    public var line: Int

    public init(kind: Kind, type: String, toolsVersion: String, targetRuntime: String, line: Int) {
        self.kind = kind
        self.type = type
        self.version = nil
        self.toolsVersion = toolsVersion
        self.toolsVersionNumber = nil
        self.cocoaTouchPluginVersion = nil
        self.systemVersion = nil
        self.targetRuntime = targetRuntime
        self.useAutolayout = false
        self.useTraitCollections = false
        self.useSafeAreas = false
        self.isLaunchScreen = false
        self.initialViewControllerID = nil
        self.device = nil
        self.defaultSimulatedMetrics = nil
        self.scenes = []
        self.objects = IBObjects()
        self.images = [:]
        self.unsupported = []
        self.items = [:]
        self.line = line
    }
}

/// The `<device>` element: which simulated screen the saved frames belong to.
public struct IBDevice: Hashable, Sendable {

    /// Lowercase device id such as `retina4_7`, `retina6_1`, `ipad12_9rounded`.
    public var id: String
    public var orientation: Orientation
    /// `light` or `dark` (Xcode 11+).
    public var appearance: String?
    /// `layout="fullscreen"` and the like (Xcode 11+).
    public var layout: String?
    /// `<adaptation id="fullscreen"/>` (Xcode 8–10).
    public var adaptation: String?
    public var line: Int

    public init(id: String, orientation: Orientation, appearance: String? = nil, layout: String? = nil,
                adaptation: String? = nil, line: Int) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.layout = layout
        self.adaptation = adaptation
        self.line = line
    }
}

/// An `<objects>` list: a xib's top level, or one storyboard scene's contents.
public struct IBObjects: Hashable, Sendable {
    /// File's Owner, First Responder, Exit and the like.
    public var placeholders: [IBPlaceholder] = []
    public var viewControllers: [IBViewController] = []
    /// Top-level views: a xib's free views (their frames are freeform, fixed inputs) and views a
    /// storyboard scene holds outside its controller.
    public var views: [IBView] = []

    public init(placeholders: [IBPlaceholder] = [], viewControllers: [IBViewController] = [], views: [IBView] = []) {
        self.placeholders = placeholders
        self.viewControllers = viewControllers
        self.views = views
    }
}

/// One storyboard `<scene>`.
public struct IBScene: Hashable, Sendable {
    public var id: String
    public var objects: IBObjects
    public var line: Int

    /// The scene's controller: the first one in its objects (a scene holds one).
    public var viewController: IBViewController? { objects.viewControllers.first }

    public init(id: String, objects: IBObjects, line: Int) {
        self.id = id
        self.objects = objects
        self.line = line
    }
}

/// A `<placeholder>`: File's Owner (`IBFilesOwner`), First Responder (`IBFirstResponder`), …
public struct IBPlaceholder: Hashable, Sendable {
    public var id: String
    public var placeholderIdentifier: String?
    public var userLabel: String?
    public var customClass: String?
    public var line: Int

    public init(id: String, placeholderIdentifier: String?, userLabel: String?, customClass: String?, line: Int) {
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.userLabel = userLabel
        self.customClass = customClass
        self.line = line
    }
}

/// What an id names, for resolving constraint items and variation references.
public struct IBItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A view; `elementName` says which (`label`, `stackView`, …).
        case view
        /// A `<viewLayoutGuide>` (safe area, content or frame guide) of the view `ownerID`.
        case layoutGuide(key: String)
        /// A legacy `<viewControllerLayoutGuide>` of the controller `ownerID`.
        case legacyLayoutGuide(IBLegacyLayoutGuide.GuideType)
        /// A constraint held by the view `ownerID`.
        case constraint
    }

    public var id: String
    public var kind: Kind
    /// The element name: `label`, `viewLayoutGuide`, `constraint`, …
    public var elementName: String
    /// The view holding a guide or constraint, or the controller holding a legacy guide; for a view,
    /// its parent view (nil at the top of a hierarchy).
    public var ownerID: String?
    public var line: Int

    public init(id: String, kind: Kind, elementName: String, ownerID: String?, line: Int) {
        self.id = id
        self.kind = kind
        self.elementName = elementName
        self.ownerID = ownerID
        self.line = line
    }
}

/// A valid element that the reader does not model, so a consumer can report what it ignored.
public struct IBUnsupportedFeature: Hashable, Sendable, CustomStringConvertible {
    /// The element's name, such as `mtkView` or `tableViewSection`.
    public var element: String
    /// Its `key` attribute, if any.
    public var key: String?
    /// The id of the element, or of the nearest enclosing one that has an id.
    public var ownerID: String?
    /// What is missing and what the reader did instead.
    public var note: String
    public var line: Int

    public init(element: String, key: String?, ownerID: String?, note: String, line: Int) {
        self.element = element
        self.key = key
        self.ownerID = ownerID
        self.note = note
        self.line = line
    }

    public var description: String {
        "line \(line): <\(element)\(key.map { " key=\"\($0)\"" } ?? "")>"
            + (ownerID.map { " in \($0)" } ?? "") + ": \(note)"
    }
}

/// `<image name width height>` from `<resources>`.
public struct IBImageResource: Hashable, Sendable {
    public var name: String
    /// The image's size in points.
    public var size: IBSize
    /// `catalog="system"` for SF Symbols.
    public var catalog: String?
    public var line: Int

    public init(name: String, size: IBSize, catalog: String?, line: Int) {
        self.name = name
        self.size = size
        self.catalog = catalog
        self.line = line
    }
}
