import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// A screen on a catalog device, for tests.
func makeScreen(_ device: String = "iPhone 8", _ orientation: Orientation = .portrait) throws -> Screen {
    let d = try #require(DeviceCatalog.device(named: device))
    return Screen(device: d, orientation: orientation)
}

/// Adds `view` to `root`, positioned by constraints only.
@discardableResult
func add<V: View>(_ view: V, to root: View) throws -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(view)
    return view
}

func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

/// San Francisco's vertical metrics, which the built-in system font uses exactly
/// (UIKit's San Francisco metrics: 2048 units per em, ascender 1950, descender −494, no line gap).
enum SF {
    static func ascender(_ size: Double) -> Double { size * 1950 / 2048 }
    static func descent(_ size: Double) -> Double { size * 494 / 2048 }
    static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }
}

/// `value` rounded up to the pixel grid of `scale`, worked out independently of the library.
func pixelCeil(_ value: Double, scale: Double) -> Double { (value * scale).rounded(.up) / scale }
