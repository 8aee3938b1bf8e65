import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// The Auto Layout Cookbook's "Views with Intrinsic Content Size" recipes with labels and text
/// fields, through the Swift API, on an iPhone 8 (@2x; margins 16 in portrait and 20 in
/// landscape; top layout guide 20 in portrait and 0 in landscape, where the status bar hides).
///
/// Fonts are the cookbook project's (its storyboards in the corpus): labels 17 pt system (the
/// Headline text style in Simple Label and Text Field), text fields 14 pt with a rounded-rect
/// border. Vertical positions depend only on San Francisco's vertical metrics, which the built-in
/// font uses exactly, so they are worked out by hand below. Horizontal ones depend on glyph
/// widths, so they are checked as relations (a label at its intrinsic width, the field filling
/// the rest).
@Suite struct LabelAndTextFieldRecipeTests {
    /// A rounded-rect field of 14 pt text is max(16.707, 30) + 4 = 34 high, its one line centred:
    /// baseline (34 − 16.70703125) / 2 + 13.330078125 = 21.9765625 below its top.
    static let fieldBaseline = (34 - SF.lineHeight(14)) / 2 + SF.ascender(14)

    /// A one-line label of `size` pt at @2x: its line height rounded up to the half point, the
    /// line centred in it. 17 pt: height 20.5, baseline 0.1064 + 16.1865 = 16.29296875.
    static func labelHeight(_ size: Double) -> Double { pixelCeil(SF.lineHeight(size), scale: 2) }
    static func labelBaseline(_ size: Double) -> Double {
        (labelHeight(size) - SF.lineHeight(size)) / 2 + SF.ascender(size)
    }

    struct Setting: Sendable, CustomTestStringConvertible {
        var orientation: Orientation
        var margin: Double
        var guideBottom: Double
        var width: Double
        var testDescription: String { "\(orientation)" }
    }

    static let settings = [
        Setting(orientation: .portrait, margin: 16, guideBottom: 20, width: 375),
        Setting(orientation: .landscape, margin: 20, guideBottom: 0, width: 667),
    ]

    func nameField() -> TextField {
        TextField(placeholder: "Enter name", borderStyle: .roundedRect, font: ControlFonts.system(ofSize: 14), name: "Name Text Field")
    }

    func nameLabel(font: Font) -> Label {
        let label = Label(text: "Name", font: font, name: "Name Label")
        label.setContentHuggingPriority(251, for: .horizontal)
        label.setContentHuggingPriority(251, for: .vertical)
        return label
    }

    /// Drawn baselines in the root, from the engine's exact rectangles: what the constraint promises.
    func drawnBaseline(_ view: some ContentDrawing) throws -> Double {
        try #require(view.drawnContentInRoot(snapped: false).textLines.first).baseline
    }

    // MARK: Simple Label and Text Field

    // 1 Name Label.Leading = Superview.LeadingMargin
    // 2 Name Text Field.Trailing = Superview.TrailingMargin
    // 3 Name Text Field.Leading = Name Label.Trailing + Standard
    // 4 Name Text Field.Top = Top Layout Guide.Bottom + 20.0
    // 5 Name Label.Baseline = Name Text Field.Baseline
    @Test(arguments: settings)
    func simpleLabelAndTextField(_ s: Setting) throws {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let root = screen.rootView
        let label = try add(nameLabel(font: ControlFonts.preferred(.headline)), to: root)
        let field = try add(nameField(), to: root)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: systemSpacing),
            field.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
            label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()

        let labelWidth = label.intrinsicContentSize.width
        let fieldTop = s.guideBottom + 20
        let labelTop = fieldTop + Self.fieldBaseline - Self.labelBaseline(17)
        #expect(close(field.layoutRectInRoot, Rect(x: s.margin + labelWidth + 8, y: fieldTop,
                                                   width: s.width - 2 * s.margin - labelWidth - 8, height: 34)),
                "\(field.layoutRectInRoot)")
        #expect(close(label.layoutRectInRoot, Rect(x: s.margin, y: labelTop, width: labelWidth, height: 20.5)),
                "\(label.layoutRectInRoot)")
        // Equal baselines, as drawn: the label's text and the placeholder sit on one line.
        #expect(close(try drawnBaseline(label), try drawnBaseline(field)))
        #expect(close(try drawnBaseline(field), fieldTop + Self.fieldBaseline))
        #expect(!label.isTruncated && label.displayedText == "Name")
        #expect(field.showsPlaceholder && field.displayedText == "Enter name")
        #expect(!label.hasAmbiguousLayout && !field.hasAmbiguousLayout)
        #expect(root.layoutIssues.isEmpty)
    }

    // MARK: Dynamic Height Label and Text Field

    // 1-3 as above; 4 Name Label.Top >= Top Layout Guide.Bottom + 20.0;
    // 5 Name Label.Top = Top Layout Guide.Bottom + 20.0 (249);
    // 6 Name Text Field.Top >= Top Layout Guide.Bottom + 20.0;
    // 7 Name Text Field.Top = Top Layout Guide.Bottom + 20.0 (249); 8 baselines equal.
    func dynamicHeightRecipe(_ s: Setting) throws -> (Screen, Label, TextField) {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let root = screen.rootView
        let label = try add(nameLabel(font: ControlFonts.system(ofSize: 17)), to: root)
        let field = try add(nameField(), to: root)
        let guide = screen.topLayoutGuide.bottomAnchor
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: systemSpacing),
            label.topAnchor.constraint(greaterThanOrEqualTo: guide, constant: 20),
            label.topAnchor.constraint(equalTo: guide, constant: 20).withPriority(249),
            field.topAnchor.constraint(greaterThanOrEqualTo: guide, constant: 20),
            field.topAnchor.constraint(equalTo: guide, constant: 20).withPriority(249),
            label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        return (screen, label, field)
    }

    /// With a 17 pt label the field is the taller control: it sits 20 below the guide and the
    /// label 21.977 − 16.293 = 5.684 lower. With a 36 pt label (43 high, baseline 34.297) the
    /// label is taller: it sits 20 below the guide and the field 12.320 lower. Only one of the
    /// two 249 equalities can hold; the shorter control keeps its ≥ 20 and moves down.
    @Test(arguments: settings)
    func dynamicHeightLabelAndTextField(_ s: Setting) throws {
        let (screen, label, field) = try dynamicHeightRecipe(s)
        screen.layoutIfNeeded()
        let top = s.guideBottom + 20
        #expect(close(field.layoutRectInRoot.minY, top))
        #expect(close(label.layoutRectInRoot.minY, top + Self.fieldBaseline - Self.labelBaseline(17)))
        #expect(close(try drawnBaseline(label), try drawnBaseline(field)))

        label.font = ControlFonts.system(ofSize: 36)
        screen.layoutIfNeeded()
        #expect(close(Self.labelHeight(36), 43))
        #expect(close(label.layoutRectInRoot.height, 43))
        #expect(close(label.layoutRectInRoot.minY, top))
        #expect(close(field.layoutRectInRoot.minY, top + Self.labelBaseline(36) - Self.fieldBaseline), "\(field.layoutRectInRoot)")
        #expect(close(try drawnBaseline(label), try drawnBaseline(field)))
        // Still a label at its intrinsic width and a field filling the rest.
        let labelWidth = label.intrinsicContentSize.width
        #expect(close(label.layoutRectInRoot.width, labelWidth))
        #expect(close(field.layoutRectInRoot.minX, s.margin + labelWidth + 8))
        #expect(close(field.layoutRectInRoot.maxX, s.width - s.margin))
        #expect(!label.hasAmbiguousLayout && !field.hasAmbiguousLayout)
    }

    /// Built with the 36 pt font from the start: the same frames as after the change.
    @Test func dynamicHeightWith36PointLabelFromTheStart() throws {
        let (screen, label, field) = try dynamicHeightRecipe(Self.settings[0])
        label.font = ControlFonts.system(ofSize: 36)
        screen.layoutIfNeeded()
        #expect(close(label.layoutRectInRoot.minY, 40))
        #expect(close(field.layoutRectInRoot.minY, 40 + Self.labelBaseline(36) - Self.fieldBaseline))
    }

    // MARK: Columns

    static let rowNames = ["First", "Middle", "Last"]

    /// The views of the column recipes: three right-aligned labels and three fields, with the
    /// cookbook's horizontal constraints (1-14) shared by both recipes.
    func columns(_ screen: Screen, labelFont: Font) throws -> ([Label], [TextField]) {
        let root = screen.rootView
        var labels: [Label] = [], fields: [TextField] = []
        for name in Self.rowNames {
            let label = try add(nameLabel(font: labelFont), to: root)
            label.text = "\(name) Name"
            label.name = "\(name) Name Label"
            label.textAlignment = .right
            let field = try add(nameField(), to: root)
            field.placeholder = "Enter \(name.lowercased()) name"
            field.name = "\(name) Name Text Field"
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: systemSpacing),
                field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
            ])
            labels.append(label)
            fields.append(field)
        }
        try LayoutConstraint.activate([
            fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
        ])
        return (labels, fields)
    }

    /// All labels as wide as the longest, their text right-aligned against the fields, and the
    /// fields of equal width filling the rest.
    func checkColumns(_ labels: [Label], _ fields: [TextField], _ s: Setting) throws {
        let widest = labels.map(\.intrinsicContentSize.width).max() ?? 0
        #expect(labels[1].intrinsicContentSize.width == widest, "\"Middle Name\" is the longest")
        for (label, field) in zip(labels, fields) {
            #expect(close(label.layoutRectInRoot.minX, s.margin))
            #expect(close(label.layoutRectInRoot.width, widest), "\(label.displayName): \(label.layoutRectInRoot)")
            #expect(close(field.layoutRectInRoot.minX, s.margin + widest + 8))
            #expect(close(field.layoutRectInRoot.maxX, s.width - s.margin))
            let line = try #require(label.drawnContentInRoot(snapped: false).textLines.first)
            #expect(close(line.origin.x + line.width, s.margin + widest), "right-aligned text ends at the column edge")
            #expect(close(line.baseline, try drawnBaseline(field)))
            #expect(!label.isTruncated)
            #expect(!label.hasAmbiguousLayout && !field.hasAmbiguousLayout)
        }
    }

    // 15 First Name Text Field.Top = Top Layout Guide.Bottom + 20.0
    // 16 Middle Name Text Field.Top = First Name Text Field.Bottom + Standard
    // 17 Last Name Text Field.Top = Middle Name Text Field.Bottom + Standard
    /// Fields at 20 below the guide, then every 34 + 8 = 42 points; labels 5.684 below their field.
    @Test(arguments: settings)
    func fixedHeightColumns(_ s: Setting) throws {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let (labels, fields) = try columns(screen, labelFont: ControlFonts.system(ofSize: 17))
        let guide = screen.topLayoutGuide.bottomAnchor
        try LayoutConstraint.activate([
            fields[0].topAnchor.constraint(equalTo: guide, constant: 20),
            fields[1].topAnchor.constraint(equalTo: fields[0].bottomAnchor, constant: systemSpacing),
            fields[2].topAnchor.constraint(equalTo: fields[1].bottomAnchor, constant: systemSpacing),
        ])
        screen.layoutIfNeeded()
        try checkColumns(labels, fields, s)
        for row in 0..<3 {
            let fieldTop = s.guideBottom + 20 + Double(row) * 42
            #expect(close(fields[row].layoutRectInRoot.minY, fieldTop))
            #expect(close(fields[row].layoutRectInRoot.height, 34))
            #expect(close(labels[row].layoutRectInRoot.minY, fieldTop + Self.fieldBaseline - Self.labelBaseline(17)))
        }
    }

    // 15-18: each first-row control Top >= guide + 20 and = guide + 20 (249);
    // 19-26: each lower control Top >= the control above's Bottom + Standard and = it (249).
    func dynamicColumns(_ screen: Screen, labelFont: Font) throws -> ([Label], [TextField]) {
        let (labels, fields) = try columns(screen, labelFont: labelFont)
        let guide = screen.topLayoutGuide.bottomAnchor
        var list: [LayoutConstraint] = []
        for column in [labels as [View], fields as [View]] {
            list += [
                try column[0].topAnchor.constraint(greaterThanOrEqualTo: guide, constant: 20),
                try column[0].topAnchor.constraint(equalTo: guide, constant: 20).withPriority(249),
            ]
            for row in 1..<3 {
                list += [
                    try column[row].topAnchor.constraint(greaterThanOrEqualTo: column[row - 1].bottomAnchor, constant: systemSpacing),
                    try column[row].topAnchor.constraint(equalTo: column[row - 1].bottomAnchor, constant: systemSpacing)
                        .withPriority(249),
                ]
            }
        }
        try LayoutConstraint.activate(list)
        return (labels, fields)
    }

    /// With 17 pt labels the fields are the taller elements: the same frames as Fixed Height Columns.
    @Test(arguments: settings)
    func dynamicHeightColumnsWithRegularText(_ s: Setting) throws {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let (labels, fields) = try dynamicColumns(screen, labelFont: ControlFonts.system(ofSize: 17))
        screen.layoutIfNeeded()
        try checkColumns(labels, fields, s)
        for row in 0..<3 {
            let fieldTop = s.guideBottom + 20 + Double(row) * 42
            #expect(close(fields[row].layoutRectInRoot.minY, fieldTop), "\(fields[row].layoutRectInRoot)")
            #expect(close(labels[row].layoutRectInRoot.minY, fieldTop + Self.fieldBaseline - Self.labelBaseline(17)))
        }
    }

    /// Body-style labels that follow Dynamic Type, at accessibilityLarge (body 33 pt): each label
    /// is 39.5 high with its baseline 31.480 below its top, taller than the 34 pt fields. The
    /// labels now set the rows: the first 20 below the guide, each next one 8 below the label
    /// above (39.5 + 8 = 47.5 apart); each field 31.480 − 21.977 = 9.504 below its label.
    /// In landscape, where the 33 pt labels and the fields' placeholders fit side by side (in
    /// portrait they do not, and the fields' compression resistance squeezes the labels).
    @Test func dynamicHeightColumnsWithLargeDynamicType() throws {
        let s = Self.settings[1]
        let screen = try makeScreen("iPhone 8", s.orientation)
        screen.contentSizeCategory = .accessibilityLarge
        let body = ControlFonts.preferred(.body)
        let (labels, fields) = try dynamicColumns(screen, labelFont: body)
        for label in labels { label.adjustsFontForContentSizeCategory = true }
        screen.layoutIfNeeded()
        try checkLargeTypeColumns(labels, fields, s)
    }

    /// The same screen built at the default category, then switched: the labels re-measure and
    /// the layout updates to the same frames as when built at that category.
    @Test func dynamicHeightColumnsFollowACategoryChange() throws {
        let s = Self.settings[1]
        let screen = try makeScreen("iPhone 8", s.orientation)
        let (labels, fields) = try dynamicColumns(screen, labelFont: ControlFonts.preferred(.body))
        for label in labels { label.adjustsFontForContentSizeCategory = true }
        screen.layoutIfNeeded()
        #expect(close(fields[0].layoutRectInRoot.minY, 20))
        screen.contentSizeCategory = .accessibilityLarge
        screen.layoutIfNeeded()
        try checkLargeTypeColumns(labels, fields, s)
        screen.contentSizeCategory = .large
        screen.layoutIfNeeded()
        #expect(close(fields[2].layoutRectInRoot.minY, 104))
        #expect(labels[0].effectiveFont.pointSize == 17)
    }

    func checkLargeTypeColumns(_ labels: [Label], _ fields: [TextField], _ s: Setting) throws {
        #expect(labels[0].effectiveFont.pointSize == 33)
        let height = Self.labelHeight(33), baseline = Self.labelBaseline(33)
        #expect(close(height, 39.5))
        for row in 0..<3 {
            let labelTop = s.guideBottom + 20 + Double(row) * (height + 8)
            #expect(close(labels[row].layoutRectInRoot.minY, labelTop), "\(labels[row].layoutRectInRoot)")
            #expect(close(labels[row].layoutRectInRoot.height, height))
            #expect(close(fields[row].layoutRectInRoot.minY, labelTop + baseline - Self.fieldBaseline))
        }
        try checkColumns(labels, fields, s)
    }
}
