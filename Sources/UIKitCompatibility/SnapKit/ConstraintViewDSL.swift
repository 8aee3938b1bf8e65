import AutoLayout

/// SnapKit's names over the engine's DSL, so that code written with SnapKit compiles behind the
/// same import switch (`import UIKit` and `import SnapKit` on iOS, `import UIKitCompatibility`
/// here): `view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }`.
///
/// The statements mean what they mean in SnapKit (the engine's `ConstraintDSL` states the
/// rules). Where SnapKit stops the program (`fatalError`: no superview for
/// `equalToSuperview()`, attributes that cannot pair, `updateConstraints` with nothing to
/// update), the block changes nothing, and the problem, with the file and line of its
/// statement, is written to standard error and recorded on the view (`recordedIssues`), as
/// UIKit's own programmer errors are here.

/// What `view.snp` and `guide.snp` have in common: the item the constraints are for.
@preconcurrency @MainActor
public protocol ConstraintDSL {
    /// The view or layout guide.
    var target: AnyObject? { get }
}

/// The attributes every item has, as targets: `other.snp.top`, `other.snp.edges`.
@preconcurrency @MainActor
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

/// The basic attributes with baselines and margins.
@preconcurrency @MainActor
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

/// What `view.snp` and `guide.snp` can do with a block: make, remake and update constraints
/// whose first item is theirs.
@preconcurrency @MainActor
public protocol ConstraintMakingDSL: ConstraintAttributesDSL {}

extension ConstraintMakingDSL {
    /// Makes and activates the block's constraints, beside those made before. All or nothing:
    /// a bad statement is reported (with its line) and nothing is activated.
    public func makeConstraints(file: String = #fileID, line: Int = #line,
                                _ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintBlock.run(self, closure) { dsl, body throws(ConstraintMakerError) in
            try dsl.makeConstraints(file: file, line: line, body)
        }
    }

    /// Deactivates the constraints made before with `snp`, then makes the block's.
    public func remakeConstraints(file: String = #fileID, line: Int = #line,
                                  _ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintBlock.run(self, closure) { dsl, body throws(ConstraintMakerError) in
            try dsl.remakeConstraints(file: file, line: line, body)
        }
    }

    /// Changes the constants of constraints made before that match the block's statements in
    /// everything but the constant (SnapKit's rule).
    public func updateConstraints(file: String = #fileID, line: Int = #line,
                                  _ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintBlock.run(self, closure) { dsl, body throws(ConstraintMakerError) in
            try dsl.updateConstraints(file: file, line: line, body)
        }
    }
}

/// `ConstraintView`, `ConstraintLayoutGuide`, `ConstraintInsets`, `ConstraintDirectionalInsets`:
/// SnapKit's names for the platform's types.
public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide
public typealias ConstraintInsets = UIEdgeInsets
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets

extension ConstraintDSL {
    /// The engine's item behind the target.
    var layoutItem: LayoutItem? {
        switch target {
        case let view as UIView: view.backing
        case let guide as UILayoutGuide: guide.layoutGuide
        default: nil
        }
    }

    /// The view to record a problem on: the view itself, or the guide's owning view.
    var reportingView: UIView? {
        switch target {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    func item(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintItem {
        ConstraintItem(target: target, layoutItem: layoutItem, attributes: attributes)
    }
}

extension ConstraintBasicAttributesDSL {
    public var left: ConstraintItem { item([.left]) }
    public var top: ConstraintItem { item([.top]) }
    public var right: ConstraintItem { item([.right]) }
    public var bottom: ConstraintItem { item([.bottom]) }
    public var leading: ConstraintItem { item([.leading]) }
    public var trailing: ConstraintItem { item([.trailing]) }
    public var width: ConstraintItem { item([.width]) }
    public var height: ConstraintItem { item([.height]) }
    public var centerX: ConstraintItem { item([.centerX]) }
    public var centerY: ConstraintItem { item([.centerY]) }
    public var edges: ConstraintItem { item(ConstraintComposite.edges) }
    public var directionalEdges: ConstraintItem { item(ConstraintComposite.directionalEdges) }
    public var horizontalEdges: ConstraintItem { item(ConstraintComposite.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(ConstraintComposite.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(ConstraintComposite.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(ConstraintComposite.verticalEdges) }
    public var size: ConstraintItem { item(ConstraintComposite.size) }
    public var center: ConstraintItem { item(ConstraintComposite.center) }
}

extension ConstraintAttributesDSL {
    public var lastBaseline: ConstraintItem { item([.lastBaseline]) }
    public var firstBaseline: ConstraintItem { item([.firstBaseline]) }
    public var leftMargin: ConstraintItem { item([.leftMargin]) }
    public var topMargin: ConstraintItem { item([.topMargin]) }
    public var rightMargin: ConstraintItem { item([.rightMargin]) }
    public var bottomMargin: ConstraintItem { item([.bottomMargin]) }
    public var leadingMargin: ConstraintItem { item([.leadingMargin]) }
    public var trailingMargin: ConstraintItem { item([.trailingMargin]) }
    public var centerXWithinMargins: ConstraintItem { item([.centerXWithinMargins]) }
    public var centerYWithinMargins: ConstraintItem { item([.centerYWithinMargins]) }
    public var margins: ConstraintItem { item(ConstraintComposite.margins) }
    public var directionalMargins: ConstraintItem { item(ConstraintComposite.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(ConstraintComposite.centerWithinMargins) }
}

/// The composite attributes in SnapKit's order (the engine's DSL expands them the same way).
enum ConstraintComposite {
    static let edges: [NSLayoutConstraint.Attribute] = [.top, .left, .bottom, .right]
    static let directionalEdges: [NSLayoutConstraint.Attribute] = [.top, .leading, .bottom, .trailing]
    static let horizontalEdges: [NSLayoutConstraint.Attribute] = [.left, .right]
    static let verticalEdges: [NSLayoutConstraint.Attribute] = [.top, .bottom]
    static let directionalHorizontalEdges: [NSLayoutConstraint.Attribute] = [.leading, .trailing]
    static let size: [NSLayoutConstraint.Attribute] = [.width, .height]
    static let center: [NSLayoutConstraint.Attribute] = [.centerX, .centerY]
    static let margins: [NSLayoutConstraint.Attribute] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    static let directionalMargins: [NSLayoutConstraint.Attribute] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    static let centerWithinMargins: [NSLayoutConstraint.Attribute] = [.centerXWithinMargins, .centerYWithinMargins]
}

/// An item and some of its attributes: `other.snp.bottom`, the right-hand side of a statement.
@preconcurrency @MainActor
public struct ConstraintItem {
    /// The view or layout guide.
    public let target: AnyObject?
    let layoutItem: LayoutItem?
    let attributes: [NSLayoutConstraint.Attribute]
}

/// `view.snp`: make, remake, update and remove the constraints this view made with SnapKit.
@preconcurrency @MainActor
public struct ConstraintViewDSL: ConstraintMakingDSL {
    public let view: UIView
    public var target: AnyObject? { view }

    /// Deactivates every constraint this view made with `snp`.
    public func removeConstraints() { view.backing.snp.removeConstraints() }

    public var contentHuggingHorizontalPriority: Float {
        get { Float(view.contentHuggingPriority(for: .horizontal).rawValue) }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Float {
        get { Float(view.contentHuggingPriority(for: .vertical).rawValue) }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { Float(view.contentCompressionResistancePriority(for: .horizontal).rawValue) }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Float {
        get { Float(view.contentCompressionResistancePriority(for: .vertical).rawValue) }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: constraints whose first item is a layout guide.
@preconcurrency @MainActor
public struct ConstraintLayoutGuideDSL: ConstraintMakingDSL {
    public let guide: UILayoutGuide
    public var target: AnyObject? { guide }

    public func removeConstraints() { guide.layoutGuide.snp.removeConstraints() }
}

extension UIView {
    /// SnapKit's `view.snp`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension UILayoutGuide {
    /// SnapKit's `guide.snp`.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

/// Runs one `snp` block through the engine's DSL and reports what it refuses.
@MainActor
enum ConstraintBlock {
    typealias EngineBlock = (AutoLayout.ConstraintDSL, (AutoLayout.ConstraintMaker) -> Void)
        throws(ConstraintMakerError) -> [LayoutConstraint]

    static func run(_ dsl: some ConstraintDSL, _ closure: (ConstraintMaker) -> Void,
                    _ engine: EngineBlock) {
        guard let item = dsl.layoutItem else { return }
        withoutActuallyEscaping(closure) { closure in
            do throws(ConstraintMakerError) {
                _ = try engine(item.snp) { closure(ConstraintMaker($0)) }
            } catch {
                report(error, on: dsl.reportingView)
            }
        }
    }

    /// A refused block: the engine's model errors keep their kind, SnapKit's own traps are
    /// invalid constraints.
    static func report(_ error: ConstraintMakerError, on view: UIView?) {
        let views = view.map { [$0] } ?? []
        if case .layout(let modelError) = error.kind {
            IssueReporter.report(UIKitIssue(kind: IssueReporter.kind(of: modelError), message: error.description), on: views)
        } else {
            IssueReporter.report(UIKitIssue(kind: .invalidConstraint, message: error.description), on: views)
        }
    }
}
