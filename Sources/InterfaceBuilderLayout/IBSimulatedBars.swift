import InterfaceBuilder

/// The bars Interface Builder shows a controller under, which shape its safe area and its legacy
/// top and bottom layout guides.
///
/// A storyboard rarely writes them: IB infers them from the scene graph
/// (as Xcode's saved frames show). A controller that is a navigation controller's
/// `rootViewController` gets a navigation bar, and so does every controller reached from it by
/// `show` or `push` segues; the `viewControllers` of a tab bar controller get a tab bar, also
/// through a nested navigation controller. Controllers embedded by a container view get no
/// status bar. A controller's own `simulated…Metrics` override all of that.
public struct IBSimulatedBars: Hashable, Sendable, CustomStringConvertible {
    public var statusBar = true
    public var navigationBar = false
    public var largeTitles = false
    /// The height of the navigation controller's bar as saved (44, 50 on iPad, 56 in a sheet,
    /// 96 with large titles); nil when not known.
    public var navigationBarHeight: Double?
    /// `translucent="NO"` on the navigation bar: the root view starts below it.
    public var navigationBarOpaque = false
    public var tabBar = false
    public var toolbar = false
    /// `translucent="NO"` on the tab bar or toolbar: the root view ends above it.
    public var bottomBarOpaque = false
    /// The destination of an `embed` segue (a container view's content).
    public var isEmbedded = false

    public init() {}

    /// The bars as words, for reports: `status bar, navigation bar (opaque), tab bar`.
    public var description: String {
        var parts: [String] = []
        if statusBar { parts.append("status bar") }
        if navigationBar {
            parts.append("navigation bar" + (navigationBarOpaque ? " (opaque)" : "") + (largeTitles ? " (large titles)" : ""))
        }
        if tabBar { parts.append("tab bar" + (bottomBarOpaque ? " (opaque)" : "")) }
        if toolbar { parts.append("toolbar" + (bottomBarOpaque ? " (opaque)" : "")) }
        if isEmbedded { parts.append("embedded") }
        return parts.isEmpty ? "no bars" : parts.joined(separator: ", ")
    }

    /// The bars of every controller of `document`, by controller id.
    ///
    /// A breadth-first walk of the scene graph from the controllers no relationship segue
    /// reaches (the initial controller, presented ones): navigation controllers give their
    /// root a navigation bar, tab bar controllers give their tabs a tab bar, split view
    /// controllers pass their context to their columns, `show` and `push` segues keep the
    /// navigation and tab bars, `embed` segues mark a container's child, and a presented
    /// controller starts afresh. A controller keeps the first context that reaches it.
    public static func inferred(for document: IBDocument) -> [String: IBSimulatedBars] {
        let controllers = document.viewControllers
        let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let inherited: Set<String?> = ["relationship", "show", "push", "embed"]
        let related = Set(controllers.flatMap {
            $0.containedSegues.filter { inherited.contains($0.kind) }.compactMap(\.destination)
        })
        var bars: [String: IBSimulatedBars] = [:]
        var queue: [(String, IBSimulatedBars)] = controllers.filter { !related.contains($0.id) }.map { ($0.id, IBSimulatedBars()) }
        var index = 0
        while true {
            if index == queue.count {
                // Controllers reachable only from a cycle of relationships start afresh.
                guard let next = controllers.first(where: { bars[$0.id] == nil }) else { break }
                queue.append((next.id, IBSimulatedBars()))
            }
            let (id, context) = queue[index]
            index += 1
            guard bars[id] == nil, let c = byID[id] else { continue }
            bars[id] = context
            queue += successors(of: c, context: context)
        }
        var result: [String: IBSimulatedBars] = [:]
        for c in controllers {
            result[c.id] = (bars[c.id] ?? IBSimulatedBars()).overridden(by: c.simulatedMetrics)
        }
        return result
    }

    /// The controllers `c` passes a context to, with the context each gets: a navigation
    /// controller's root gets a navigation bar, a tab bar controller's tabs a tab bar, a split
    /// view controller's columns its own context; `show` and `push` segues keep the bars and an
    /// `embed` segue starts an embedded context.
    static func successors(of c: IBViewController, context: IBSimulatedBars) -> [(String, IBSimulatedBars)] {
        var next: [(String, IBSimulatedBars)] = []
        switch c.kind {
        case .navigationController:
            var inner = context
            inner.isEmbedded = false
            inner.navigationBar = true
            if case .bar(let bar)? = c.navigationBar?.content {
                inner.navigationBarOpaque = bar.translucent == false
                inner.largeTitles = bar.prefersLargeTitles
            }
            inner.navigationBarHeight = c.navigationBar?.frame?.height
            inner.toolbar = inner.toolbar || c.attributes["toolbarHidden"] == "NO"
            for s in c.segues where s.relationship == "rootViewController" {
                if let d = s.destination { next.append((d, inner)) }
            }
        case .tabBarController:
            var inner = context
            inner.tabBar = true
            if case .bar(let bar)? = c.tabBar?.content { inner.bottomBarOpaque = bar.translucent == false }
            for s in c.segues where s.relationship == "viewControllers" {
                if let d = s.destination { next.append((d, inner)) }
            }
        case .splitViewController:
            for s in c.segues where s.kind == "relationship" {
                if let d = s.destination { next.append((d, context)) }
            }
        default:
            break
        }
        for s in c.containedSegues {
            guard let d = s.destination else { continue }
            switch s.kind {
            case "show", "push":
                if context.navigationBar { next.append((d, context)) }
            case "embed":
                // Embedded controllers still show the status bar in Interface Builder
                // (observed: top guides and safe areas of 20 in container children).
                var embedded = IBSimulatedBars()
                embedded.isEmbedded = true
                next.append((d, embedded))
            default:
                break
            }
        }
        return next
    }

    /// The bars with a controller's or view's explicit simulated metrics applied.
    public func overridden(by metrics: IBSimulatedMetrics) -> IBSimulatedBars {
        var bars = self
        switch metrics.statusBar {
        case .none: bars.statusBar = false
        case .bar: bars.statusBar = true
        case .inferred: break
        }
        switch metrics.topBar {
        case .none: bars.navigationBar = false
        case .bar(let b):
            bars.navigationBar = b.kind == .navigationBar || bars.navigationBar
            if let t = b.translucent { bars.navigationBarOpaque = !t }
        case .inferred: break
        }
        switch metrics.bottomBar {
        case .none: bars.tabBar = false; bars.toolbar = false
        case .bar(let b):
            bars.tabBar = b.kind == .tabBar
            bars.toolbar = b.kind == .toolbar
            if let t = b.translucent { bars.bottomBarOpaque = !t }
        case .inferred: break
        }
        return bars
    }
}
