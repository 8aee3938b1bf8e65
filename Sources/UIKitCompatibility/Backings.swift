import AutoLayout
import Controls

/// The engine's view behind a `UIView`: the layout hierarchy is made of these, and each one
/// sends the members UIKit lets subclasses override (`intrinsicContentSize`, `layoutSubviews`,
/// `updateConstraints`, `traitCollectionDidChange`) to the `UIView` that owns it, whose default
/// implementations come back to the engine's class (`base…`).
///
/// The owner holds its backing strongly and the backing its owner weakly, so a hierarchy of
/// views is freed as UIKit's is. The engine calls these members during a layout pass, which
/// only `UIView`'s main-actor methods start: hence `MainActor.assumeIsolated`.
protocol UIKitBacking: View {
    var owner: UIView? { get set }
    /// The width the engine measures a height-for-width view at, while it does.
    var measuringWidth: Double? { get set }
    var baseIntrinsicContentSize: Size { get }
    func baseLayoutSubviews()
    func baseUpdateConstraints()
    func baseTraitCollectionDidChange(_ previous: TraitCollection?)
}

extension UIKitBacking {
    /// The owner's class name (`AvatarView` for a subclass), as UIKit's logs print it.
    var ownerTypeName: String? { owner.map { String(describing: type(of: $0)) } }

    func forwardedIntrinsicSize(_ fallback: () -> Size) -> Size {
        guard let owner else { return fallback() }
        return MainActor.assumeIsolated { owner.intrinsicContentSize.size }
    }

    /// The owner's intrinsic size while the engine measures at `width` (a multi-line label):
    /// a subclass that pads `super.intrinsicContentSize` pads the wrapped size too.
    func forwardedIntrinsicSize(forWidth width: Double, _ fallback: () -> Size) -> Size {
        guard owner != nil else { return fallback() }
        let outer = measuringWidth
        measuringWidth = width
        defer { measuringWidth = outer }
        return forwardedIntrinsicSize(fallback)
    }

    func baseSize(_ forWidth: (Double) -> Size, _ plain: () -> Size) -> Size {
        measuringWidth.map(forWidth) ?? plain()
    }

    func forwardLayoutSubviews(_ fallback: () -> Void) {
        guard let owner else { return fallback() }
        MainActor.assumeIsolated { owner.layoutSubviews() }
    }

    func forwardUpdateConstraints(_ fallback: () -> Void) {
        guard let owner else { return fallback() }
        MainActor.assumeIsolated { owner.updateConstraints() }
    }

    func forwardTraitChange(_ previous: TraitCollection?, _ fallback: () -> Void) {
        guard let owner else { return fallback() }
        MainActor.assumeIsolated { owner.traitCollectionDidChange(previous) }
    }
}

/// The backing of a plain `UIView` (and a window's root), which may also name the views whose
/// baselines stand for it.
final class ViewBacking: View, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    override func intrinsicContentSize(forWidth width: Double) -> Size {
        forwardedIntrinsicSize(forWidth: width) { super.intrinsicContentSize(forWidth: width) }
    }
    var baseIntrinsicContentSize: Size { baseSize(super.intrinsicContentSize(forWidth:)) { super.intrinsicContentSize } }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
    override var alignmentRectInsets: EdgeInsets {
        guard let owner else { return super.alignmentRectInsets }
        return MainActor.assumeIsolated { owner.alignmentRectInsets }
    }
    var baseAlignmentRectInsets: EdgeInsets { super.alignmentRectInsets }
    override var viewForFirstBaselineLayout: View {
        guard let owner else { return super.viewForFirstBaselineLayout }
        // The engine's views are not Sendable; the answer does not leave the main actor's thread.
        nonisolated(unsafe) var answer: View = self
        MainActor.assumeIsolated { answer = owner.forFirstBaselineLayout.backing }
        return answer
    }
    override var viewForLastBaselineLayout: View {
        guard let owner else { return super.viewForLastBaselineLayout }
        nonisolated(unsafe) var answer: View = self
        MainActor.assumeIsolated { answer = owner.forLastBaselineLayout.backing }
        return answer
    }
}

final class LabelBacking: Label, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    override func intrinsicContentSize(forWidth width: Double) -> Size {
        forwardedIntrinsicSize(forWidth: width) { super.intrinsicContentSize(forWidth: width) }
    }
    var baseIntrinsicContentSize: Size { baseSize(super.intrinsicContentSize(forWidth:)) { super.intrinsicContentSize } }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class ButtonBacking: Button, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class TextFieldBacking: TextField, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class TextViewBacking: TextView, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    override func intrinsicContentSize(forWidth width: Double) -> Size {
        forwardedIntrinsicSize(forWidth: width) { super.intrinsicContentSize(forWidth: width) }
    }
    var baseIntrinsicContentSize: Size { baseSize(super.intrinsicContentSize(forWidth:)) { super.intrinsicContentSize } }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class ImageViewBacking: ImageView, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class StackViewBacking: StackView, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class ScrollViewBacking: ScrollView, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

/// The fixed-size controls (switch, slider, stepper, segmented control, activity indicator,
/// progress view): their sizes are UIKit's constants, so a subclass overrides the size and
/// the layout callbacks through the same forwarding.
final class SwitchBacking: Switch, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class SliderBacking: Slider, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class SegmentedControlBacking: SegmentedControl, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class ActivityIndicatorBacking: ActivityIndicator, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class ProgressViewBacking: ProgressView, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

final class StepperBacking: Stepper, UIKitBacking {
    weak var owner: UIView?
    var measuringWidth: Double?
    override var typeName: String { ownerTypeName ?? super.typeName }
    override var intrinsicContentSize: Size { forwardedIntrinsicSize { super.intrinsicContentSize } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    override func layoutSubviews() { forwardLayoutSubviews { super.layoutSubviews() } }
    func baseLayoutSubviews() { super.layoutSubviews() }
    override func updateConstraints() { forwardUpdateConstraints { super.updateConstraints() } }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { forwardTraitChange(previous) { super.traitCollectionDidChange(previous) } }
    func baseTraitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

/// A layout guide made by `UILayoutGuide()`, which knows its owner.
final class GuideBacking: LayoutGuide {
    weak var owner: UILayoutGuide?
}
