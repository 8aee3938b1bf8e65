/// Draws scenes as SVG documents: views with their colors, controls that look like UIKit's,
/// text in the font it was measured in, and Interface Builder's overlays.
///
/// What is measured is what is drawn: every text line is placed at the origin the layout
/// gave it, in the face it was measured in (`@font-face`, see `SVGFontEmbedding`), with
/// its tracking as `letter-spacing`, kerning on and contextual alternates off (TextLayout
/// measures the font's default glyphs with pair kerning), so a browser or rsvg-convert
/// draws the widths TextLayout computed.
///
/// One canvas point is one SVG user unit (and one CSS pixel); PNGs are drawn at the
/// scene's display scale by `PNGRasterizer`.
public struct SVGRenderer: Sendable {
    /// The overlays to draw; `[.diagnostics]` by default, as Interface Builder always marks problems.
    public var overlays: Set<RenderOverlay>
    public var fontEmbedding: SVGFontEmbedding
    /// Where to look for Inter's files (the built-in system font's widths), in order.
    public var fontDirectories: [String]

    public init(overlays: Set<RenderOverlay> = [.diagnostics], fontEmbedding: SVGFontEmbedding = .embedded,
                fontDirectories: [String] = SVGRenderer.defaultFontDirectories) {
        self.overlays = overlays
        self.fontEmbedding = fontEmbedding
        self.fontDirectories = fontDirectories
    }

    /// Where Inter is usually installed (Debian's fonts-inter first).
    public static var defaultFontDirectories: [String] { FontEmbedder.defaultDirectories }

    /// The scene as a standalone SVG document, `size.width` × `size.height` user units.
    public func render(_ scene: RenderScene) throws(RenderingError) -> String {
        try scene.validate()
        var drawer = SceneDrawer(scene: scene, overlays: overlays, idPrefix: "s")
        drawer.draw()
        return document(size: scene.size, title: scene.title, background: nil, body: drawer.writer, faces: drawer.faces)
    }

    /// Wraps drawn content in the `<svg>` element, with the title, font rules and notes.
    func document(size: RenderSize, title: String?, background: RenderColor?, body: SVGWriter,
                  faces: Set<FontEmbedder.FaceKey>) -> String {
        let embedder = FontEmbedder(mode: fontEmbedding, directories: fontDirectories)
        let (css, notes) = embedder.stylesheet(for: faces)
        var writer = SVGWriter()
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let width = formatNumber(size.width), height = formatNumber(size.height)
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", width),
                            ("height", height), ("viewBox", "0 0 \(width) \(height)")])
        if let title { writer.element("title", content: title) }
        writer.comment("drawn by swift-autolayout's Rendering module; 1 unit = 1 point")
        for note in notes { writer.comment(note) }
        writer.open("defs")
        writer.element("style", [("type", "text/css")], content: css)
        writer.close()
        if let background {
            writer.element("rect", [("width", width), ("height", height)] + fill(background))
        }
        writer.append(body)
        writer.close()
        return writer.text
    }
}

/// The drawing of one scene into SVG elements, collecting the faces its text uses.
struct SceneDrawer {
    let scene: RenderScene
    let overlays: Set<RenderOverlay>
    /// Makes element ids unique when several scenes share a document.
    let idPrefix: String
    var writer = SVGWriter()
    var faces = Set<FontEmbedder.FaceKey>()
    var nextID = 0

    init(scene: RenderScene, overlays: Set<RenderOverlay>, idPrefix: String) {
        self.scene = scene
        self.overlays = overlays
        self.idPrefix = idPrefix
    }

    mutating func draw() {
        writer.element("rect", [("width", formatNumber(scene.size.width)), ("height", formatNumber(scene.size.height)),
                                ("data-name", "screen")] + fill(scene.backgroundColor))
        for item in scene.items where !item.isHidden && item.alpha > 0 {
            drawItem(item)
        }
        drawOverlays()
    }

    mutating func newID(_ kind: String) -> String {
        nextID += 1
        return "\(idPrefix)-\(kind)\(nextID)"
    }

    /// A `<clipPath>` for `rect`; returns its `url(#…)` reference.
    mutating func clipPath(_ rect: RenderRect) -> String {
        let id = newID("clip")
        writer.open("clipPath", [("id", id)])
        writer.element("rect", rectAttributes(rect.standardized))
        writer.close()
        return "url(#\(id))"
    }

    mutating func drawItem(_ item: RenderItem) {
        let clip = item.clipRect.map { clipPath($0) }
        writer.open("g", [("data-name", item.name), ("data-kind", item.kind.className),
                          ("opacity", item.alpha < 1 ? formatNumber(item.alpha) : nil), ("clip-path", clip)])
        let frame = item.frame.standardized
        let radius = min(item.cornerRadius, frame.width / 2, frame.height / 2)
        if let background = item.backgroundColor, !background.isClear, !frame.isEmpty {
            writer.element("rect", rectAttributes(frame, radius: radius) + fill(background))
        }
        drawContent(of: item, in: frame)
        drawText(item.text, of: item.name)
        if item.borderWidth > 0, !frame.isEmpty, !item.borderColor.isClear {
            let half = min(item.borderWidth, frame.width, frame.height) / 2
            writer.element("rect", rectAttributes(frame.insetBy(dx: half, dy: half), radius: max(0, radius - half))
                           + stroke(item.borderColor, width: half * 2))
        }
        writer.close()
    }

    /// Each line at its origin, in its face, with its tracking.
    mutating func drawText(_ text: RenderText?, of name: String) {
        Self.writeText(text, of: name, into: &writer, faces: &faces)
    }

    /// Writes `text`'s lines as `<text>` elements and records the faces they use.
    static func writeText(_ text: RenderText?, of name: String, into writer: inout SVGWriter,
                          faces: inout Set<FontEmbedder.FaceKey>) {
        for line in text?.lines ?? [] {
            // Tabs measure as spaces; line separators and other controls measure as nothing, and XML cannot carry most of them.
            var shown = ""
            for scalar in line.text.unicodeScalars where scalar == "\t" || (isAllowedInXML(scalar) && scalar.value >= 0x20) {
                shown.unicodeScalars.append(scalar == "\t" ? " " : scalar)
            }
            guard !shown.isEmpty, line.font.size > 0, !line.color.isClear else { continue }
            faces.insert(FontEmbedder.FaceKey(line.font))
            // A width factor scales the glyphs about the line's origin; the tracking, San
            // Francisco's own, is divided by it so that it stays as measured.
            let scale = line.font.widthScale.isFinite && line.font.widthScale > 0 ? line.font.widthScale : 1
            let scaled = abs(scale - 1) > 1e-9
            let tracking = line.font.tracking / scale
            writer.element("text", [
                ("x", formatNumber(scaled ? line.origin.x / scale : line.origin.x)), ("y", formatNumber(line.origin.y)),
                ("transform", scaled ? "scale(\(formatNumber(scale)) 1)" : nil),
                ("font-family", FontEmbedder.cssFamilyList(line.font)), ("font-size", formatNumber(line.font.size)),
                ("font-weight", String(line.font.weight)), ("font-style", line.font.isItalic ? "italic" : nil),
                ("letter-spacing", tracking != 0 ? formatNumber(tracking) : nil),
            ] + fill(line.color) + [("xml:space", "preserve"), ("data-item", name), ("data-width", formatNumber(line.width))],
                content: shown)
        }
    }
}

/// x, y, width, height (and rx when rounded) of a rectangle.
func rectAttributes(_ rect: RenderRect, radius: Double = 0) -> SVGWriter.Attributes {
    [("x", formatNumber(rect.x)), ("y", formatNumber(rect.y)), ("width", formatNumber(max(0, rect.width))),
     ("height", formatNumber(max(0, rect.height))), ("rx", radius > 0 ? formatNumber(radius) : nil)]
}

/// `fill` (and `fill-opacity` when translucent).
func fill(_ color: RenderColor) -> SVGWriter.Attributes {
    [("fill", color.hexRGB), ("fill-opacity", color.alpha < 1 ? formatNumber(color.alpha) : nil)]
}

/// No fill, and a stroke of `color` (with `stroke-opacity`), optionally dashed.
func stroke(_ color: RenderColor, width: Double, dash: String? = nil) -> SVGWriter.Attributes {
    [("fill", "none"), ("stroke", color.hexRGB), ("stroke-opacity", color.alpha < 1 ? formatNumber(color.alpha) : nil),
     ("stroke-width", formatNumber(width)), ("stroke-dasharray", dash)]
}
