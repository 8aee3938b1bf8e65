/// The timing curve of an animated transition.
public enum AnimationCurve: String, Sendable, CaseIterable {
    /// UIKit's default for `UIView.animate`: ease in, ease out, the cubic Bézier
    /// (0.42, 0, 0.58, 1) of Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`.
    case easeInOut
    case easeIn
    case easeOut
    case linear

    /// The control points (x1, y1, x2, y2) of the curve's cubic Bézier.
    var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        }
    }

    /// The animation's progress at time fraction `t` in [0, 1].
    ///
    /// Solves x(s) = t for the Bézier parameter s by bisection (x is monotonic for these curves),
    /// then returns y(s).
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        if self == .linear { return t }
        let (x1, y1, x2, y2) = controlPoints
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}

/// A snapshot of every view's frame in the root's space, keyed by view.
public struct LayoutSnapshot {
    public var frames: [ObjectIdentifier: Rect]
    /// The views in the snapshot, in hierarchy order.
    public var views: [View]

    /// Takes the frames of `root`'s hierarchy (laying it out first if needed).
    public init(of root: View) {
        root.layoutIfNeeded()
        views = root.viewsInSubtree()
        frames = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), $0.frameInRoot) })
    }

    /// The frames `root`'s hierarchy has now, as the last layout pass left them, without laying
    /// out what changed since: the start of an animation whose block changes constraints and
    /// then lays out (`UIView.animate { view.layoutIfNeeded() }`).
    public init(currentFramesOf root: View) {
        views = root.viewsInSubtree()
        frames = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), $0.frameInRoot) })
    }

    public func frame(of view: View) -> Rect? { frames[ObjectIdentifier(view)] }
}

/// The frames between two layouts at any point in time: what `UIView.animate { layoutIfNeeded() }`
/// shows on screen.
///
/// Each frame's origin and size move from the old to the new value along the curve's progress.
/// Views present in only one layout appear or disappear at the end.
public struct LayoutTransition {
    public var from: LayoutSnapshot
    public var to: LayoutSnapshot
    public var curve: AnimationCurve
    /// Duration in seconds (UIKit's default animation duration is 0.25 s for keyboard-style
    /// transitions; rotation animations take 0.3–0.4 s; callers choose).
    public var duration: Double

    public init(from: LayoutSnapshot, to: LayoutSnapshot, curve: AnimationCurve = .easeInOut, duration: Double = 0.3) {
        self.from = from
        self.to = to
        self.curve = curve
        self.duration = duration
    }

    /// The frame of `view` at time fraction `t` (0 = start, 1 = end).
    public func frame(of view: View, at t: Double) -> Rect? {
        let key = ObjectIdentifier(view)
        guard let end = to.frames[key] else { return t < 1 ? from.frames[key] : nil }
        guard let start = from.frames[key] else { return t >= 1 ? end : nil }
        let p = curve.progress(at: t)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return Rect(x: mix(start.minX, end.minX), y: mix(start.minY, end.minY),
                    width: mix(start.width, end.width), height: mix(start.height, end.height))
    }

    /// Every view's frame at time fraction `t`, in hierarchy order.
    public func frames(at t: Double) -> [(view: View, frame: Rect)] {
        let views = t >= 1 ? to.views : from.views
        return views.compactMap { v in frame(of: v, at: t).map { (v, $0) } }
    }
}
