extension View {
    /// `convert(_:to:)`: a point in this view's bounds coordinates, in `view`'s (the root
    /// view's, a window's, when `view` is nil), from the frames of the last layout pass.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// `convert(_:from:)`: a point in `view`'s bounds coordinates (the root's when nil), in this
    /// view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        pointFromRoot(view.map { $0.pointInRoot(point) } ?? point)
    }

    /// `convert(_:to:)` for a rectangle: its origin converted, its size kept (no transforms).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `convert(_:from:)` for a rectangle.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    func pointInRoot(_ point: Point) -> Point {
        let origin = bounds.origin
        return Point(x: point.x - origin.x + frameInRoot.minX, y: point.y - origin.y + frameInRoot.minY)
    }

    func pointFromRoot(_ point: Point) -> Point {
        let origin = bounds.origin
        return Point(x: point.x - frameInRoot.minX + origin.x, y: point.y - frameInRoot.minY + origin.y)
    }
}
