/// What a control or content view shows: the inputs of its intrinsic content size.
///
/// A label's size comes from its text, font and line settings; a button's from its titles,
/// images, font and insets; an image view's from its image. The layout step measures these;
/// this module only reads them.
///
/// Labels and buttons, the largest payloads, are boxed (`indirect`), so that reading a deeply
/// nested document keeps each level's stack frame small.
public enum IBContent: Hashable, Sendable {
    indirect case label(IBLabel)
    indirect case button(IBButton)
    case textField(IBTextField)
    case textView(IBTextView)
    case segmentedControl(IBSegmentedControl)
    case imageView(IBImageView)
    case `switch`(IBSwitch)
    case slider(IBSlider)
    case stepper(IBStepper)
    case progressView(IBProgressView)
    case activityIndicator(IBActivityIndicator)
    case tableView(IBTableView)
    case tableViewCell(IBTableViewCell)
    case collectionView(IBCollectionView)
    case bar(IBBar)
    case visualEffect(IBVisualEffect)
}

/// A `<fontDescription>` (or an attributed string's `<font key="NSFont">`).
public struct IBFont: Hashable, Sendable {
    /// System font weights, UIFont.Weight's names.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// Which font.
    public enum Face: Hashable, Sendable {
        /// `type="system"` with an optional `weight` (regular when not written).
        case system(Weight)
        /// `type="boldSystem"`.
        case boldSystem
        /// `type="italicSystem"`.
        case italicSystem
        /// `style="UICTFontTextStyleBody"`: a Dynamic Type text style, by its Core Text name.
        case textStyle(String)
        /// `name="HelveticaNeue-Bold" family="Helvetica Neue"`: a named font.
        case custom(name: String, family: String?)
    }

    /// The point size.
    public enum Size: Hashable, Sendable {
        case points(Double)
        /// `size="system"`: UIFont.systemFontSize.
        case systemFontSize
        /// Not written on a text-style font: the style's size for the content size category.
        case textStyleDefault
        /// `pointSize="0.0"`: left to the owner (a table cell style's labels). Interface Builder
        /// measures it at Core Text's default size, 12 pt (`CTFontCreateWithName`: "If 0.0 is
        /// specified, the default font size of 12.0 is used"); woocommerce's
        /// LeftImageTitleSubtitleTableViewCell saved its "Title" 25 × 14.5, a 12-pt line.
        case unspecified
    }

    public var face: Face
    public var size: Size
    public var line: Int

    public init(face: Face, size: Size, line: Int) {
        self.face = face
        self.size = size
        self.line = line
    }

    /// The size in points when written as a number.
    public var pointSize: Double? {
        if case .points(let value) = size { return value }
        return nil
    }

    /// UIKit's name for a Core Text style name: `UICTFontTextStyleBody` → `body`,
    /// `UICTFontTextStyleTitle0` → `largeTitle`; nil for names not in UIFont.TextStyle.
    public static func textStyleName(_ coreTextName: String) -> String? {
        let table = [
            "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
            "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
            "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
            "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
            "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
            "UICTFontTextStyleCaption2": "caption2",
        ]
        return table[coreTextName]
    }
}

/// NSTextAlignment's names.
public enum IBTextAlignment: String, CaseIterable, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// NSLineBreakMode's names.
public enum IBLineBreakMode: String, CaseIterable, Hashable, Sendable {
    case wordWrapping, characterWrapping, clipping, headTruncation, tailTruncation, middleTruncation

    /// Reads IB's spellings: labels write UIKit's names (`tailTruncation`, `wordWrapping`), while
    /// buttons and older files write `wordWrap`, `characterWrap`, `clip`, and paragraph styles
    /// `truncatingTail` and its siblings.
    public init?(ibValue: String) {
        let aliases: [String: IBLineBreakMode] = [
            "wordWrap": .wordWrapping, "characterWrap": .characterWrapping, "charWrapping": .characterWrapping,
            "clip": .clipping, "truncatingHead": .headTruncation, "truncatingTail": .tailTruncation,
            "truncatingMiddle": .middleTruncation,
        ]
        guard let mode = IBLineBreakMode(rawValue: ibValue) ?? aliases[ibValue] else { return nil }
        self = mode
    }
}

/// An `<attributedString>`: its fragments with their fonts.
public struct IBAttributedText: Hashable, Sendable {
    public struct Fragment: Hashable, Sendable {
        public var content: String
        /// `<font key="NSFont">`, nil when the fragment does not set one.
        public var font: IBFont?
        /// The paragraph style's `alignment` and `lineBreakMode`, as written.
        public var alignment: String?
        public var lineBreakMode: String?
        /// The paragraph style's `lineSpacing`, `lineHeightMultiple`, `minimumLineHeight` and
        /// `maximumLineHeight`, when written.
        public var lineSpacing: Double?
        public var lineHeightMultiple: Double?
        public var minimumLineHeight: Double?
        public var maximumLineHeight: Double?

        public init(content: String, font: IBFont?, alignment: String?, lineBreakMode: String?,
                    lineSpacing: Double? = nil, lineHeightMultiple: Double? = nil,
                    minimumLineHeight: Double? = nil, maximumLineHeight: Double? = nil) {
            self.content = content
            self.font = font
            self.alignment = alignment
            self.lineBreakMode = lineBreakMode
            self.lineSpacing = lineSpacing
            self.lineHeightMultiple = lineHeightMultiple
            self.minimumLineHeight = minimumLineHeight
            self.maximumLineHeight = maximumLineHeight
        }
    }

    public var fragments: [Fragment]
    public var line: Int

    public init(fragments: [Fragment], line: Int) {
        self.fragments = fragments
        self.line = line
    }

    /// The whole text.
    public var string: String { fragments.map(\.content).joined() }
}

/// A `<label>`.
public struct IBLabel: Hashable, Sendable {
    /// `text`, or the `<string key="text">` child for multi-line text.
    public var text: String?
    public var attributedText: IBAttributedText?
    public var font: IBFont?
    /// nil when not written (UIKit's default: natural).
    public var textAlignment: IBTextAlignment?
    /// 1 unless written; 0 means unlimited.
    public var numberOfLines: Int = 1
    /// Tail truncation unless written.
    public var lineBreakMode: IBLineBreakMode = .tailTruncation
    /// `preferredMaxLayoutWidth`, when written.
    public var preferredMaxLayoutWidth: Double?
    public var adjustsFontSizeToFitWidth: Bool = false
    public var minimumScaleFactor: Double?
    public var adjustsFontForContentSizeCategory: Bool = false
    /// `baselineAdjustment` as written.
    public var baselineAdjustment: String?

    public init() {}
}

/// One `<state key="normal|highlighted|selected|disabled">` of a button.
public struct IBButtonState: Hashable, Sendable {
    public var state: String
    public var title: String?
    public var attributedTitle: IBAttributedText?
    /// Image name, and `catalog="system"` for an SF Symbol.
    public var image: String?
    public var imageCatalog: String?
    public var backgroundImage: String?
    /// `<preferredSymbolConfiguration>` attributes (`configurationType`, `pointSize`, `scale`, `weight`).
    public var symbolConfiguration: [String: String]?
    public var line: Int

    public init(state: String, line: Int) {
        self.state = state
        self.line = line
    }
}

/// A `<buttonConfiguration key="configuration">` (Xcode 13+, UIButton.Configuration).
public struct IBButtonConfiguration: Hashable, Sendable {
    /// `plain`, `gray`, `tinted`, `filled`, …
    public var style: String?
    public var title: String?
    public var subtitle: String?
    public var image: String?
    public var imageCatalog: String?
    /// `<fontDescription key="titleFontDescription">`, when written.
    public var titleFont: IBFont?
    /// `<directionalEdgeInsets key="contentInsets">`, when written.
    public var contentInsets: IBDirectionalEdgeInsets?
    public var attributes: [String: String] = [:]
    public var line: Int

    public init(line: Int) { self.line = line }
}

/// A `<button>`.
public struct IBButton: Hashable, Sendable {
    /// `buttonType`; IB omits it for custom buttons.
    public var buttonType: String = "custom"
    public var states: [IBButtonState] = []
    public var font: IBFont?
    public var configuration: IBButtonConfiguration?
    public var contentEdgeInsets: IBEdgeInsets?
    public var titleEdgeInsets: IBEdgeInsets?
    public var imageEdgeInsets: IBEdgeInsets?
    public var lineBreakMode: IBLineBreakMode?
    public var contentHorizontalAlignment: String?
    public var contentVerticalAlignment: String?

    public init() {}

    /// The `normal` state's title: what a button shows at rest.
    public var title: String? { states.first { $0.state == "normal" }?.title }
}

/// A `<textField>`.
public struct IBTextField: Hashable, Sendable {
    public var text: String?
    public var placeholder: String?
    /// `none` unless written (`line`, `bezel`, `roundedRect`).
    public var borderStyle: String = "none"
    public var font: IBFont?
    public var textAlignment: IBTextAlignment?
    public var minimumFontSize: Double?
    public var adjustsFontSizeToFitWidth: Bool = false
    public var clearButtonMode: String?

    public init() {}
}

/// A `<textView>`: scrolling text views have no intrinsic height; non-scrolling ones size to text.
public struct IBTextView: Hashable, Sendable {
    public var text: String?
    public var attributedText: IBAttributedText?
    public var font: IBFont?
    public var textAlignment: IBTextAlignment?
    /// `scrollEnabled`, YES unless written `NO`.
    public var isScrollEnabled: Bool = true
    public var isEditable: Bool = true
    public var isSelectable: Bool = true

    public init() {}
}

/// A `<segmentedControl>`.
public struct IBSegmentedControl: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        public var title: String?
        public var image: String?
        /// A fixed width, when written; 0 or nil means automatic.
        public var width: Double?
        public var line: Int

        public init(title: String?, image: String?, width: Double?, line: Int) {
            self.title = title
            self.image = image
            self.width = width
            self.line = line
        }
    }

    public var segments: [Segment] = []
    public var selectedSegmentIndex: Int?
    public var style: String?

    public init() {}
}

/// An `<imageView>`: its intrinsic size is its image's size (`IBDocument.images`).
public struct IBImageView: Hashable, Sendable {
    public var image: String?
    public var imageCatalog: String?
    public var highlightedImage: String?

    public init() {}
}

/// A `<switch>`.
public struct IBSwitch: Hashable, Sendable {
    /// `on`, NO unless written.
    public var isOn: Bool = false
    public var title: String?

    public init() {}
}

/// A `<slider>`. Values default to UISlider's: 0 in 0…1.
public struct IBSlider: Hashable, Sendable {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    public var minimumValueImage: String?
    public var maximumValueImage: String?

    public init() {}
}

/// A `<stepper>`. Values default to UIStepper's: 0 in 0…100, step 1.
public struct IBStepper: Hashable, Sendable {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1

    public init() {}
}

/// A `<progressView>`.
public struct IBProgressView: Hashable, Sendable {
    public var progress: Double = 0
    /// `progressViewStyle` (`default`, `bar`), nil when not written.
    public var style: String?

    public init() {}
}

/// An `<activityIndicatorView>`: 20×20 (medium, gray, white) or 37×37 (large, whiteLarge).
public struct IBActivityIndicator: Hashable, Sendable {
    public var style: String?
    public var hidesWhenStopped: Bool = false
    public var isAnimating: Bool = false

    public init() {}
}

/// A `<tableView>`'s row and section metrics: they decide where its cells sit.
public struct IBTableView: Hashable, Sendable {
    /// `plain`, `grouped`, `insetGrouped`.
    public var style: String?
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var separatorStyle: String?
    /// `prototypes` (dynamic) or `static`.
    public var dataMode: String?

    public init() {}
}

/// A `<tableViewCell>`.
public struct IBTableViewCell: Hashable, Sendable {
    public var reuseIdentifier: String?
    public var rowHeight: Double?
    /// `IBUITableViewCellStyleDefault`, …, nil for custom cells.
    public var style: String?
    /// `disclosureIndicator`, `checkmark`, …: accessories narrow the content view.
    public var accessoryType: String?
    public var indentationLevel: Int?
    public var indentationWidth: Double?

    public init() {}
}

/// A `<collectionView>` and its `<collectionViewFlowLayout>`.
public struct IBCollectionView: Hashable, Sendable {
    public var flowLayout: IBFlowLayout?

    public init() {}
}

/// A `<collectionViewFlowLayout key="collectionViewLayout">`.
public struct IBFlowLayout: Hashable, Sendable {
    /// `vertical` unless written.
    public var scrollDirection: String = "vertical"
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var itemSize: IBSize?
    public var estimatedItemSize: IBSize?
    public var headerReferenceSize: IBSize?
    public var footerReferenceSize: IBSize?
    public var sectionInset: IBEdgeInsets?
    /// `sectionInsetReference` (`safeArea`, `layoutMargins`), when written.
    public var sectionInsetReference: String?
    public var line: Int

    public init(line: Int) { self.line = line }
}

/// A navigation bar, toolbar or tab bar view: whether it is translucent, and its style.
public struct IBBar: Hashable, Sendable {
    /// `translucent`, nil when not written (bars are translucent by default).
    public var translucent: Bool?
    /// `largeTitles="YES"` on navigation bars.
    public var prefersLargeTitles: Bool = false
    public var barStyle: String?

    public init() {}
}

/// A `<visualEffectView>`'s effect.
public struct IBVisualEffect: Hashable, Sendable {
    /// `<blurEffect style="…">`, when written.
    public var blurStyle: String?
    /// `<vibrancyEffect>` present.
    public var hasVibrancy: Bool = false

    public init() {}
}
