import AutoLayout
import Controls
import TextLayout

/// `UIImage`: only its size takes part in layout. Images have no files here: make one with
/// `UIGraphicsImageRenderer(size:)`, or register a name first (`UIImage.register(named:size:)`)
/// so that `UIImage(named:)` finds it.
public final class UIImage: Sendable, Hashable {
    /// The size in points.
    public let size: CGSize
    public let scale: CGFloat
    let image: Image

    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size
        self.scale = scale
        image = Image(name: name, size: size.size)
    }

    /// The image registered under `name`, nil when none is (as UIKit answers for a missing asset).
    @MainActor
    public convenience init?(named name: String) {
        guard let size = UIImage.registry[name] else { return nil }
        self.init(size: size, name: name)
    }

    /// `UIImage(systemName:)`: SF Symbols are not available here; a system image stands in as
    /// a 24×24 picture (our choice; a symbol's size depends on its glyph and configuration).
    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: 24, height: 24), name: name)
    }

    /// Registers an asset's size under its name, for `UIImage(named:)`.
    @MainActor
    public static func register(named name: String, size: CGSize) { registry[name] = size }
    @MainActor static var registry: [String: CGSize] = [:]

    public static func == (a: UIImage, b: UIImage) -> Bool { a.image == b.image && a.scale == b.scale }
    public func hash(into hasher: inout Hasher) { hasher.combine(image) }
}

/// `UIGraphicsImageRenderer`: makes images of a size (nothing is drawn into them here).
public final class UIGraphicsImageRenderer {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return UIImage(size: size)
    }
}

/// The context `UIGraphicsImageRenderer.image(actions:)` passes: drawing is not recorded.
public struct UIGraphicsImageRendererContext {}

/// `UIImageView`: as large as its image (no intrinsic size without one).
open class UIImageView: UIView {
    override class func makeBacking() -> View & UIKitBacking { ImageViewBacking() }
    var imageView: ImageViewBacking { unsafeDowncast(backing, to: ImageViewBacking.self) }

    public init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    private var storedImage: UIImage?
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            imageView.image = newValue?.image
        }
    }

    /// The content mode, which also places the image when drawn.
    open override var contentMode: ContentMode {
        didSet {
            switch contentMode {
            case .scaleAspectFit: imageView.contentMode = .scaleAspectFit
            case .scaleAspectFill: imageView.contentMode = .scaleAspectFill
            case .center: imageView.contentMode = .center
            default: imageView.contentMode = .scaleToFill
            }
        }
    }
}

/// `UISwitch`: UIKit's fixed size.
open class UISwitch: UIControl {
    override class func makeBacking() -> View & UIKitBacking { SwitchBacking() }
    var control: SwitchBacking { unsafeDowncast(backing, to: SwitchBacking.self) }
    open var isOn: Bool {
        get { control.isOn }
        set { control.isOn = newValue }
    }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// `UISlider`: 31 points tall, no intrinsic width.
open class UISlider: UIControl {
    override class func makeBacking() -> View & UIKitBacking { SliderBacking() }
    var control: SliderBacking { unsafeDowncast(backing, to: SliderBacking.self) }
    open var value: Float {
        get { Float(control.value) }
        set { control.value = Double(newValue) }
    }
    open var minimumValue: Float {
        get { Float(control.minimumValue) }
        set { control.minimumValue = Double(newValue) }
    }
    open var maximumValue: Float {
        get { Float(control.maximumValue) }
        set { control.maximumValue = Double(newValue) }
    }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

/// `UIStepper`: UIKit's fixed size.
open class UIStepper: UIControl {
    override class func makeBacking() -> View & UIKitBacking { StepperBacking() }
    var control: StepperBacking { unsafeDowncast(backing, to: StepperBacking.self) }
    open var value: Double {
        get { control.value }
        set { control.value = newValue }
    }
    open var minimumValue: Double {
        get { control.minimumValue }
        set { control.minimumValue = newValue }
    }
    open var maximumValue: Double {
        get { control.maximumValue }
        set { control.maximumValue = newValue }
    }
    open var stepValue: Double {
        get { control.stepValue }
        set { control.stepValue = newValue }
    }
}

/// `UISegmentedControl`: as wide as its titles.
open class UISegmentedControl: UIControl {
    override class func makeBacking() -> View & UIKitBacking { SegmentedControlBacking() }
    var control: SegmentedControlBacking { unsafeDowncast(backing, to: SegmentedControlBacking.self) }

    /// `UISegmentedControl(items:)`: the strings become segment titles (images count as
    /// untitled segments).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        control.titles = (items ?? []).map { ($0 as? String) ?? "" }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// `UISegmentedControl.noSegment` (-1).
    public static let noSegment = -1
    open var selectedSegmentIndex: Int {
        get { control.selectedSegmentIndex }
        set { control.selectedSegmentIndex = newValue }
    }
    public var numberOfSegments: Int { control.titles.count }
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        control.titles.insert(title ?? "", at: max(0, min(index, control.titles.count)))
    }
    open func removeSegment(at index: Int, animated: Bool) {
        guard control.titles.indices.contains(index) else { return }
        control.titles.remove(at: index)
    }
    open func removeAllSegments() { control.titles = [] }
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard control.titles.indices.contains(index) else { return }
        control.titles[index] = title ?? ""
    }
    open func titleForSegment(at index: Int) -> String? {
        control.titles.indices.contains(index) ? control.titles[index] : nil
    }
    open var apportionsSegmentWidthsByContent: Bool {
        get { control.apportionsSegmentWidthsByContent }
        set { control.apportionsSegmentWidthsByContent = newValue }
    }
}

/// `UIActivityIndicatorView`: 20×20 (medium) or 37×37 (large).
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    override class func makeBacking() -> View & UIKitBacking { ActivityIndicatorBacking() }
    var control: ActivityIndicatorBacking { unsafeDowncast(backing, to: ActivityIndicatorBacking.self) }

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open var style: Style {
        get { control.style == .large ? .large : .medium }
        set { control.style = newValue == .large ? .large : .medium }
    }
    open var hidesWhenStopped = true
    public var isAnimating: Bool { control.isAnimating }
    open func startAnimating() { control.isAnimating = true }
    open func stopAnimating() { control.isAnimating = false }
}

/// `UIProgressView`: a bar of UIKit's height.
open class UIProgressView: UIView {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default` = 0, bar }
    override class func makeBacking() -> View & UIKitBacking { ProgressViewBacking() }
    var control: ProgressViewBacking { unsafeDowncast(backing, to: ProgressViewBacking.self) }

    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        control.style = style == .bar ? .bar : .default
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open var progress: Float {
        get { Float(control.progress) }
        set { control.progress = Double(min(1, max(0, newValue))) }
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
