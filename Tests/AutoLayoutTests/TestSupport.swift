import Testing
@testable import AutoLayout

/// A screen on a catalog device, for tests.
func makeScreen(_ device: String, _ orientation: Orientation = .portrait,
                direction: LayoutDirection = .leftToRight) throws -> Screen {
    let d = try #require(DeviceCatalog.device(named: device))
    let screen = Screen(device: d, orientation: orientation)
    screen.layoutDirection = direction
    return screen
}

/// A view for constraints (autoresizing off), added to `parent`.
func addView(_ name: String, to parent: View) throws -> View {
    let v = View(name: name)
    v.translatesAutoresizingMaskIntoConstraints = false
    try parent.addSubview(v)
    return v
}

/// Whether two rectangles agree within `tolerance` on every edge.
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
