import AutoLayout
import InterfaceBuilder

/// Makes a working `StackView` for a `<stackView>`: axis, distribution, alignment, spacing
/// (`spacingType="standard"` is the system spacing), baseline-relative and margins-relative
/// arrangement, as the element says with the trait's values applied.
///
/// The builder then arranges the stack's installed `<subviews>` in document order (every child
/// of a `<stackView>` is arranged), hidden ones included: the
/// stack gives them no space, as UIStackView does. Margins come from the element like any
/// view's; a stack has none of its own (UIStackView's default margins are zero).
public struct IBStackViewFactory: IBViewFactory {
    public init() {}

    public func makeView(_ context: IBViewContext) -> IBMadeView? {
        guard context.element.kind == .stackView else { return nil }
        let attributes = context.element.stackView ?? IBStackView()
        let stack = StackView(name: context.element.displayName)
        stack.axis = attributes.axis == .vertical ? .vertical : .horizontal
        stack.distribution = distribution(attributes.distribution)
        stack.alignment = alignment(attributes.alignment)
        stack.spacing = attributes.usesStandardSpacing ? StackView.spacingUseSystem : attributes.spacing
        stack.isBaselineRelativeArrangement = attributes.isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = attributes.isLayoutMarginsRelativeArrangement
        return IBMadeView(view: stack, contentSource: .none, arrangesSubviews: true)
    }

    func distribution(_ d: IBStackView.Distribution) -> StackView.Distribution {
        switch d {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    /// `top` is `leading` and `bottom` is `trailing` (UIStackView.Alignment's aliases).
    func alignment(_ a: IBStackView.Alignment) -> StackView.Alignment {
        switch a {
        case .fill: .fill
        case .leading, .top: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing, .bottom: .trailing
        case .lastBaseline: .lastBaseline
        }
    }
}

extension IBLayoutOptions {
    /// The factories `render` and `verify` use: the controls with real text metrics, then
    /// working stack views.
    public static var standardFactories: [any IBViewFactory] { [IBControlsFactory(), IBStackViewFactory()] }
}
