import VisualFormat

/// The kinds of view a document can declare, written as `type:` with these raw values.
public enum ViewType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case view
    case label
    case button
    case textField
    case `switch`
    case slider
    case stepper
    case segmentedControl
    case activityIndicator
    case progressView
    case imageView
    case textView
    case stackView
    /// A `UIScrollView`: constraints name its guides `Content Layout Guide` and `Frame Layout Guide`.
    case scrollView
    /// A `UILayoutGuide` owned by the view it is declared under: no subviews, no drawing.
    case layoutGuide

    /// The UIKit class the type stands for.
    public var uiKitClassName: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .activityIndicator: "UIActivityIndicatorView"
        case .progressView: "UIProgressView"
        case .imageView: "UIImageView"
        case .textView: "UITextView"
        case .stackView: "UIStackView"
        case .scrollView: "UIScrollView"
        case .layoutGuide: "UILayoutGuide"
        }
    }

    public var description: String { rawValue }
}

/// One view (or layout guide) of a document, with everything under it.
///
/// Views keep document order: `subviews` in the order written, and a stack view's
/// `arrangedSubviews` in arrangement order. As in UIKit, arranged subviews are subviews too; the
/// document lists them once, under `arrangedSubviews:`, and the binding adds them with
/// `addArrangedSubview`, after the stack's plain `subviews`.
public struct DocumentView: Hashable, Sendable {
    /// The name as declared (the key under `views:`). Constraints match it without regard to case.
    public var name: String
    public var type: ViewType
    /// The name VFL lines use: the `vflName` property, or one derived from `name` (see
    /// `DocumentView.derivedVFLName(from:)`); nil when neither gives an identifier and for guides.
    public var vflName: String?
    public var properties: ViewProperties
    /// Plain subviews and layout guides, in document order.
    public var subviews: [DocumentView]
    /// A stack view's arranged subviews, in order; empty for other types.
    public var arrangedSubviews: [DocumentView]
    /// Where the name is written.
    public var location: SourceLocation
    /// Where each property's value is written, by property key (`font`, `hugging`, …).
    public var propertyLocations: [String: SourceLocation]

    public init(name: String, type: ViewType, vflName: String? = nil, properties: ViewProperties = ViewProperties(),
                subviews: [DocumentView] = [], arrangedSubviews: [DocumentView] = [],
                location: SourceLocation, propertyLocations: [String: SourceLocation] = [:]) {
        self.name = name
        self.type = type
        self.vflName = vflName
        self.properties = properties
        self.subviews = subviews
        self.arrangedSubviews = arrangedSubviews
        self.location = location
        self.propertyLocations = propertyLocations
    }

    /// Subviews then arranged subviews: every child in the order the binding adds them.
    public var children: [DocumentView] { subviews + arrangedSubviews }

    /// This view and everything under it, depth first, parents before children.
    public var allViews: [DocumentView] {
        [self] + children.flatMap(\.allViews)
    }

    /// The identifier VFL lines may use for a view of this name, or nil: the VisualFormat
    /// module's rule (`VisualFormat.derivedViewName(from:)`), so that Swift code and documents
    /// name views alike.
    ///
    /// Names become lowerCamelCase words, lowering only a first word's first letter (all of it
    /// when it is all capitals): "Name Label" → `nameLabel`, `nameLabel` → `nameLabel`, "URL
    /// field" → `urlField`, "2nd Label" → `_2ndLabel`. A name without an ASCII letter or digit
    /// derives none: such a view needs an explicit `vflName` to appear in VFL. (The reader also
    /// accepts a name that already is an identifier as written: `Card` as well as `card`.)
    public static func derivedVFLName(from name: String) -> String? {
        VisualFormat.derivedViewName(from: name)
    }
}
