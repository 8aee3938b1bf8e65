/// One view element, its layout-relevant properties, and everything inside it.
///
/// A view is any element with a saved `<rect key="frame">` or any element in a `<subviews>`
/// list: `view`, `label`, `button`, `stackView`, `tableViewCell`, `tableViewCellContentView`, a
/// navigation controller's `navigationBar`, …. Attributes IB
/// omits at their defaults are filled in with those defaults (see each property); `attributes`
/// keeps every attribute exactly as written.
public struct IBView: Hashable, Sendable {
    /// Every field below, in one box shared by copies (`IBView+Storage.swift`).
    var storage: Storage

    public var kind: Kind {
        get { storage.fields.kind }
        _modify { yield &uniqueStorage().fields.kind }
    }
    /// The element name, such as `label`; for `.unknown` kinds the only name there is.
    public var elementName: String {
        get { storage.fields.elementName }
        _modify { yield &uniqueStorage().fields.elementName }
    }
    /// The `key` this view is stored under in its parent element: `view` for a controller's root
    /// view, `contentView` for a cell's content view, `tableHeaderView`, `navigationBar`, …
    public var key: String? {
        get { storage.fields.key }
        _modify { yield &uniqueStorage().fields.key }
    }
    /// The Interface Builder object id. A few old elements have none (a collection view cell's
    /// `<view key="contentView">`); they get `parentID/key`, which no IB id can equal (IB ids
    /// never contain `/`), and `idIsSynthesized` is true.
    public var id: String {
        get { storage.fields.id }
        _modify { yield &uniqueStorage().fields.id }
    }
    public var idIsSynthesized: Bool {
        get { storage.fields.idIsSynthesized }
        _modify { yield &uniqueStorage().fields.idIsSynthesized }
    }
    public var userLabel: String? {
        get { storage.fields.userLabel }
        _modify { yield &uniqueStorage().fields.userLabel }
    }
    public var customClass: String? {
        get { storage.fields.customClass }
        _modify { yield &uniqueStorage().fields.customClass }
    }
    public var customModule: String? {
        get { storage.fields.customModule }
        _modify { yield &uniqueStorage().fields.customModule }
    }
    /// The saved frame in the superview's bounds coordinates (`<rect key="frame">`), as Apple's
    /// engine computed it for the document's device. Nil for a few bars stored without one.
    public var frame: IBRect? {
        get { storage.fields.frame }
        _modify { yield &uniqueStorage().fields.frame }
    }
    /// `<autoresizingMask key="autoresizingMask">`; nil when not written.
    public var autoresizingMask: IBAutoresizingMask? {
        get { storage.fields.autoresizingMask }
        _modify { yield &uniqueStorage().fields.autoresizingMask }
    }
    /// `translatesAutoresizingMaskIntoConstraints`: YES unless written `NO`.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storage.fields.translatesAutoresizingMaskIntoConstraints }
        _modify { yield &uniqueStorage().fields.translatesAutoresizingMaskIntoConstraints }
    }
    /// `fixedFrame="YES"`: a free (TAMIC) view that Xcode 9+ marks as positioned by its frame.
    public var fixedFrame: Bool {
        get { storage.fields.fixedFrame }
        _modify { yield &uniqueStorage().fields.fixedFrame }
    }
    public var hidden: Bool {
        get { storage.fields.hidden }
        _modify { yield &uniqueStorage().fields.hidden }
    }
    /// `misplaced="YES"`: the saved frame is not where the constraints put the view.
    public var misplaced: Bool {
        get { storage.fields.misplaced }
        _modify { yield &uniqueStorage().fields.misplaced }
    }
    /// `ambiguous="YES"`: the constraints do not determine the frame; it is one arbitrary solution.
    public var ambiguous: Bool {
        get { storage.fields.ambiguous }
        _modify { yield &uniqueStorage().fields.ambiguous }
    }
    public var contentMode: String? {
        get { storage.fields.contentMode }
        _modify { yield &uniqueStorage().fields.contentMode }
    }
    /// `alpha`, 1 when not written.
    public var alpha: Double {
        get { storage.fields.alpha }
        _modify { yield &uniqueStorage().fields.alpha }
    }
    public var clipsSubviews: Bool {
        get { storage.fields.clipsSubviews }
        _modify { yield &uniqueStorage().fields.clipsSubviews }
    }
    public var backgroundColor: IBColor? {
        get { storage.fields.backgroundColor }
        _modify { yield &uniqueStorage().fields.backgroundColor }
    }
    public var tintColor: IBColor? {
        get { storage.fields.tintColor }
        _modify { yield &uniqueStorage().fields.tintColor }
    }
    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`;
    /// nil when not written (UIKit's defaults then depend on context: 8 for plain views, 16 or
    /// 20 for a root view, …).
    public var layoutMargins: IBLayoutMargins? {
        get { storage.fields.layoutMargins }
        _modify { yield &uniqueStorage().fields.layoutMargins }
    }
    /// `insetsLayoutMarginsFromSafeArea`, YES unless written `NO`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storage.fields.insetsLayoutMarginsFromSafeArea }
        _modify { yield &uniqueStorage().fields.insetsLayoutMarginsFromSafeArea }
    }
    /// `preservesSuperviewLayoutMargins`, NO unless written `YES`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { storage.fields.preservesSuperviewLayoutMargins }
        _modify { yield &uniqueStorage().fields.preservesSuperviewLayoutMargins }
    }
    /// `layoutMarginsFollowReadableWidth`, NO unless written `YES`.
    public var layoutMarginsFollowReadableWidth: Bool {
        get { storage.fields.layoutMarginsFollowReadableWidth }
        _modify { yield &uniqueStorage().fields.layoutMarginsFollowReadableWidth }
    }
    /// `<viewLayoutGuide>` elements: the safe area, a scroll view's content and frame guides.
    public var layoutGuides: [IBLayoutGuide] {
        get { storage.fields.layoutGuides }
        _modify { yield &uniqueStorage().fields.layoutGuides }
    }
    /// Content hugging per axis; IB omits 250, the default.
    public var contentHuggingPriority: IBAxisPriorities {
        get { storage.fields.contentHuggingPriority }
        _modify { yield &uniqueStorage().fields.contentHuggingPriority }
    }
    /// Compression resistance per axis; IB omits 750, the default.
    public var compressionResistancePriority: IBAxisPriorities {
        get { storage.fields.compressionResistancePriority }
        _modify { yield &uniqueStorage().fields.compressionResistancePriority }
    }
    /// `placeholderIntrinsicWidth`/`Height`: an intrinsic size IB uses at design time only.
    public var placeholderIntrinsicSize: IBPlaceholderIntrinsicSize? {
        get { storage.fields.placeholderIntrinsicSize }
        _modify { yield &uniqueStorage().fields.placeholderIntrinsicSize }
    }
    /// Stack attributes, for `stackView` elements; its arranged subviews are `subviews`.
    public var stackView: IBStackView? {
        get { storage.fields.stackView }
        _modify { yield &uniqueStorage().fields.stackView }
    }
    /// What a control or content view displays: text, fonts, images, segments, values.
    public var content: IBContent? {
        get { storage.fields.content }
        _modify { yield &uniqueStorage().fields.content }
    }
    /// The `<subviews>` list in order (back to front).
    public var subviews: [IBView] {
        get { storage.fields.subviews }
        _modify { yield &uniqueStorage().fields.subviews }
    }
    /// Views stored under a key rather than in `<subviews>`, yet inside this view at run time:
    /// a cell's `contentView`, a table's `tableHeaderView`/`tableFooterView`, a visual effect
    /// view's `contentView`, a collection view's section header.
    public var keyedSubviews: [IBView] {
        get { storage.fields.keyedSubviews }
        _modify { yield &uniqueStorage().fields.keyedSubviews }
    }
    /// A table or collection view's prototype and static cells, in document order.
    public var cells: [IBView] {
        get { storage.fields.cells }
        _modify { yield &uniqueStorage().fields.cells }
    }
    /// The `<constraints>` this view holds (each names this view's id as its `ownerID`).
    public var constraints: [IBConstraint] {
        get { storage.fields.constraints }
        _modify { yield &uniqueStorage().fields.constraints }
    }
    /// `<variation>` children: size-class masks and per-trait values.
    public var variations: [IBVariation] {
        get { storage.fields.variations }
        _modify { yield &uniqueStorage().fields.variations }
    }
    /// Simulated bars and size written on a xib's top-level view.
    public var simulatedMetrics: IBSimulatedMetrics? {
        get { storage.fields.simulatedMetrics }
        _modify { yield &uniqueStorage().fields.simulatedMetrics }
    }
    /// Every attribute as written.
    public var attributes: [String: String] {
        get { storage.fields.attributes }
        _modify { yield &uniqueStorage().fields.attributes }
    }
    /// 1-based line of the view's start tag.
    public var line: Int {
        get { storage.fields.line }
        _modify { yield &uniqueStorage().fields.line }
    }

    public init(kind: Kind, elementName: String, id: String, line: Int) {
        storage = Storage(IBViewFields(kind: kind, elementName: elementName, id: id, line: line))
    }

    /// The safe-area guide, `<viewLayoutGuide key="safeArea">`, if the view has one.
    public var safeAreaLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.key == "safeArea" } }
}

extension IBView {
    /// Which UIKit class an element stands for.
    ///
    /// Unknown element names found where a view must be (inside `<subviews>`, or carrying a
    /// frame) are kept as `.unknown(name)` and also listed in `IBDocument.unsupported`.
    public enum Kind: Hashable, Sendable {
        case view, label, button, textField, textView, `switch`, slider, stepper, segmentedControl
        case activityIndicatorView, progressView, imageView, stackView, scrollView
        case tableView, tableViewCell, tableViewCellContentView
        case collectionView, collectionViewCell, collectionViewCellContentView, collectionReusableView
        case navigationBar, toolbar, tabBar, searchBar, visualEffectView, containerView
        case datePicker, pickerView, pageControl, mapView, webView, wkWebView
        case unknown(String)

        /// Element names and their kinds.
        static let byElementName: [String: Kind] = [
            "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
            "switch": .switch, "slider": .slider, "stepper": .stepper, "segmentedControl": .segmentedControl,
            "activityIndicatorView": .activityIndicatorView, "progressView": .progressView,
            "imageView": .imageView, "stackView": .stackView, "scrollView": .scrollView,
            "tableView": .tableView, "tableViewCell": .tableViewCell,
            "tableViewCellContentView": .tableViewCellContentView, "collectionView": .collectionView,
            "collectionViewCell": .collectionViewCell,
            "collectionViewCellContentView": .collectionViewCellContentView,
            "collectionReusableView": .collectionReusableView, "navigationBar": .navigationBar,
            "toolbar": .toolbar, "tabBar": .tabBar, "searchBar": .searchBar,
            "visualEffectView": .visualEffectView, "containerView": .containerView,
            "datePicker": .datePicker, "pickerView": .pickerView, "pageControl": .pageControl,
            "mapView": .mapView, "webView": .webView, "wkWebView": .wkWebView,
        ]

        public init(elementName: String) { self = Kind.byElementName[elementName] ?? .unknown(elementName) }

        /// True for element names this reader knows to be views.
        public static func isKnownView(_ elementName: String) -> Bool { byElementName[elementName] != nil }
    }
}

/// A rectangle in points: a saved frame.
public struct IBRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A size in points.
public struct IBSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// UIEdgeInsets: `<edgeInsets top left bottom right>`, or `<inset minX minY maxX maxY>` read as
/// left, top, right, bottom.
public struct IBEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// NSDirectionalEdgeInsets: `<directionalEdgeInsets top leading bottom trailing>`.
public struct IBDirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Explicit layout margins: absolute (`layoutMargins`) or directional (`directionalLayoutMargins`).
public enum IBLayoutMargins: Hashable, Sendable {
    case absolute(IBEdgeInsets)
    case directional(IBDirectionalEdgeInsets)
}

/// `<autoresizingMask>`: which margins and dimensions stretch with the superview.
///
/// UIKit's names: flexibleMinX is `flexibleLeftMargin`, flexibleMaxX `flexibleRightMargin`,
/// flexibleMinY `flexibleTopMargin`, flexibleMaxY `flexibleBottomMargin`. An empty element
/// means none.
public struct IBAutoresizingMask: Hashable, Sendable {
    public var flexibleMinX: Bool
    public var widthSizable: Bool
    public var flexibleMaxX: Bool
    public var flexibleMinY: Bool
    public var heightSizable: Bool
    public var flexibleMaxY: Bool

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }
}

/// A `<viewLayoutGuide>`: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, or another key.
public struct IBLayoutGuide: Hashable, Sendable {
    public var id: String
    public var key: String
    public var line: Int

    public init(id: String, key: String, line: Int) {
        self.id = id
        self.key = key
        self.line = line
    }
}

/// A priority per axis: content hugging or compression resistance.
public struct IBAxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// `placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`: each a value, `infinite`
/// (UIView.noIntrinsicMetric: no intrinsic size on that axis), or not written.
public struct IBPlaceholderIntrinsicSize: Hashable, Sendable {
    public enum Dimension: Hashable, Sendable {
        case points(Double)
        /// `infinite`: no intrinsic size on this axis.
        case none
    }

    public var width: Dimension?
    public var height: Dimension?

    public init(width: Dimension?, height: Dimension?) {
        self.width = width
        self.height = height
    }
}

/// A `<stackView>`'s arrangement. Attributes IB omits take UIStackView's defaults.
public struct IBStackView: Hashable, Sendable {
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        case horizontal, vertical
    }

    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// Horizontal unless written.
    public var axis: Axis = .horizontal
    /// Fill unless written.
    public var distribution: Distribution = .fill
    /// Fill unless written.
    public var alignment: Alignment = .fill
    /// The `spacing` attribute, 0 unless written.
    public var spacing: Double = 0
    /// `spacingType="standard"`: UIStackView.spacingUseSystem, the system spacing.
    public var usesStandardSpacing: Bool = false
    public var isBaselineRelativeArrangement: Bool = false
    /// Whether arranged views are laid out inside the stack's layout margins.
    ///
    /// The attribute `layoutMarginsRelativeArrangement` is honoured when written; IB does not
    /// write it, and every corpus stack with a margins element lays its views out inside those
    /// margins (as saved stack views show), so without the attribute it is true exactly
    /// when the stack has explicit `layoutMargins` or `directionalLayoutMargins`.
    public var isLayoutMarginsRelativeArrangement: Bool = false
    /// The ids of the arranged subviews: every element of the stack's `<subviews>`, in order.
    public var arrangedSubviewIDs: [String] = []

    public init() {}
}

/// A `<color>` as written: components, a named system color, or an asset-catalog name.
public enum IBColor: Hashable, Sendable {
    /// `red green blue alpha` with its color space (`sRGB`, `displayP3`, `calibratedRGB`, …).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String?)
    /// `white alpha` (a gray).
    case white(Double, alpha: Double)
    /// `systemColor="systemBackgroundColor"` (resolved in `<resources>`) or the older
    /// `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)
    /// `name="AccentColor"`: an asset-catalog color.
    case named(String)
    /// Any other form, attributes as written.
    case other([String: String])
}
