/// A layout attribute, `NSLayoutConstraint.Attribute`, with UIKit's raw values.
///
/// The raw values are those of UIKit's `NSLayoutAttribute` enumeration (Apple's
/// `NSLayoutConstraint.h`); parsers and the engine share this one type.
///
/// `baseline` is UIKit's alias of `lastBaseline` and is therefore not a separate case.
public enum LayoutAttribute: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool { axis == .horizontal }

    /// The margin form of an edge or center (leading → leadingMargin); itself otherwise.
    public var withMargin: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }

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
public enum LayoutRelation: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `NSLayoutConstraint.Axis`: horizontal (0) or vertical (1).
public enum LayoutAxis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal = 0, vertical
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// The direction text runs in, which decides what leading and trailing mean.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

extension LayoutAttribute {
    /// The attribute a name denotes, as UIKit prints it and Interface Builder writes it
    /// (`leading`, `leadingMargin`, `centerYWithinMargins`); `baseline` is UIKit's alias of
    /// `lastBaseline`. Nil for any other name, `notAnAttribute` included.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = Self.allCases.first(where: { $0 != .notAnAttribute && $0.description == name }) else { return nil }
        self = match
    }

    /// Every name `init(name:)` accepts, `baseline` just before `lastBaseline` (the order of
    /// `NSLayoutConstraint.Attribute`, where `baseline` came first).
    public static let names: [String] = allCases.filter { $0 != .notAnAttribute }
        .flatMap { $0 == .lastBaseline ? ["baseline", $0.description] : [$0.description] }
}

extension LayoutRelation {
    /// The relation's name as UIKit spells the enumeration case and Interface Builder writes it.
    public var name: String {
        switch self {
        case .lessThanOrEqual: "lessThanOrEqual"
        case .equal: "equal"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }

    /// Every name `init(name:)` accepts, `equal` first (the default Interface Builder omits).
    public static let names = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]

    /// The relation named `name` (`equal`, `lessThanOrEqual`, `greaterThanOrEqual`).
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
