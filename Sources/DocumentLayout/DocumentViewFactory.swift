import AutoLayout
import LayoutDocument

/// Makes the view for a document view: a control, a stack view or a plain view.
///
/// The binding asks the factory for every view except layout guides, then applies the common
/// properties itself (hidden, hugging, compression resistance, explicit intrinsic size, margins).
/// The default factory makes plain views; `ControlsViewFactory` makes real controls.
public protocol DocumentViewFactory {
    /// A new view for `view` (its properties already resolved for the size class).
    func makeView(for view: DocumentView, traits: TraitCollection) -> View
    /// Adds `child` as an arranged subview when `parent` is a stack view; returns whether it did.
    func arrange(_ child: View, in parent: View) -> Bool
}

/// Plain views for every type: content sizes come only from `intrinsicContentSize:`.
public struct PlainViewFactory: DocumentViewFactory {
    public init() {}
    public func makeView(for view: DocumentView, traits: TraitCollection) -> View { View(name: view.name) }
    public func arrange(_ child: View, in parent: View) -> Bool { false }
}
