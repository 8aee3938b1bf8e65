import AutoLayout

/// `UIView`: a rectangle in a hierarchy, laid out by the engine.
///
/// Subclass it as in UIKit: override `intrinsicContentSize`, `layoutSubviews()`,
/// `updateConstraints()` (call `super` last), `traitCollectionDidChange(_:)`,
/// `forFirstBaselineLayout`. Behind each `UIView` is the engine's view (`layoutView`); the
/// hierarchy, constraints and frames live there, and this class gives them UIKit's names and
/// signatures: nothing here throws, and what UIKit raises an exception for is reported
/// (`UIKitIssue`) and refused.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The engine's view behind this one, for code that mixes the two layers.
    public var layoutView: View { backing }
    let backing: View & UIKitBacking

    /// The subviews this view keeps alive (UIKit's superview owns its subviews).
    var retainedSubviews: [ObjectIdentifier: UIView] = [:]
    /// Layout guides: made by the caller, and the wrappers of the engine's own guides.
    var guideWrappers: [ObjectIdentifier: UILayoutGuide] = [:]
    /// Constraints whose first item is this view, so that `constraints` answers the same objects.
    var constraintWrappers: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Programmer errors reported on this view.
    var ownIssues: [UIKitIssue] = []
    /// Animations recorded with this view as the root of the hierarchy they laid out.
    var ownAnimations: [UIViewAnimation] = []
    /// The view controller whose view this is.
    weak var owningController: UIViewController?

    /// `init(frame:)`, the designated initializer, as in UIKit: subclasses that override it (and
    /// `init?(coder:)`) keep `init()`.
    public init(frame: CGRect) {
        backing = Self.takePendingBacking() ?? Self.makeBacking()
        layer = CALayer()
        super.init()
        backing.owner = self
        if frame != .zero { backing.frame = frame.rect }
    }

    /// The engine's view a new instance of this class stands on; controls override it.
    class func makeBacking() -> View & UIKitBacking { ViewBacking() }

    /// An engine view made before `init(frame:)` for the instance being made (a window's,
    /// which its screen made; a button's of a given type), taken by that initializer.
    static var pendingBacking: (View & UIKitBacking)?

    static func takePendingBacking() -> (View & UIKitBacking)? {
        defer { pendingBacking = nil }
        return pendingBacking
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are not decoded from archives here (there are no nibs); this answers nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Hierarchy

    public var superview: UIView? { backing.superview.flatMap(Self.wrapper(of:)) }
    public var subviews: [UIView] { backing.subviews.compactMap(Self.wrapper(of:)) }

    /// The next responder: the view controller whose view this is, else the superview.
    open override var next: UIResponder? { owningController ?? superview }

    /// The window at the root of the hierarchy, if it is one.
    public var window: UIWindow? { Self.wrapper(of: backing.rootView) as? UIWindow }

    /// The `UIView` an engine view stands for, nil for one this layer did not make.
    static func wrapper(of view: View) -> UIView? { (view as? any UIKitBacking)?.owner }

    /// Adds `view` at the front. Adding the view itself or one of its ancestors is refused and
    /// reported (UIKit raises).
    open func addSubview(_ view: UIView) { insertSubview(view, at: backing.subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        let oldParent = view.superview
        let moving = oldParent !== self
        if moving { view.willMove(toSuperview: self) }
        do {
            try backing.insertSubview(view.backing, at: index)
        } catch {
            IssueReporter.report(error, on: [self.rootWrapper, view])
            return
        }
        if moving, let oldParent { oldParent.retainedSubviews[ObjectIdentifier(view)] = nil }
        retainedSubviews[ObjectIdentifier(view)] = view
        if moving {
            didAddSubview(view)
            view.didMoveToSuperview()
            view.didMoveToWindow()
        }
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = backing.subviews.firstIndex { $0 === sibling.backing }.map { $0 + 1 } ?? backing.subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = backing.subviews.firstIndex { $0 === sibling.backing } ?? backing.subviews.count
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: backing.subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        backing.removeFromSuperview()
        // Released last: the parent may hold the only reference.
        withExtendedLifetime(self) {
            parent.retainedSubviews[ObjectIdentifier(self)] = nil
            didMoveToSuperview()
            didMoveToWindow()
        }
    }

    public func isDescendant(of view: UIView) -> Bool { backing.isDescendant(of: view.backing) }

    /// The first view in this subtree (this one included) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    /// The topmost `UIView` above this one (itself when it has no superview).
    var rootWrapper: UIView { Self.wrapper(of: backing.rootView) ?? self }

    // MARK: Geometry

    /// `frame`, in the superview's coordinates, from the last layout pass; setting it moves a
    /// view that translates its autoresizing mask.
    open var frame: CGRect {
        get { CGRect(backing.frame) }
        set {
            UIViewAnimationRecorder.current?.willLayOut(rootWrapper)
            let old = bounds.size
            backing.frame = newValue.rect
            resizeSubviews(from: old)
        }
    }

    /// `bounds`: origin zero (a scroll view's is its content offset), the frame's size.
    /// Setting the size resizes the frame about its origin.
    open var bounds: CGRect {
        get { CGRect(backing.bounds) }
        set {
            let f = backing.frame, old = bounds.size
            backing.frame = Rect(x: f.minX, y: f.minY, width: Double(newValue.width), height: Double(newValue.height))
            resizeSubviews(from: old)
        }
    }

    /// `center`, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let f = frame
            frame = CGRect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height)
        }
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { CGPoint(backing.convert(point.point, to: view?.backing)) }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { CGPoint(backing.convert(point.point, from: view?.backing)) }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(backing.convert(rect.rect, to: view?.backing)) }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(backing.convert(rect.rect, from: view?.backing)) }

    // MARK: Appearance (drawn by snapshots; no effect on layout)

    public var backgroundColor: UIColor?
    public var alpha: CGFloat = 1
    public var isOpaque = true
    public var clipsToBounds = false
    /// `autoresizesSubviews`: whether a change of size resizes the subviews by their masks.
    public var autoresizesSubviews = true
    public var tintColor: UIColor! = .tintColor
    public var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    public let layer: CALayer
    public var tag = 0
    /// `accessibilityIdentifier`: also the view's name in the engine's diagnostics and in
    /// snapshots.
    public var accessibilityIdentifier: String? {
        didSet { backing.name = accessibilityIdentifier }
    }
    public var accessibilityLabel: String?

    /// `isHidden`: hidden views keep their frames; stack views collapse hidden arranged views.
    public var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }

    /// `setNeedsDisplay()`: nothing is drawn until a snapshot asks, so there is nothing to do.
    public func setNeedsDisplay() {}
    /// `draw(_:)`: overridden drawing is not run (there is no graphics context here).
    open func draw(_ rect: CGRect) {}

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask

    /// `UIView.noIntrinsicMetric` (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
    /// `UIView.layoutFittingExpandedSize`: (10000, 10000).
    public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)

    // MARK: What subclasses override (in the class body: members of extensions cannot be overridden)

    /// Override to lay subviews out by hand after the engine set the frames; `super` does
    /// what the engine's class does (nothing for a plain view).
    open func layoutSubviews() { backing.baseLayoutSubviews() }

    /// Override to change constraints in one batch before the solve; call `super` last.
    open func updateConstraints() { backing.baseUpdateConstraints() }

    /// `intrinsicContentSize`: override to give the view a natural size; `noIntrinsicMetric` on
    /// an axis without one. `super` gives the control's own (a label's text, a switch's 51×31).
    open var intrinsicContentSize: CGSize { CGSize(backing.baseIntrinsicContentSize) }

    /// `sizeThatFits(_:)`: the intrinsic size where there is one (a label wraps to the given
    /// width), the current size on other axes.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = backing.intrinsicHeightDependsOnWidth && size.width > 0
            ? backing.intrinsicContentSize(forWidth: Double(size.width)) : backing.intrinsicContentSize
        let current = bounds.size
        return CGSize(width: natural.width >= 0 ? natural.width : current.width,
                      height: natural.height >= 0 ? natural.height : current.height)
    }

    /// `sizeToFit()`: resizes the frame to `sizeThatFits` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// `alignmentRectInsets`: constraints act on the frame inset by these. Overridable on
    /// plain views; a control's are UIKit's.
    open var alignmentRectInsets: UIEdgeInsets {
        (backing as? ViewBacking)?.baseAlignmentRectInsets ?? backing.alignmentRectInsets
    }
    /// `forFirstBaselineLayout`: the view whose first baseline is this view's (a plain view may
    /// name a label inside it).
    open var forFirstBaselineLayout: UIView {
        if backing is ViewBacking { return forLastBaselineLayout }
        return Self.wrapper(of: backing.viewForFirstBaselineLayout) ?? self
    }
    /// `forLastBaselineLayout`.
    open var forLastBaselineLayout: UIView {
        if backing is ViewBacking { return self }
        return Self.wrapper(of: backing.viewForLastBaselineLayout) ?? self
    }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}

    /// Called when the traits change; call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        backing.baseTraitCollectionDidChange(previousTraitCollection)
    }

    // MARK: Issues

    /// The programmer errors reported on any view of this hierarchy (UIKit raises for these;
    /// see `UIKitIssue`) and the constraints the engine had to break, oldest first per view.
    public var recordedIssues: [UIKitIssue] {
        let root = rootWrapper
        var result = root.allViews.flatMap(\.ownIssues)
        for issue in backing.layoutIssues {
            result.append(UIKitIssue(kind: .unsatisfiableConstraints, message: issue.description))
        }
        return result
    }

    /// This view and every view below it, parents first.
    var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }
}

extension UIView: @MainActor CustomStringConvertible {
    /// `<ClassName: frame = (x y; w h); identifier = '…'>`: UIKit's shape without the address.
    public var description: String {
        let f = frame
        var text = "<\(String(describing: type(of: self))): frame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); "
        text += "\(formatNumber(f.width)) \(formatNumber(f.height)))"
        if let id = accessibilityIdentifier { text += "; identifier = '\(id)'" }
        return text + ">"
    }
}
