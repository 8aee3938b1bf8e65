import Testing
@testable import AutoLayout

/// A stand-in for a label: a fixed intrinsic size and text baselines, `firstBaseline` below
/// the top and `lastBaselineFromBottom` above the bottom. `fontSpacing` is what
/// `systemSpacingBelow` answers (nil: no font-derived spacing).
final class TextLikeView: View {
    let firstBaseline: Double
    let lastBaselineFromBottom: Double
    var fontSpacing: Double?

    init(_ name: String, width: Double, height: Double, firstBaseline: Double, lastBaselineFromBottom: Double) {
        self.firstBaseline = firstBaseline
        self.lastBaselineFromBottom = lastBaselineFromBottom
        super.init(name: name)
        explicitIntrinsicContentSize = Size(width: width, height: height)
    }

    override var typeName: String { "UILabel" }
    override var firstBaselineOffsetFromTop: Double? { firstBaseline }
    override var lastBaselineOffsetFromBottom: Double? { lastBaselineFromBottom }
    override func systemSpacingBelow(_ upper: View) -> Double? { fontSpacing }
}

/// A stand-in for a multi-line label: its height depends on its width.
final class WrappingView: View {
    override var intrinsicHeightDependsOnWidth: Bool { true }
    override var intrinsicContentSize: Size { Size(width: 200, height: 20) }
    override func intrinsicContentSize(forWidth width: Double) -> Size {
        Size(width: 200, height: width >= 200 ? 20 : 40)
    }
}

/// A plain view with an intrinsic size.
func sizedView(_ name: String, _ width: Double, _ height: Double) -> View {
    let v = View(name: name)
    v.explicitIntrinsicContentSize = Size(width: width, height: height)
    return v
}

/// The three views most stack tests arrange:
/// - A, 40×20, text with its first baseline 15 below the top and its last 5 above the bottom
///   (one line: both baselines at 15);
/// - B, 60×50, a plain view without text;
/// - C, 80×30, text with its first baseline 12 below the top and its last 4 above the bottom
///   (two lines: baselines at 12 and 26).
/// A and C hug at 251 on both axes (as labels from Interface Builder do), B at the default
/// 250, so B is the one that stretches under fill.
struct ThreeViews {
    let a = TextLikeView("A", width: 40, height: 20, firstBaseline: 15, lastBaselineFromBottom: 5)
    let b = sizedView("B", 60, 50)
    let c = TextLikeView("C", width: 80, height: 30, firstBaseline: 12, lastBaselineFromBottom: 4)

    init() {
        for v in [a, c] as [View] {
            v.setContentHuggingPriority(251, for: .horizontal)
            v.setContentHuggingPriority(251, for: .vertical)
        }
    }

    var all: [View] { [a, b, c] }
}

/// A stack whose leading edge is 20 and top 100 from its root's: `root`, or a detached
/// 400×600 root; `length` pins its length along the axis when given.
func makeStack(_ axis: LayoutAxis, _ views: [View], length: Double? = nil, spacing: Double = 10,
               distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
               in existingRoot: View? = nil) throws -> (root: View, stack: StackView) {
    let root = existingRoot ?? View(name: "Root")
    if existingRoot == nil { root.frame = Rect(x: 0, y: 0, width: 400, height: 600) }
    let stack = StackView(arrangedSubviews: views, name: "Stack")
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(stack)
    try LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    if let length {
        let anchor = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
        try anchor.constraint(equalToConstant: length).activate()
    }
    return (root, stack)
}

/// A position and a length along one axis.
struct Span: Sendable, Equatable, CustomStringConvertible {
    var origin: Double
    var length: Double
    init(_ origin: Double, _ length: Double) { self.origin = origin; self.length = length }
    var description: String { "\(origin)+\(length)" }
}

/// The rectangle of `along` on the axis and `across` on the other.
func rect(_ axis: LayoutAxis, along: Span, across: Span) -> Rect {
    axis == .horizontal
        ? Rect(x: along.origin, y: across.origin, width: along.length, height: across.length)
        : Rect(x: across.origin, y: along.origin, width: across.length, height: along.length)
}

/// The span of `r` along `axis`.
func span(_ r: Rect, _ axis: LayoutAxis) -> Span {
    axis == .horizontal ? Span(r.minX, r.width) : Span(r.minY, r.height)
}

/// The arrangement constraints of `stack` as `identifier: equation` lines, sorted.
func catalogue(of stack: StackView) -> [String] {
    stack.arrangementConstraints.values.filter(\.isActive)
        .map { "\($0.identifier ?? "?"): \($0.equationDescription)" }
        .sorted()
}
