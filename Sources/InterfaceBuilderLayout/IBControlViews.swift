import AutoLayout
import Controls
import TextLayout

/// Controls as Interface Builder measured them, where that differs from the `Controls` module's
/// current-SDK figures: by the Xcode era of the document, and by the alignment-rect insets
/// stored frames show.
///
/// Intrinsic sizes are alignment-rect sizes: a switch whose frame is 51 × 31 with 2 pt of its
/// frame right of its alignment rect measures 49 × 31.

/// A text field whose rounded-rect height is the era's: 30 pt before Xcode 11 (toolsVersion
/// < 14810: 3 of 3 corpus fields of toolsVersion 13771 are 30 high), 34 from then on (the
/// control's own rule, 74 of 82 later fields).
///
/// A placeholder intrinsic size (the builder's `explicitIntrinsicContentSize`) replaces the
/// measured one, while the field keeps its text baseline: Interface Builder lays out a field
/// with a placeholder size as a field (the Auto Layout Cookbook's "Dynamic Height Columns"
/// aligns a label's baseline with such a field).
///
/// A borderless field is its font's line height rounded up to whole points, where the
/// `Controls` field rounds to the pixel grid: unconstrained borderless fields of the corpora
/// are saved 16 high at 13 pt, 17 at 14 pt, 18 at 15 pt, 20 (and 21) at 16 pt, 21 (and 22)
/// at 17 pt, 22 and 23 at 18 pt and 41 in the bold 34-pt font (element, pocket-casts,
/// duckduckgo and nextcloud, toolsVersion 11762 to 22505), never the half points of the
/// lines (19.5 at 16 pt, 20.5 at 17 pt, 21.5 at 18 pt).
final class IBTextFieldView: TextField {
    /// The height of a rounded-rect field in a pre-Xcode 11 document; nil for the current rule.
    var legacyRoundedHeight: Double?

    override var intrinsicContentSize: Size {
        if let placeholder = explicitIntrinsicContentSize { return placeholder }
        var size = super.intrinsicContentSize
        if let legacyRoundedHeight, borderStyle == .roundedRect { size.height = legacyRoundedHeight }
        if borderStyle == .none { size.height = (size.height - 1e-9).rounded(.up) }
        return size
    }
}

/// A segmented control 29 pt high with no alignment insets before Xcode 11 (iOS ≤ 12's control;
/// 3 of 3 corpus controls of toolsVersion 9059), and the control's own 31 pt with a 1 pt bottom
/// inset (a 32 pt frame) from then on.
///
/// Before Xcode 11 a segment also pads its title by 7 pt on each side, not 9: unconstrained
/// controls were saved 211 wide for "Matrix Users" and "Local Contacts" (element's MatrixKit,
/// 11762), 133 for "Vignette" and "Remove" (a photo extension of 14313), 215 and 164 for six
/// and five short titles (FDStackView's demo, 9059): 6.5 to 7.25 pt a side with our title
/// widths.
final class IBSegmentedControlView: SegmentedControl {
    var isLegacy = false

    /// The padding a pre-Xcode 11 segment gives its title on each side.
    static let legacyContentPadding = 7.0

    override var intrinsicContentSize: Size {
        var size = super.intrinsicContentSize
        if isLegacy {
            size.height = 29
            size.width -= Double(titles.count) * 2 * (Self.contentPadding - Self.legacyContentPadding)
        }
        return size
    }

    override var alignmentRectInsets: EdgeInsets { isLegacy ? .zero : super.alignmentRectInsets }
}

/// A stepper as high as the segmented control of its era (UIStepper takes the segmented
/// control's default height, in UIKit's stepper visual element): 29 pt before Xcode 11 (the
/// reference's 94 × 29), the control's 32 pt after (the corpus's one stepper, toolsVersion 22505).
final class IBStepperView: Stepper {
    var isLegacy = false

    override var intrinsicContentSize: Size {
        var size = super.intrinsicContentSize
        if isLegacy { size.height = 29 }
        return size
    }
}

/// A switch whose frame reaches 2 pt right of its alignment rect: frame 51 × 31, alignment rect
/// 49 × 31 (39 corpus cases: width constraints of 49 on 51-pt frames, trailing edges 2 pt out).
///
/// Documents of Xcode 26 (toolsVersion 24000 and later) save iOS 26's switch, 63 × 28 with the
/// same 2 pt right of its alignment rect (`Switch.SwitchDesign.liquidGlass`): IQKeyboardManager's
/// ScrollView.storyboard at 24127, two switches 63 × 28 whose trailing edges are 2 pt right of
/// the views they align with, while their leading edges sit at 10 pt from a label as
/// constrained. Every switch of earlier documents (51 of the two corpora) is 51 × 31.
final class IBSwitchView: Switch {
    static let insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    override var alignmentRectInsets: EdgeInsets { Self.insets }

    override var intrinsicContentSize: Size {
        let frame = super.intrinsicContentSize
        return Size(width: frame.width - Self.insets.left - Self.insets.right,
                    height: frame.height - Self.insets.top - Self.insets.bottom)
    }
}

/// A slider 31 pt high whose frame reaches 2 pt past its alignment rect on each side and 1 pt
/// below it (about 70 corpus cases): alignment rect 30 pt high, no intrinsic width.
final class IBSliderView: Slider {
    static let insets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    override var alignmentRectInsets: EdgeInsets { Self.insets }

    override var intrinsicContentSize: Size {
        let frame = super.intrinsicContentSize
        return Size(width: frame.width, height: frame.height - Self.insets.top - Self.insets.bottom)
    }
}

/// A navigation bar or toolbar placed as a view of its own (not a controller's simulated bar):
/// as wide as constraints make it, **44 pt** high, 32 in a compact height (UINavigationBar's and
/// UIToolbar's `sizeThatFits` on iPhone since iOS 7). Interface Builder saved 44 for all six
/// such bars in the corpus, iPad ones included (toolsVersion 14087 to 20037).
final class IBBarView: View {
    let elementTypeName: String
    let height: Double

    init(typeName: String, height: Double, name: String?) {
        elementTypeName = typeName
        self.height = height
        super.init(name: name)
    }

    override var typeName: String { elementTypeName }
    override var intrinsicContentSize: Size { Size(width: noIntrinsicMetric, height: height) }
}

/// A label that, on Interface Builder's canvas, has no intrinsic size while it shows no text
/// and a stack leaves its size free (`IBSceneLayout.keepDesignTimeSizes()`), so that it keeps
/// the size it was drawn at, as a plain view does there.
final class IBLabelView: Label {
    /// Set by the canvas for an empty arranged label.
    var hasNoIntrinsicSize = false {
        didSet { if oldValue != hasNoIntrinsicSize { invalidateIntrinsicContentSize() } }
    }

    private static let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    override var intrinsicContentSize: Size { hasNoIntrinsicSize ? Self.none : super.intrinsicContentSize }

    override func intrinsicContentSize(forWidth width: Double) -> Size {
        hasNoIntrinsicSize ? Self.none : super.intrinsicContentSize(forWidth: width)
    }
}

/// A button whose baselines stay with its centred title when the button is stretched.
///
/// UIButton's baselines are its title label's (`viewForFirstBaselineLayout` and
/// `viewForLastBaselineLayout` are the label, as in UIKit's legacy button visual provider
/// `baselineOffsetsAtSize:`), and the button lays the label out centred in its bounds; a button
/// taller than its content therefore has its baseline at its vertical centre plus a constant,
/// not at a fixed distance from its top. The `Controls` button reports offsets for its
/// intrinsic height only. Observed: the OAStackView example's 100-pt-high " 2 " button, aligned
/// by baseline with a 30-pt button, saved 35 pt higher than a fixed offset puts it, as a
/// centred title does.
///
/// The title label is stood for by a zero-height strip pinned at the button's vertical centre
/// (`IBTitleBaselineView`), whose baselines are the title's offset from that centre.
///
/// A button without a configuration rounds its title's line up to whole points, where the
/// `Controls` button rounds to the pixel grid. Of the buttons of both corpora without a height
/// constraint, 36 were saved 0.5 pt (0.33 on @3x) higher than the pixel grid makes their
/// title, and 3 lower: 17-pt titles 33 high (a 20.29-pt line: 21 + 12; element,
/// pocket-casts, duckduckgo, nextcloud, woocommerce, XLPagerTabStrip, toolsVersion 14460 to
/// 23727), 16-pt ones 32, custom buttons' 18-pt titles 34 (XLPagerTabStrip, woocommerce),
/// extra-small Subheadline titles 27 (openfoodfacts' Settings). With the rule 12 more
/// text-dependent views of the wide corpus agree within 0.5 pt and none fewer. A
/// configured button keeps the pixel grid (nextcloud's 75 × 34.33 "Button" buttons on a @3x
/// phone). Saved titles are whole points wide as well (456 of the 456 title-sized widths of
/// the two corpora), but our widths are not San Francisco's: rounded up they moved as many
/// views away from Xcode's as towards, so widths keep the pixel grid.
///
/// A button without a configuration that shows an image and no title is at least as high as
/// its title font's line, rounded up to whole points, as if the empty title took a line: 22 pt
/// in a custom button's 18-pt font. Xcode saved unconstrained image-only custom buttons 22 high
/// with 16 × 16 images (pocket-casts' EpisodeListSearchController and PCSearchBarController,
/// 21225 and 21507) and a 20 × 20 one (element's ServiceTermsModalTableHeaderView, 18122), as
/// wide as the image; 24-pt images keep 24 (duckduckgo's OmniBar, element, openfoodfacts). A
/// system symbol's size is not in the document; it counts as no taller than the line, which
/// buttons showing chevrons, stop, video, face and ellipsis symbols bear out (openhab's Main at
/// 32700, nextcloud's CallViewController at 24765, woocommerce's FeatureAnnouncementCardCell at
/// 20037: 22 high), while taller symbols (mic, hand, speaker: 24 to 27) stay unsupported.
///
/// Documents before Xcode 11 (toolsVersion < 14810) also give a system button at least 30 pt of
/// width: the corpus's "1", " 2 " and "Add" buttons (toolsVersion 9059 and 9531, 15-pt titles
/// 8 to 28 pt wide) were all saved 30 wide, as high as a system button is. Later documents have
/// no button that narrow, so the rule is kept to the era it was seen in.
final class IBButtonView: Button {
    private let titleBaseline = IBTitleBaselineView()
    /// The smallest intrinsic width, when the era has one.
    var minimumWidth: Double?
    /// Whether the title's size is rounded up to whole points rather than to the pixel grid
    /// (a button without a configuration; see the type's summary).
    var roundsTitleToWholePoints = false
    /// Whether the button shows a system symbol, whose size the document does not carry (see
    /// the type's summary: it counts as a title line high and as wide as nothing).
    var showsSystemSymbol = false

    override var intrinsicContentSize: Size {
        var size = super.intrinsicContentSize
        if roundsTitleToWholePoints, let title, !title.isEmpty, image == nil, backgroundImage == nil {
            let options = TextLayoutOptions(maximumWidth: nil, numberOfLines: 1, lineBreakMode: titleLineBreakMode)
            let height = TextMeasurer.layout(title, font: effectiveTitleFont, options: options).height
            size.height += ceilToPixels(height, scale: 1) - ceilToPixels(height, scale: traitCollection.displayScale)
        }
        if roundsTitleToWholePoints, title?.isEmpty ?? true, backgroundImage == nil, image != nil || showsSystemSymbol {
            let line = ceilToPixels(effectiveTitleFont.lineHeight, scale: 1) + contentEdgeInsets.top + contentEdgeInsets.bottom
            if showsSystemSymbol, image == nil {
                size = Size(width: contentEdgeInsets.left + contentEdgeInsets.right, height: line)
            } else {
                size.height = max(size.height, line)
            }
        }
        if let minimumWidth, size.width < minimumWidth { size.width = minimumWidth }
        return size
    }

    init(buttonType: ButtonType, title: String?, font: Font, name: String?) {
        super.init(type: buttonType, title: title, font: font, name: name)
        titleBaseline.button = self
        titleBaseline.translatesAutoresizingMaskIntoConstraints = false
        guard (try? addSubview(titleBaseline)) != nil else { return }
        let pins: [LayoutConstraint?] = [
            try? LayoutConstraint(item: titleBaseline, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY),
            try? LayoutConstraint(item: titleBaseline, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left),
            try? LayoutConstraint(item: titleBaseline, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width),
            try? LayoutConstraint(item: titleBaseline, attribute: .height, relatedBy: .equal, toItem: nil,
                                  attribute: .notAnAttribute, constant: 0),
        ]
        for c in pins.compactMap({ $0 }) {
            c.identifier = "IB-titleLabel-baseline"
            try? c.activate()
        }
    }

    /// The title's (or image's) baseline from the vertical centre, at the intrinsic height.
    var baselineFromCentre: Double? {
        super.firstBaselineOffsetFromTop.map { $0 - intrinsicContentSize.height / 2 }
    }

    override var viewForLastBaselineLayout: View {
        baselineFromCentre != nil && titleBaseline.superview === self ? titleBaseline : self
    }

    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        titleBaseline.invalidateBaselines()
    }
}

/// The strip at a button's vertical centre that carries its title's baselines.
final class IBTitleBaselineView: View {
    weak var button: IBButtonView?

    override var typeName: String { "UIButtonLabel" }
    override var firstBaselineOffsetFromTop: Double? { button?.baselineFromCentre }
    override var lastBaselineOffsetFromBottom: Double? { button?.baselineFromCentre.map { -$0 } }
}

/// A progress view as Interface Builder sized it before Xcode 12: a default-style bar 2 pt
/// high, where iOS 14's is 4. Saved frames show the cut: unconstrained progress views 2 high
/// at toolsVersion 14490 and 15702 (duckduckgo, Xcode 10 and 11), 4 high from 17701
/// (element, Xcode 12) on.
final class IBProgressBarView: ProgressView {
    var isLegacy = false {
        didSet { if oldValue != isLegacy { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: Size {
        let size = super.intrinsicContentSize
        return isLegacy && style == .default ? Size(width: size.width, height: 2) : size
    }
}
