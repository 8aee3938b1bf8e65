import AutoLayout
import InterfaceBuilder
import InterfaceBuilderLayout

/// Ambiguity in a storyboard or xib scene, as Interface Builder judges it: a view whose frame
/// in its superview's coordinates the constraints leave undecided (a view keeping its place in
/// an ambiguous container is not itself ambiguous).
///
/// - UIKit's stack view gives an empty stack `height == 0` at priority 1
///   (`UISV-fix-for-app-bug-ambiguity`), and Interface Builder marks such a stack ambiguous
///   when nothing else decides its size; ambiguity is judged with that constraint set aside.
///   Its `UISV-ambiguity-suppression` constraints (an arranged view's size across the axis, 0 at
///   priority 25) stay: Interface Builder does not mark a spacer view that only they decide
///   (32 of the 33 such views of the corpora of saved documents are unmarked, the last below an
///   empty stack view).
/// - A scroll view with content laid out by constraints, whose content size those constraints do
///   not decide, is ambiguous too ("Scrollable Content Size Ambiguity"), and so is an empty one
///   with Content Layout Guides turned on (both such scroll views of the corpora of saved
///   documents are marked). Another empty scroll view, or one whose content keeps its frames,
///   is not: its content size is set in code.
/// - Where required constraints conflict (and Xcode's saved frames break one of them, so the
///   conflict is not only ours), the frames of the views they place depend on which
///   constraint gives way, and Interface Builder marks those views ambiguous (saved documents
///   show it: a header whose height and edges conflict, with the labels centred in it, and cell
///   content views whose constraints fight the cell's size, all saved `ambiguous="YES"`). This
///   is judged on the document's own device only, where the canvas shows it, and not for a
///   conflict through a stack view's own constraints, whose views saved documents leave
///   unmarked. See ``conflictFindings(_:subject:)``.
enum InterfaceBuilderAmbiguity {
    static func findings(_ scene: IBSceneLayout, subject: LintSubject, conflicts: Bool) -> [LintViolation] {
        let root = scene.screen.rootView
        var result = conflicts ? conflictFindings(scene, subject: subject) : []
        let reported = Set(result.compactMap(\.viewId))
        // Only a stack view makes an empty stack's height; without one, every constraint of
        // the hierarchy (ten per view, each object read) need not be gathered and read.
        // (The scene's own views, read in place: factories make stack views only as the views of
        // stack view elements, and listing the hierarchy copied and retained every view.)
        let hasStack = scene.viewList.contains { $0 is StackView }
        let suppressing = !hasStack ? [] : root.constraintsInHierarchy.filter {
            $0.isActive && $0.systemRole == .emptyStackHeight
        }
        for c in suppressing { c.isActive = false }
        scene.layout()
        for item in subject.items where !reported.contains(item.id ?? "") {
            let attributes = item.view.ambiguousAttributesInSuperview
            if !attributes.isEmpty {
                result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints do not decide its "
                                              + LintRules.ambiguityText(attributes), item: item))
            } else if item.role == .scrolling, let element = scene.elements[item.id ?? ""], element.kind == .scrollView,
                      sizesContentByConstraints(element), let content = contentGuide(of: item.view) {
                let size = content.ambiguousAttributes.filter { $0 == .width || $0 == .height }
                guard !size.isEmpty else { continue }
                result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous scrollable content size: its content's "
                                              + "constraints do not decide the content's " + LintRules.ambiguityText(size), item: item))
            }
        }
        for c in suppressing { c.isActive = true }
        scene.layout()
        return result
    }

    /// Views whose frames depend on which constraint of a conflict gives way. The engine broke
    /// one constraint of each conflict; each other constraint of the conflict that the document
    /// wrote is set aside in turn (the broken one then holds), and a view whose frame in its
    /// superview moves between these solutions is ambiguous. The screen's size and the system's
    /// constraints stay: the designer can change only what the document says. Where a view's
    /// autoresizing mask conflicts with its content's constraints (a cell's content view), that
    /// view is ambiguous; in a cell, so are the views of its content that move whichever of the
    /// content's constraints gives way to the mask (saved cells show it: the content view marked,
    /// with a view pinned to its top and bottom, or a label centred in it; a view pinned to its
    /// top with a fixed height is not).
    ///
    /// A conflict counts when it is Xcode's too: the saved frames break one of its constraints,
    /// or every constraint of it is the document's own numbers (see ``isDocumentExact(_:scene:)``),
    /// so that no font or model of ours enters it. Then any move counts, as Xcode marks a label
    /// that moves by a quarter point; otherwise a move of more than half a point.
    static func conflictFindings(_ scene: IBSceneLayout, subject: LintSubject) -> [LintViolation] {
        let saved = SavedFrames(scene)
        var (masks, cells) = maskConflicts(scene, subject: subject, saved: saved)
        var conflicts = constraintConflicts(scene, saved: saved, cells: &cells)
        conflicts += cells.map(\.conflict)
        var result: [LintViolation] = masks.map { item in
            subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its autoresizing mask and its content's constraints "
                            + "conflict, and which of them gives way decides its frame", item: item)
        }
        conflicts.removeAll { $0.alternatives.isEmpty }
        guard !conflicts.isEmpty else { return result }
        let moved = attributesMoved(by: conflicts, scene: scene, subject: subject)
        for (i, item) in subject.items.enumerated() where !moved[i].isEmpty && !masks.contains(where: { $0.view === item.view }) {
            let attributes = [LayoutAttribute.left, .top, .width, .height].filter(moved[i].contains)
            result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints conflict, and which "
                                          + "of them gives way decides its " + LintRules.ambiguityText(attributes), item: item))
        }
        return result
    }

    /// The views whose autoresizing masks conflict with their content's constraints, as Xcode
    /// counts them, and among them the cells' content views with the conflict their content
    /// moves by.
    private static func maskConflicts(_ scene: IBSceneLayout, subject: LintSubject, saved: SavedFrames)
        -> (masks: [LintSubject.Item], cells: [(content: View, conflict: Conflict)]) {
        let root = scene.screen.rootView
        var masks: [LintSubject.Item] = []
        var cells: [(content: View, conflict: Conflict)] = []
        for case let .autoresizingConflict(view, others) in root.layoutIssues {
            // The view's frame is the mask's or the constraints': it is undecided, and so is
            // the content that moves with it, whichever constraint gives way to the mask.
            let exact = view !== root && others.allSatisfy { isDocumentExact($0, scene: scene) }
            // Through a stack view's own constraints, as below: saved cells leave it unmarked.
            guard !others.contains(where: { $0.systemRole?.isStackView == true }) else { continue }
            guard exact || savedFramesBreak(others, saved: saved), let item = subject.item(for: view) else { continue }
            masks.append(item)
            // A cell's content view is sized by its cell; the content that follows its size
            // moves with it. Elsewhere (a table's header) the mask holds in Interface Builder
            // and only the views whose constraints give way are marked, as the conflicts below.
            let kind = scene.elements[item.id ?? ""]?.kind
            if exact, kind == .tableViewCellContentView || kind == .collectionViewCellContentView {
                cells.append((view, Conflict(others, exact: exact, everyWay: true)))
            }
        }
        return (masks, cells)
    }

    /// The unsatisfiable sets Xcode counts as its own conflicts; those with the size of a cell's
    /// content view are set aside from that cell's conflict instead.
    private static func constraintConflicts(_ scene: IBSceneLayout, saved: SavedFrames,
                                            cells: inout [(content: View, conflict: Conflict)]) -> [Conflict] {
        var conflicts: [Conflict] = []
        for case let .unsatisfiable(broken, others) in scene.screen.rootView.layoutIssues {
            let all = others + [broken]
            guard !all.contains(where: { $0.identifier == LintRules.nonNegativeSizeIdentifier }) else { continue }
            // A conflict through a stack view's own constraints leaves its views unmarked in
            // Interface Builder: saved documents of four apps show it (a hidden stack whose fill
            // alignment fights an arranged view's fixed width, a stack's bottom pinned 16 pt
            // below its last arranged view, cells whose content a stack fills), and no marked
            // view of the corpora owes its mark to such a conflict. It stays an `unsatisfiable`
            // violation.
            guard !all.contains(where: { $0.systemRole?.isStackView == true }) else { continue }
            // A conflict with the size of a cell's content view is the cell's: Interface Builder
            // marks the content view and what follows its size, not the views whose own
            // constraints give way to it (saved cells show them unmarked).
            if let i = cells.firstIndex(where: { cell in all.contains { $0.firstItem === cell.content || $0.secondItem === cell.content } }) {
                cells[i].conflict.exclude(all)
                continue
            }
            let exact = all.allSatisfy { isDocumentExact($0, scene: scene) }
            guard exact || savedFramesBreak(all, saved: saved) else { continue }
            conflicts.append(Conflict(others.filter { $0 !== broken }, exact: exact, everyWay: false))
        }
        return conflicts
    }

    /// For each of the subject's views, the attributes that move when each conflict's
    /// constraints give way in turn (any of them, or, for a cell, every one of them).
    private static func attributesMoved(by conflicts: [Conflict], scene: IBSceneLayout,
                                        subject: LintSubject) -> [Set<LayoutAttribute>] {
        scene.layout()
        let before = subject.items.map { $0.view.frame }
        let exactBefore = subject.items.map { exactFrame(of: $0.view) }
        var moved = Array(repeating: Set<LayoutAttribute>(), count: before.count)
        for conflict in conflicts {
            var group: [Set<LayoutAttribute>]?
            for c in conflict.alternatives {
                c.isActive = false
                scene.layout()
                let now = subject.items.indices.map { i in
                    let view = subject.items[i].view
                    return Set(conflict.exact
                        ? movedAttributes(from: exactBefore[i], to: exactFrame(of: view), threshold: exactMove)
                        : movedAttributes(from: before[i], to: view.frame, threshold: approximateMove))
                }
                group = group.map { zip($0, now).map { conflict.everyWay ? $0.intersection($1) : $0.union($1) } } ?? now
                c.isActive = true
            }
            scene.layout()
            for (i, attributes) in (group ?? []).enumerated() where !conflict.excluded.contains(where: { $0 === subject.items[i].view }) {
                moved[i].formUnion(attributes.intersection(conflict.attributes))
            }
        }
        return moved
    }

    /// One conflict: the document's required constraints to set aside in turn, whether it is the
    /// document's own numbers (then the smallest move counts), and whether it must move whichever of them gives way (a mask that
    /// holds) or for any of them (which constraint gives way is undecided).
    struct Conflict {
        var alternatives: [LayoutConstraint]
        var exact: Bool
        var everyWay: Bool
        /// What counts as a move: for a cell, along the axis of its conflict only (a view that
        /// moves across it follows a constraint that gave way, not the content view's size).
        var attributes: Set<LayoutAttribute> = [.left, .top, .width, .height]
        /// Views that take part in the cell's conflicts: theirs are the constraints that give way.
        var excluded: [LayoutItem] = []

        init(_ constraints: [LayoutConstraint], exact: Bool, everyWay: Bool) {
            alternatives = constraints.filter { c in
                guard c.isActive, c.priority.isRequired, case .interfaceBuilder = c.origin else { return false }
                return true
            }
            self.exact = exact
            self.everyWay = everyWay
            guard everyWay else { return }
            let axes = Set(constraints.flatMap { [$0.firstAttribute.axis, $0.secondAttribute.axis] }.compactMap { $0 })
            if axes == [.vertical] { attributes = [.top, .height] }
            if axes == [.horizontal] { attributes = [.left, .width] }
            exclude(constraints)
        }

        mutating func exclude(_ constraints: [LayoutConstraint]) {
            excluded += constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }
        }
    }

    /// How far a view must move between two solutions of a conflict to count: any move (beyond
    /// the solver's rounding) when the conflict is the document's own numbers; more than half a
    /// point otherwise, so that text metrics of ours do not pass for it.
    static let exactMove = 0.01
    static let approximateMove = 0.5

    /// Whether a constraint of a conflict is the document's own numbers, with nothing of our
    /// model in it: a constraint the document wrote between the edges, centres or sizes of its
    /// views (no margins, baselines, standard spacing or guides, whose values come from our
    /// model of UIKit and our fonts), or the autoresizing mask of a view below the root, which
    /// is its saved frame. Intrinsic sizes, stack views' and the system's constraints are not.
    static func isDocumentExact(_ c: LayoutConstraint, scene: IBSceneLayout) -> Bool {
        switch c.origin {
        case .autoresizingMask:
            return c.firstItem !== scene.screen.rootView
        case .interfaceBuilder(let id):
            guard let e = scene.constraintElements[id], !e.isStandardSpacing, scene.elements[e.firstItem] != nil,
                  !e.firstAttribute.isMargin, !e.firstAttribute.isBaseline else { return false }
            guard let second = e.secondItem else { return true }
            guard scene.elements[second] != nil, let attribute = e.secondAttribute else { return false }
            return !attribute.isMargin && !attribute.isBaseline
        default:
            return false
        }
    }

    /// Whether Xcode's saved frames break one of the document's constraints among `constraints`.
    /// Saved frames cannot satisfy every constraint of a conflict Xcode saw; where they do, the
    /// conflict is ours (text metrics, an intrinsic size we do not know), and Interface Builder
    /// had nothing to mark.
    static func savedFramesBreak(_ constraints: [LayoutConstraint], saved: SavedFrames) -> Bool {
        let m = InterfaceBuilderMisplacement.self
        return constraints.contains { c in
            guard case let .interfaceBuilder(id) = c.origin, let element = saved.scene.constraintElements[id],
                  let (residual, modelled) = saved.residual(of: element) else { return false }
            return residual > m.tolerance + (modelled ? m.modelTolerance : 0) + 1e-6
        }
    }

    /// A view's frame in its superview as the engine solved it, before frames are snapped to the
    /// pixel grid: a move of a quarter point on a @2x screen can vanish in the snapped frames.
    static func exactFrame(of view: View) -> Rect {
        let r = view.layoutRectInRoot
        guard let parent = view.superview else { return r }
        return r.offsetBy(dx: -parent.layoutRectInRoot.minX, dy: -parent.layoutRectInRoot.minY)
    }

    /// minX, minY, width and height that differ by more than `threshold`.
    static func movedAttributes(from a: Rect, to b: Rect, threshold: Double) -> [LayoutAttribute] {
        let pairs: [(LayoutAttribute, Double, Double)] = [(.left, a.origin.x, b.origin.x), (.top, a.origin.y, b.origin.y),
                                                          (.width, a.size.width, b.size.width), (.height, a.size.height, b.size.height)]
        return pairs.filter { !(abs($0.1 - $0.2) <= threshold) }.map(\.0)
    }

    /// Whether Interface Builder expects a scroll view's content size from constraints: it has
    /// content laid out by constraints, or it is empty with Content Layout Guides turned on
    /// (`<viewLayoutGuide key="contentLayoutGuide">`), which asks for constraints to that guide.
    static func sizesContentByConstraints(_ element: IBView) -> Bool {
        if element.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) { return true }
        return element.subviews.isEmpty && element.layoutGuides.contains { $0.key == "contentLayoutGuide" }
    }

    /// The guide standing for a scroll view's content area.
    static func contentGuide(of view: View) -> LayoutGuide? {
        view.layoutGuides.first { $0.identifier == "UIScrollView-contentLayoutGuide" }
    }
}
