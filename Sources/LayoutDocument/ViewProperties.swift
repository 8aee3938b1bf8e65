import LayoutVocabulary

/// The typed properties of a view, each nil unless the document sets it.
///
/// Nil means "UIKit's default for that view", so the binding can tell what the document said
/// from what it left alone. Keys are the ones a document writes (see `ViewProperties.Key`); the
/// doc comment of each field gives its key when it differs.
public struct ViewProperties: Hashable, Sendable {
    // Text and content.
    public var text: String?
    public var title: String?
    public var placeholder: String?
    public var font: FontDescription?
    /// Key `alignment` on labels, text fields and text views (`NSTextAlignment`).
    public var textAlignment: TextAlignment?
    public var numberOfLines: Int?
    public var lineBreakMode: LineBreakMode?
    public var preferredMaxLayoutWidth: Double?
    public var textColor: ColorValue?
    public var borderStyle: TextBorderStyle?
    /// Key `scrollEnabled` (a text view with scrolling on has no intrinsic size).
    public var isScrollEnabled: Bool?
    /// Key `style` on activity indicators.
    public var activityIndicatorStyle: ActivityIndicatorStyle?
    /// Key `style` on progress views.
    public var progressViewStyle: ProgressViewStyle?
    /// The image's size in points, which is an image view's intrinsic content size.
    public var imageSize: Size?
    public var segments: [String]?

    // Every view.
    /// Key `background`.
    public var backgroundColor: ColorValue?
    /// Key `hidden`.
    public var isHidden: Bool?
    /// Key `hugging`: content hugging priorities.
    public var contentHugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?
    /// Replaces the computed intrinsic content size (like Interface Builder's placeholder size).
    public var intrinsicContentSize: IntrinsicSize?
    public var layoutMargins: LayoutMargins?

    // Stack views.
    public var axis: StackAxis?
    public var distribution: StackDistribution?
    /// Key `alignment` on stack views.
    public var stackAlignment: StackAlignment?
    public var spacing: StackSpacing?
    /// `setCustomSpacing(_:after:)` calls, in document order.
    public var customSpacing: [CustomSpacing]?
    public var isBaselineRelativeArrangement: Bool?
    public var isLayoutMarginsRelativeArrangement: Bool?

    // Scroll views.
    /// `contentInset`, in points on each absolute side.
    public var contentInset: ContentInset?
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?

    public init() {}

    /// The keys a document may write on a view of this type.
    public static func keys(for type: ViewType) -> [String] {
        Key.allCases.filter { $0.applies(to: type) }.map(\.rawValue)
    }

    /// Sets every property `changes` sets; the others keep their values.
    ///
    /// How a size-class variation's attribute changes apply: the more specific variation wins
    /// property by property.
    public mutating func apply(_ changes: ViewProperties) {
        func take<T>(_ path: WritableKeyPath<ViewProperties, T?>) {
            if let value = changes[keyPath: path] { self[keyPath: path] = value }
        }
        take(\.text); take(\.title); take(\.placeholder); take(\.font); take(\.textAlignment)
        take(\.numberOfLines); take(\.lineBreakMode); take(\.preferredMaxLayoutWidth); take(\.textColor)
        take(\.borderStyle); take(\.isScrollEnabled); take(\.activityIndicatorStyle); take(\.progressViewStyle)
        take(\.imageSize); take(\.segments); take(\.backgroundColor); take(\.isHidden); take(\.contentHugging)
        take(\.compressionResistance); take(\.intrinsicContentSize); take(\.layoutMargins); take(\.axis)
        take(\.distribution); take(\.stackAlignment); take(\.spacing); take(\.customSpacing)
        take(\.isBaselineRelativeArrangement); take(\.isLayoutMarginsRelativeArrangement)
        take(\.contentInset); take(\.contentInsetAdjustmentBehavior)
    }

    /// The keys a view may carry, and which view types have each.
    public enum Key: String, CaseIterable, Sendable {
        case type, vflName, hidden, background, hugging, compressionResistance, intrinsicContentSize
        case layoutMargins, subviews
        case text, title, placeholder, font, alignment, numberOfLines, lineBreakMode, preferredMaxLayoutWidth
        case textColor, borderStyle, scrollEnabled, style, imageSize, segments
        case axis, distribution, spacing, customSpacing, isBaselineRelativeArrangement
        case isLayoutMarginsRelativeArrangement, arrangedSubviews
        case contentInset, contentInsetAdjustmentBehavior

        /// The view types that have this property.
        public var appliesTo: [ViewType] {
            let views = ViewType.allCases.filter { $0 != .layoutGuide }
            switch self {
            case .type: return ViewType.allCases
            case .vflName, .hidden, .background, .hugging, .compressionResistance, .intrinsicContentSize,
                 .layoutMargins, .subviews:
                return views
            case .text: return [.label, .textField, .textView]
            case .font: return [.label, .button, .textField, .textView, .segmentedControl]
            case .textColor: return [.label, .button, .textField, .textView]
            case .alignment: return [.label, .textField, .textView, .stackView]
            case .title: return [.button]
            case .placeholder, .borderStyle: return [.textField]
            case .numberOfLines, .preferredMaxLayoutWidth: return [.label]
            case .lineBreakMode: return [.label, .button]
            case .scrollEnabled: return [.textView]
            case .style: return [.activityIndicator, .progressView]
            case .imageSize: return [.imageView]
            case .segments: return [.segmentedControl]
            case .axis, .distribution, .spacing, .customSpacing, .isBaselineRelativeArrangement,
                 .isLayoutMarginsRelativeArrangement, .arrangedSubviews:
                return [.stackView]
            case .contentInset, .contentInsetAdjustmentBehavior: return [.scrollView]
            }
        }

        func applies(to type: ViewType) -> Bool { appliesTo.contains(type) }

        /// Whether a size-class variation may change the property (not the structure: type,
        /// VFL name and children are fixed).
        var canVary: Bool {
            ![.type, .vflName, .subviews, .arrangedSubviews].contains(self)
        }

        /// Names people write for a property, mapped to the document's key, for "did you mean".
        static let aliases: [String: Key] = [
            "backgroundColor": .background, "isHidden": .hidden, "contentHugging": .hugging,
            "contentHuggingPriority": .hugging, "compressionResistancePriority": .compressionResistance,
            "contentCompressionResistance": .compressionResistance, "textAlignment": .alignment,
            "isScrollEnabled": .scrollEnabled, "baselineRelativeArrangement": .isBaselineRelativeArrangement,
            "layoutMarginsRelativeArrangement": .isLayoutMarginsRelativeArrangement,
            "arrangedViews": .arrangedSubviews, "views": .subviews, "children": .subviews,
            "image": .imageSize, "lines": .numberOfLines, "color": .textColor,
        ]
    }
}

/// A priority per axis, as `setContentHuggingPriority(_:for:)` and
/// `setContentCompressionResistancePriority(_:for:)` take them; nil keeps UIKit's default.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Float?
    public var vertical: Float?

    public init(horizontal: Float? = nil, vertical: Float? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// An intrinsic content size; nil on an axis is `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// Layout margins as written: directional (`leading`/`trailing`, UIKit's
/// `directionalLayoutMargins`) or absolute (`left`/`right`, `layoutMargins`). A nil edge keeps the
/// view's default margin on that edge (8 for a plain view, the device's for the root).
/// A scroll view's `contentInset`: points on each absolute side.
public struct ContentInset: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges take the safe area into the
/// adjusted content inset.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}

public enum LayoutMargins: Hashable, Sendable {
    case directional(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    case absolute(top: Double?, left: Double?, bottom: Double?, right: Double?)
}

/// `NSTextAlignment`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// `NSLineBreakMode`, with UIKit's Swift names. Documents may also write Interface Builder's
/// names (`wordWrap`, `tailTruncation`, …) or the short ones (`truncateTail`, `clip`, …).
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Every spelling a document may use, folded to lowercase.
    static let spellings: [String: LineBreakMode] = [
        "bywordwrapping": .byWordWrapping, "wordwrap": .byWordWrapping, "wordwrapping": .byWordWrapping,
        "bycharwrapping": .byCharWrapping, "characterwrap": .byCharWrapping, "charwrap": .byCharWrapping,
        "charwrapping": .byCharWrapping,
        "byclipping": .byClipping, "clip": .byClipping, "clipping": .byClipping,
        "bytruncatinghead": .byTruncatingHead, "headtruncation": .byTruncatingHead, "truncatehead": .byTruncatingHead,
        "truncatinghead": .byTruncatingHead,
        "bytruncatingtail": .byTruncatingTail, "tailtruncation": .byTruncatingTail, "truncatetail": .byTruncatingTail,
        "truncatingtail": .byTruncatingTail,
        "bytruncatingmiddle": .byTruncatingMiddle, "middletruncation": .byTruncatingMiddle,
        "truncatemiddle": .byTruncatingMiddle, "truncatingmiddle": .byTruncatingMiddle,
    ]
}

/// `UITextField.BorderStyle`.
public enum TextBorderStyle: String, CaseIterable, Hashable, Sendable {
    case none, line, bezel, roundedRect
}

/// `UIActivityIndicatorView.Style`: 20 × 20 (`medium`) or 37 × 37 (`large`).
public enum ActivityIndicatorStyle: String, CaseIterable, Hashable, Sendable {
    case medium, large
}

/// `UIProgressView.Style`.
public enum ProgressViewStyle: String, CaseIterable, Hashable, Sendable {
    case `default`, bar
}

/// `NSLayoutConstraint.Axis` of a stack view.
public enum StackAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// `UIStackView.Distribution`, raw values as UIKit's (fill = 0 … equalCentering = 4).
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

    public var uiKitRawValue: Int {
        switch self {
        case .fill: 0
        case .fillEqually: 1
        case .fillProportionally: 2
        case .equalSpacing: 3
        case .equalCentering: 4
        }
    }
}

/// `UIStackView.Alignment` as written; `leading`/`top` and `trailing`/`bottom` are one UIKit value
/// each (`uiKitRawValue`), kept apart here so the document reads back as written.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

    public var uiKitRawValue: Int {
        switch self {
        case .fill: 0
        case .leading, .top: 1
        case .firstBaseline: 2
        case .center: 3
        case .trailing, .bottom: 4
        case .lastBaseline: 5
        }
    }
}

/// A stack view's `spacing`: points, or `standard` (`UIStackView.spacingUseSystem`).
public enum StackSpacing: Hashable, Sendable {
    case points(Double)
    case system
}

/// One `setCustomSpacing(_:after:)`: the spacing after the arranged subview named `after`.
public struct CustomSpacing: Hashable, Sendable {
    public var after: String
    public var spacing: Double

    public init(after: String, spacing: Double) {
        self.after = after
        self.spacing = spacing
    }
}
