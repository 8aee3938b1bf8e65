import AutoLayout
import InterfaceBuilder

/// Where a view's intrinsic content size comes from: what decides its size besides constraints.
public enum IBContentSource: String, Hashable, Sendable, Codable {
    /// No intrinsic size: constraints alone decide the frame.
    case none
    /// A size written in the document: a placeholder intrinsic size, an image resource's size.
    case document
    /// Text and control metrics (labels, buttons, text fields, switches, …): measured by the
    /// control that renders it. Views whose frames these decide are text-dependent.
    case textAndControlMetrics
}

/// A view made for one Interface Builder element, and what its frame depends on.
public struct IBMadeView {
    public var view: View
    /// What the view's intrinsic size comes from.
    public var contentSource: IBContentSource
    /// True when the view lays out its arranged subviews itself (a working `UIStackView`). When
    /// false for a `stackView` element, the builder knows the arrangement is missing.
    public var arrangesSubviews: Bool

    public init(view: View, contentSource: IBContentSource, arrangesSubviews: Bool = false) {
        self.view = view
        self.contentSource = contentSource
        self.arrangesSubviews = arrangesSubviews
    }
}

/// What a factory is told about the element it makes a view for.
public struct IBViewContext {
    public let document: IBDocument
    public let trait: IBTrait
    /// The element with the trait's values applied (fonts, stack attributes, hidden).
    public let element: IBView
    /// The Dynamic Type size text styles are measured at (`IBLayoutOptions.textStyleCategory`).
    public var textStyleCategory: ContentSizeCategory = .large
}

/// The one point where controls and stack views plug in: makes the `View` for an element.
///
/// The builder sets everything the document says about layout on the returned view afterwards:
/// autoresizing, frame, margins, hugging and compression resistance, hidden, and the placeholder
/// intrinsic size when the element has one. A factory supplies what depends on the kind: the
/// class (a label that measures its text, a stack view that arranges its subviews), its
/// intrinsic size and baselines, its alignment-rect insets.
public protocol IBViewFactory {
    /// The view for `context.element`, or nil to leave it to the next factory (the builder ends
    /// with `IBPlainViewFactory`).
    func makeView(_ context: IBViewContext) -> IBMadeView?
}

/// The view the plain factory makes: a `View` with a type name and optional alignment insets.
public final class IBElementView: View {
    /// UIKit's class name for the element, printed in diagnostics (`UILabel`, `UISwitch`).
    public let elementTypeName: String
    /// `alignmentRectInsets`: frame minus alignment rect, as the control would report it.
    public var elementAlignmentInsets: EdgeInsets = .zero
    /// The first baseline from the alignment rect's top and the last from its bottom, as the
    /// control would report them; nil (the default) for a view without text, whose baselines
    /// are its bottom edge.
    public var elementBaselines: (first: Double, last: Double)?

    public init(typeName: String, name: String?) {
        elementTypeName = typeName
        super.init(name: name)
    }

    override public var typeName: String { elementTypeName }
    override public var alignmentRectInsets: EdgeInsets { elementAlignmentInsets }
    override public var firstBaselineOffsetFromTop: Double? { elementBaselines?.first }
    override public var lastBaselineOffsetFromBottom: Double? { elementBaselines?.last }
}

/// The factory used until the controls and stack views are there: a plain view for every
/// element, with the intrinsic size the document itself gives (an image resource's size) and
/// the alignment insets Interface Builder's controls are observed to have.
///
/// Text-bearing views and controls get no intrinsic size from it (the builder still applies a
/// placeholder intrinsic size); they are marked `textAndControlMetrics`, so that every view
/// whose frame they decide is counted as text-dependent.
public struct IBPlainViewFactory: IBViewFactory {
    public init() {}

    public func makeView(_ context: IBViewContext) -> IBMadeView? {
        let element = context.element
        if element.kind == .scrollView {
            // A real scroll view: its content and frame guides, and its inset behaviour.
            let scroll = ScrollView(name: element.displayName)
            if let name = element.attributes["contentInsetAdjustmentBehavior"],
               let behavior = ScrollView.ContentInsetAdjustmentBehavior(name: name) {
                scroll.contentInsetAdjustmentBehavior = behavior
            }
            return IBMadeView(view: scroll, contentSource: .none)
        }
        let view = IBElementView(typeName: element.uiKitClassName, name: element.displayName)
        view.elementAlignmentInsets = IBControlMetrics.alignmentInsets(of: element, document: context.document)
        var source = IBControlMetrics.contentSource(of: element, document: context.document)
        if source == .document, let image = IBControlMetrics.imageSize(of: element, document: context.document) {
            view.explicitIntrinsicContentSize = image
        } else if source == .document {
            source = .none
        }
        return IBMadeView(view: view, contentSource: source)
    }
}

/// Facts about Interface Builder's controls that do not need text: which kinds have content
/// sizes, and alignment-rect insets (measured from saved frames).
public enum IBControlMetrics {
    /// The axes on which a kind has an intrinsic size from text or control metrics, or nil for
    /// kinds without one. Sliders, progress views and bars are as wide as constraints make them
    /// (UIKit gives them no intrinsic width); a scrolling text view has no intrinsic size at all.
    public static func contentAxes(of element: IBView) -> (width: Bool, height: Bool)? {
        switch element.kind {
        case .label, .button, .textField, .switch, .stepper, .segmentedControl, .activityIndicatorView,
             .pageControl, .datePicker, .pickerView:
            return (true, true)
        case .slider, .progressView, .searchBar, .navigationBar, .toolbar, .tabBar:
            return (false, true)
        case .textView:
            if case .textView(let t)? = element.content, !t.isScrollEnabled { return (true, true) }
            return nil
        default:
            return nil
        }
    }

    /// Where the element's intrinsic size comes from, before a placeholder size is applied.
    public static func contentSource(of element: IBView, document: IBDocument) -> IBContentSource {
        if contentAxes(of: element) != nil { return .textAndControlMetrics }
        if element.kind == .imageView {
            guard case .imageView(let image)? = element.content, image.image != nil else { return .none }
            // SF Symbols size with their font; images missing from <resources> are unknown.
            return imageSize(of: element, document: document) == nil ? .textAndControlMetrics : .document
        }
        return .none
    }

    /// An image view's image size in points, from the document's `<resources>`.
    public static func imageSize(of element: IBView, document: IBDocument) -> Size? {
        guard case .imageView(let content)? = element.content, let name = content.image,
              content.imageCatalog != "system", let resource = document.images[name],
              resource.catalog != "system" else { return nil }
        return Size(width: resource.size.width, height: resource.size.height)
    }

    /// An image view's SF Symbol size in points: its saved size. A system symbol is drawn from
    /// its font at the symbol configuration's point size (the resource's size is the symbol's
    /// design size, not its size on screen), and we have no symbol fonts; the size Interface
    /// Builder saved stands for it, so that the image view keeps an intrinsic size, as every
    /// UIImageView with an image has. Nil for other images and for a view with no saved frame.
    public static func symbolSize(of element: IBView, document: IBDocument) -> Size? {
        guard case .imageView(let content)? = element.content, let name = content.image,
              content.imageCatalog == "system" || document.images[name]?.catalog == "system",
              let frame = element.frame, frame.width >= 0, frame.height >= 0 else { return nil }
        return Size(width: frame.width, height: frame.height)
    }

    /// Frame minus alignment rect (observed in saved frames): a switch's right
    /// edge is 2 pt outside its alignment rect; a slider's sides are 2 pt and its bottom 1 pt;
    /// a segmented control's bottom 1 pt in documents from Xcode 11 on (toolsVersion ≥ 14810).
    public static func alignmentInsets(of element: IBView, document: IBDocument) -> EdgeInsets {
        switch element.kind {
        case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case .slider: return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .segmentedControl where document.era >= IBXcodeEra.xcode11:
            return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }
}

extension IBView {
    /// UIKit's class for the element, as diagnostics print it.
    public var uiKitClassName: String {
        switch kind {
        case .view: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .switch: "UISwitch"
        case .slider: "UISlider"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .activityIndicatorView: "UIActivityIndicatorView"
        case .progressView: "UIProgressView"
        case .imageView: "UIImageView"
        case .stackView: "UIStackView"
        case .scrollView: "UIScrollView"
        case .tableView: "UITableView"
        case .tableViewCell: "UITableViewCell"
        case .tableViewCellContentView: "UITableViewCellContentView"
        case .collectionView: "UICollectionView"
        case .collectionViewCell: "UICollectionViewCell"
        case .collectionViewCellContentView: "UICollectionViewCellContentView"
        case .collectionReusableView: "UICollectionReusableView"
        case .navigationBar: "UINavigationBar"
        case .toolbar: "UIToolbar"
        case .tabBar: "UITabBar"
        case .searchBar: "UISearchBar"
        case .visualEffectView: "UIVisualEffectView"
        case .containerView: "UIView"
        case .datePicker: "UIDatePicker"
        case .pickerView: "UIPickerView"
        case .pageControl: "UIPageControl"
        case .mapView: "MKMapView"
        case .webView: "UIWebView"
        case .wkWebView: "WKWebView"
        case .unknown(let name): name
        }
    }

    /// The view's name in reports: its Interface Builder label, else its type and text
    /// (`Label "Name"`, `Button "Log In"`), else its custom class or element name.
    public var displayName: String {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        let type = customClass ?? elementName.prefix(1).uppercased() + elementName.dropFirst()
        if let text = displayText, !text.isEmpty {
            let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
            return "\(type) \"\(Self.oneLine(short))\""
        }
        return type
    }

    /// `text` with each line feed made a space, so that a name stays on one line.
    ///
    /// By scalars rather than Foundation's `replacingOccurrences`, which on Linux goes through
    /// NSString: names are asked for dozens of times a view, and that call was a tenth of
    /// `lint`'s instructions on a generated form.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == "\n" ? " " : scalar) }
        return String(scalars)
    }

    /// The text the element shows, where it has one.
    var displayText: String? {
        switch content {
        case .label(let l)?: l.text ?? l.attributedText?.string
        case .button(let b)?: b.title ?? b.configuration?.title ?? b.states.first?.attributedTitle?.string
        case .textField(let t)?: t.text ?? t.placeholder
        case .textView(let t)?: t.text ?? t.attributedText?.string
        case .segmentedControl(let s)?: s.segments.compactMap(\.title).joined(separator: "|")
        default: nil
        }
    }
}
