import AutoLayout
@_exported import LayoutReport
import LayoutDocument

/// How to lay a document out: which device, orientation, size and traits.
public struct DocumentLayoutOptions: Sendable {
    /// A catalog name or Interface Builder id; nil for the document's own, else the iPhone 8.
    public var device: String?
    public var orientation: Orientation?
    /// A custom screen size (the device's size classes still apply unless it has none).
    public var size: Size?
    public var contentSizeCategory: ContentSizeCategory = .large
    public var rightToLeft = false

    public init(device: String? = nil, orientation: Orientation? = nil, size: Size? = nil,
                contentSizeCategory: ContentSizeCategory = .large, rightToLeft: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.contentSizeCategory = contentSizeCategory
        self.rightToLeft = rightToLeft
    }
}

/// A layout document bound to real views on a screen: the document's views, guides and
/// constraints made with the AutoLayout API, ready to lay out and report.
///
/// Constraints of every size class are registered with the screen's `SizeClassVariations`, so a
/// rotation that changes the size class swaps constraints incrementally. Views installed or
/// restyled by variations follow the size class the screen starts in.
public final class DocumentScreen {
    public let document: LayoutDocumentModel
    public let screen: Screen
    /// Every document view and guide, depth first in document order, with its item.
    public private(set) var items: [(view: DocumentView, item: LayoutItem)] = []
    /// Constraints that could not be made (naming a view not installed in the size class).
    public private(set) var warnings: [String] = []
    /// Each document constraint's layout constraint (made on first use: the screen itself
    /// finds them by position).
    public var constraintFor: [DocumentConstraint: LayoutConstraint] {
        if let table = constraintTable { return table }
        var table: [DocumentConstraint: LayoutConstraint] = [:]
        for (c, made) in zip(allConstraints, made) { if let made { table[c] = made } }
        constraintTable = table
        return table
    }
    private var constraintTable: [DocumentConstraint: LayoutConstraint]?
    /// The document's constraints, base then each variation's (`allConstraints`), and the
    /// layout constraint made for each: equal constraints share one, as they would share a
    /// dictionary key. Positions, not a table keyed by the constraints: hashing a constraint
    /// hashes its strings, and `bindConstraints` looked each up nine times.
    var allConstraints: [DocumentConstraint] = []
    var made: [LayoutConstraint?] = []
    /// The position in `allConstraints` of each layout constraint made from one.
    var documentConstraints: [ObjectIdentifier: Int] = [:]

    var itemsByName: [String: LayoutItem] = [:]
    var superviewName: [String: String?] = [:]
    /// Names declared under a stack's `arrangedSubviews:`.
    var arrangedNames = Set<String>()

    /// Lays the document out with `options`, making views through `factory`.
    public init(document: LayoutDocumentModel, options: DocumentLayoutOptions = DocumentLayoutOptions(),
                factory: DocumentViewFactory = PlainViewFactory()) throws(DocumentLayoutError) {
        self.document = document
        let deviceName = options.device ?? document.device ?? "iPhone 8"
        guard let device = DeviceCatalog.device(named: deviceName) else {
            throw .unknownDevice(name: deviceName,
                                 location: options.device == nil ? document.deviceLocation : nil)
        }
        if let size = options.size, !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
            throw .invalidSize(width: size.width, height: size.height)
        }
        let orientation = options.orientation ?? document.orientation.flatMap { Orientation(rawValue: $0.rawValue) } ?? .portrait
        screen = Screen(device: device, orientation: orientation, size: options.size)
        screen.contentSizeCategory = options.contentSizeCategory
        screen.layoutDirection = options.rightToLeft ? .rightToLeft : .leftToRight
        let traits = screen.traitCollection
        let resolved = document.resolved(horizontal: Self.sizeClass(traits.horizontalSizeClass),
                                         vertical: Self.sizeClass(traits.verticalSizeClass))
        for view in resolved.views { try makeTree(view, parent: screen.rootView, parentName: nil, factory: factory, traits: traits) }
        try bindConstraints()
    }

    static func sizeClass(_ c: UserInterfaceSizeClass) -> SizeClass {
        switch c {
        case .compact: .compact
        case .regular: .regular
        case .unspecified: .any
        }
    }

    /// The document constraint a layout constraint was made from.
    public func documentConstraint(of constraint: LayoutConstraint) -> DocumentConstraint? {
        documentConstraints[ObjectIdentifier(constraint)].map { allConstraints[$0] }
    }

    /// The item for a document name (case-insensitive), if it was made.
    public func item(named name: String) -> LayoutItem? { itemsByName[Self.fold(name)] }

    static func fold(_ name: String) -> String { name.lowercased() }

    // MARK: Views

    func makeTree(_ view: DocumentView, parent: View, parentName: String?, factory: DocumentViewFactory,
                  traits: TraitCollection) throws(DocumentLayoutError) {
        superviewName[Self.fold(view.name)] = parentName
        if view.type == .layoutGuide {
            let guide = LayoutGuide(identifier: view.name, name: view.name)
            try? parent.addLayoutGuide(guide)
            register(view, guide)
            return
        }
        let made: View
        if view.type == .stackView {
            made = makeStack(view.properties)
        } else if view.type == .scrollView {
            made = ScrollView()
        } else {
            made = factory.makeView(for: view, traits: traits)
        }
        made.name = view.name
        made.translatesAutoresizingMaskIntoConstraints = false
        apply(view.properties, to: made)
        if let stack = parent as? StackView, arrangedNames.contains(Self.fold(view.name)) {
            try? stack.addArrangedSubview(made)
        } else if !factory.arrange(made, in: parent) {
            try? parent.addSubview(made)
        }
        register(view, made)
        for child in view.arrangedSubviews { arrangedNames.insert(Self.fold(child.name)) }
        for child in view.children {
            try makeTree(child, parent: made, parentName: view.name, factory: factory, traits: traits)
        }
        if let stack = made as? StackView {
            for custom in view.properties.customSpacing ?? [] {
                guard let after = itemsByName[Self.fold(custom.after)] as? View else {
                    warnings.append("\(view.location): custom spacing after '\(custom.after)', which is not an arranged subview of \(view.name)")
                    continue
                }
                stack.setCustomSpacing(custom.spacing, after: after)
            }
        }
    }

    /// A stack view configured from the document (the `stack:` syntax).
    func makeStack(_ p: ViewProperties) -> StackView {
        let stack = StackView()
        if let axis = p.axis { stack.axis = axis == .horizontal ? .horizontal : .vertical }
        if let d = p.distribution, let value = StackView.Distribution(rawValue: d.uiKitRawValue) { stack.distribution = value }
        if let a = p.stackAlignment, let value = StackView.Alignment(rawValue: a.uiKitRawValue) { stack.alignment = value }
        switch p.spacing {
        case .points(let x)?: stack.spacing = x
        case .system?: stack.spacing = StackView.spacingUseSystem
        case nil: break
        }
        if let b = p.isBaselineRelativeArrangement { stack.isBaselineRelativeArrangement = b }
        if let m = p.isLayoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = m }
        return stack
    }

    func register(_ view: DocumentView, _ item: LayoutItem) {
        items.append((view, item))
        itemsByName[Self.fold(view.name)] = item
    }

    /// The properties every view has; the factory handles the type-specific ones.
    func apply(_ p: ViewProperties, to view: View) {
        if let hidden = p.isHidden { view.isHidden = hidden }
        if let h = p.contentHugging {
            if let x = h.horizontal { view.setContentHuggingPriority(LayoutPriority(Double(x)), for: .horizontal) }
            if let y = h.vertical { view.setContentHuggingPriority(LayoutPriority(Double(y)), for: .vertical) }
        }
        if let c = p.compressionResistance {
            if let x = c.horizontal { view.setContentCompressionResistancePriority(LayoutPriority(Double(x)), for: .horizontal) }
            if let y = c.vertical { view.setContentCompressionResistancePriority(LayoutPriority(Double(y)), for: .vertical) }
        }
        if let size = p.intrinsicContentSize {
            view.explicitIntrinsicContentSize = Size(width: size.width ?? noIntrinsicMetric, height: size.height ?? noIntrinsicMetric)
        }
        if let margins = p.layoutMargins {
            switch margins {
            case let .directional(top, leading, bottom, trailing):
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: top ?? 8, leading: leading ?? 8,
                                                                      bottom: bottom ?? 8, trailing: trailing ?? 8)
            case let .absolute(top, left, bottom, right):
                view.layoutMargins = EdgeInsets(top: top ?? 8, left: left ?? 8, bottom: bottom ?? 8, right: right ?? 8)
            }
        }
        if let scroll = view as? ScrollView {
            if let inset = p.contentInset {
                scroll.contentInset = EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
            }
            if let behavior = p.contentInsetAdjustmentBehavior,
               let value = ScrollView.ContentInsetAdjustmentBehavior(name: behavior.rawValue) {
                scroll.contentInsetAdjustmentBehavior = value
            }
        }
    }

    // MARK: Constraints

    /// Makes every constraint of every size class and registers where each is installed.
    ///
    /// For each of the four final size classes, the document's own resolution says which
    /// constraints are installed; the screen's variations then switch them on trait changes.
    func bindConstraints() throws(DocumentLayoutError) {
        allConstraints = document.allConstraints
        let first = Self.firstEqual(allConstraints)
        made = Array(repeating: nil, count: allConstraints.count)
        documentConstraints.reserveCapacity(allConstraints.count)
        for (i, c) in allConstraints.enumerated() {
            if let shared = made[first[i]] {
                made[i] = shared
                continue
            }
            guard let constraint = try makeConstraint(c) else { continue }
            made[i] = constraint
            documentConstraints[ObjectIdentifier(constraint)] = i
        }
        let classes: [(SizeClass, SizeClass, UserInterfaceSizeClass, UserInterfaceSizeClass)] = [
            (.compact, .compact, .compact, .compact), (.compact, .regular, .compact, .regular),
            (.regular, .compact, .regular, .compact), (.regular, .regular, .regular, .regular),
        ]
        screen.variations.reserveCapacity(allConstraints.count)
        var installed: [Bool] = []
        for (h, v, hc, vc) in classes {
            // Without variations every size class installs the same constraints.
            if installed.isEmpty || !document.variations.isEmpty {
                installed = Array(repeating: false, count: allConstraints.count)
                for position in document.installedConstraintPositions(horizontal: h, vertical: v) { installed[position] = true }
            }
            let pattern = SizeClassPattern(horizontal: hc, vertical: vc)
            for (i, constraint) in made.enumerated() {
                guard let constraint else { continue }
                screen.variations.setInstalled(installed[first[i]], for: constraint, in: pattern)
            }
        }
        screen.variations.apply(screen.traitCollection)
        for error in screen.variations.errors { warnings.append(error.description) }
    }

    /// For each constraint, the position of the first one equal to it (its own when none
    /// before is). Equal constraints share a place in the document, so only constraints at
    /// the same line and column are compared.
    static func firstEqual(_ constraints: [DocumentConstraint]) -> [Int] {
        var byPlace: [Int: [Int]] = [:]
        var first: [Int] = []
        first.reserveCapacity(constraints.count)
        for (i, c) in constraints.enumerated() {
            let place = c.location.line &* 1_000_003 &+ c.location.column
            let earlier = byPlace[place]?.first { constraints[$0] == c }
            first.append(earlier ?? i)
            if earlier == nil { byPlace[place, default: []].append(i) }
        }
        return first
    }

    /// One document constraint as a layout constraint, or nil (with a warning) when it names a
    /// view the current size class does not install.
    func makeConstraint(_ c: DocumentConstraint) throws(DocumentLayoutError) -> LayoutConstraint? {
        guard var first = resolve(c.firstItem, superview: c.superview) else {
            warnings.append("\(c.location): '\(c.source)' names a view that is not installed here; left out")
            return nil
        }
        var second: LayoutItem?
        if let item = c.secondItem {
            guard let s = resolve(item, superview: c.superview) else {
                warnings.append("\(c.location): '\(c.source)' names a view that is not installed here; left out")
                return nil
            }
            second = s
        }
        // A scroll view's guides are those of the scroll view at or around the other item.
        if let guide = try scrollGuide(c.firstItem, other: second, c) { first = guide }
        if let item = c.secondItem, let guide = try scrollGuide(item, other: first, c) { second = guide }
        let constant: Double
        switch c.constant {
        case .points(let value): constant = value
        case .standard: constant = standardSpacing(c, first: first, second: second)
        }
        do {
            let made = try LayoutConstraint(item: first, attribute: c.firstAttribute, relatedBy: c.relation, toItem: second,
                                            attribute: c.secondAttribute, multiplier: c.multiplier, constant: constant)
            try made.setPriority(LayoutPriority(Double(c.priority)))
            made.identifier = c.id.map { "\($0)" }
            made.origin = .document(file: c.location.file ?? document.file ?? "", line: c.location.line, column: c.location.column)
            return made
        } catch {
            throw .illegalConstraint(location: c.location, source: c.source, reason: error.description)
        }
    }

    /// `Content Layout Guide` or `Frame Layout Guide`: the guide of `other` when it is a scroll
    /// view, else of the nearest scroll view around it, else of the document's only scroll
    /// view; nil for other items.
    func scrollGuide(_ item: ConstraintItem, other: LayoutItem?,
                     _ c: DocumentConstraint) throws(DocumentLayoutError) -> LayoutItem? {
        guard item == .contentLayoutGuide || item == .frameLayoutGuide else { return nil }
        var view = (other as? View) ?? (other as? LayoutGuide)?.owningView
        var found: ScrollView?
        while let v = view, found == nil {
            found = v as? ScrollView
            view = v.superview
        }
        // Guide to guide (`Content Layout Guide.Width = Frame Layout Guide.Width`), or a view
        // outside: the document's only scroll view.
        let scrolls = itemsByName.values.compactMap { $0 as? ScrollView }
        if found == nil, scrolls.count == 1 { found = scrolls.first }
        if let scroll = found { return item == .contentLayoutGuide ? scroll.contentLayoutGuide : scroll.frameLayoutGuide }
        throw .illegalConstraint(location: c.location, source: c.source,
                                 reason: "\(item) belongs to a scroll view: the other item must be one or be inside one, or the document must have only one")
    }


    func resolve(_ item: ConstraintItem, superview: String?) -> LayoutItem? {
        switch item {
        case .view(let name), .layoutGuide(let name): return itemsByName[Self.fold(name)]
        case .superview:
            guard let name = superview else { return screen.rootView }
            return itemsByName[Self.fold(name)]
        case .topLayoutGuide: return screen.topLayoutGuide
        case .bottomLayoutGuide: return screen.bottomLayoutGuide
        case .safeArea: return screen.rootView.safeAreaLayoutGuide
        // Resolved against the other item (`scrollGuide`); the root stands in until then.
        case .contentLayoutGuide, .frameLayoutGuide: return screen.rootView
        }
    }

    /// Interface Builder's standard spacing: 20 between a view's edge and its superview's edge,
    /// 8 everywhere else (siblings, layout guides, margins). Between siblings a VFL line's `-`
    /// is what UIKit's VFL binding makes of it (`VisualFormatBinding.standardSpacing`): under
    /// `spacingBaselineToBaseline` the fonts' baseline-to-baseline spacing, 0 beside a guide.
    func standardSpacing(_ c: DocumentConstraint, first: LayoutItem, second: LayoutItem?) -> Double {
        guard let second else { return 8 }
        let edgeToSuperview: Bool
        if let f = first as? View, let s = second as? View {
            edgeToSuperview = (f.superview === s && !c.secondAttribute.isMargin) || (s.superview === f && !c.firstAttribute.isMargin)
        } else {
            edgeToSuperview = false
        }
        if edgeToSuperview { return 20 }
        if case .visualFormat = c.origin, (first as? View)?.superview !== second, (second as? View)?.superview !== first {
            return VisualFormatBinding.standardSpacing(first, c.firstAttribute, second, c.secondAttribute)
        }
        return 8
    }

    /// Lays the screen out (size-class variations included).
    public func layoutIfNeeded() { screen.layoutIfNeeded() }
}
