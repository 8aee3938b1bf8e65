/// What constraints relate: a view or a layout guide (`UIView`, `UILayoutGuide`).
///
/// Each item is a rectangle: its alignment rect, held by the engine as four variables in the
/// root view's coordinate space. Items are classes because the layout tree is a graph of
/// identities, as UIKit's is; they are not thread-safe, as UIKit's views are not.
open class LayoutItem {
    /// A name shown in descriptions and diagnostics (UIKit prints the text of labels; we print
    /// this, for every kind of item).
    public var name: String?
    /// A process-unique number, printed as the item's pseudo address.
    public let serial: Int

    /// The item's alignment rect in the root view's space, from the last layout pass, before
    /// pixel snapping.
    @exclusivity(unchecked) public internal(set) var layoutRectInRoot: Rect = .zero

    /// The item's variable group (index / 4 of its variables) in the hosted engine that holds
    /// it, and which engine that is: the engine's lookups without hashing.
    @exclusivity(unchecked) var engineGroup: Int32 = -1
    /// A scroll view, whose edges mean its content area to its descendants and whose bounds
    /// origin is its content offset; and a scroll view's content layout guide. Flags, not casts,
    /// so that lowering a constraint and reading results stay a byte load for every other item
    /// (they sit in the padding after `engineGroup`).
    @exclusivity(unchecked) var isScrollContainer = false
    @exclusivity(unchecked) var isScrollContentGuide = false
    @exclusivity(unchecked) var engineGroupOwner: UInt64 = 0

    private static let serials = SerialCounter(startingAfter: 0x1000)

    public init(name: String? = nil) {
        self.name = name
        serial = Int(truncatingIfNeeded: Self.serials.next())
    }

    /// The view whose coordinate space and hierarchy the item belongs to: a view's superview for
    /// constraints (a view is its own ancestor), a guide's owning view.
    var hierarchyView: View? { nil }

    /// The class name UIKit would print (`UIView`, `UILabel`, `UILayoutGuide`).
    open var typeName: String { "LayoutItem" }

    /// `ClassName:0xADDRESS'name'`, the way UIKit's logs print an item.
    public var debugName: String {
        let address = "0x" + String(serial, radix: 16)
        if let name { return "\(typeName):\(address)'\(name)'" }
        return "\(typeName):\(address)"
    }

    /// The name if set, otherwise the debug name: what reports show first.
    public var displayName: String { name ?? debugName }

    // MARK: Anchors

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension LayoutItem: Hashable {
    public static func == (a: LayoutItem, b: LayoutItem) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An invisible rectangle that takes part in layout, owned by a view (`UILayoutGuide`).
///
/// Guides have edges, centers and sizes but no baselines and no margins, and are never drawn.
open class LayoutGuide: LayoutItem {
    /// The view that owns the guide (`owningView`); its coordinate space is the guide's.
    ///
    /// `unowned`, cleared by the view's `deinit` (UIKit: weak), for the reason `View.superview` gives.
    @exclusivity(unchecked) public internal(set) unowned(safe) var owningView: View?
    /// `identifier`, as UIKit prints it ('UIViewLayoutMarginsGuide', ...).
    public var identifier: String

    public init(identifier: String = "", name: String? = nil) {
        self.identifier = identifier
        super.init(name: name)
    }

    override var hierarchyView: View? { owningView }
    override open var typeName: String { "UILayoutGuide" }

    /// Whether this is its owning view's `safeAreaLayoutGuide` (asking does not create one).
    public var isSafeAreaLayoutGuide: Bool {
        guard let view = owningView else { return false }
        return view.safeAreaGuideStorage === self
    }

    /// The guide's rectangle in its owning view's coordinate space (`layoutFrame`).
    public var layoutFrame: Rect {
        guard let owner = owningView else { return layoutRectInRoot }
        let origin = owner.bounds.origin
        return layoutRectInRoot.offsetBy(dx: origin.x - owner.layoutRectInRoot.minX, dy: origin.y - owner.layoutRectInRoot.minY)
    }
}
