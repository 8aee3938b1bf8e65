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
///   not decide, is ambiguous too ("Scrollable Content Size Ambiguity"). An empty scroll view, or
///   one whose content keeps its frames, is not: its content size is set in code.
enum InterfaceBuilderAmbiguity {
    static let suppressionIdentifiers: Set<String> = ["UISV-ambiguity-suppression", "UISV-fix-for-app-bug-ambiguity"]

    static func findings(_ scene: IBSceneLayout, subject: LintSubject) -> [LintViolation] {
        let root = scene.screen.rootView
        let suppressing = root.constraintsInHierarchy.filter {
            $0.isActive && suppressionIdentifiers.contains($0.identifier ?? "")
        }
        for c in suppressing { c.isActive = false }
        scene.layout()
        var result: [LintViolation] = []
        for item in subject.items {
            let attributes = item.view.ambiguousAttributesInSuperview
            if !attributes.isEmpty {
                result.append(subject.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints do not decide its "
                                              + LintRules.ambiguityText(attributes), item: item))
            } else if let element = scene.elements[item.id ?? ""], element.kind == .scrollView,
                      element.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
                      let content = contentGuide(of: item.view) {
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

    /// The guide standing for a scroll view's content area.
    static func contentGuide(of view: View) -> LayoutGuide? {
        view.layoutGuides.first { $0.identifier == "UIScrollView-contentLayoutGuide" }
    }
}
