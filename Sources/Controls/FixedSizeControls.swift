import AutoLayout

/// An on/off switch (`UISwitch`): **51 × 31** points, whatever its state.
///
/// UIKit's `UISwitch` `+preferredContentSize`: 51 × 31 is the iOS 7–18 design
/// (Interface Builder saves 51 × 31 frames throughout the corpus); iOS 26's Liquid Glass switch
/// is 63 × 28 (`SwitchDesign.liquidGlass`). Hugging 250, compression resistance 750, zero
/// alignment insets, no baseline (its bottom edge).
open class Switch: Control, ContentDrawing {
    /// Which generation of the control to measure.
    public enum SwitchDesign: String, Sendable { case classic, liquidGlass }

    /// `isOn`.
    public var isOn: Bool
    public var design: SwitchDesign = .classic {
        didSet { if oldValue != design { invalidateIntrinsicContentSize() } }
    }

    public init(isOn: Bool = false, name: String? = nil) {
        self.isOn = isOn
        super.init(name: name)
    }

    override open var typeName: String { "UISwitch" }

    override open var intrinsicContentSize: Size {
        design == .classic ? Size(width: 51, height: 31) : Size(width: 63, height: 28)
    }

    /// A capsule track and a round thumb inset 2 pt, at the trailing end when on (drawing only).
    public func drawnContent(in size: Size) -> DrawnContent {
        let track = Rect(origin: .zero, size: size)
        let diameter = max(0, size.height - 4)
        let onRight = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let thumb = Rect(x: onRight ? size.width - 2 - diameter : 2, y: 2, width: diameter, height: diameter)
        return DrawnContent(shapes: [
            DrawnShape(.roundedRectangle(cornerRadius: size.height / 2), frame: track, role: isOn ? .tint : .track),
            DrawnShape(.ellipse, frame: thumb, role: .thumb),
        ])
    }
}

/// A pair of − and + buttons (`UIStepper`): **94 × 32** points.
///
/// UIKit's `UIStepper` `+initialSize`: width max(94, the two background images), height the
/// segmented control's default height, 32; alignment insets zero. Hugging 250, compression
/// resistance 750, no baseline.
open class Stepper: Control, ContentDrawing {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1

    public override init(name: String? = nil) { super.init(name: name) }

    override open var typeName: String { "UIStepper" }
    override open var intrinsicContentSize: Size { Size(width: 94, height: 32) }

    /// A rounded background split in two, a − on the left and a + on the right (drawing only).
    public func drawnContent(in size: Size) -> DrawnContent {
        let half = size.width / 2, midY = size.height / 2, arm = 7.0
        var shapes = [
            DrawnShape(.roundedRectangle(cornerRadius: 8), frame: Rect(origin: .zero, size: size), role: .fill),
            line(Point(x: half, y: midY - 9), Point(x: half, y: midY + 9), role: .border),
        ]
        for center in [half / 2, half + half / 2] {
            shapes.append(line(Point(x: center - arm, y: midY), Point(x: center + arm, y: midY), role: .text))
        }
        shapes.append(line(Point(x: half + half / 2, y: midY - arm), Point(x: half + half / 2, y: midY + arm), role: .text))
        return DrawnContent(shapes: shapes)
    }
}

/// A spinner (`UIActivityIndicatorView`): **20 × 20** (`.medium`) or **37 × 37** (`.large`).
///
/// UIKit's `UIActivityIndicatorView` `+defaultSizeForStyle:`; the legacy `.white`/`.gray` are the
/// medium size and `.whiteLarge` the large one. 8 spokes. Hugging 250, compression resistance
/// 750, no baseline.
open class ActivityIndicator: View, ContentDrawing {
    public enum Style: String, Sendable { case medium, large }

    public var style: Style {
        didSet { if oldValue != style { invalidateIntrinsicContentSize() } }
    }
    public var isAnimating = false

    public init(style: Style = .medium, name: String? = nil) {
        self.style = style
        super.init(name: name)
    }

    override open var typeName: String { "UIActivityIndicatorView" }

    override open var intrinsicContentSize: Size {
        style == .medium ? Size(width: 20, height: 20) : Size(width: 37, height: 37)
    }

    /// Eight spokes around the centre (drawing only).
    public func drawnContent(in size: Size) -> DrawnContent {
        let cx = size.width / 2, cy = size.height / 2
        let outer = min(size.width, size.height) / 2, inner = outer / 2
        let width = max(1, outer / 4)
        let shapes = (0..<8).map { index -> DrawnShape in
            let angle = Double(index) * .pi / 4
            let (s, c) = (sine(angle), cosine(angle))
            return line(Point(x: cx + inner * s, y: cy - inner * c), Point(x: cx + outer * s, y: cy - outer * c),
                        width: width, role: .tint)
        }
        return DrawnContent(shapes: shapes)
    }
}

/// A progress bar (`UIProgressView`): no intrinsic width; **4 pt** high in the default style.
///
/// UIKit's `UIProgressView` `+intrinsicSizeWithinSize:control:`: the width passes through (−1); `.default` is 4 pt on
/// current SDKs. `.bar` is the bar image's height rounded up with a 1 pt bottom alignment inset;
/// UIKit does not publish the image's height, so we use 2 pt (a 3 pt frame). Hugging 250,
/// compression resistance 750, no baseline.
open class ProgressView: View, ContentDrawing {
    public enum Style: String, Sendable { case `default`, bar }

    public var style: Style {
        didSet { if oldValue != style { invalidateIntrinsicContentSize() } }
    }
    /// `progress`, clamped to 0...1 when drawn.
    public var progress: Double = 0

    public init(style: Style = .default, name: String? = nil) {
        self.style = style
        super.init(name: name)
    }

    override open var typeName: String { "UIProgressView" }

    override open var intrinsicContentSize: Size {
        Size(width: noIntrinsicMetric, height: style == .default ? 4 : 2)
    }

    override open var alignmentRectInsets: EdgeInsets { style == .bar ? EdgeInsets(bottom: 1) : .zero }

    /// The track and the filled part, from the leading edge (drawing only).
    public func drawnContent(in size: Size) -> DrawnContent {
        let amount = progress.isFinite ? min(1, max(0, progress)) : 0
        let height = size.height - alignmentRectInsets.bottom
        let filled = size.width * amount
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? size.width - filled : 0
        let radius = style == .default ? height / 2 : 0
        return DrawnContent(shapes: [
            DrawnShape(.roundedRectangle(cornerRadius: radius), frame: Rect(x: 0, y: 0, width: size.width, height: height), role: .track),
            DrawnShape(.roundedRectangle(cornerRadius: radius), frame: Rect(x: x, y: 0, width: filled, height: height), role: .tint),
        ])
    }
}

/// A slider (`UISlider`): no intrinsic width, **31 pt** high.
///
/// UIKit's slider `drawingMetricsForPlatform`: 31 pt on iPhone and iPad. UIKit publishes no
/// intrinsic width; we give none (−1),
/// which is what Interface Builder's warnings about unsized sliders suggest. Hugging 250,
/// compression resistance 750, zero alignment insets, no baseline.
open class Slider: Control, ContentDrawing {
    public var value: Double = 0.5
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1

    public override init(name: String? = nil) { super.init(name: name) }

    override open var typeName: String { "UISlider" }
    override open var intrinsicContentSize: Size { Size(width: noIntrinsicMetric, height: 31) }

    /// A 4 pt track, filled up to a 28 pt round thumb at the value (drawing only).
    public func drawnContent(in size: Size) -> DrawnContent {
        let span = maximumValue - minimumValue
        var fraction = span > 0 && span.isFinite ? (value - minimumValue) / span : 0
        fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        let thumb = min(28.0, size.height)
        let center = thumb / 2 + (size.width - thumb) * fraction
        let trackY = size.height / 2 - 2
        let filledFromLeft = effectiveUserInterfaceLayoutDirection == .leftToRight
        return DrawnContent(shapes: [
            DrawnShape(.roundedRectangle(cornerRadius: 2), frame: Rect(x: 0, y: trackY, width: size.width, height: 4), role: .track),
            DrawnShape(.roundedRectangle(cornerRadius: 2),
                       frame: filledFromLeft ? Rect(x: 0, y: trackY, width: center, height: 4)
                           : Rect(x: center, y: trackY, width: size.width - center, height: 4), role: .tint),
            DrawnShape(.ellipse, frame: Rect(x: center - thumb / 2, y: (size.height - thumb) / 2, width: thumb, height: thumb),
                       role: .thumb),
        ])
    }
}

/// A stroke from `a` to `b`, with its bounding box as the frame.
func line(_ a: Point, _ b: Point, width: Double = 2, role: DrawingRole) -> DrawnShape {
    let frame = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    return DrawnShape(.line(from: a, to: b, lineWidth: width), frame: frame, role: role)
}

/// sin and cos by Taylor series after reducing to [−π, π] (no Foundation in the layout path).
func sine(_ x: Double) -> Double {
    var r = x.truncatingRemainder(dividingBy: 2 * .pi)
    if r > .pi { r -= 2 * .pi } else if r < -.pi { r += 2 * .pi }
    var term = r, sum = r
    for n in 1..<12 {
        term *= -r * r / Double((2 * n) * (2 * n + 1))
        sum += term
    }
    return sum
}

func cosine(_ x: Double) -> Double { sine(x + .pi / 2) }
