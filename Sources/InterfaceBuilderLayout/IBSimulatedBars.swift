import InterfaceBuilder

/// The bars Interface Builder shows a controller under, which shape its safe area and its legacy
/// top and bottom layout guides.
///
/// A storyboard rarely writes them: IB infers them from the scene graph
/// (interface-builder-format.md §3). A controller that is a navigation controller's
/// `rootViewController` gets a navigation bar, and so does every controller reached from it by
/// `show` or `push` segues; the `viewControllers` of a tab bar controller get a tab bar, also
/// through a nested navigation controller. Controllers embedded by a container view get no
/// status bar. A controller's own `simulated…Metrics` override all of that.
public struct IBSimulatedBars: Hashable, Sendable {
    public var statusBar = true
    public var navigationBar = false
    public var largeTitles = false
    /// `translucent="NO"` on the navigation bar: the root view starts below it.
    public var navigationBarOpaque = false
    public var tabBar = false
    public var toolbar = false
    /// `translucent="NO"` on the tab bar or toolbar: the root view ends above it.
    public var bottomBarOpaque = false
    /// The destination of an `embed` segue (a container view's content).
    public var isEmbedded = false

    public init() {}

    /// The bars of every controller of `document`, by controller id.
    public static func inferred(for document: IBDocument) -> [String: IBSimulatedBars] {
        let controllers = Dictionary(document.viewControllers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var bars: [String: IBSimulatedBars] = [:]
        var queue: [(String, IBSimulatedBars)] = []
        for c in document.viewControllers {
            switch c.kind {
            case .navigationController:
                var context = IBSimulatedBars()
                context.navigationBar = true
                if case .bar(let bar)? = c.navigationBar?.content {
                    context.navigationBarOpaque = bar.translucent == false
                    context.largeTitles = bar.prefersLargeTitles
                }
                context.toolbar = c.attributes["toolbarHidden"] == "NO"
                for s in c.segues where s.relationship == "rootViewController" {
                    if let d = s.destination { queue.append((d, context)) }
                }
            case .tabBarController:
                var context = IBSimulatedBars()
                context.tabBar = true
                if case .bar(let bar)? = c.tabBar?.content { context.bottomBarOpaque = bar.translucent == false }
                for s in c.segues where s.relationship == "viewControllers" {
                    if let d = s.destination { queue.append((d, context)) }
                }
            default:
                for s in c.segues where s.kind == "embed" {
                    guard let d = s.destination else { continue }
                    var embedded = IBSimulatedBars()
                    embedded.statusBar = false
                    embedded.isEmbedded = true
                    bars[d] = embedded
                }
            }
        }
        // Breadth first: a controller keeps the first context that reaches it.
        var index = 0
        while index < queue.count {
            let (id, context) = queue[index]
            index += 1
            guard bars[id] == nil, let c = controllers[id] else { continue }
            bars[id] = context
            switch c.kind {
            case .navigationController:
                // A navigation controller inside a tab: its root gets both bars.
                var inner = context
                inner.navigationBar = true
                if case .bar(let bar)? = c.navigationBar?.content {
                    inner.navigationBarOpaque = bar.translucent == false
                    inner.largeTitles = bar.prefersLargeTitles
                }
                inner.toolbar = c.attributes["toolbarHidden"] == "NO"
                for s in c.segues where s.relationship == "rootViewController" {
                    if let d = s.destination { queue.append((d, inner)) }
                }
            default:
                guard context.navigationBar else { continue }
                for s in c.segues where s.kind == "show" || s.kind == "push" {
                    if let d = s.destination { queue.append((d, context)) }
                }
            }
        }
        var result: [String: IBSimulatedBars] = [:]
        for c in document.viewControllers {
            result[c.id] = (bars[c.id] ?? IBSimulatedBars()).overridden(by: c.simulatedMetrics)
        }
        return result
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
