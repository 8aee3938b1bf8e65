import AutoLayout
import Controls
import TextLayout

/// `NSTextAlignment`.
public typealias NSTextAlignment = Controls.TextAlignment

/// `UILabel`: text measured with real font metrics; its intrinsic size is the text's, wrapped
/// to its width when `numberOfLines` is not 1.
open class UILabel: UIView {
    override class func makeBacking() -> View & UIKitBacking { LabelBacking() }
    var label: LabelBacking { unsafeDowncast(backing, to: LabelBacking.self) }

    open var text: String? {
        get { label.text.isEmpty ? nil : label.text }
        set { label.text = newValue ?? "" }
    }
    /// The font (the system font at 17 points by default).
    open var font: UIFont! {
        get { label.font }
        set { label.font = newValue ?? ControlFonts.label }
    }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }
    open var lineBreakMode: NSLineBreakMode {
        get { label.lineBreakMode }
        set { label.lineBreakMode = newValue }
    }
    /// Whether a text-style font (`UIFont.preferredFont(forTextStyle:)`) follows the content
    /// size category.
    open var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue }
    }
    open var preferredMaxLayoutWidth: CGFloat {
        get { label.preferredMaxLayoutWidth }
        set { label.preferredMaxLayoutWidth = Double(newValue) }
    }
    /// Kept for source compatibility: text is not shrunk to fit here.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?

    /// The text as drawn in the current bounds (truncated with "…" where it does not fit).
    public var displayedText: String { label.displayedText }

    /// `drawText(in:)`: overridable, as in UIKit; drawing is done by snapshots, which do not
    /// call it (an inset applied here does not move the drawn text).
    open func drawText(in rect: CGRect) {}

    /// `textRect(forBounds:limitedToNumberOfLines:)`: the text's size within `bounds`, at its
    /// origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let fitted = sizeThatFits(bounds.size)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(fitted.width, bounds.width), height: min(fitted.height, bounds.height)))
    }
}

/// `UIControl`: the state and actions controls share.
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.ContentHorizontalAlignment`: where the content sits inside a larger control
    /// (kept; it moves nothing that layout sees).
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var actions: [(UIAction, Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// `addAction(_:for:)` (iOS 14): the handler runs on `sendActions(for:)`. (Target–action
    /// with `#selector` needs the Objective-C runtime, which Linux does not have.)
    public func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }

    public func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.0 === action && !$0.1.isDisjoint(with: events) }
    }

    /// Runs the actions registered for any of `events`.
    public func sendActions(for events: Event) {
        for (action, registered) in actions where !registered.isDisjoint(with: events) { action.handler(action) }
    }
}

/// `UIAction`: a handler, a title and an image.
@preconcurrency @MainActor
public final class UIAction {
    public var title: String
    public var image: UIImage?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

/// `UIButton`: a title and an image, sized as UIKit sizes a button without a configuration.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`: the system type draws its title in the tint color.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    override class func makeBacking() -> View & UIKitBacking { ButtonBacking(type: .custom) }
    var button: ButtonBacking { unsafeDowncast(backing, to: ButtonBacking.self) }
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// `UIButton(type:)`: a system button draws its title in the tint color; the others are custom.
    public convenience init(type buttonType: ButtonType) {
        UIView.pendingBacking = ButtonBacking(type: buttonType == .custom ? .custom : .system)
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The title for a state; the normal state's is the one laid out and drawn.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { button.title = title }
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { button.image = image?.image }
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        if state == .normal { button.backgroundImage = image?.image }
    }
    public var currentTitle: String? { button.title }

    /// `contentEdgeInsets`: room around the title and image.
    open var contentEdgeInsets: UIEdgeInsets {
        get { button.contentEdgeInsets }
        set { button.contentEdgeInsets = newValue }
    }

    /// `titleLabel`: the font, Dynamic Type and line break mode of the title.
    public private(set) lazy var titleLabel: UILabel? = ButtonTitleLabel(button: self)
}

/// The title label of a button: its text settings are the button's.
final class ButtonTitleLabel: UILabel {
    unowned let owningButton: UIButton

    init(button: UIButton) {
        owningButton = button
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var text: String? {
        get { owningButton.currentTitle }
        set { owningButton.setTitle(newValue, for: .normal) }
    }
    override var font: UIFont! {
        get { owningButton.button.titleFont }
        set { owningButton.button.titleFont = newValue ?? ControlFonts.button }
    }
    override var adjustsFontForContentSizeCategory: Bool {
        get { owningButton.button.adjustsFontForContentSizeCategory }
        set { owningButton.button.adjustsFontForContentSizeCategory = newValue }
    }
    override var lineBreakMode: NSLineBreakMode {
        get { owningButton.button.titleLineBreakMode }
        set { owningButton.button.titleLineBreakMode = newValue }
    }
}
