import AutoLayout

/// What may follow `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo`, as in SnapKit: a
/// view or layout guide (the same attributes of it), `other.snp.bottom`, an anchor, a number (a
/// size, or a position in the superview), a `CGSize` or a `CGPoint`.
@preconcurrency @MainActor
public protocol ConstraintRelatableTarget {
    /// The engine's meaning of the value.
    var engineTarget: any AutoLayout.ConstraintRelatableTarget { get }
}

extension UIView: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { backing }
}

extension UILayoutGuide: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { layoutGuide }
}

extension ConstraintItem: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget {
        guard let layoutItem else { return 0.0 }
        return ConstraintTarget(item: layoutItem, attributes: attributes)
    }
}

extension NSLayoutAnchor: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget {
        switch base {
        case .x(let anchor): anchor
        case .y(let anchor): anchor
        case .dimension(let anchor): anchor
        }
    }
}

extension Int: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { Double(self) }
}
extension UInt: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { Double(self) }
}
extension Float: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { Double(self) }
}
extension Double: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { self }
}
extension CGFloat: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { Double(self) }
}
extension CGSize: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { size }
}
extension CGPoint: ConstraintRelatableTarget {
    public var engineTarget: any AutoLayout.ConstraintRelatableTarget { point }
}

/// A value for `offset(_:)`: a number, or a point or size for `center` and `size`.
public protocol ConstraintOffsetTarget {
    var offsetValue: ConstraintOffsetValue { get }
}

/// The meaning of an offset.
public enum ConstraintOffsetValue: Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
}

extension Int: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .number(Double(self)) } }
extension UInt: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .number(Double(self)) } }
extension Float: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .number(Double(self)) } }
extension Double: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .number(self) } }
extension CGFloat: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .number(Double(self)) } }
extension CGPoint: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .point(point) } }
extension CGSize: ConstraintOffsetTarget { public var offsetValue: ConstraintOffsetValue { .size(size) } }

/// A value for `inset(_:)`: a number (every edge) or `UIEdgeInsets`.
public protocol ConstraintInsetTarget {
    var insetValue: UIEdgeInsets { get }
}

extension Int: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { UIEdgeInsets(all: Double(self)) } }
extension UInt: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { UIEdgeInsets(all: Double(self)) } }
extension Float: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { UIEdgeInsets(all: Double(self)) } }
extension Double: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { UIEdgeInsets(all: self) } }
extension CGFloat: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { UIEdgeInsets(all: Double(self)) } }
extension UIEdgeInsets: ConstraintInsetTarget { public var insetValue: UIEdgeInsets { self } }

/// A value for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {
    var multiplierValue: Double { get }
}

extension Int: ConstraintMultiplierTarget { public var multiplierValue: Double { Double(self) } }
extension UInt: ConstraintMultiplierTarget { public var multiplierValue: Double { Double(self) } }
extension Float: ConstraintMultiplierTarget { public var multiplierValue: Double { Double(self) } }
extension Double: ConstraintMultiplierTarget { public var multiplierValue: Double { self } }
extension CGFloat: ConstraintMultiplierTarget { public var multiplierValue: Double { Double(self) } }

/// A value for `priority(_:)`: a number or a `UILayoutPriority`.
public protocol ConstraintPriorityTarget {
    var priorityValue: Double { get }
}

extension Int: ConstraintPriorityTarget { public var priorityValue: Double { Double(self) } }
extension UInt: ConstraintPriorityTarget { public var priorityValue: Double { Double(self) } }
extension Float: ConstraintPriorityTarget { public var priorityValue: Double { Double(self) } }
extension Double: ConstraintPriorityTarget { public var priorityValue: Double { self } }
extension CGFloat: ConstraintPriorityTarget { public var priorityValue: Double { Double(self) } }
extension UILayoutPriority: ConstraintPriorityTarget { public var priorityValue: Double { rawValue } }

/// SnapKit's `ConstraintPriority`: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250).
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    public let value: Float

    public init(_ value: Float) { self.value = value }
    public init(floatLiteral value: Float) { self.value = value }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
