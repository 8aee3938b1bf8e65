import AutoLayout
import Rendering

/// The frames between two layouts of one source (before and after a rotation or a device
/// change) at any point in time, as `UIView.animate { layoutIfNeeded() }` shows them.
///
/// Items are matched by id, else by name, so the two layouts may be separate screens (a
/// storyboard is laid out afresh for each canvas). Each frame's origin and size move along the
/// curve's progress; an item in only one layout appears or disappears at the end.
public struct ScreenTransition {
    public var start: [String: Rect]
    public var end: [String: Rect]
    public var curve: AnimationCurve
    /// The keys in the start layout's order, then those only in the end layout.
    public var keys: [String]
    /// The start layout's names of the keys (the end's for items only there).
    public var names: [String: String]

    public init(from first: LaidOutScreen, to second: LaidOutScreen, curve: AnimationCurve = .easeInOut) {
        func frames(_ s: LaidOutScreen) -> [(String, String, Rect)] {
            s.screen.layoutIfNeeded()
            return s.reportedItems.map { ($0.id ?? $0.name, $0.name, $0.frameInRoot) }
        }
        let a = frames(first), b = frames(second)
        start = Dictionary(a.map { ($0.0, $0.2) }, uniquingKeysWith: { x, _ in x })
        end = Dictionary(b.map { ($0.0, $0.2) }, uniquingKeysWith: { x, _ in x })
        self.curve = curve
        var seen = Set<String>()
        keys = (a + b).map(\.0).filter { seen.insert($0).inserted }
        names = Dictionary((b + a).map { ($0.0, $0.1) }, uniquingKeysWith: { _, y in y })
    }

    /// The frame of the item `key` at time fraction `t` (0 = start, 1 = end), nil where it is
    /// not on screen.
    public func frame(of key: String, at t: Double) -> Rect? {
        guard let to = end[key] else { return t < 1 ? start[key] : nil }
        guard let from = start[key] else { return t >= 1 ? to : nil }
        let p = curve.progress(at: t)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The frames at the `times`, as `render --animate-to-…` prints them: for each time its
    /// fraction, the curve's progress and every item on screen with its frame.
    public func json(at times: [Double]) -> JSONValue {
        .array(times.map { t in
            let views: [JSONValue] = keys.compactMap { key in
                frame(of: key, at: t).map { r in
                    .object([("name", .string(names[key] ?? key)),
                             ("frame", .object([("x", .number(r.minX)), ("y", .number(r.minY)),
                                                ("width", .number(r.width)), ("height", .number(r.height))]))])
                }
            }
            return .object([("t", .number(t)), ("progress", .number(curve.progress(at: t))), ("views", .array(views))])
        })
    }

    /// The picture at time fraction `t`, drawn on `canvas` (the end layout, whose screen the
    /// animation ends on): every item moved to its frame then (its text moved with it), items
    /// not on screen hidden, no constraint lines.
    public func scene(on canvas: LaidOutScreen, at t: Double) -> RenderScene {
        var s = canvas.scene()
        let items = canvas.reportedItems
        for index in s.items.indices where index < items.count {
            let key = items[index].id ?? items[index].name
            guard let r = frame(of: key, at: t) else {
                s.items[index].isHidden = true
                continue
            }
            let old = s.items[index].frame
            let dx = r.minX - old.minX, dy = r.minY - old.minY
            s.items[index].frame = RenderRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
            if var text = s.items[index].text {
                for i in text.lines.indices {
                    text.lines[i].origin = RenderPoint(x: text.lines[i].origin.x + dx, y: text.lines[i].origin.y + dy)
                }
                s.items[index].text = text
            }
        }
        s.constraints = []
        return s
    }
}
