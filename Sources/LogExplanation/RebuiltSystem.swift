import AutoLayout
import ConsoleLog

/// A rule UIKit applies that the log does not print, added when the system is rebuilt.
public enum ImplicitRule: Hashable, Sendable, CustomStringConvertible {
    /// The engine keeps every width and height at zero or more: UIKit's own logs count a size
    /// pushed below zero as a contradiction (a 0-point-wide container with 4 and 10 point insets).
    case nonNegativeSize(item: String, attribute: LayoutAttribute, name: String)
    /// A layout margin the log does not print, taken at UIKit's default of 8 points
    /// (`UIView.layoutMargins`, Apple's documentation). Used only when the printed constraints
    /// alone can all hold: old logs (iOS 8) print margin attributes without the margin guides.
    case assumedMargin(item: String, side: String, name: String)
    /// A first or last baseline lies between its view's top and bottom edges (the log does not
    /// say where the text is): `edge` is the one it must not cross.
    case baselineWithinView(item: String, name: String, first: Bool, edge: String)
    /// How a baseline is modelled: a helper item from one edge of its view to the baseline.
    case baselineHelper(item: String, first: Bool)

    public var description: String {
        switch self {
        case let .nonNegativeSize(_, attribute, name): "\(name).\(attribute) >= 0 (sizes are never negative)"
        case let .assumedMargin(_, side, name): "\(name)'s \(side) margin == 8 (UIKit's default margin, assumed)"
        case let .baselineWithinView(_, name, first, edge):
            "\(name)'s \(first ? "first" : "last") baseline is not past its \(edge) (baselines lie within their view)"
        case let .baselineHelper(item, first): "\(item)'s \(first ? "first" : "last") baseline is modelled"
        }
    }
}

/// What a rebuilt constraint stands for.
enum RebuiltSource: Hashable {
    /// The log's constraint at this index of the block.
    case log(Int)
    /// Half of a content-size constraint: the size held from above (hugging) or below.
    case contentSize(Int, hugging: Bool)
    case implicit(ImplicitRule)

    var logIndex: Int? {
        switch self {
        case .log(let i), .contentSize(let i, _): i
        case .implicit: nil
        }
    }
}

/// A view standing for an item of the log, printed with the log's class.
final class LoggedItemView: View {
    let className: String
    let key: String

    init(key: String, className: String, name: String) {
        self.key = key
        self.className = className
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var typeName: String { className }
}

/// A block's constraints rebuilt on the `AutoLayout` engine, with UIKit's implicit rules.
///
/// Frames are unknown, so every item is a free view under one root whose own size is free; the
/// positions a log gives relative to a superview (`H:|-(8)-[…]`, an autoresizing mask's
/// `minX == 0`) are relative to that superview's item. Margin attributes become edges of the
/// owner's margins guide (the log's `UIViewLayoutMarginsGuide` when its guide constraints say
/// whose it is), baselines helper items within their view. Implicit rules are activated first,
/// then the constraints UIKit made, then the app's in log order, so that the engine breaks an
/// app constraint, and the last of those in a conflict.
final class RebuiltSystem {
    struct Options {
        /// The log's constraints to rebuild (indices into the block); nil for all.
        var include: Set<Int>?
        var excludeImplicit: Set<ImplicitRule> = []
        /// Margins the log does not print taken as UIKit's default 8 points.
        var assumeDefaultMargins = false
        /// The constraint activated last, so that a conflict breaks it.
        var last: Int?
        /// Relations to use instead of the printed ones.
        var relations: [Int: LayoutRelation] = [:]
        /// Weak defaults that give what the constraints leave free a size and a place, for pictures.
        var drawingDefaults = false
        /// Whether the engine works out a minimal set for each constraint it cannot add: off
        /// where only whether the constraints can hold matters.
        var analyzesConflicts = true
        /// Constraints whose items are made (and laid out) without the constraints being added:
        /// the broken one a picture draws across the gap the others leave it.
        var resolveOnly: [Int] = []
    }

    let block: LogBlock
    let options: Options
    let root = View(name: "log")
    var views: [String: View] = [:]
    /// Item keys in the order their views were made.
    var order: [String] = []
    /// The item whose margins guide each margins guide is (owner key → guide key).
    var marginsGuides: [String: String] = [:]
    /// Sides of each margins guide tied to its owner by the log's constraints.
    var tiedSides: [String: Set<String>] = [:]
    /// Each item's superview, from `|` and the guides' owners.
    var parents: [String: String] = [:]
    var baselineHelpers: [String: View] = [:]
    var sources: [ObjectIdentifier: RebuiltSource] = [:]
    var rebuilt: [(LayoutConstraint, RebuiltSource)] = []
    /// Log constraints that could not be rebuilt, and why (index → reason).
    var skipped: [Int: String] = [:]
    var implicitRules: [ImplicitRule] = []

    init(block: LogBlock, options: Options = Options()) {
        self.block = block
        self.options = options
        findStructure()
        root.layoutIfNeeded()
        root.analyzesConflicts = options.analyzesConflicts
        activateAll()
        root.layoutIfNeeded()
    }

    var included: [Int] {
        block.constraints.indices.filter { options.include?.contains($0) ?? true }
    }

    /// The view for an item key, made on first use; sizes are never negative, except a
    /// baseline helper's, whose bounds are the baseline's own rules.
    func view(for key: String, sizeRules: Bool = true) -> View {
        if let existing = views[key] { return existing }
        let item = block.item(key)
        let name = Self.name(of: key, in: block)
        let view = LoggedItemView(key: key, className: item?.className ?? "UIView", name: name)
        try? root.addSubview(view)
        views[key] = view
        order.append(key)
        for attribute in [LayoutAttribute.width, .height] where sizeRules {
            addImplicit(.nonNegativeSize(item: key, attribute: attribute, name: name)) {
                try LayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                                     attribute: .notAnAttribute, constant: 0)
            }
        }
        return view
    }

    func addImplicit(_ rule: ImplicitRule, _ make: () throws -> LayoutConstraint) {
        guard !options.excludeImplicit.contains(rule), let c = try? make() else { return }
        pending.append((c, .implicit(rule)))
        implicitRules.append(rule)
    }

    var pending: [(LayoutConstraint, RebuiltSource)] = []

    /// Activates the implicit rules, then the constraints in the order the engine should meet them.
    func activateAll() {
        var app: [Int] = [], system: [Int] = []
        for i in included where i != options.last {
            if block.constraints[i].isSystemMade { system.append(i) } else { app.append(i) }
        }
        var made: [(LayoutConstraint, RebuiltSource)] = []
        for i in system + app + (options.last.map { [$0] } ?? []) { made += makeConstraints(i) }
        for i in options.resolveOnly { _ = ends(of: block.constraints[i]) }
        if options.assumeDefaultMargins { assumeMargins() }
        for (c, source) in pending + made {
            sources[ObjectIdentifier(c)] = source
            rebuilt.append((c, source))
            c.isActive = true
        }
        pending = []
        if options.drawingDefaults { addDrawingDefaults() }
    }

    /// How reports name an item key: the log's item, or what a made-up key stands for
    /// (`UIView:0x1.layoutMarginsGuide`, `the superview of UIView:0x1`, `UILabel:0x2.firstBaseline`).
    static func name(of key: String, in block: LogBlock) -> String {
        if let item = block.item(key) { return item.displayName }
        for suffix in [".layoutMarginsGuide", ".firstBaseline", ".lastBaseline"] where key.hasSuffix(suffix) {
            return name(of: String(key.dropLast(suffix.count)), in: block) + suffix
        }
        if key.hasPrefix("superview of ") { return "the superview of " + name(of: String(key.dropFirst(13)), in: block) }
        return key
    }

    /// Whether a required constraint is broken: the active constraints cannot all hold.
    /// The root hosts every rebuilt constraint, and only required ones can be broken.
    var isContradictory: Bool { root.hasBrokenConstraints }

    /// The rebuilt constraint's source.
    func source(of c: LayoutConstraint) -> RebuiltSource? { sources[ObjectIdentifier(c)] }
}
