/// A point in canvas coordinates (points, origin at the top left, y down, as in UIKit).
public struct RenderPoint: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = RenderPoint(x: 0, y: 0)

    var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A size in points.
public struct RenderSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(formatNumber(width)) × \(formatNumber(height))" }
}

/// A rectangle in canvas coordinates, like `CGRect`: an origin and a size.
///
/// A negative width or height is allowed, as in Core Graphics; drawing uses the
/// standardized rectangle (`minX`...`maxX`), so such frames draw where UIKit would draw them.
public struct RenderRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: RenderPoint, size: RenderSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = RenderRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { min(x, x + width) }
    public var maxX: Double { max(x, x + width) }
    public var minY: Double { min(y, y + height) }
    public var maxY: Double { max(y, y + height) }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var origin: RenderPoint { RenderPoint(x: x, y: y) }
    public var size: RenderSize { RenderSize(width: width, height: height) }

    /// The same rectangle with a non-negative width and height, like `CGRect.standardized`.
    public var standardized: RenderRect {
        RenderRect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// True when the standardized rectangle encloses no area.
    public var isEmpty: Bool { width == 0 || height == 0 }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The rectangle shrunk by `insets` on each side (the standardized rectangle first), like
    /// `UIEdgeInsetsInsetRect`; negative insets grow it.
    public func inset(by insets: RenderInsets) -> RenderRect {
        let r = standardized
        return RenderRect(x: r.x + insets.left, y: r.y + insets.top,
                          width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> RenderRect {
        inset(by: RenderInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    public func contains(_ point: RenderPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// Distances in from each edge of a rectangle, like `UIEdgeInsets`.
public struct RenderInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = RenderInsets(top: 0, left: 0, bottom: 0, right: 0)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

/// A number as SVG writes it: at most three decimals, no trailing zeros, no "-0".
///
/// Three decimals are a thousandth of a point, far below a pixel at any display scale,
/// and keep documents short and stable from run to run.
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    // Beyond a trillion points a thousandth cannot matter: Swift's shortest form, with an
    // exponent past 2^53 (SVG's number grammar takes "1e+19").
    guard abs(thousandths) < 1e15 else { return String(value.rounded()) }
    let whole = Int64(thousandths)
    if whole == 0 { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let integer = magnitude / 1000, fraction = magnitude % 1000
    guard fraction != 0 else { return sign + String(integer) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + String(integer) + "." + digits
}
