import AutoLayout
import VisualFormat

/// `NSLayoutConstraint`, over the engine's `LayoutConstraint`.
///
/// Nothing here throws. Where UIKit raises an exception (a constraint between incompatible
/// anchors, activation between views with no common ancestor, required ↔ optional on an
/// installed constraint, a bad visual format) the call is refused, written to standard error
/// and recorded on the views concerned (`UIView.recordedIssues`): `isActive = true` never fails
/// silently.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    public typealias Attribute = AutoLayout.LayoutAttribute
    public typealias Relation = AutoLayout.LayoutRelation
    public typealias Axis = AutoLayout.LayoutAxis
    public typealias FormatOptions = VisualFormat.Options

    /// The engine's constraint; nil when UIKit would not have made this one (reported).
    public let layoutConstraint: LayoutConstraint?
    /// Why the engine refused to make it.
    public let refusal: AutoLayoutError?

    init(_ constraint: LayoutConstraint) {
        layoutConstraint = constraint
        refusal = nil
    }

    init(refused error: AutoLayoutError) {
        layoutConstraint = nil
        refusal = error
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`;
    /// the items are views or layout guides.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = Self.layoutItem(view1), second = view2.flatMap(Self.layoutItem)
        let made = Result { () throws(AutoLayoutError) -> LayoutConstraint in
            guard let first else { throw .missingAttribute(item: "\(type(of: view1)) (not a view or layout guide)") }
            if view2 != nil, second == nil { throw .missingAttribute(item: "\(type(of: view2 as Any)) (not a view or layout guide)") }
            return try LayoutConstraint(item: first, attribute: attr1, relatedBy: relation, toItem: second,
                                        attribute: attr2, multiplier: Double(multiplier), constant: Double(c))
        }
        switch made {
        case .success(let constraint):
            self.init(constraint)
            register()
        case .failure(let error):
            self.init(refused: error)
            IssueReporter.report(error, on: Self.views(first, second))
        }
    }

    // MARK: State

    /// `isActive`. Activation installs the constraint on the nearest common ancestor of its
    /// items; with none, it stays inactive and the error is reported.
    public var isActive: Bool {
        get { layoutConstraint?.isActive ?? false }
        set {
            guard let c = layoutConstraint else {
                if newValue, let refusal { IssueReporter.report(refusal, on: []) }
                return
            }
            do { try c.setActive(newValue) } catch { IssueReporter.report(error, on: Self.views(c.firstItem, c.secondItem)) }
        }
    }

    public var constant: CGFloat {
        get { layoutConstraint?.constant ?? 0 }
        set {
            guard let c = layoutConstraint else { return }
            do { try c.setConstant(Double(newValue)) } catch { IssueReporter.report(error, on: Self.views(c.firstItem, c.secondItem)) }
        }
    }

    public var priority: UILayoutPriority {
        get { layoutConstraint?.priority ?? .required }
        set {
            guard let c = layoutConstraint else { return }
            do { try c.setPriority(newValue) } catch { IssueReporter.report(error, on: Self.views(c.firstItem, c.secondItem)) }
        }
    }

    public var identifier: String? {
        get { layoutConstraint?.identifier }
        set { layoutConstraint?.identifier = newValue }
    }

    /// Kept for source compatibility; constraints are not archived here.
    public var shouldBeArchived = false

    public var multiplier: CGFloat { layoutConstraint?.multiplier ?? 1 }
    public var firstAttribute: Attribute { layoutConstraint?.firstAttribute ?? .notAnAttribute }
    public var secondAttribute: Attribute { layoutConstraint?.secondAttribute ?? .notAnAttribute }
    public var relation: Relation { layoutConstraint?.relation ?? .equal }
    /// The first item: a `UIView` or a `UILayoutGuide`.
    public var firstItem: AnyObject? { layoutConstraint.flatMap { Self.wrapper(of: $0.firstItem) } }
    public var secondItem: AnyObject? { layoutConstraint?.secondItem.flatMap(Self.wrapper(of:)) }

    // MARK: Activating many

    /// Activates each constraint in turn; one that cannot be is reported, the others still are.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The constraints a visual format string describes, inactive (UIKit's order). `views` holds
    /// views and layout guides; `metrics`, numbers. A string UIKit cannot parse is reported,
    /// with UIKit's message and the column, and gives no constraints.
    public class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var items: [String: LayoutItem] = [:]
        for (name, value) in views {
            guard let item = layoutItem(value) else {
                IssueReporter.report(UIKitIssue(kind: .visualFormat, message: "views[\"\(name)\"] is not a view or layout guide"),
                                     on: [])
                return []
            }
            items[name] = item
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.number(value) else {
                IssueReporter.report(UIKitIssue(kind: .visualFormat, message: "metrics[\"\(name)\"] is not a number"),
                                     on: self.views(items.values.map { $0 }))
                return []
            }
            numbers[name] = number
        }
        do {
            let made = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: numbers, views: items)
            return made.map { c in
                let wrapped = NSLayoutConstraint(c)
                wrapped.register()
                return wrapped
            }
        } catch {
            IssueReporter.report(UIKitIssue(kind: .visualFormat, message: "\(error)"), on: self.views(items.values.map { $0 }))
            return []
        }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    // MARK: Between the layers

    /// Makes a constraint through the engine, or a refused one (reported) when it throws.
    static func make(first: LayoutItem, second: LayoutItem?,
                     _ body: () throws(AutoLayoutError) -> LayoutConstraint) -> NSLayoutConstraint {
        do {
            let wrapped = NSLayoutConstraint(try body())
            wrapped.register()
            return wrapped
        } catch {
            IssueReporter.report(error, on: views(first, second))
            return NSLayoutConstraint(refused: error)
        }
    }

    /// The engine's item for a `UIView` or `UILayoutGuide`.
    static func layoutItem(_ value: Any) -> LayoutItem? {
        switch value {
        case let view as UIView: view.backing
        case let guide as UILayoutGuide: guide.layoutGuide
        default: nil
        }
    }

    /// The `UIView` or `UILayoutGuide` an engine item stands for.
    static func wrapper(of item: LayoutItem) -> AnyObject? {
        if let view = item as? View { return UIView.wrapper(of: view) }
        guard let guide = item as? LayoutGuide else { return nil }
        return UILayoutGuide.wrapper(of: guide)
    }

    /// The views to record an issue about `items` on: each item's view (a guide's owner).
    static func views(_ items: LayoutItem?...) -> [UIView] { views(items.compactMap { $0 }) }

    static func views(_ items: [LayoutItem]) -> [UIView] {
        items.compactMap { item in
            if let view = item as? View { return UIView.wrapper(of: view) }
            return (item as? LayoutGuide)?.owningView.flatMap(UIView.wrapper(of:))
        }
    }

    /// Remembers this wrapper on its first item's view or guide, so that `view.constraints`
    /// answers it again.
    func register() {
        guard let c = layoutConstraint, let holder = Self.registry(of: c.firstItem) else { return }
        holder.constraintWrappers[ObjectIdentifier(c)] = self
    }

    /// The wrapper of an engine constraint: the one made for it, or a new one (for the
    /// system's constraints, a stack view's say).
    static func wrapper(for constraint: LayoutConstraint) -> NSLayoutConstraint {
        if let known = registry(of: constraint.firstItem)?.constraintWrappers[ObjectIdentifier(constraint)] { return known }
        let made = NSLayoutConstraint(constraint)
        made.register()
        return made
    }

    static func registry(of item: LayoutItem) -> ConstraintRegistry? {
        if let view = item as? View { return UIView.wrapper(of: view) }
        guard let guide = item as? LayoutGuide else { return nil }
        return UILayoutGuide.wrapper(of: guide)
    }
}

extension NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// UIKit's `<NSLayoutConstraint:0x… A.leading == B.trailing + 8   (active)>`.
    public var description: String {
        layoutConstraint?.description ?? "<NSLayoutConstraint (refused: \(refusal?.description ?? ""))>"
    }
}

/// What holds the wrappers of constraints whose first item it is.
@MainActor
protocol ConstraintRegistry: AnyObject {
    var constraintWrappers: [ObjectIdentifier: NSLayoutConstraint] { get set }
}

extension UIView: ConstraintRegistry {}
