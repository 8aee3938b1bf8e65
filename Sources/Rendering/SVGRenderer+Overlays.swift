import TextLayout

/// Interface Builder's marks over a scene, drawn on top of every item in this order:
/// margins, safe area, guides, constraints, diagnostics.
///
/// Colors: margins and guides in systemBlue, the safe area in systemIndigo, constraints in
/// systemBlue (IB's blue), broken constraints in systemRed and ambiguous items in
/// systemOrange, as IB colors conflicting constraints and ambiguous or misplaced views.
extension SceneDrawer {
    static let marginColor = RenderColor.systemBlue
    static let safeAreaColor = RenderColor.systemIndigo
    static let constraintColor = RenderColor.systemBlue
    static let brokenColor = RenderColor.systemRed
    static let ambiguousColor = RenderColor.systemOrange

    mutating func drawOverlays() {
        let visible = scene.items.filter { !$0.isHidden }
        if overlays.contains(.margins) {
            for item in visible {
                guard let margins = item.layoutMargins, item.kind != .layoutGuide else { continue }
                drawMargins(frame: item.frame.standardized, inner: item.frame.inset(by: margins), name: item.name)
            }
        }
        if overlays.contains(.safeArea), let safeArea = scene.safeArea {
            let canvas = RenderRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            writer.open("g", [("data-overlay", "safe-area")])
            writer.element("path", [("d", ringPath(outer: canvas, inner: safeArea.standardized)), ("fill-rule", "evenodd")]
                           + fill(Self.safeAreaColor.withAlpha(0.1)))
            writer.element("rect", rectAttributes(safeArea.standardized.insetBy(dx: 0.5, dy: 0.5))
                           + stroke(Self.safeAreaColor.withAlpha(0.8), width: 1, dash: "6 3"))
            writer.close()
        }
        if overlays.contains(.guides) {
            for item in visible where item.kind == .layoutGuide {
                writer.element("rect", rectAttributes(item.frame.standardized.insetBy(dx: 0.5, dy: 0.5)) + stroke(Self.marginColor, width: 1, dash: "4 3")
                               + [("fill", Self.marginColor.hexRGB), ("fill-opacity", "0.06"), ("data-overlay", "guide"),
                                  ("data-name", item.name)])
            }
        }
        let showAll = overlays.contains(.constraints), showBroken = showAll || overlays.contains(.diagnostics)
        for constraint in scene.constraints where constraint.isBroken ? showBroken : showAll {
            drawConstraint(constraint)
        }
        if overlays.contains(.diagnostics) {
            for item in visible where item.isAmbiguous {
                let frame = item.frame.standardized
                let inset = min(1, frame.width / 2, frame.height / 2)
                writer.element("rect", rectAttributes(frame.insetBy(dx: inset, dy: inset))
                               + stroke(Self.ambiguousColor, width: 2 * inset)
                               + [("data-overlay", "ambiguous"), ("data-name", item.name)])
            }
        }
    }

    /// The band between a frame and its margins rectangle, shaded, with the margins dashed.
    mutating func drawMargins(frame: RenderRect, inner: RenderRect, name: String) {
        writer.open("g", [("data-overlay", "margins"), ("data-name", name)])
        writer.element("path", [("d", ringPath(outer: frame, inner: inner.standardized)), ("fill-rule", "evenodd")]
                       + fill(Self.marginColor.withAlpha(0.08)))
        if !inner.isEmpty, inner.width > 0, inner.height > 0 {
            writer.element("rect", rectAttributes(inner) + stroke(Self.marginColor.withAlpha(0.6), width: 0.5, dash: "3 2"))
        }
        writer.close()
    }

    /// A line with a short bar across each end (as IB draws constraints), its label in a
    /// white pill at the middle, in 10 pt system text.
    mutating func drawConstraint(_ constraint: RenderConstraint) {
        let color = constraint.isBroken ? Self.brokenColor : Self.constraintColor
        writer.open("g", [("data-overlay", constraint.isBroken ? "broken-constraint" : "constraint"), ("data-name", constraint.name)])
        let a = constraint.from, b = constraint.to
        writer.element("line", [("x1", formatNumber(a.x)), ("y1", formatNumber(a.y)), ("x2", formatNumber(b.x)),
                                ("y2", formatNumber(b.y))] + stroke(color, width: 1))
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        if length > 0 {
            let nx = -dy / length * 3, ny = dx / length * 3
            for end in [a, b] {
                writer.element("line", [("x1", formatNumber(end.x - nx)), ("y1", formatNumber(end.y - ny)),
                                        ("x2", formatNumber(end.x + nx)), ("y2", formatNumber(end.y + ny))] + stroke(color, width: 1))
            }
        }
        if let label = constraint.label, !label.isEmpty {
            let font = FontRegistry().systemFont(ofSize: 10)
            let width = TextMeasurer.width(of: label, font: font) + 6, height = font.lineHeight + 2
            let pill = RenderRect(x: (a.x + b.x - width) / 2, y: (a.y + b.y - height) / 2, width: width, height: height)
            writer.element("rect", rectAttributes(pill, radius: height / 2) + fill(.white)
                           + [("stroke", color.hexRGB), ("stroke-width", "0.5")])
            drawText(RenderText(laying: label, font: font, color: color, in: pill, alignment: .center), of: constraint.name)
        }
        writer.close()
    }
}

/// An SVG path of two rectangles: with `fill-rule="evenodd"` it fills what is in `outer` but not in `inner`.
func ringPath(outer: RenderRect, inner: RenderRect) -> String {
    func rect(_ r: RenderRect) -> String {
        "M\(formatNumber(r.minX)),\(formatNumber(r.minY))H\(formatNumber(r.maxX))V\(formatNumber(r.maxY))H\(formatNumber(r.minX))Z"
    }
    return rect(outer) + rect(inner)
}
