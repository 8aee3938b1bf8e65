import TextLayout

/// Items with UIKit's defaults, their text laid out by TextLayout: for tests, examples and
/// layout layers that have only frames and strings.
///
/// Defaults are UIKit's: labels 17 pt system text in `label` color, one line, truncated at
/// the tail; system buttons 15 pt (UIButton's default title font on iPhone), title centered in the tint
/// color, truncated in the middle; round-rect text fields 14 pt (Interface Builder's default)
/// padded 7 pt left and right, placeholders in `placeholderText`; text views 14 pt, text
/// inset 8 pt top and bottom plus 5 pt line fragment padding, wrapping by words.
extension RenderItem {
    public static func view(_ name: String, frame: RenderRect, backgroundColor: RenderColor?) -> RenderItem {
        RenderItem(name: name, frame: frame, kind: .view, backgroundColor: backgroundColor)
    }

    public static func label(_ name: String, frame: RenderRect, text: String, font: Font? = nil, color: RenderColor = .label,
                             alignment: RenderTextAlignment = .natural, numberOfLines: Int = 1,
                             lineBreakMode: LineBreakMode = .byTruncatingTail, backgroundColor: RenderColor? = nil) -> RenderItem {
        let font = font ?? FontRegistry().systemFont(ofSize: 17)
        let laid = RenderText(laying: text, font: font, color: color, in: frame, alignment: alignment,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return RenderItem(name: name, frame: frame, kind: .label, backgroundColor: backgroundColor, text: laid)
    }

    public static func button(_ name: String, frame: RenderRect, title: String, font: Font? = nil,
                              tintColor: RenderColor = .systemBlue) -> RenderItem {
        let font = font ?? FontRegistry().systemFont(ofSize: 15)
        let laid = RenderText(laying: title, font: font, color: tintColor, in: frame, alignment: .center,
                              lineBreakMode: .byTruncatingMiddle)
        return RenderItem(name: name, frame: frame, kind: .button, text: laid, tintColor: tintColor)
    }

    /// Shows `text` when it is not empty, else `placeholder` in the placeholder color.
    public static func textField(_ name: String, frame: RenderRect, text: String = "", placeholder: String = "",
                                 font: Font? = nil, textColor: RenderColor = .label,
                                 borderStyle: TextFieldBorderStyle = .roundedRect) -> RenderItem {
        let font = font ?? FontRegistry().systemFont(ofSize: 14)
        let shown = text.isEmpty ? placeholder : text
        let padding = borderStyle == .none ? 0.0 : 7.0
        let laid = RenderText(laying: shown, font: font, color: text.isEmpty ? .placeholderText : textColor,
                              in: frame.insetBy(dx: padding, dy: 0), lineBreakMode: .byTruncatingTail)
        return RenderItem(name: name, frame: frame, kind: .textField(borderStyle: borderStyle), text: laid)
    }

    public static func textView(_ name: String, frame: RenderRect, text: String, font: Font? = nil,
                                color: RenderColor = .label, backgroundColor: RenderColor? = .systemBackground) -> RenderItem {
        let font = font ?? FontRegistry().systemFont(ofSize: 14)
        let box = frame.inset(by: RenderInsets(top: 8, left: 5, bottom: 8, right: 5))
        let laid = RenderText(laying: text, font: font, color: color, in: box, numberOfLines: 0,
                              lineBreakMode: .byWordWrapping, verticalPlacement: .top)
        return RenderItem(name: name, frame: frame, kind: .textView, backgroundColor: backgroundColor, text: laid,
                          clipRect: frame)
    }
}
