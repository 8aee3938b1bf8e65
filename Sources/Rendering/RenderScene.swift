/// One screen to draw: a canvas, its background and laid-out items, back to front.
///
/// Plain data, filled in by the layout layer (or by hand): frames are already in canvas
/// coordinates and text is already laid out into lines, so drawing needs no layout engine.
/// Hierarchy effects are resolved by whoever fills it in: an item's `alpha` is its effective
/// opacity (its own times its ancestors'), `isHidden` is true when it or an ancestor is hidden,
/// and `clipRect` is the intersection of its clipping ancestors' bounds.
public struct RenderScene: Sendable, Hashable {
    /// Names the scene in the SVG's `<title>` and on contact sheets (e.g. "iPhone 8 · portrait").
    public var title: String?
    /// The canvas: the screen (or root view) size in points.
    public var size: RenderSize
    /// The screen's background, behind every item.
    public var backgroundColor: RenderColor
    /// Pixels per point (2 on an iPhone 8, 3 on an iPhone 15 Pro); the PNG's default zoom.
    public var displayScale: Double
    /// Items in drawing order: the first is drawn first, at the back.
    public var items: [RenderItem]
    /// The root view's safe area, for the safe-area overlay.
    public var safeArea: RenderRect?
    /// Constraints to draw in the constraints overlay (broken ones also in the diagnostics overlay).
    public var constraints: [RenderConstraint]

    public init(title: String? = nil, size: RenderSize, backgroundColor: RenderColor = .systemBackground,
                displayScale: Double = 2, items: [RenderItem] = [], safeArea: RenderRect? = nil,
                constraints: [RenderConstraint] = []) {
        self.title = title
        self.size = size
        self.backgroundColor = backgroundColor
        self.displayScale = displayScale
        self.items = items
        self.safeArea = safeArea
        self.constraints = constraints
    }

    /// Checks that every number is drawable: a finite, positive canvas and display scale,
    /// finite frames, insets, radii and control values, alpha in 0...1.
    public func validate() throws(RenderingError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidCanvasSize(size)
        }
        guard displayScale.isFinite, displayScale > 0 else { throw .invalidDisplayScale(displayScale) }
        if let safeArea, !safeArea.isFinite { throw .invalidValue(item: "safe area", field: "rect", value: "\(safeArea)") }
        for item in items { try item.validate() }
        for constraint in constraints where !constraint.from.isFinite || !constraint.to.isFinite {
            throw .invalidValue(item: constraint.name, field: "constraint line", value: "\(constraint.from) to \(constraint.to)")
        }
    }
}

/// One thing on the canvas: a view, control, layout guide or stack, with its frame and looks.
public struct RenderItem: Sendable, Hashable {
    /// What kind of UIKit object it is, and the state its drawing depends on.
    public enum Kind: Sendable, Hashable {
        case view
        case label
        /// A system button: its title (the item's text) in the tint color.
        case button
        case textField(borderStyle: TextFieldBorderStyle = .roundedRect)
        case `switch`(isOn: Bool)
        /// `value` within `minimumValue...maximumValue`, like UISlider's properties.
        case slider(value: Double, minimumValue: Double = 0, maximumValue: Double = 1)
        case stepper
        /// Titles of the segments, left to right, and the selected one (nil for none, `UISegmentedControl.noSegment`).
        case segmentedControl(titles: [String], selectedIndex: Int?)
        /// An image view; drawn as a placeholder picture, since images are not part of a layout.
        case imageView
        case activityIndicator
        /// `progress` in 0...1, like `UIProgressView.progress`.
        case progressView(progress: Double)
        case textView
        /// A `UILayoutGuide`: nothing is drawn unless the guides overlay is on (then a dashed outline).
        case layoutGuide
        case stackView

        /// UIKit's class name, for comments and labels.
        public var className: String {
            switch self {
            case .view: return "UIView"
            case .label: return "UILabel"
            case .button: return "UIButton"
            case .textField: return "UITextField"
            case .switch: return "UISwitch"
            case .slider: return "UISlider"
            case .stepper: return "UIStepper"
            case .segmentedControl: return "UISegmentedControl"
            case .imageView: return "UIImageView"
            case .activityIndicator: return "UIActivityIndicatorView"
            case .progressView: return "UIProgressView"
            case .textView: return "UITextView"
            case .layoutGuide: return "UILayoutGuide"
            case .stackView: return "UIStackView"
            }
        }
    }

    /// The text field border styles, `UITextField.BorderStyle`.
    public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    /// Identifies the item in the SVG (`data-name`) and in errors.
    public var name: String
    /// In canvas coordinates.
    public var frame: RenderRect
    public var kind: Kind
    /// Fills the frame (with `cornerRadius`) behind everything else; nil or clear for none.
    public var backgroundColor: RenderColor?
    /// Laid-out text: a label's text, a button's title, a text field's text or placeholder.
    public var text: RenderText?
    /// `UIView.tintColor`: button titles, slider fill, progress, the selected look.
    public var tintColor: RenderColor
    /// Effective opacity, 0...1.
    public var alpha: Double
    /// True when the item or an ancestor is hidden: then nothing of it is drawn.
    public var isHidden: Bool
    /// `layer.cornerRadius`, for the background and border.
    public var cornerRadius: Double
    /// `layer.borderWidth` and `layer.borderColor`; drawn inside the frame, as Core Animation does.
    public var borderWidth: Double
    public var borderColor: RenderColor
    /// Where drawing is cut off (ancestors with `clipsToBounds`), canvas coordinates; nil for nowhere.
    public var clipRect: RenderRect?
    /// `layoutMargins`, for the margins overlay; nil when the item has none to show.
    public var layoutMargins: RenderInsets?
    /// True when its frame is ambiguous: outlined in orange in the diagnostics overlay, as Interface Builder marks it.
    public var isAmbiguous: Bool

    public init(name: String, frame: RenderRect, kind: Kind = .view, backgroundColor: RenderColor? = nil,
                text: RenderText? = nil, tintColor: RenderColor = .systemBlue, alpha: Double = 1, isHidden: Bool = false,
                cornerRadius: Double = 0, borderWidth: Double = 0, borderColor: RenderColor = .black,
                clipRect: RenderRect? = nil, layoutMargins: RenderInsets? = nil, isAmbiguous: Bool = false) {
        self.name = name
        self.frame = frame
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.text = text
        self.tintColor = tintColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.clipRect = clipRect
        self.layoutMargins = layoutMargins
        self.isAmbiguous = isAmbiguous
    }

    func validate() throws(RenderingError) {
        guard frame.isFinite else { throw .invalidValue(item: name, field: "frame", value: "\(frame)") }
        guard alpha.isFinite, alpha >= 0, alpha <= 1 else {
            throw .invalidValue(item: name, field: "alpha", value: formatNumber(alpha) + " (expected 0...1)")
        }
        for (field, value) in [("corner radius", cornerRadius), ("border width", borderWidth)] where !value.isFinite || value < 0 {
            throw .invalidValue(item: name, field: field, value: "\(value) (expected a finite number ≥ 0)")
        }
        if let clipRect, !clipRect.isFinite { throw .invalidValue(item: name, field: "clip rect", value: "\(clipRect)") }
        if let layoutMargins, !layoutMargins.isFinite {
            throw .invalidValue(item: name, field: "layout margins", value: "\(layoutMargins)")
        }
        switch kind {
        case let .slider(value, minimum, maximum):
            guard value.isFinite, minimum.isFinite, maximum.isFinite else {
                throw .invalidValue(item: name, field: "slider value", value: "\(value) in \(minimum)...\(maximum)")
            }
        case let .progressView(progress) where !progress.isFinite:
            throw .invalidValue(item: name, field: "progress", value: "\(progress)")
        default:
            break
        }
        for line in text?.lines ?? [] where !line.origin.isFinite || !line.font.size.isFinite || !line.font.tracking.isFinite {
            throw .invalidValue(item: name, field: "text line '\(line.text)'", value: "origin \(line.origin), size \(line.font.size)")
        }
    }
}

/// A constraint drawn as a line between the two places it relates, labelled with its constant.
public struct RenderConstraint: Sendable, Hashable {
    /// Identifies it in the SVG and in errors (e.g. "title.leading == superview.leadingMargin + 8").
    public var name: String
    /// The line's two ends, canvas coordinates.
    public var from: RenderPoint
    public var to: RenderPoint
    /// Shown at the middle of the line: the constant ("16", "≥ 8"); nil for no label.
    public var label: String?
    /// True for a constraint the engine broke to satisfy the rest: drawn in red.
    public var isBroken: Bool

    public init(name: String, from: RenderPoint, to: RenderPoint, label: String? = nil, isBroken: Bool = false) {
        self.name = name
        self.from = from
        self.to = to
        self.label = label
        self.isBroken = isBroken
    }
}
