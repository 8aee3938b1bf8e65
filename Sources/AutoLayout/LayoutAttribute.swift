@_exported import LayoutVocabulary

/// A constraint priority, `UILayoutPriority`: any value in (0, 1000]; 1000 is required.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Double
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let sceneSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is `.required` (1000).
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value is legal: greater than 0 and at most 1000 (NSLayoutConstraint.priority
    /// documentation).
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
    public var description: String { formatNumber(rawValue) }
}

/// `UIView.noIntrinsicMetric`: an axis without an intrinsic size.
public let noIntrinsicMetric: Double = -1

/// `UISemanticContentAttribute`: a view's own choice of direction.
public enum SemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
