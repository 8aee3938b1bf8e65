import AutoLayout
import Controls
import LayoutDocument
import TextLayout

/// Makes real controls for documents: labels, buttons, text fields and the rest, with UIKit's
/// sizes and the document's text, fonts and styles.
///
/// Documents follow Interface Builder's defaults where it differs from code: a label hugs its
/// content at 251 on both axes unless the document says otherwise (Interface Builder gives new
/// labels 251), and a font given as a text style adjusts to the content size category in every
/// control with text (labels, buttons, text fields, text views, segmented controls: Interface
/// Builder's "Automatically Adjusts Font", which Dynamic Type layouts need; our choice for
/// documents), so that their intrinsic sizes follow the category together.
public struct ControlsViewFactory: DocumentViewFactory {
    /// Fonts by family for `{family: …}` fonts; the built-in system font is always there.
    public var registry: FontRegistry

    public init(registry: FontRegistry = ControlFonts.registry) { self.registry = registry }

    public func makeView(for view: DocumentView, traits: TraitCollection) -> View {
        let p = view.properties
        switch view.type {
        case .label:
            let label = Label(text: p.text ?? "", font: font(p.font) ?? ControlFonts.label)
            label.adjustsFontForContentSizeCategory = isTextStyle(p.font)
            if let a = p.textAlignment { label.textAlignment = alignment(a) }
            if let n = p.numberOfLines { label.numberOfLines = n }
            if let mode = p.lineBreakMode { label.lineBreakMode = lineBreakMode(mode) }
            if let w = p.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = w }
            label.setContentHuggingPriority(251, for: .horizontal)
            label.setContentHuggingPriority(251, for: .vertical)
            return label
        case .button:
            let button = Button(title: p.title ?? p.text, font: font(p.font) ?? ControlFonts.button)
            button.adjustsFontForContentSizeCategory = isTextStyle(p.font)
            return button
        case .textField:
            let style: TextField.BorderStyle = switch p.borderStyle {
            case .none?: .none
            case .line?: .line
            case .bezel?: .bezel
            case .roundedRect?, nil: .roundedRect
            }
            let field = TextField(text: p.text ?? "", placeholder: p.placeholder, borderStyle: style)
            if let f = font(p.font) { field.font = f }
            field.adjustsFontForContentSizeCategory = isTextStyle(p.font)
            if let a = p.textAlignment { field.textAlignment = alignment(a) }
            return field
        case .textView:
            let textView = TextView(text: p.text ?? "", font: font(p.font) ?? ControlFonts.textView)
            textView.adjustsFontForContentSizeCategory = isTextStyle(p.font)
            if let scrolls = p.isScrollEnabled { textView.isScrollEnabled = scrolls }
            return textView
        case .switch: return Switch(isOn: true)
        case .slider: return Slider()
        case .stepper: return Stepper()
        case .segmentedControl:
            let control = SegmentedControl(titles: p.segments ?? [], font: font(p.font) ?? ControlFonts.segmentedControl)
            control.adjustsFontForContentSizeCategory = isTextStyle(p.font)
            return control
        case .activityIndicator:
            return ActivityIndicator(style: p.activityIndicatorStyle == .large ? .large : .medium)
        case .progressView:
            return ProgressView(style: p.progressViewStyle == .bar ? .bar : .default)
        case .imageView:
            let image = p.imageSize.map { Image(name: view.name, size: $0) }
            return ImageView(image: image)
        case .view, .stackView, .scrollView, .layoutGuide:
            return View(name: view.name)
        }
    }

    public func arrange(_ child: View, in parent: View) -> Bool { false }

    func isTextStyle(_ f: FontDescription?) -> Bool {
        if case .textStyle? = f { return true }
        return false
    }

    /// The document's font, or nil for the control's default.
    func font(_ f: FontDescription?) -> TextLayout.Font? {
        switch f {
        case nil: return nil
        case .textStyle(let style)?:
            guard let s = TextLayout.TextStyle(rawValue: style.rawValue) else { return nil }
            return DynamicType.font(for: s, registry: registry)
        case let .system(size, weight)?:
            return registry.systemFont(ofSize: size, weight: TextLayout.FontWeight(weightClass: weight.rawValue))
        case let .custom(family, size, weight)?:
            let w = TextLayout.FontWeight(weightClass: weight.rawValue)
            return (try? registry.font(family: family, size: size, weight: w)) ?? registry.systemFont(ofSize: size, weight: w)
        }
    }

    func alignment(_ a: LayoutDocument.TextAlignment) -> Controls.TextAlignment {
        switch a {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    func lineBreakMode(_ m: LayoutDocument.LineBreakMode) -> TextLayout.LineBreakMode {
        switch m {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}
