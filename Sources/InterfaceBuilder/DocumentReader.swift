import LayoutVocabulary
import Foundation
import NameSuggestion

extension IBDocument {
    /// Reads the storyboard or xib at `path`.
    ///
    /// Errors name the file, line and column, the element and its id. Valid elements the model
    /// does not cover are listed in `unsupported` instead.
    public init(contentsOf path: String) throws(InterfaceBuilderError) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular, type != .typeDirectory {
            throw .unreadableFile(path: path, reason: "it is not a regular file; give the path of a storyboard or xib")
        }
        if let size = attributes?[.size] as? Int, size > Self.maximumSize {
            throw .documentTooLarge(path: path, bytes: size, limit: Self.maximumSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: Self.reason(error, path: path))
        }
        try self.init(data: data, file: path)
    }

    /// The largest magnitude of a number in a document: 10,000,000 points (or as a multiplier).
    ///
    /// UIKit's frames are CGFloat and take anything, but no screen or scroll view comes within a
    /// thousand times of it (none of the 124 storyboards of this project's corpus writes a number
    /// above 10,000), and numbers near Double's limit overflow to infinity once the engine adds
    /// and multiplies them. A frame, constant, size or multiplier beyond it is refused where it
    /// is written.
    public static let maximumMagnitude = 10_000_000.0

    /// The largest document read, in bytes: 32 MB.
    ///
    /// Real storyboards are far smaller (the largest of the 124 in this project's test corpus is
    /// under 1 MB, and Xcode slows down long before 10 MB); the bound keeps a mistaken or hostile
    /// file from taking the machine's memory. The model costs about 20 bytes of memory per byte
    /// of XML (a 13.5 MB xib of 40,000 labels peaks at 275 MB), so 32 MB stays under 1 GB.
    public static let maximumSize = 32_000_000

    /// Why a file could not be read, as a phrase (Foundation's own text names no file and may be
    /// a dump of an error object).
    static func reason(_ error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a folder, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it could not be read"
    }

    /// Reads a document from its XML text. `file` only labels error locations.
    public init(xml: String, file: String? = nil) throws(InterfaceBuilderError) {
        try self.init(data: Data(xml.utf8), file: file)
    }

    /// Reads a document from its XML bytes. `file` only labels error locations.
    public init(data: Data, file: String? = nil) throws(InterfaceBuilderError) {
        guard data.count <= Self.maximumSize else {
            throw .documentTooLarge(path: file, bytes: data.count, limit: Self.maximumSize)
        }
        do {
            let root = try XMLTree.parse(data)
            var reader = DocumentReader()
            self = try reader.readDocument(root)
        } catch {
            throw error.inFile(file)
        }
    }
}

/// Turns the XML tree into the model, collecting unsupported elements and every referable id.
///
/// References are checked after the whole document is read, because IB writes them forward
/// (a constraint may name a view that appears later in the file).
struct DocumentReader {
    var unsupported: [IBUnsupportedFeature] = []
    var items: [String: IBItem] = [:]
    /// Constraint items and mask references to check once every id is known.
    var pendingReferences: [PendingReference] = []

    /// A reference to check at the end: `attribute="id"` on the element at `location` must name
    /// an item of kind `target`.
    struct PendingReference {
        var location: IBSourceLocation
        var attribute: String
        var id: String
        var target: ReferenceTarget
    }

    /// What a reference may name.
    enum ReferenceTarget {
        /// A constraint item: a view or a layout guide.
        case layoutItem
        /// A constraint (constraint masks).
        case constraint
        /// A view (subview masks).
        case view

        func accepts(_ kind: IBItem.Kind) -> Bool {
            switch (self, kind) {
            case (.layoutItem, .view), (.layoutItem, .layoutGuide), (.layoutItem, .legacyLayoutGuide),
                 (.constraint, .constraint), (.view, .view): true
            default: false
            }
        }

        var expected: String {
            switch self {
            case .layoutItem: "view or layout guide"
            case .constraint: "constraint"
            case .view: "view"
            }
        }
    }

    /// Elements that never affect layout, skipped wherever they appear: connections and outlets,
    /// canvas positions, runtime attributes, accessibility, text input traits, colors other than
    /// the background, appearance objects, bar items and the like.
    static let ignoredElements: Set<String> = [
        "connections", "point", "userDefinedRuntimeAttributes", "accessibility", "textInputTraits",
        "animations", "gestureRecognizers", "textAttributes", "navigationBarAppearance", "toolbarAppearance",
        "tabBarAppearance", "items", "dataDetectorType", "tabBarItem", "toolbarItems", "nil", "color",
        "dependencies", "designables", "customFonts", "classes", "contentConfiguration", "backgroundConfiguration",
    ]

    /// Reads the document element: its type and tools version, then every child, then the
    /// references that pointed forward.
    mutating func readDocument(_ root: XMLNode) throws(InterfaceBuilderError) -> IBDocument {
        guard root.name == "document" else {
            throw .notAnInterfaceBuilderDocument(root.location, rootElement: root.name)
        }
        try checkUniqueIDs(root)
        let type = try root.required("type")
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw root.invalid("type", expected: "an Interface Builder document type such as "
                               + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        }
        let kind: IBDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
        let toolsVersion = try root.required("toolsVersion")
        var document = IBDocument(kind: kind, type: type, toolsVersion: toolsVersion,
                                  targetRuntime: root.attributes["targetRuntime"] ?? "", line: root.line)
        document.version = root.attributes["version"]
        document.toolsVersionNumber = Int(toolsVersion.prefix { $0.isNumber })
        document.systemVersion = root.attributes["systemVersion"]
        document.useAutolayout = try root.bool("useAutolayout", absent: false)
        document.useTraitCollections = try root.bool("useTraitCollections", absent: false)
        document.useSafeAreas = try root.bool("useSafeAreas", absent: false)
        document.isLaunchScreen = try root.bool("launchScreen", absent: false)
        document.initialViewControllerID = root.attributes["initialViewController"]

        for child in root.children {
            try readDocumentChild(child, into: &document)
        }
        try resolvePendingReferences()
        document.unsupported = unsupported
        document.items = items
        return document
    }

    /// Reads one child of the document element into `document`: the device, the scenes, the
    /// top-level objects, resources and metrics; anything else is noted as not modelled.
    mutating func readDocumentChild(_ child: XMLNode, into document: inout IBDocument) throws(InterfaceBuilderError) {
        switch child.name {
        case "device":
            document.device = try readDevice(child)
        case "scenes":
            for scene in child.children {
                guard scene.name == "scene" else {
                    note(scene, owner: nil, "not a scene; skipped")
                    continue
                }
                document.scenes.append(IBScene(id: try scene.required("sceneID"),
                                               objects: try readSceneObjects(scene), line: scene.line))
            }
        case "objects":
            document.objects = try readObjects(child, ownerID: nil)
        case "resources":
            document.images = try readResources(child)
        case "dependencies":
            document.cocoaTouchPluginVersion = child.children.first {
                $0.name == "plugIn" && $0.attributes["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
            }?.attributes["version"]
        case "simulatedMetricsContainer":
            var metrics = IBSimulatedMetrics()
            for metric in child.children where !(try readSimulatedMetric(metric, into: &metrics)) {
                note(metric, owner: nil, "simulated metric not modelled")
            }
            document.defaultSimulatedMetrics = metrics
        case "inferredMetricsTieBreakers":
            note(child, owner: nil, "segues IB uses to break ties when inferring bars are not modelled")
        case _ where DocumentReader.ignoredElements.contains(child.name):
            return
        default:
            note(child, owner: nil, "not modelled")
        }
    }

    /// Every `id` must be unique: references would be ambiguous otherwise.
    func checkUniqueIDs(_ root: XMLNode) throws(InterfaceBuilderError) {
        var seen: [String: Int] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            if let id = node.attributes["id"] {
                if let first = seen[id] {
                    // Report the later of the two, in document order.
                    throw .duplicateID(node.location, id: id, firstLine: min(first, node.line))
                }
                seen[id] = node.line
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    func readDevice(_ node: XMLNode) throws(InterfaceBuilderError) -> IBDevice {
        var device = IBDevice(id: try node.required("id"),
                              orientation: try node.enumeration("orientation", as: Orientation.self) ?? .portrait,
                              appearance: node.attributes["appearance"], layout: node.attributes["layout"],
                              line: node.line)
        device.adaptation = node.children(named: "adaptation").first?.attributes["id"]
        return device
    }

    func readResources(_ node: XMLNode) throws(InterfaceBuilderError) -> [String: IBImageResource] {
        var images: [String: IBImageResource] = [:]
        for image in node.children(named: "image") {
            let name = try image.required("name")
            let size = IBSize(width: try image.requiredNumber("width"), height: try image.requiredNumber("height"))
            images[name] = IBImageResource(name: name, size: size, catalog: image.attributes["catalog"], line: image.line)
        }
        return images
    }

    mutating func readSceneObjects(_ scene: XMLNode) throws(InterfaceBuilderError) -> IBObjects {
        var objects = IBObjects()
        for child in scene.children {
            switch child.name {
            case "objects":
                let more = try readObjects(child, ownerID: scene.attributes["sceneID"])
                objects.placeholders += more.placeholders
                objects.viewControllers += more.viewControllers
                objects.views += more.views
            case _ where DocumentReader.ignoredElements.contains(child.name):
                continue
            default:
                note(child, owner: scene.attributes["sceneID"], "not modelled")
            }
        }
        return objects
    }

    /// Object elements that are neither views nor controllers and do not take part in layout.
    static func isNonLayoutObject(_ name: String) -> Bool {
        name.hasSuffix("GestureRecognizer") || name == "exit" || name == "customObject"
            || name == "barButtonItem" || name == "navigationItem" || name == "searchDisplayController"
            || name == "tabBarItem" || name == "menu" || name == "command"
    }

    mutating func readObjects(_ node: XMLNode, ownerID: String?) throws(InterfaceBuilderError) -> IBObjects {
        var objects = IBObjects()
        for child in node.children {
            if child.name == "placeholder" {
                objects.placeholders.append(IBPlaceholder(
                    id: try child.required("id"), placeholderIdentifier: child.attributes["placeholderIdentifier"],
                    userLabel: child.attributes["userLabel"], customClass: child.attributes["customClass"],
                    line: child.line))
            } else if child.attributes["sceneMemberID"] == "viewController"
                        || IBViewController.Kind.known[child.name] != nil {
                objects.viewControllers.append(try readViewController(child))
            } else if DocumentReader.isView(child) {
                objects.views.append(try readView(child, parentID: nil))
            } else if DocumentReader.isNonLayoutObject(child.name)
                        || DocumentReader.ignoredElements.contains(child.name) {
                continue
            } else {
                note(child, owner: ownerID, "object not modelled")
            }
        }
        return objects
    }

    /// True for an element that stands for a view: a known view element, or one with a frame.
    static func isView(_ node: XMLNode) -> Bool {
        IBView.Kind.isKnownView(node.name) || node.child(named: "rect", key: "frame") != nil
    }

    mutating func readViewController(_ node: XMLNode) throws(InterfaceBuilderError) -> IBViewController {
        let id = try node.required("id")
        var controller = IBViewController(kind: IBViewController.Kind(elementName: node.name), elementName: node.name,
                                          id: id, line: node.line)
        controller.customClass = node.attributes["customClass"]
        controller.customModule = node.attributes["customModule"]
        controller.title = node.attributes["title"]
        controller.userLabel = node.attributes["userLabel"]
        controller.storyboardIdentifier = node.attributes["storyboardIdentifier"]
        controller.extendedLayoutIncludesOpaqueBars = try node.bool("extendedLayoutIncludesOpaqueBars", absent: false)
        controller.automaticallyAdjustsScrollViewInsets = try node.bool("automaticallyAdjustsScrollViewInsets",
                                                                        absent: true)
        controller.attributes = node.attributes
        controller.containedSegues = DocumentReader.segues(inside: node).map(DocumentReader.segue)

        for child in node.children {
            let key = child.attributes["key"]
            switch (child.name, key) {
            case ("layoutGuides", _):
                for guide in child.children {
                    guard guide.name == "viewControllerLayoutGuide" else {
                        note(guide, owner: id, "layout guide not modelled")
                        continue
                    }
                    let guideID = try guide.required("id")
                    let type = try guide.enumeration("type", as: IBLegacyLayoutGuide.GuideType.self)
                    guard let type else { throw .missingAttribute(guide.location, attribute: "type") }
                    controller.layoutGuides.append(IBLegacyLayoutGuide(id: guideID, type: type, line: guide.line))
                    register(guideID, .legacyLayoutGuide(type), guide, owner: id)
                }
            case ("navigationItem", _):
                controller.navigationItem = try readNavigationItem(child, ownerID: id)
            case ("size", "freeformSize"):
                controller.freeformSize = IBSize(width: try child.requiredNumber("width"),
                                                 height: try child.requiredNumber("height"))
            case ("extendedEdge", _):
                controller.edgesForExtendedLayout = IBRectEdges(
                    top: try child.bool("top", absent: false), left: try child.bool("left", absent: false),
                    bottom: try child.bool("bottom", absent: false), right: try child.bool("right", absent: false))
            case ("connections", _):
                controller.segues += try readSegues(child)
            case ("navigationBar", "navigationBar"):
                controller.navigationBar = try readView(child, parentID: nil)
            case ("tabBar", "tabBar"):
                controller.tabBar = try readView(child, parentID: nil)
            case ("toolbar", "toolbar"):
                controller.toolbar = try readView(child, parentID: nil)
            case (_, "view") where DocumentReader.isView(child):
                controller.view = try readView(child, parentID: nil)
            case ("value", "contentSizeForViewInPopover"):
                continue
            default:
                if try readSimulatedMetric(child, into: &controller.simulatedMetrics) { continue }
                if DocumentReader.ignoredElements.contains(child.name) { continue }
                note(child, owner: id, "not modelled")
            }
        }
        return controller
    }

    mutating func readNavigationItem(_ node: XMLNode, ownerID: String) throws(InterfaceBuilderError) -> IBNavigationItem {
        var titleView: IBView?
        var title = node.attributes["title"]
        var prompt = node.attributes["prompt"]
        for child in node.children {
            if child.attributes["key"] == "titleView", DocumentReader.isView(child) {
                titleView = try readView(child, parentID: nil)
            } else if child.name == "string" && child.attributes["key"] == "title" {
                title = try child.stringContent()
            } else if child.name == "string" && child.attributes["key"] == "prompt" {
                prompt = try child.stringContent()
            } else if child.name != "barButtonItem" && child.name != "rightBarButtonItems"
                        && child.name != "leftBarButtonItems" && child.name != "searchController"
                        && !DocumentReader.ignoredElements.contains(child.name) {
                note(child, owner: ownerID, "navigation item content not modelled")
            }
        }
        return IBNavigationItem(id: node.attributes["id"], title: title, prompt: prompt,
                                largeTitleDisplayMode: node.attributes["largeTitleDisplayMode"],
                                titleView: titleView, line: node.line)
    }

    func readSegues(_ connections: XMLNode) throws(InterfaceBuilderError) -> [IBSegue] {
        connections.children(named: "segue").map(DocumentReader.segue)
    }

    static func segue(_ segue: XMLNode) -> IBSegue {
        IBSegue(id: segue.attributes["id"], destination: segue.attributes["destination"],
                kind: segue.attributes["kind"], relationship: segue.attributes["relationship"],
                identifier: segue.attributes["identifier"],
                modalPresentationStyle: segue.attributes["modalPresentationStyle"], line: segue.line)
    }

    /// Every `<segue>` element inside `node`, depth first in document order.
    static func segues(inside node: XMLNode) -> [XMLNode] {
        var result: [XMLNode] = []
        var stack = Array(node.children.reversed())
        while let n = stack.popLast() {
            if n.name == "segue" { result.append(n) }
            stack.append(contentsOf: n.children.reversed())
        }
        return result
    }

    /// Reads one simulated-metrics element into `metrics`; false when `node` is not one.
    func readSimulatedMetric(_ node: XMLNode, into metrics: inout IBSimulatedMetrics) throws(InterfaceBuilderError) -> Bool {
        let key = node.attributes["key"]
        func slot(_ value: IBSimulatedBar) -> Bool {
            switch key {
            case "simulatedStatusBarMetrics", "statusBar": metrics.statusBar = value
            case "simulatedTopBarMetrics": metrics.topBar = value
            case "simulatedBottomBarMetrics": metrics.bottomBar = value
            default: return false
            }
            return true
        }
        switch node.name {
        case "nil":
            return slot(.none)
        case "simulatedScreenMetrics":
            metrics.screen = node.attributes["type"]
            return true
        case "freeformSimulatedSizeMetrics":
            metrics.isFreeform = true
            return true
        case "modalPageSheetSimulatedSizeMetrics":
            metrics.sheet = .pageSheet
            return true
        case "modalFormSheetSimulatedSizeMetrics":
            metrics.sheet = .formSheet
            return true
        case "simulatedOrientationMetrics":
            metrics.orientation = node.attributes["orientation"] ?? metrics.orientation
            return true
        case _ where node.name.hasPrefix("simulated") && node.name.hasSuffix("Metrics"):
            let kind: IBBarMetrics.Kind = switch node.name {
            case "simulatedStatusBarMetrics": .statusBar
            case "simulatedNavigationBarMetrics": .navigationBar
            case "simulatedTabBarMetrics": .tabBar
            case "simulatedToolbarMetrics": .toolbar
            default: .other(node.name)
            }
            let bar = IBBarMetrics(kind: kind, elementName: node.name, translucent: try node.optionalBool("translucent"),
                                   prompted: try node.optionalBool("prompted"),
                                   statusBarStyle: node.attributes["statusBarStyle"], line: node.line)
            return slot(.bar(bar))
        default:
            return false
        }
    }

    /// Records an id that constraints or variations may name.
    mutating func register(_ id: String, _ kind: IBItem.Kind, _ node: XMLNode, owner: String?) {
        items[id] = IBItem(id: id, kind: kind, elementName: node.name, ownerID: owner, line: node.line)
    }

    /// Lists a valid element the model does not cover.
    mutating func note(_ node: XMLNode, owner: String?, _ text: String) {
        unsupported.append(IBUnsupportedFeature(element: node.name, key: node.attributes["key"],
                                                ownerID: node.attributes["id"] ?? owner, note: text, line: node.line))
    }

    /// Checks every recorded reference now that all ids are known.
    func resolvePendingReferences() throws(InterfaceBuilderError) {
        for reference in pendingReferences {
            if let item = items[reference.id], reference.target.accepts(item.kind) { continue }
            let candidates = items.values.filter { reference.target.accepts($0.kind) }.map(\.id)
            throw .unknownReference(reference.location, attribute: reference.attribute, id: reference.id,
                                    expected: reference.target.expected,
                                    suggestion: NameSuggestion.closest(to: reference.id, among: candidates))
        }
    }
}
