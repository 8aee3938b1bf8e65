import AutoLayout
import Controls
import InterfaceBuilder
import TextLayout

/// Makes the `Controls` module's views for Interface Builder's labels, buttons, text fields,
/// text views, switches, sliders, steppers, segmented controls, activity indicators, progress
/// views and image views, with the document's text, fonts and line settings.
///
/// The builder applies what every view shares afterwards (hugging and compression resistance as
/// written, which is how Interface Builder's 251 for labels arrives, margins, hidden). What this
/// factory adds is what the kind measures:
/// - fonts from `<fontDescription>` (`IBFontResolver`): system sizes and weights, Dynamic Type
///   styles at the default category, named fonts from the registry or else the system font of
///   that size and of the weight the name implies;
/// - Interface Builder's own control metrics where they differ from the current SDK's, by the
///   Xcode era the document was saved with (observed on the
///   corpus): rounded text fields 30 pt high and segmented controls 29 pt before Xcode 11
///   (toolsVersion < 14810, its betas included), 34 and 32 after; switches and sliders with the alignment-rect insets
///   their frames show (`IBControlMetrics.alignmentInsets`).
///
/// Elements with a placeholder intrinsic size are left to the plain factory, which holds that
/// size (a control would measure its own content instead), except text fields, which hold it
/// themselves and keep their baselines (the corpus's only control with one is a text field).
/// Navigation bars and toolbars placed as views get the bar height (`IBBarView`). Kinds
/// without a control here (page controls, pickers, date pickers and tab bars) are left
/// to the plain factory: they have no intrinsic size and their frames count as text-dependent.
public struct IBControlsFactory: IBViewFactory {
    /// Fonts by family for named fonts; the built-in system font is always there.
    public var fonts: IBFontResolver

    public init(registry: FontRegistry = ControlFonts.registry) { fonts = IBFontResolver(registry: registry) }

    public func makeView(_ context: IBViewContext) -> IBMadeView? {
        let element = context.element
        let category = context.textStyleCategory
        guard element.placeholderIntrinsicSize == nil || element.kind == .textField else { return nil }
        let toolsVersion = context.document.era
        let name = element.displayName
        let view: View
        switch element.content {
        case .label(let l)?:
            view = label(l, category: category, name: name)
        case .button(let b)?:
            view = button(b, document: context.document, category: category, name: name)
        case .textField(let t)?:
            view = textField(t, legacy: toolsVersion < IBXcodeEra.xcode11, category: category, name: name)
        case .textView(let t)?:
            view = textView(t, category: category, name: name)
        case .imageView(let i)?:
            let size = IBControlMetrics.imageSize(of: element, document: context.document)
                ?? IBControlMetrics.symbolSize(of: element, document: context.document)
            view = ImageView(image: size.map { Image(name: i.image, size: $0) }, name: name)
        case let content:
            guard let other = content.flatMap({ Self.valueControl($0, toolsVersion: toolsVersion, name: name) })
                    ?? Self.bar(element, toolsVersion: toolsVersion, trait: context.trait) else { return nil }
            view = other
        }
        return IBMadeView(view: view, contentSource: IBControlMetrics.contentSource(of: element, document: context.document))
    }

    /// A text field with its text, placeholder, border and font; 30 pt high with a rounded
    /// border before Xcode 11.
    func textField(_ t: IBTextField, legacy: Bool, category: ContentSizeCategory, name: String) -> View {
        let field = IBTextFieldView(text: t.text ?? "", placeholder: t.placeholder, borderStyle: borderStyle(t.borderStyle),
                                    font: fonts.font(t.font, category: category) ?? ControlFonts.textField, name: name)
        field.legacyRoundedHeight = legacy ? 30 : nil
        if let a = t.textAlignment { field.textAlignment = alignment(a) }
        field.adjustsFontForContentSizeCategory = fonts.isTextStyle(t.font)
        return field
    }

    /// A text view with its text (plain or attributed) and font.
    func textView(_ t: IBTextView, category: ContentSizeCategory, name: String) -> View {
        let text = t.text ?? t.attributedText?.string ?? ""
        let font = fonts.font(t.font ?? t.attributedText?.fragments.first?.font, category: category) ?? ControlFonts.textView
        let textView = TextView(text: text, font: font, name: name)
        textView.isScrollEnabled = t.isScrollEnabled
        if let a = t.textAlignment { textView.textAlignment = alignment(a) }
        return textView
    }

    /// Segmented controls, switches, sliders, steppers, activity and progress indicators, each
    /// in the design of the Xcode that saved the document; nil for other content.
    static func valueControl(_ content: IBContent, toolsVersion: Int, name: String) -> View? {
        let legacy = toolsVersion < IBXcodeEra.xcode11
        switch content {
        case .segmentedControl(let s):
            let control = IBSegmentedControlView(titles: s.segments.map { $0.title ?? "" }, name: name)
            control.isLegacy = legacy
            if let index = s.selectedSegmentIndex { control.selectedSegmentIndex = index }
            return control
        case .switch(let s):
            let control = IBSwitchView(isOn: s.isOn, name: name)
            if toolsVersion >= IBXcodeEra.xcode26 { control.design = .liquidGlass }
            return control
        case .slider(let s):
            let slider = IBSliderView(name: name)
            (slider.minimumValue, slider.maximumValue, slider.value) = (s.minimumValue, s.maximumValue, s.value)
            return slider
        case .stepper(let s):
            let stepper = IBStepperView(name: name)
            stepper.isLegacy = legacy
            (stepper.minimumValue, stepper.maximumValue, stepper.value, stepper.stepValue) =
                (s.minimumValue, s.maximumValue, s.value, s.stepValue)
            return stepper
        case .activityIndicator(let a):
            // `whiteLarge` (Xcode ≤ 10) and `large` are the large size; `white`, `gray` and
            // `medium` the medium one, as UIActivityIndicatorView sizes them.
            let large = a.style == "whiteLarge" || a.style == "large"
            let indicator = ActivityIndicator(style: large ? .large : .medium, name: name)
            indicator.isAnimating = a.isAnimating
            return indicator
        case .progressView(let p):
            let progress = IBProgressBarView(style: p.style == "bar" ? .bar : .default, name: name)
            progress.isLegacy = toolsVersion < IBXcodeEra.xcode12
            progress.progress = p.progress
            return progress
        default:
            return nil
        }
    }

    /// Search bars, navigation bars and toolbars placed as views, at their bar heights; nil for
    /// other kinds.
    static func bar(_ element: IBView, toolsVersion: Int, trait: IBTrait) -> View? {
        let name = element.displayName
        if element.kind == .searchBar {
            // UISearchBar's intrinsic height: 56 from iOS 11 (Xcode 9), 44 before (the bar's
            // height since iOS 7). Xcode saved unconstrained search bars 56 high in
            // openfoodfacts' 14868 documents (three) and woocommerce's of 22155 and 22505.
            return IBBarView(typeName: element.uiKitClassName, height: toolsVersion >= IBXcodeEra.xcode9 ? 56 : 44, name: name)
        }
        guard element.kind == .navigationBar || element.kind == .toolbar else { return nil }
        let compact = trait.heightClass == .compact && trait.widthClass != .regular
        return IBBarView(typeName: element.uiKitClassName, height: compact ? 32 : 44, name: name)
    }

    /// A label with its text, font (text styles at `category`), line settings and paragraph
    /// line metrics.
    func label(_ l: IBLabel, category: ContentSizeCategory, name: String) -> Label {
        let text = l.text ?? l.attributedText?.string ?? ""
        let written = l.font ?? l.attributedText?.fragments.first?.font
        let label = IBLabelView(text: text, font: fonts.font(written, category: category) ?? ControlFonts.label, name: name)
        label.numberOfLines = max(0, l.numberOfLines)
        label.lineBreakMode = lineBreakMode(l.lineBreakMode)
        if let a = l.textAlignment { label.textAlignment = alignment(a) }
        if let w = l.preferredMaxLayoutWidth, w > 0 { label.preferredMaxLayoutWidth = w }
        if let style = l.attributedText?.fragments.first(where: { $0.lineHeightMultiple != nil || $0.lineSpacing != nil
            || $0.minimumLineHeight != nil || $0.maximumLineHeight != nil }) {
            label.paragraphLineMetrics = ParagraphLineMetrics(
                lineSpacing: style.lineSpacing ?? 0, lineHeightMultiple: style.lineHeightMultiple ?? 0,
                minimumLineHeight: style.minimumLineHeight ?? 0, maximumLineHeight: style.maximumLineHeight ?? 0)
        }
        label.adjustsFontForContentSizeCategory = l.adjustsFontForContentSizeCategory && fonts.isTextStyle(written)
        return label
    }

    /// A button: its normal title (or its configuration's), font, images from `<resources>` and
    /// content edge insets (`<inset key="contentEdgeInsets">`, or a configuration's
    /// `contentInsets`). System symbols have no size in the document; they are left out.
    ///
    /// A button with a `UIButton.Configuration` (Xcode 13+) measures the configuration's title
    /// (not the normal state's, which Interface Builder keeps as "Button"), in the
    /// configuration's `titleFontDescription` or else the 17-pt body font, with content insets
    /// of 7 above and below and 12 at the sides unless the document writes others (element's
    /// PreviewRoomTitleView: "Report content" at 14 pt saved 121 × 31, the title + 24 by a
    /// 14-pt line + 14). UIKit does not publish configured sizes; these
    /// figures are the ones nextcloud's ChatInfoView.xib shows: two plain "Button" buttons saved
    /// 75 × 34.33 on a @3x phone, a 17-pt line (20.29) + 14 rounded up to the pixel grid, and
    /// the title's width + 24.
    static let configurationInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// A custom-type button's title font when the document writes none: the system font at
    /// 18 pt, where a system button's is 15. XLPagerTabStrip's custom "Reload" and "Close"
    /// buttons (toolsVersion 14460) were saved 56 × 34 and 46 × 34: a 21.5-pt line of 18-pt
    /// San Francisco rounded up to 22, with UIKit's 6 pt above and below (a 15-pt title gives
    /// the familiar 30); so were custom buttons of duckduckgo (OmniBar, 43 high with 21 of
    /// insets), element (CallTileActionButton, 38 with 16) and woocommerce (34). Xcode rounds
    /// that line to whole points where we round to the pixel grid (33.5 on a @2x screen).
    static let customButtonFontSize = 18.0

    /// Button types that show one of UIKit's standard 22 × 22 images.
    static let standardImageButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]

    func button(_ b: IBButton, document: IBDocument, category: ContentSizeCategory, name: String) -> Button {
        let normal = b.states.first { $0.state == "normal" }
        // A configuration's title and title font are what a configured button shows: the
        // state's title ("Button", which Interface Builder keeps writing) does not count.
        let title = b.configuration?.title ?? normal?.title ?? normal?.attributedTitle?.string
        let written = b.configuration?.titleFont ?? b.font ?? normal?.attributedTitle?.fragments.first?.font
        let type: Button.ButtonType = b.buttonType == "custom" ? .custom : .system
        let fallback = b.configuration != nil ? ControlFonts.system(ofSize: 17)
            : type == .custom ? ControlFonts.system(ofSize: Self.customButtonFontSize) : ControlFonts.button
        let button = IBButtonView(buttonType: type, title: title, font: fonts.font(written, category: category) ?? fallback, name: name)
        // Through Xcode 11 a system button is at least 30 wide: OAStackView's and FDStackView's
        // examples (9531, 9059), element's "OK" (11762, 12121), openfoodfacts' "yes" and "no"
        // (15705) and pocket-casts' "Edit" (16097) were saved 30 wide, unconstrained. No later
        // document saves a system button narrower or at 30, and UIKit's current legacy button
        // sizes a title without a minimum.
        if type == .system, document.era < IBXcodeEra.xcode12 { button.minimumWidth = 30 }
        // A button showing nothing (no title, image or configuration) is 30 wide in every era:
        // nextcloud's AvatarEditView (23727, system) and woocommerce's OverlayMessageView
        // (15505, custom) saved unconstrained ones 30 wide.
        if (title ?? "").isEmpty, normal?.image == nil, normal?.backgroundImage == nil, b.configuration == nil {
            button.minimumWidth = 30
        }
        button.roundsTitleToWholePoints = b.configuration == nil
        button.adjustsFontForContentSizeCategory = fonts.isTextStyle(written)
        func image(_ name: String?, catalog: String?) -> Image? {
            guard let name, catalog != "system", let resource = document.images[name], resource.catalog != "system" else { return nil }
            return Image(name: name, size: Size(width: resource.size.width, height: resource.size.height))
        }
        button.image = image(normal?.image ?? b.configuration?.image, catalog: normal?.imageCatalog ?? b.configuration?.imageCatalog)
        button.backgroundImage = image(normal?.backgroundImage, catalog: nil)
        // UIKit's info, detail-disclosure and add-contact buttons draw a 22 × 22 standard image
        // and no title.
        if button.image == nil, Self.standardImageButtonTypes.contains(b.buttonType) {
            button.image = Image(name: b.buttonType, size: Size(width: 22, height: 22))
        }
        if let name = normal?.image ?? b.configuration?.image, button.image == nil {
            button.showsSystemSymbol = (normal?.imageCatalog ?? b.configuration?.imageCatalog) == "system"
                || document.images[name]?.catalog == "system"
        }
        if let e = b.contentEdgeInsets {
            button.contentEdgeInsets = EdgeInsets(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
        } else if let d = b.configuration?.contentInsets {
            button.contentEdgeInsets = EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        } else if b.configuration != nil {
            button.contentEdgeInsets = Self.configurationInsets
        }
        if let mode = b.lineBreakMode { button.titleLineBreakMode = lineBreakMode(mode) }
        return button
    }

    func borderStyle(_ written: String) -> TextField.BorderStyle {
        TextField.BorderStyle(rawValue: written) ?? .none
    }

    /// NSTextAlignment by name: Interface Builder and the controls spell the five alike.
    func alignment(_ a: IBTextAlignment) -> Controls.TextAlignment {
        Controls.TextAlignment(rawValue: a.rawValue) ?? .natural
    }

    func lineBreakMode(_ m: IBLineBreakMode) -> LineBreakMode {
        switch m {
        case .wordWrapping: .byWordWrapping
        case .characterWrapping: .byCharWrapping
        case .clipping: .byClipping
        case .headTruncation: .byTruncatingHead
        case .tailTruncation: .byTruncatingTail
        case .middleTruncation: .byTruncatingMiddle
        }
    }
}

/// Turns a `<fontDescription>` into a font of a registry.
///
/// - `type="system"` with `weight` and `pointSize`: the system font; `size="system"` is
///   `UIFont.systemFontSize`, 14 pt; `pointSize="0.0"` Core Text's default, 12 pt;
///   `boldSystem` is the bold weight; `italicSystem` the regular weight (the built-in faces
///   have no italics; an italic is about as wide).
/// - `style="UICTFontTextStyle…"`: the Dynamic Type style at `textStyleCategory` (large by
///   default), or at the written size when one is written.
/// - A named font (`name="Helvetica-Bold" family="Helvetica"`): the family from the registry
///   when it is registered, else the system font of that size with the weight the PostScript
///   name's suffix says (`-Bold`, `-Light`, `-Medium`, …). Interface Builder's documents do
///   not carry the font files, so the fallback is the honest best: same size, same weight.
public struct IBFontResolver: Sendable {
    public var registry: FontRegistry
    /// The Dynamic Type size text styles resolve at; large, UIKit's default, unless the canvas
    /// says otherwise (`IBLayoutOptions.textStyleCategory`).
    public var textStyleCategory: ContentSizeCategory = .large

    public init(registry: FontRegistry = ControlFonts.registry) { self.registry = registry }

    /// `UIFont.systemFontSize`.
    public static let systemFontSize = 14.0
    /// Core Text's size for a font asked for at 0 pt (`pointSize="0.0"`, `IBFont.Size.unspecified`).
    public static let coreTextDefaultSize = 12.0

    public func isTextStyle(_ font: IBFont?) -> Bool {
        if case .textStyle? = font?.face { return true }
        return false
    }

    /// The font, or nil when none is written (the control's default applies); text styles at
    /// `category`, else at `textStyleCategory`.
    public func font(_ written: IBFont?, category: ContentSizeCategory? = nil) -> Font? {
        guard let written else { return nil }
        let size: Double? = switch written.size {
        case .points(let p) where p.isFinite && p > 0: p
        case .systemFontSize: Self.systemFontSize
        case .unspecified: Self.coreTextDefaultSize
        default: nil
        }
        switch written.face {
        case .system(let weight):
            return registry.systemFont(ofSize: size ?? Self.systemFontSize, weight: fontWeight(weight))
        case .boldSystem:
            return registry.systemFont(ofSize: size ?? Self.systemFontSize, weight: .bold)
        case .italicSystem:
            return registry.systemFont(ofSize: size ?? Self.systemFontSize)
        case .textStyle(let name):
            guard let style = TextStyle(rawValue: name) else {
                return registry.systemFont(ofSize: size ?? 17)
            }
            let font = DynamicType.font(for: style, category: category ?? textStyleCategory, registry: registry)
            if let size, size != font.pointSize { return font.withSize(size) }
            return font
        case let .custom(name, family):
            let weight = Self.weight(fromPostScriptName: name)
            let size = size ?? Self.systemFontSize
            if let family, let font = try? registry.font(family: family, size: size, weight: weight) { return font }
            return registry.systemFont(ofSize: size, weight: weight)
        }
    }

    func fontWeight(_ w: IBFont.Weight) -> FontWeight {
        switch w {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    /// The weight a PostScript name's style suffix says: `HelveticaNeue-Light` is light,
    /// `Helvetica-Bold` bold; no suffix is regular.
    static func weight(fromPostScriptName name: String) -> FontWeight {
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return table.first { style.contains($0.0) }?.1 ?? .regular
    }
}
