import AutoLayout
import InterfaceBuilder
import InterfaceBuilderLayout

/// Ambiguity in a storyboard or xib scene, as Interface Builder judges it: a view whose frame
/// in its superview's coordinates the constraints leave undecided (a view keeping its place in
/// an ambiguous container is not itself ambiguous).
///
/// - UIKit's stack view adds `UISV-ambiguity-suppression` constraints (a size of 0 at priority
///   25) so that an arranged view with no size of its own is not ambiguous at run time;
///   Interface Builder reports such a view ambiguous all the same (a spacer view in a
///   centre-aligned stack, an empty stack view). So ambiguity is judged with those constraints
///   set aside.
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
///   is judged on the document's own device only, where the canvas shows it. See
///   ``conflictFindings(_:subject:)``.
enum InterfaceBuilderAmbiguity {
    static let suppressionIdentifiers: Set<String> = ["UISV-ambiguity-suppression", "UISV-fix-for-app-bug-ambiguity"]

    static func findings(_ scene: IBSceneLayout, subject: LintSubject, conflicts: Bool) -> [LintViolation] {
        let root = scene.screen.rootView
        var result = conflicts ? conflictFindings(scene, subject: subject) : []
        let reported = Set(result.compactMap(\.viewId))
        let suppressing = root.constraintsInHierarchy.filter {
            $0.isActive && suppressionIdentifiers.contains($0.identifier ?? "")
        }
        for c in suppressing { c.isActive = false }
        scene.layout()
        for item in subject.items where !reported.contains(item.id ?? "") {
            let attributes = item.view.ambiguousAttributesInSuperview
            if !attributes.isEmpty {
                result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints do not decide its "
                                              + LintRules.ambiguityText(attributes), item: item))
            } else if let element = scene.elements[item.id ?? ""], element.kind == .scrollView,
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
    /// superview moves by more than half a point between these solutions is ambiguous. The
    /// screen's size and the system's constraints stay: the designer can change only what the
    /// document says. Where a view's autoresizing mask conflicts with its content's constraints
    /// (a cell's content view), that view alone is ambiguous: Interface Builder keeps its content
    /// where the constraints put it (saved cells show the content view marked, not its subviews).
    static func conflictFindings(_ scene: IBSceneLayout, subject: LintSubject) -> [LintViolation] {
        let root = scene.screen.rootView
        let saved = SavedFrames(scene)
        var alternatives: [LayoutConstraint] = []
        var masks: [LintSubject.Item] = []
        for issue in root.layoutIssues {
            let conflicting: [LayoutConstraint]
            switch issue {
            case let .unsatisfiable(broken, others):
                guard !(others + [broken]).contains(where: { $0.identifier == LintRules.nonNegativeSizeIdentifier }),
                      savedFramesBreak(others + [broken], saved: saved) else { continue }
                conflicting = others.filter { $0 !== broken }
            case let .autoresizingConflict(view, others):
                // The view's frame is the mask's or the constraints': only it is undecided.
                if savedFramesBreak(others, saved: saved), let item = subject.item(for: view) { masks.append(item) }
                continue
            case .solverFailure: continue
            }
            for c in conflicting where c.isActive && c.priority.isRequired && !alternatives.contains(where: { $0 === c }) {
                if case .interfaceBuilder = c.origin { alternatives.append(c) }
            }
        }
        var result: [LintViolation] = masks.map { item in
            subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its autoresizing mask and its content's constraints "
                            + "conflict, and which of them gives way decides its frame", item: item)
        }
        guard !alternatives.isEmpty else { return result }
        scene.layout()
        let before = subject.items.map(\.view.frame)
        var moved = Array(repeating: Set<LayoutAttribute>(), count: before.count)
        for c in alternatives {
            c.isActive = false
            scene.layout()
            for (i, item) in subject.items.enumerated() {
                moved[i].formUnion(movedAttributes(from: before[i], to: item.view.frame))
            }
            c.isActive = true
            scene.layout()
        }
        for (i, item) in subject.items.enumerated() where !moved[i].isEmpty && !masks.contains(where: { $0.view === item.view }) {
            let attributes = [LayoutAttribute.left, .top, .width, .height].filter(moved[i].contains)
            result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints conflict, and which "
                                          + "of them gives way decides its " + LintRules.ambiguityText(attributes), item: item))
        }
        return result
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

    /// minX, minY, width and height that differ by more than half a point.
    static func movedAttributes(from a: Rect, to b: Rect) -> [LayoutAttribute] {
        let pairs: [(LayoutAttribute, Double, Double)] = [(.left, a.origin.x, b.origin.x), (.top, a.origin.y, b.origin.y),
                                                          (.width, a.size.width, b.size.width), (.height, a.size.height, b.size.height)]
        return pairs.filter { !(abs($0.1 - $0.2) <= 0.5) }.map(\.0)
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
