import Cassowary
/// A constraint: `first.attribute (==|<=|>=) multiplier × second.attribute + constant` at a priority.
///
/// This is `NSLayoutConstraint`. Creation validates the pairing as UIKit does and throws its
/// message, as UIKit raises them. A new constraint is inactive; activating it installs it on the
/// nearest common ancestor of its items and adds it to that hierarchy's engine at once. The
/// frames follow at the next layout pass.
public final class LayoutConstraint: CustomStringConvertible {
    /// The first item. A constraint that outlived the view it was installed on answers a
    /// placeholder guide named "(deallocated)" for that view, where UIKit's weak reference
    /// answers nil (see `holderWillDeallocate`).
    public var firstItem: LayoutItem { first }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The second item, nil for a constant; a placeholder as for `firstItem`.
    public var secondItem: LayoutItem? { second }
    public let secondAttribute: LayoutAttribute

    /// The items, not owned: a view holds the constraints installed on it, and a constraint
    /// that owned a view it is installed on (a view pinned to its container, a size pinned to a
    /// constant) made a reference cycle, so no laid-out hierarchy was ever freed. UIKit holds
    /// them weakly; `unowned` costs no side table per view. While the constraint is not
    /// installed, `retainedItems` owns them instead; while it is, the hierarchy does (the items
    /// are the view it is installed on and views and guides below it).
    @exclusivity(unchecked) private unowned(safe) var first: LayoutItem
    @exclusivity(unchecked) private unowned(safe) var second: LayoutItem?
    @exclusivity(unchecked) private var retainedItems: (LayoutItem, LayoutItem?)?
    /// The items' identities, to recognise the view being deallocated without reading it.
    private let firstID: ObjectIdentifier
    private let secondID: ObjectIdentifier?
    public let multiplier: Double

    /// The constant. Setting it on an active constraint updates the engine incrementally (a
    /// dual re-optimisation, not a rebuild). A non-finite value is refused: the constant keeps
    /// its old value and `lastError` says why (use `setConstant(_:)` to get the error thrown).
    public var constant: Double {
        get { storedConstant }
        set { record { () throws(AutoLayoutError) in try setConstant(newValue) } }
    }

    /// The priority. Required ↔ optional on an active constraint is refused as UIKit refuses it;
    /// the priority keeps its old value and `lastError` says why (`setPriority(_:)` throws).
    public var priority: LayoutPriority {
        get { storedPriority }
        set { record { () throws(AutoLayoutError) in try setPriority(newValue) } }
    }

    /// Whether the constraint takes part in layout. Setting it to true installs it on the nearest
    /// common ancestor; when that fails (no common ancestor) it stays inactive and `lastError`
    /// says why (`setActive(_:)` throws).
    public var isActive: Bool {
        get { container != nil }
        set { record { () throws(AutoLayoutError) in try setActive(newValue) } }
    }

    /// A name for debugging, printed in descriptions.
    public var identifier: String?

    /// Where the constraint came from, for diagnostics: user code, a document line, or the
    /// system (intrinsic size, margins, stack views...).
    @exclusivity(unchecked) public var origin: ConstraintOrigin = .user

    /// For a constraint the system made: what it stands for, which the engine updates it by.
    @exclusivity(unchecked) public internal(set) var systemRole: SystemConstraintRole?

    /// The last error a property setter swallowed (Swift setters cannot throw).
    public private(set) var lastError: AutoLayoutError?

    /// Set by the system-spacing anchor methods: the constant is this multiple of the spacing.
    public internal(set) var systemSpacingMultiplier: Double?

    /// The view the constraint is installed on: the nearest common ancestor of its items.
    ///
    /// Held `unowned` (UIKit: weak), and not at all when it is the first item, which the
    /// constraint holds anyway (every content-size constraint, and a size pinned to a
    /// constant). A weak reference gives its object a side table, and then every retain and
    /// release of that view takes the slow path (a tenth of a first layout of labels). The
    /// container's `deinit` clears it (`holderWillDeallocate`), as does an engine's for the
    /// constraints it installs on its root.
    public internal(set) var container: View? {
        get { containerIsFirstItem ? first as? View : unownedContainer }
        set {
            if newValue == nil {
                if retainedItems == nil { retainedItems = (first, second) }
            } else {
                retainedItems = nil
            }
            containerIsFirstItem = newValue != nil && newValue === first
            unownedContainer = containerIsFirstItem ? nil : newValue
        }
    }

    /// The view this constraint is installed on is being deallocated (its `deinit`, or the
    /// engine's for the constraints an engine installs): the constraint is no longer installed
    /// and keeps the items that are still alive; the one that was that view reads as a
    /// placeholder from now on.
    ///
    /// `holder` nil means that any item may be gone (an engine's deinit cannot tell), so both
    /// read as placeholders.
    func holderWillDeallocate(_ holder: ObjectIdentifier?) {
        guard retainedItems == nil else { return }
        let firstIsGone = holder == nil || firstID == holder
        let secondIsGone = secondID != nil && (holder == nil || secondID == holder)
        // No reference to the dead view is left behind: reflection (`dump`, a test's failure
        // message) reads every stored property, and an unowned one to a freed object traps.
        let placeholder = Self.deallocatedItem()
        if firstIsGone { first = placeholder }
        if secondIsGone { second = placeholder }
        retainedItems = (first, second)
        containerIsFirstItem = false
        unownedContainer = nil
    }
    @exclusivity(unchecked) private unowned(safe) var unownedContainer: View?
    @exclusivity(unchecked) private var containerIsFirstItem = false

    /// What a constraint answers for an item that was deallocated.
    static func deallocatedItem() -> LayoutItem { LayoutGuide(identifier: "(deallocated)", name: "(deallocated)") }

    @exclusivity(unchecked) var storedConstant: Double
    @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
    /// The solver row of this constraint in the hosted (non-temporary) engine that holds it, and
    /// which engine that is: the engine's lookups without hashing (LayoutEngine.solverID(of:)).
    @exclusivity(unchecked) var engineRow: ConstraintID?
    @exclusivity(unchecked) var engineRowOwner: UInt64 = 0
    /// The direction a constraint with leading or trailing was last lowered in (only hosted
    /// engines re-lower on a direction change).
    @exclusivity(unchecked) var loweredDirection: LayoutDirection?

    /// Makes a constraint relating two items, validated as UIKit validates
    /// `constraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0) throws(AutoLayoutError) {
        try Self.validate(item: item, firstAttribute, toItem, secondAttribute, multiplier: multiplier, constant: constant)
        self.first = item
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = toItem
        firstID = ObjectIdentifier(item)
        secondID = toItem.map(ObjectIdentifier.init)
        retainedItems = (item, toItem)
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        // A margin attribute is an edge of the view's margins guide. Make the guide now, so that
        // the engine registers it with the view; made lazily during lowering (before the first
        // pass has an engine to tell) it had no variables and the constraint was dropped.
        if firstAttribute.isMargin, let view = item as? View { _ = view.layoutMarginsGuide }
        if secondAttribute.isMargin, let view = toItem as? View { _ = view.layoutMarginsGuide }
    }

    /// `item.width` or `item.height` (relation) `constant`, which UIKit's checks always accept:
    /// the engine's content-size constraints, made for every view with an intrinsic size.
    init(dimension attribute: LayoutAttribute, of item: LayoutItem, _ relation: LayoutRelation, _ constant: Double) {
        first = item
        firstAttribute = attribute
        self.relation = relation
        second = nil
        firstID = ObjectIdentifier(item)
        secondID = nil
        retainedItems = (item, nil)
        secondAttribute = .notAnAttribute
        multiplier = 1
        storedConstant = constant
    }

    /// UIKit's checks, in the order UIKit applies them.
    static func validate(item: LayoutItem, _ first: LayoutAttribute, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                         multiplier: Double, constant: Double) throws(AutoLayoutError) {
        guard first != .notAnAttribute else { throw .missingAttribute(item: item.debugName) }
        guard constant.isFinite else {
            throw .nonFiniteConstant(constant: constant, first: "\(item.debugName).\(first)",
                                     second: second.map { "\($0.debugName).\(secondAttribute)" } ?? "(null)")
        }
        guard multiplier.isFinite else { throw .invalidMultiplier(multiplier) }
        if item is LayoutGuide, first.isBaseline { throw .guideHasNoBaseline(guide: item.debugName) }
        if item is LayoutGuide, first.isMargin { throw .invalidPairing(first: first, second: secondAttribute) }
        guard let second else {
            if first.isLocation { throw .locationEqualToConstant(item: item.debugName) }
            return
        }
        guard secondAttribute != .notAnAttribute else {
            if first.isLocation { throw .locationEqualToConstant(item: item.debugName) }
            throw .missingAttribute(item: second.debugName)
        }
        if second is LayoutGuide, secondAttribute.isBaseline { throw .guideHasNoBaseline(guide: second.debugName) }
        if second is LayoutGuide, secondAttribute.isMargin { throw .invalidPairing(first: first, second: secondAttribute) }
        if first.isDimension != secondAttribute.isDimension { throw .invalidPairing(first: first, second: secondAttribute) }
        if first.isLocation {
            if multiplier == 0 { throw .locationEqualToConstant(item: item.debugName) }
            if first.axis != secondAttribute.axis { throw .invalidPairing(first: first, second: secondAttribute) }
            if (first.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
                || (first.isAbsoluteHorizontalEdge && secondAttribute.isDirectional) {
                throw .directionalMixedWithAbsolute(first: first, second: secondAttribute)
            }
        }
    }

    // MARK: Changing

    /// Changes the constant; on an active constraint the engine updates incrementally.
    public func setConstant(_ value: Double) throws(AutoLayoutError) {
        guard value.isFinite else {
            throw .nonFiniteConstant(constant: value, first: "\(firstItem.debugName).\(firstAttribute)",
                                     second: secondItem.map { "\($0.debugName).\(secondAttribute)" } ?? "(null)")
        }
        guard value != storedConstant else { return }
        storedConstant = value
        container?.engineIfExists?.constantDidChange(self)
    }

    /// Changes the priority: any legal value while inactive; between optional values while active.
    public func setPriority(_ value: LayoutPriority) throws(AutoLayoutError) {
        guard value.isValid else { throw .invalidPriority(value.rawValue) }
        if isActive, value.isRequired != storedPriority.isRequired, origin.isUserVisibleRule {
            throw .requiredOptionalSwitch(new: value.rawValue, old: storedPriority.rawValue)
        }
        guard value != storedPriority else { return }
        storedPriority = value
        container?.engineIfExists?.priorityDidChange(self)
    }

    /// Activates (installs on the nearest common ancestor) or deactivates the constraint.
    public func setActive(_ active: Bool) throws(AutoLayoutError) {
        if active == isActive { return }
        if active {
            guard let ancestor = nearestCommonAncestor() else {
                throw .noCommonAncestor(first: "\(firstItem.debugName).\(firstAttribute)",
                                        second: secondItem.map { "\($0.debugName).\(secondAttribute)" } ?? "(null)")
            }
            ancestor.install(self)
        } else {
            container?.uninstall(self)
        }
    }

    /// Activates every constraint, or none if one of them cannot be (`NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) throws(AutoLayoutError) {
        var ancestors: [View] = []
        for c in constraints where !c.isActive {
            guard let a = c.nearestCommonAncestor() else {
                throw .noCommonAncestor(first: "\(c.firstItem.debugName).\(c.firstAttribute)",
                                        second: c.secondItem.map { "\($0.debugName).\(c.secondAttribute)" } ?? "(null)")
            }
            ancestors.append(a)
        }
        var index = 0
        for c in constraints where !c.isActive {
            ancestors[index].install(c)
            index += 1
        }
    }

    /// Deactivates every constraint (`NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.container?.uninstall(c) }
    }

    /// The nearest view that is an ancestor (or the same) of both items' views.
    func nearestCommonAncestor() -> View? {
        guard let a = firstItem.hierarchyView else { return nil }
        guard let secondItem else { return a }
        guard let b = secondItem.hierarchyView else { return nil }
        return a.nearestCommonAncestor(with: b)
    }

    private func record(_ body: () throws(AutoLayoutError) -> Void) {
        do { try body(); lastError = nil } catch { lastError = error }
    }

    /// Whether the constraint involves `item`.
    public func involves(_ item: LayoutItem) -> Bool { firstItem === item || secondItem === item }

    // MARK: Description

    /// UIKit's format: `<NSLayoutConstraint:0x… 'id' A.leading == B.trailing + 8   (active)>`,
    /// items printed with their names, as UIKit's `description` does. Optional priorities print as
    /// ` @750` after the equation (UIKit's own form is unconfirmed; this is our choice).
    public var description: String {
        let address = "0x" + String(ObjectIdentifier(self).hashValue & 0xFFFF_FFFF, radix: 16)
        var text = "<NSLayoutConstraint:\(address) "
        if let identifier { text += "'\(identifier)' " }
        text += equationDescription
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// The equation alone: `A.leading == 0.5*B.trailing + 8 @750`.
    public var equationDescription: String {
        var text = "\(firstItem.displayName).\(firstAttribute) \(relation)"
        if let secondItem {
            text += " "
            if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
            text += "\(secondItem.displayName).\(secondAttribute)"
            if storedConstant > 0 { text += " + \(formatNumber(storedConstant))" }
            if storedConstant < 0 { text += " - \(formatNumber(-storedConstant))" }
        } else {
            text += " \(formatNumber(storedConstant))"
        }
        switch origin {
        case .contentHugging: text += " Hug:\(storedPriority)"
        case .compressionResistance: text += " CompressionResistance:\(storedPriority)"
        default: if !storedPriority.isRequired { text += " @\(storedPriority)" }
        }
        return text
    }
}

/// Where a constraint came from: what a diagnostic shows so the user can find it.
///
/// The cases with a payload are `indirect` (boxed): inline, the largest made the enum 33 bytes
/// in every constraint, where the engine's own (content size, guides) carry none.
public enum ConstraintOrigin: Equatable, Sendable {
    /// Made by user code; `file` and `line` where the maker recorded them (the DSL does).
    case user
    indirect case code(file: String, line: Int)
    /// A layout document's line and column.
    indirect case document(file: String, line: Int, column: Int)
    /// An Interface Builder constraint, by its object id.
    indirect case interfaceBuilder(id: String)
    /// The implied `size <= intrinsic` inequality at the hugging priority.
    case contentHugging
    /// The implied `size >= intrinsic` inequality at the compression-resistance priority.
    case compressionResistance
    /// A layout-margins, safe-area, readable-content or legacy layout guide tie.
    case guide
    /// Constraints a container makes, such as a stack view's (`UISV-…`).
    indirect case container(String)
    /// `translatesAutoresizingMaskIntoConstraints`: a frame turned into constraints.
    case autoresizingMask

    /// Whether UIKit's required ↔ optional rule applies (it does to every constraint users see).
    var isUserVisibleRule: Bool {
        switch self {
        case .contentHugging, .compressionResistance: false
        default: true
        }
    }

    /// Whether the system made the constraint on the user's behalf.
    public var isImplicit: Bool {
        switch self {
        case .user, .code, .document, .interfaceBuilder: false
        default: true
        }
    }
}

extension LayoutConstraint {
    /// Activates this constraint, throwing what `isActive = true` would record.
    public func activate() throws(AutoLayoutError) { try setActive(true) }
    /// Deactivates this constraint.
    public func deactivate() { isActive = false }

    /// Sets the priority and returns the constraint, for building lists in one expression.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) throws(AutoLayoutError) -> LayoutConstraint {
        try setPriority(priority)
        return self
    }
}
