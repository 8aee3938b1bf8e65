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
///
/// A horizontal stack aligned on first baselines takes its top from its first visible view,
/// and one aligned on last baselines its bottom, so that a taller view sticks out past that
/// edge (`StackView.enclosesBaselineAlignedViews` off), as Xcode saves them from Xcode 8 to
/// Xcode 15: the Auto Layout Cookbook's NestedStackViews (text fields 3.5 pt above their
/// rows, toolsVersion 12121), woocommerce's ULAccountMismatchViewController (a button 4.5 pt
/// above its row, 21225), pocket-casts' LargeListSummaryViewController (a last-baseline row
/// 20 pt high whose 28-pt button hangs 8 pt below it, 23094). Layout documents keep the
/// enclosing default.
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
        // Xcode's saved frames: a baseline-aligned row's top (first baselines) or bottom (last
        // baselines) is its first view's, whatever sticks out past it.
        stack.enclosesBaselineAlignedViews = false
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
