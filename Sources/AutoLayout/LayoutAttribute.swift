/// A layout attribute, `NSLayoutConstraint.Attribute`, with UIKit's raw values (apple-core.md §1.2).
///
/// `baseline` is UIKit's alias of `lastBaseline` and is therefore not a separate case.
public enum LayoutAttribute: Int, CaseIterable, Sendable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// UIKit's alias: `.baseline` is `.lastBaseline`.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute measures along.
    public typealias Axis = LayoutAxis

    /// The axis, or nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    /// Width and height are sizes; every other attribute is a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// A location attribute (an edge, center or baseline, margins included).
    public var isLocation: Bool { self != .notAnAttribute && !isDimension }

    /// Whether the attribute names a margin edge or center.
    public var isMargin: Bool { rawValue >= 13 }

    /// The plain attribute a margin attribute measures within the margins (leftMargin → left).
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Leading and trailing (and their margin forms) follow the layout direction.
    public var isDirectional: Bool { withoutMargin == .leading || withoutMargin == .trailing }

    /// Left and right (and their margin forms): fixed sides.
    public var isAbsoluteHorizontalEdge: Bool { withoutMargin == .left || withoutMargin == .right }

    /// Whether the attribute is a text baseline.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The name UIKit prints in constraint descriptions (`.leadingMargin`, `.lastBaseline`).
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// The relation of a constraint, `NSLayoutConstraint.Relation`, with UIKit's raw values.
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

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
    /// Whether the value is legal: greater than 0 and at most 1000 (apple-core.md §2.2).
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
    public var description: String { formatNumber(rawValue) }
}

/// `UIView.noIntrinsicMetric`: an axis without an intrinsic size.
public let noIntrinsicMetric: Double = -1

/// The direction text runs in, which decides what leading and trailing mean.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `UISemanticContentAttribute`: a view's own choice of direction.
public enum SemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `NSLayoutConstraint.Axis`: horizontal (0) or vertical (1).
public enum LayoutAxis: Int, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal = 0, vertical
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
