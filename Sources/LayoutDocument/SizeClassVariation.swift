/// A size class as Interface Builder's variations name it: `any` (UIKit's `unspecified`),
/// `compact` or `regular`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case any, compact, regular
}

/// What changes in one of Interface Builder's nine size classes (`variations:` in a document).
///
/// Written under a `width-height` key such as `compact-regular` or `any-compact`:
/// ```yaml
/// variations:
///   compact-regular:
///     uninstall: [2, 5]                 # constraint numbers, or view names
///     install: [Details Label]          # re-install what a less specific class removed
///     constraints:
///       - 7. Long Button.Leading = Superview.LeadingMargin
///     views:
///       Title Label: {font: title1}     # property changes
/// ```
public struct SizeClassVariation: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    /// Where the `width-height` key is written.
    public var location: SourceLocation
    public var uninstall: [InstallTarget]
    public var install: [InstallTarget]
    /// Constraints installed in this size class and the more specific ones it covers.
    public var constraints: [DocumentConstraint]
    public var viewChanges: [ViewChange]

    public init(horizontal: SizeClass, vertical: SizeClass, location: SourceLocation, uninstall: [InstallTarget] = [],
                install: [InstallTarget] = [], constraints: [DocumentConstraint] = [], viewChanges: [ViewChange] = []) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.location = location
        self.uninstall = uninstall
        self.install = install
        self.constraints = constraints
        self.viewChanges = viewChanges
    }

    /// How many of the two classes it names (`any` names none): the more, the more specific.
    public var specificity: Int {
        (horizontal == .any ? 0 : 1) + (vertical == .any ? 0 : 1)
    }

    /// Whether the variation applies to a trait environment with these size classes: each side
    /// is `any` or equal. Asking with `any` selects only variations that leave that side `any`,
    /// which is what Interface Builder's canvas shows for a base size class.
    public func applies(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        (self.horizontal == .any || self.horizontal == horizontal) && (self.vertical == .any || self.vertical == vertical)
    }

    /// The key as a document writes it, e.g. `compact-regular`.
    public var key: String { "\(horizontal.rawValue)-\(vertical.rawValue)" }
}

/// A constraint (by number) or a view (by declared name) that a variation installs or uninstalls.
public enum InstallTarget: Hashable, Sendable {
    case constraint(id: Int)
    case view(name: String)
}

/// Property changes for one view in one size class.
public struct ViewChange: Hashable, Sendable {
    /// The view's declared name.
    public var viewName: String
    /// Only the properties the variation sets are non-nil.
    public var properties: ViewProperties
    public var location: SourceLocation

    public init(viewName: String, properties: ViewProperties, location: SourceLocation) {
        self.viewName = viewName
        self.properties = properties
        self.location = location
    }
}

/// A document as it stands in one size class: the views that are installed, with that class's
/// property values, and the constraints that are installed.
public struct ResolvedLayout: Hashable, Sendable {
    /// The installed views, as a tree in document order, properties changed by the variations.
    public var views: [DocumentView]
    /// The installed constraints: base and variation constraints, in document order.
    public var constraints: [DocumentConstraint]
}

extension LayoutDocumentModel {
    /// The variations that apply in a size class, in the order they take effect: least specific
    /// first, so the most specific wins.
    ///
    /// Interface Builder's rule is that a more specific size class overrides a more general one
    /// (the Auto Layout Guide's "Size-Class-Specific Layout"). Between `any-R` and `C-any`, which are
    /// equally specific, neither Apple's documentation nor the storyboard format says which wins: here the
    /// width class wins, so `any-height` variations apply before `width-any` ones. Variations of
    /// equal specificity otherwise apply in document order.
    public func applicableVariations(horizontal: SizeClass, vertical: SizeClass) -> [SizeClassVariation] {
        applicableVariationIndices(horizontal: horizontal, vertical: vertical).map { variations[$0] }
    }

    /// The positions in `variations` of `applicableVariations(horizontal:vertical:)`.
    func applicableVariationIndices(horizontal: SizeClass, vertical: SizeClass) -> [Int] {
        func rank(_ variation: SizeClassVariation) -> Int {
            switch (variation.horizontal == .any, variation.vertical == .any) {
            case (true, true): 0
            case (true, false): 1
            case (false, true): 2
            case (false, false): 3
            }
        }
        return variations.indices
            .filter { variations[$0].applies(horizontal: horizontal, vertical: vertical) }
            .sorted { (rank(variations[$0]), $0) < (rank(variations[$1]), $1) }
    }

    /// The document in one size class, as Interface Builder loads it.
    ///
    /// Starting from the base (Any-Any) views and constraints, each applicable variation, least
    /// specific first, in turn: uninstalls what its `uninstall:` names, re-installs what its
    /// `install:` names, adds its own constraints, and applies its property changes. A constraint
    /// number stands for every constraint that carries it (a VFL line's constraints share one).
    /// Views that end up uninstalled disappear with everything under them, and so do the
    /// constraints that name them, as in Interface Builder.
    public func resolved(horizontal: SizeClass, vertical: SizeClass) -> ResolvedLayout {
        let steps = resolution(horizontal: horizontal, vertical: vertical)
        if steps.viewInstalled.isEmpty, steps.changes.isEmpty {
            // Every view as declared: share the document's, without copying them.
            let installed = steps.installed(steps.present(in: self.views)).map { constraint(at: $0) }
            return ResolvedLayout(views: self.views, constraints: installed)
        }
        var present: Set<String> = []
        func install(_ views: [DocumentView]) -> [DocumentView] {
            views.compactMap { view in
                let folded = DocumentReader.fold(view.name)
                guard steps.viewInstalled[folded] ?? true else { return nil }
                present.insert(folded)
                var copy = view
                if let change = steps.changes[folded] {
                    copy.properties.apply(change)
                }
                copy.subviews = install(view.subviews)
                copy.arrangedSubviews = install(view.arrangedSubviews)
                return copy
            }
        }
        let views = install(self.views)
        let installed = steps.installed(present).map { constraint(at: $0) }
        return ResolvedLayout(views: views, constraints: installed)
    }

    /// Every constraint of the document: the base ones, then each variation's, in document
    /// order. `installedConstraintPositions` answers with positions in this list.
    public var allConstraints: [DocumentConstraint] {
        guard !variations.isEmpty else { return constraints }
        var all = constraints
        all.reserveCapacity(constraints.count + variations.reduce(0) { $0 + $1.constraints.count })
        for variation in variations { all += variation.constraints }
        return all
    }

    /// The constraints `resolved(horizontal:vertical:)` installs, as positions in
    /// `allConstraints`, in the same order; without copying the views or the constraints.
    public func installedConstraintPositions(horizontal: SizeClass, vertical: SizeClass) -> [Int] {
        let steps = resolution(horizontal: horizontal, vertical: vertical)
        return steps.installed(steps.present(in: views))
    }

    /// The constraint at `position` in `allConstraints`.
    func constraint(at position: Int) -> DocumentConstraint {
        var rest = position - constraints.count
        guard rest >= 0 else { return constraints[position] }
        for variation in variations {
            if rest < variation.constraints.count { return variation.constraints[rest] }
            rest -= variation.constraints.count
        }
        preconditionFailure("constraint position \(position) past the document's constraints")
    }

    /// What the applicable variations do, in order: which constraints (as positions in
    /// `allConstraints`) are listed and installed, and which views are (un)installed or changed.
    struct Resolution {
        var positions: [Int]
        var installed: [Bool]
        var viewInstalled: [String: Bool] = [:]
        var changes: [String: ViewProperties] = [:]
        let model: LayoutDocumentModel

        /// The folded names of the installed views of `views` and under them.
        func present(in views: [DocumentView]) -> Set<String> {
            var present: Set<String> = []
            func visit(_ views: [DocumentView]) {
                for view in views {
                    let folded = DocumentReader.fold(view.name)
                    guard viewInstalled[folded] ?? true else { continue }
                    present.insert(folded)
                    visit(view.subviews)
                    visit(view.arrangedSubviews)
                }
            }
            visit(views)
            return present
        }

        /// The installed positions whose named views are all `present`.
        func installed(_ present: Set<String>) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(positions.count)
            for (k, position) in positions.enumerated() where installed[k] {
                let c = model.constraint(at: position)
                if c.namedItems.allSatisfy({ present.contains(DocumentReader.fold($0)) }) { result.append(position) }
            }
            return result
        }
    }

    func resolution(horizontal: SizeClass, vertical: SizeClass) -> Resolution {
        var steps = Resolution(positions: Array(constraints.indices),
                               installed: Array(repeating: true, count: constraints.count), model: self)
        var offsets: [Int] = []
        var next = constraints.count
        for variation in variations {
            offsets.append(next)
            next += variation.constraints.count
        }
        for v in applicableVariationIndices(horizontal: horizontal, vertical: vertical) {
            let variation = variations[v]
            for (targets, installed) in [(variation.uninstall, false), (variation.install, true)] {
                for target in targets {
                    switch target {
                    case .constraint(let id):
                        for k in steps.positions.indices where constraint(at: steps.positions[k]).id == id {
                            steps.installed[k] = installed
                        }
                    case .view(let name):
                        steps.viewInstalled[DocumentReader.fold(name)] = installed
                    }
                }
            }
            steps.positions += offsets[v]..<(offsets[v] + variation.constraints.count)
            steps.installed += repeatElement(true, count: variation.constraints.count)
            for change in variation.viewChanges {
                steps.changes[DocumentReader.fold(change.viewName), default: ViewProperties()].apply(change.properties)
            }
        }
        return steps
    }

    /// The constraints installed in a size class (see `resolved(horizontal:vertical:)`).
    public func effectiveConstraints(horizontal: SizeClass, vertical: SizeClass) -> [DocumentConstraint] {
        resolved(horizontal: horizontal, vertical: vertical).constraints
    }
}
