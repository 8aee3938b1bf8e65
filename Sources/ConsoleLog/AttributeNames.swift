import NameSuggestion
import VisualFormat

/// The attribute names UIKit prints after an item (`.leading`, `.minX`), mapped to the shared
/// vocabulary.
enum AttributeNames {
    /// UIKit's `NSLayoutConstraint.Attribute` names (Apple's documentation), as descriptions print
    /// them, with the `baseline` alias.
    static let layout: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom,
        "leading": .leading, "trailing": .trailing, "width": .width, "height": .height,
        "centerX": .centerX, "centerY": .centerY, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
        "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
        "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// The layout engine's names, which autoresizing-mask and content-size constraints print:
    /// the frame's minimum, middle and maximum on each axis.
    static let frame: [String: LayoutAttribute] = [
        "minX": .left, "midX": .centerX, "maxX": .right, "minY": .top, "midY": .centerY, "maxY": .bottom,
    ]

    static let allNames = Array(layout.keys) + Array(frame.keys)

    /// The attribute spelled by the letters at `index`, if they are a whole attribute name.
    static func attribute(in chars: [Character], at index: Int) -> (attribute: LayoutAttribute, isFrame: Bool, end: Int)? {
        var end = index
        while end < chars.count, chars[end].isLetter || chars[end].isNumber { end += 1 }
        guard end > index else { return nil }
        let name = String(chars[index..<end])
        if let a = layout[name] { return (a, false, end) }
        if let a = frame[name] { return (a, true, end) }
        return nil
    }

    /// The error for an unknown name, with the closest known one.
    static func unknown(_ name: String) -> ConsoleLogError {
        .unknownAttribute(name, suggestion: NameSuggestion.closest(to: name, among: allNames))
    }
}
