import TextLayout

/// Several scenes in one picture, each labelled: the same layout on several devices and
/// orientations, as a grid that reads on a screen.
///
/// Entries that share a `group` (a device) sit side by side under the group's caption, in 15 pt
/// semibold system text (portrait beside landscape); every scene has its own label above it in
/// 13 pt semibold and a hairline around its canvas, and is clipped to its canvas as a screen
/// would clip it. Groups (an entry without a group is one alone) flow left to right, top
/// aligned, `spacing` apart, into rows of `columns` groups, or when `columns` is 0 into rows no
/// wider than `maximumRowWidth` (a group wider than that has a row to itself). An optional
/// title in 17 pt semibold heads the sheet.
public struct ContactSheet: Sendable, Hashable {
    /// One labelled scene.
    public struct Entry: Sendable, Hashable {
        public var label: String
        public var scene: RenderScene
        /// The caption of the group the entry belongs to (a device name); nil for none.
        public var group: String?

        public init(label: String, scene: RenderScene, group: String? = nil) {
            self.label = label
            self.scene = scene
            self.group = group
        }

        /// Labelled with the scene's title (or "Scene") and its size, e.g. "iPhone 8 · portrait — 375 × 667".
        public init(scene: RenderScene) {
            self.init(label: (scene.title ?? "Scene") + " — \(scene.size)", scene: scene)
        }
    }

    public var title: String?
    public var entries: [Entry]
    /// Groups per row; 0 fills rows up to `maximumRowWidth`.
    public var columns: Int
    /// Between scenes and around the sheet, in points.
    public var spacing: Double
    public var backgroundColor: RenderColor
    /// The widest a row grows when `columns` is 0, in points.
    public var maximumRowWidth: Double

    public init(title: String? = nil, entries: [Entry], columns: Int = 0, spacing: Double = 32,
                backgroundColor: RenderColor = .systemGroupedBackground, maximumRowWidth: Double = 2400) {
        self.title = title
        self.entries = entries
        self.columns = columns
        self.spacing = spacing
        self.backgroundColor = backgroundColor
        self.maximumRowWidth = maximumRowWidth
    }

    /// Where each scene's canvas goes on the sheet, and the sheet's size.
    public func layout() -> (frames: [RenderRect], size: RenderSize) {
        let a = arrangement()
        return (a.frames, a.size)
    }

    /// Each group's caption and where its line goes.
    public func captions() -> [(text: String, frame: RenderRect)] { arrangement().captions }

    struct Arrangement {
        var frames: [RenderRect]
        var captions: [(text: String, frame: RenderRect)]
        var size: RenderSize
    }

    static let captionFontSize = 15.0
    static let labelFontSize = 13.0

    func arrangement() -> Arrangement {
        let registry = FontRegistry()
        let gap = spacing.isFinite && spacing >= 0 ? spacing : 32
        let labelHeight = registry.systemFont(ofSize: Self.labelFontSize, weight: .semibold).lineHeight + 8
        let captionHeight = registry.systemFont(ofSize: Self.captionFontSize, weight: .semibold).lineHeight + 4
        // Consecutive entries of one group form a unit; an entry without a group is its own.
        var units: [Range<Int>] = []
        for index in entries.indices {
            if let last = units.last, let group = entries[index].group, entries[last.lowerBound].group == group {
                units[units.count - 1] = last.lowerBound..<(index + 1)
            } else {
                units.append(index..<(index + 1))
            }
        }
        func width(_ unit: Range<Int>) -> Double {
            entries[unit].reduce(0.0) { $0 + $1.scene.size.width } + gap * Double(unit.count - 1)
        }
        let hasCaptions = entries.contains { $0.group != nil }
        var rows: [[Range<Int>]] = []
        for unit in units {
            if var row = rows.last, columns > 0 ? row.count < columns
                : gap + row.reduce(0.0, { $0 + width($1) + gap }) + width(unit) + gap <= max(maximumRowWidth, 1) {
                row.append(unit)
                rows[rows.count - 1] = row
            } else {
                rows.append([unit])
            }
        }
        var y = gap + (title == nil ? 0 : registry.systemFont(ofSize: 17, weight: .semibold).lineHeight + gap / 2)
        var frames = [RenderRect](repeating: RenderRect(x: 0, y: 0, width: 0, height: 0), count: entries.count)
        var captions: [(text: String, frame: RenderRect)] = []
        var sheetWidth = 0.0
        for row in rows {
            var x = gap
            var rowHeight = 0.0
            let top = y + (hasCaptions ? captionHeight : 0)
            for unit in row {
                if let group = entries[unit.lowerBound].group {
                    captions.append((group, RenderRect(x: x, y: y, width: max(width(unit), 1), height: captionHeight - 4)))
                }
                for index in unit {
                    let size = entries[index].scene.size
                    frames[index] = RenderRect(x: x, y: top + labelHeight, width: size.width, height: size.height)
                    x += size.width + gap
                    rowHeight = max(rowHeight, top - y + labelHeight + size.height)
                }
            }
            sheetWidth = max(sheetWidth, x)
            y += rowHeight + gap
        }
        return Arrangement(frames: frames, captions: captions, size: RenderSize(width: max(sheetWidth, gap * 2), height: y))
    }
}

extension SVGRenderer {
    /// The contact sheet as one SVG document.
    public func render(_ sheet: ContactSheet) throws(RenderingError) -> String {
        guard !sheet.entries.isEmpty else { throw .emptyContactSheet }
        for entry in sheet.entries { try entry.scene.validate() }
        let arrangement = sheet.arrangement()
        let (frames, size) = (arrangement.frames, arrangement.size)
        let registry = FontRegistry()
        var writer = SVGWriter()
        var faces = Set<FontEmbedder.FaceKey>()
        let gap = sheet.spacing.isFinite && sheet.spacing >= 0 ? sheet.spacing : 32
        if let title = sheet.title {
            let font = registry.systemFont(ofSize: 17, weight: .semibold)
            let box = RenderRect(x: gap, y: gap, width: size.width - 2 * gap, height: font.lineHeight)
            SceneDrawer.writeText(RenderText(laying: title, font: font, color: .label, in: box), of: "sheet title",
                                  into: &writer, faces: &faces)
        }
        let captionFont = registry.systemFont(ofSize: ContactSheet.captionFontSize, weight: .semibold)
        for (index, caption) in arrangement.captions.enumerated() {
            SceneDrawer.writeText(RenderText(laying: caption.text, font: captionFont, color: .label, in: caption.frame),
                                  of: "caption \(index)", into: &writer, faces: &faces)
        }
        let labelFont = registry.systemFont(ofSize: ContactSheet.labelFontSize, weight: .semibold)
        for (index, (entry, frame)) in zip(sheet.entries, frames).enumerated() {
            let labelBox = RenderRect(x: frame.x, y: frame.y - labelFont.lineHeight - 8, width: max(frame.width, 1),
                                      height: labelFont.lineHeight)
            SceneDrawer.writeText(RenderText(laying: entry.label, font: labelFont, color: .secondaryLabel, in: labelBox),
                                  of: "label \(index)", into: &writer, faces: &faces)
            var drawer = SceneDrawer(scene: entry.scene, overlays: overlays, idPrefix: "s\(index)")
            let clipID = "s\(index)-canvas"
            writer.open("clipPath", [("id", clipID)])
            writer.element("rect", rectAttributes(RenderRect(origin: .zero, size: entry.scene.size)))
            writer.close()
            writer.open("g", [("transform", "translate(\(formatNumber(frame.x)),\(formatNumber(frame.y)))"),
                              ("clip-path", "url(#\(clipID))"), ("data-scene", entry.label)])
            drawer.draw()
            writer.append(drawer.writer)
            writer.close()
            writer.element("rect", rectAttributes(frame.insetBy(dx: -0.5, dy: -0.5)) + stroke(.systemGray3, width: 1))
            faces.formUnion(drawer.faces)
        }
        return document(size: size, title: sheet.title, background: sheet.backgroundColor, body: writer, faces: faces)
    }
}
