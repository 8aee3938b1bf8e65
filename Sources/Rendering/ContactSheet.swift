import TextLayout

/// Several scenes side by side in one picture, each labelled: the same layout on several
/// devices and orientations.
///
/// Scenes are placed in rows of `columns` (all in one row when 0), left to right, top
/// aligned, `spacing` apart, each with its label above it in 13 pt semibold system text
/// and a hairline around its canvas; an optional title in 17 pt semibold heads the sheet.
/// Each scene is clipped to its canvas, as a screen would clip it.
public struct ContactSheet: Sendable, Hashable {
    /// One labelled scene.
    public struct Entry: Sendable, Hashable {
        public var label: String
        public var scene: RenderScene

        public init(label: String, scene: RenderScene) {
            self.label = label
            self.scene = scene
        }

        /// Labelled with the scene's title (or "Scene") and its size, e.g. "iPhone 8 · portrait — 375 × 667".
        public init(scene: RenderScene) {
            self.init(label: (scene.title ?? "Scene") + " — \(scene.size)", scene: scene)
        }
    }

    public var title: String?
    public var entries: [Entry]
    /// Scenes per row; 0 puts every scene in one row.
    public var columns: Int
    /// Between scenes and around the sheet, in points.
    public var spacing: Double
    public var backgroundColor: RenderColor

    public init(title: String? = nil, entries: [Entry], columns: Int = 0, spacing: Double = 32,
                backgroundColor: RenderColor = .systemGroupedBackground) {
        self.title = title
        self.entries = entries
        self.columns = columns
        self.spacing = spacing
        self.backgroundColor = backgroundColor
    }

    /// Where each scene's canvas goes on the sheet, and the sheet's size.
    public func layout() -> (frames: [RenderRect], size: RenderSize) {
        let registry = FontRegistry()
        let gap = spacing.isFinite && spacing >= 0 ? spacing : 32
        let labelHeight = registry.systemFont(ofSize: 13, weight: .semibold).lineHeight + 8
        var y = gap + (title == nil ? 0 : registry.systemFont(ofSize: 17, weight: .semibold).lineHeight + gap / 2)
        let perRow = columns > 0 ? columns : max(entries.count, 1)
        var frames: [RenderRect] = []
        var width = 0.0
        for rowStart in stride(from: 0, to: entries.count, by: perRow) {
            let row = entries[rowStart..<min(rowStart + perRow, entries.count)]
            var x = gap
            var rowHeight = 0.0
            for entry in row {
                frames.append(RenderRect(x: x, y: y + labelHeight, width: entry.scene.size.width, height: entry.scene.size.height))
                x += entry.scene.size.width + gap
                rowHeight = max(rowHeight, labelHeight + entry.scene.size.height)
            }
            width = max(width, x)
            y += rowHeight + gap
        }
        return (frames, RenderSize(width: max(width, gap * 2), height: y))
    }
}

extension SVGRenderer {
    /// The contact sheet as one SVG document.
    public func render(_ sheet: ContactSheet) throws(RenderingError) -> String {
        guard !sheet.entries.isEmpty else { throw .emptyContactSheet }
        for entry in sheet.entries { try entry.scene.validate() }
        let (frames, size) = sheet.layout()
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
        let labelFont = registry.systemFont(ofSize: 13, weight: .semibold)
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
