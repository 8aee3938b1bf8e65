import AutoLayout
import TextLayout

/// The fonts controls use when none is set: UIKit's defaults, from the built-in system font.
///
/// Set a control's `font` to measure in another face (register SF Pro's files in a
/// `FontRegistry` to measure exactly as UIKit does).
public enum ControlFonts {
    /// The registry the defaults come from: the built-in system font only.
    public static let registry = FontRegistry()

    /// `UIFont.systemFont(ofSize:weight:)` from the built-in faces.
    public static func system(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        registry.systemFont(ofSize: size, weight: weight)
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the default category (large); controls with
    /// `adjustsFontForContentSizeCategory` re-size it for their trait collection.
    public static func preferred(_ style: TextStyle) -> Font {
        DynamicType.font(for: style, registry: registry)
    }

    /// UILabel's default: the 17 pt system font.
    public static var label: Font { system(ofSize: 17) }
    /// UIButton's title font: the 15 pt system font on iPhone and iPad (UIKit's
    /// `_defaultFontForIdiom:`; 13 pt on the Mac idiom, which we do not model).
    public static var button: Font { system(ofSize: 15) }
    /// UITextField's font. UIKit does not publish it; we use 17 pt, the size
    /// of UIKit's body text and of UILabel's default. Interface Builder writes 14 pt explicitly.
    public static var textField: Font { system(ofSize: 17) }
    /// UISegmentedControl's segment titles. UIKit does not publish the size; we use
    /// 13 pt, the size of segment titles in the iOS 13+ control.
    public static var segmentedControl: Font { system(ofSize: 13) }
    /// UITextView's font. UIKit leaves `font` nil and does not document what it draws with; we
    /// use 17 pt like UILabel.
    public static var textView: Font { system(ofSize: 17) }
}

/// `NSTextAlignment`: where lines sit between the edges of their box.
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
    /// Lines are not stretched: justified text is drawn as natural (our choice; UIKit
    /// stretches all but the last line of a paragraph, which changes no size).
    case justified
    /// Left in left-to-right layouts, right in right-to-left ones. UILabel's default.
    case natural
}

/// Rounds `value` up to the pixel grid of `scale` (`UICeilToViewScale`), ignoring the last
/// 1e-9 pt of floating-point noise so that exact multiples stay put.
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    let s = scale.isFinite && scale > 0 ? scale : 1
    return (value * s - 1e-9).rounded(.up) / s
}

/// `font` as a control with `adjustsFontForContentSizeCategory` shows it in `traits`: a font made
/// for a text style re-sized to that style's size in the traits' category (the HIG's Dynamic Type sizes).
/// Other fonts are unchanged, as in UIKit, where only text-style fonts and `UIFontMetrics`-scaled
/// fonts follow the category.
func adjustedFont(_ font: Font, adjusts: Bool, traits: TraitCollection) -> Font {
    guard adjusts, let style = font.textStyle else { return font }
    let size = DynamicType.pointSize(for: style, category: traits.preferredContentSizeCategory)
    return size == font.pointSize ? font : font.withSize(size)
}

extension View {
    /// Whether a trait change alters how text in `font` measures: the pixel grid its sizes
    /// round to, or the content size category, when the font follows it (`adjusts`, and made
    /// for a text style: `adjustedFont`).
    ///
    /// Other fonts measure the same in every category, as in UIKit: a category change asked
    /// every label, field and button of a screen to measure again and moved every baseline
    /// constraint's constant to the value it had (a tenth of `lint`'s instructions on a form).
    func textMetricsChanged(since previous: TraitCollection?, font: Font, adjusts: Bool) -> Bool {
        let now = traitCollection
        return previous?.displayScale != now.displayScale
            || adjusts && font.textStyle != nil && previous?.preferredContentSizeCategory != now.preferredContentSizeCategory
    }

    /// Tells the layout that the text's size and baselines may have changed.
    func textContentDidChange() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }
}

/// Memoised text layouts: the engine asks for the same measurement several times per pass.
struct TextLayoutCache {
    struct Key: Hashable {
        var text: String
        var font: Font
        var options: TextLayoutOptions

        /// The text, size and options: hashing the whole font (its faces' names and sources)
        /// cost more than many measurements. Equality still compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(font.pointSize)
            hasher.combine(options)
        }
    }

    /// The latest layout, held inline: most controls ask for one layout again and again, and
    /// a dictionary per control cost an allocation and a hash on every first measurement.
    private var latest: (key: Key, result: TextLayoutResult)?
    /// Earlier layouts (a multi-line label measured at several widths), at most 16.
    private var entries: [Key: TextLayoutResult] = [:]

    mutating func layout(_ text: String, font: Font, options: TextLayoutOptions) -> TextLayoutResult {
        let key = Key(text: text, font: font, options: options)
        if let latest, latest.key == key { return latest.result }
        let result = entries[key] ?? TextMeasurer.layout(text, font: font, options: options)
        if let previous = latest {
            if entries.count >= 16 { entries.removeAll(keepingCapacity: true) }
            entries[previous.key] = previous.result
        }
        latest = (key, result)
        return result
    }

    mutating func removeAll() {
        latest = nil
        entries.removeAll()
    }
}

/// Lines of laid-out text placed in a box: each line positioned by the alignment, the block at
/// `top`, in the box's coordinates.
func placeLines(_ result: TextLayoutResult, font: Font, in box: Rect, top: Double, alignment: TextAlignment,
                direction: LayoutDirection, role: DrawingRole) -> [DrawnTextLine] {
    result.lines.map { line in
        let x: Double
        switch resolvedAlignment(alignment, direction) {
        case .right: x = box.maxX - line.width
        case .center: x = box.minX + (box.width - line.width) / 2
        default: x = box.minX
        }
        let lineTop = top + line.top
        return DrawnTextLine(text: line.text, font: font, origin: Point(x: x, y: top + line.baseline), width: line.width,
                             lineFrame: Rect(x: x, y: lineTop, width: line.width, height: line.height),
                             isTruncated: line.isTruncated, role: role)
    }
}

/// Natural and justified alignment resolved to left or right by the layout direction.
func resolvedAlignment(_ alignment: TextAlignment, _ direction: LayoutDirection) -> TextAlignment {
    switch alignment {
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    default: alignment
    }
}

/// Views whose baselines belong to text: the fonts of their first and last lines, for
/// font-derived baseline spacing.
protocol TextBaselineSource: View {
    var firstBaselineFont: Font? { get }
    var lastBaselineFont: Font? { get }
}

/// The baseline-to-baseline distance `constraint(equalToSystemSpacingBelow:)` gives between the
/// last line of `upper` and the first line of `lower`.
///
/// UIKit derives it from the fonts but does not publish the formula (`NSLayoutConstraint.h` says
/// only that it uses the fonts' line heights).
/// Our choice: the standard 8 pt gap between the two lines' boxes, that is the upper font's
/// descent + 8 + the lower font's ascent (28.29 pt between two 17 pt system-font lines).
func baselineSpacing(below upper: View, for lower: View) -> Double? {
    guard let top = (upper.viewForLastBaselineLayout as? TextBaselineSource)?.lastBaselineFont,
          let bottom = (lower.viewForFirstBaselineLayout as? TextBaselineSource)?.firstBaselineFont else { return nil }
    return -top.descender + systemSpacing + bottom.ascender
}
