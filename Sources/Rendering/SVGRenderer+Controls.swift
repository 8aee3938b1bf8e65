import Foundation
import TextLayout

/// How the controls are drawn: UIKit's iOS 13+ light look, reduced to flat shapes.
///
/// Sizes are UIKit's intrinsic sizes (as Interface Builder saves them and the controls report them):
/// the switch 51 × 31, the stepper 94 × 32, segmented controls 32 high with corner radius
/// 8 and a selection inset of 2, sliders 31 high, progress bars 4 high, activity indicators
/// with 8 spokes, text fields padded 7 pt horizontally. The rest is chosen to look like
/// UIKit at a glance, and documented where it is drawn: a 28 pt slider thumb on a 4 pt track,
/// a 27 pt switch knob, 13 pt segment titles (selected ones semibold), an image view's
/// placeholder picture. Colors are UIKit's defaults (`RenderColor`): a switch is systemGreen
/// when on, a slider's and progress view's fill is the tint color.
extension SceneDrawer {
    mutating func drawContent(of item: RenderItem, in frame: RenderRect) {
        switch item.kind {
        case .view, .label, .button, .textView, .stackView, .layoutGuide:
            return
        case let .textField(borderStyle):
            drawTextFieldBorder(borderStyle, in: frame, hasBackground: item.backgroundColor.map { !$0.isClear } ?? false)
        case let .switch(isOn):
            drawSwitch(isOn: isOn, at: frame.origin)
        case let .slider(value, minimum, maximum):
            let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
            drawSlider(fraction: fraction, in: frame, tint: item.tintColor)
        case .stepper:
            drawStepper(in: frame)
        case let .segmentedControl(titles, selectedIndex):
            drawSegmentedControl(titles: titles, selectedIndex: selectedIndex, in: frame)
        case .imageView:
            drawImagePlaceholder(in: frame, hasBackground: item.backgroundColor.map { !$0.isClear } ?? false)
        case .activityIndicator:
            drawActivityIndicator(in: frame)
        case let .progressView(progress):
            drawProgress(min(max(progress, 0), 1), in: frame, tint: item.tintColor)
        }
    }

    /// A round-rect field is white with a light gray hairline and corner radius 5; a line
    /// field has a dark 1 pt border; a bezel field a gray one; a borderless field nothing.
    mutating func drawTextFieldBorder(_ style: RenderItem.TextFieldBorderStyle, in frame: RenderRect, hasBackground: Bool) {
        switch style {
        case .none:
            return
        case .roundedRect:
            let fillColor: SVGWriter.Attributes = hasBackground ? [("fill", "none")] : fill(.white)
            writer.element("rect", rectAttributes(frame.insetBy(dx: 0.25, dy: 0.25), radius: 5) + fillColor
                           + [("stroke", RenderColor.opaqueSeparator.hexRGB), ("stroke-width", "0.5")])
        case .line:
            writer.element("rect", rectAttributes(frame.insetBy(dx: 0.5, dy: 0.5)) + stroke(RenderColor(white: 0.2), width: 1))
        case .bezel:
            writer.element("rect", rectAttributes(frame.insetBy(dx: 0.5, dy: 0.5)) + stroke(.systemGray, width: 1))
        }
    }

    /// UISwitch keeps its 51 × 31 size whatever its frame: a capsule track, systemGreen when
    /// on and secondarySystemFill when off, and a white 27 pt knob 2 pt inside the track.
    mutating func drawSwitch(isOn: Bool, at origin: RenderPoint) {
        let track = RenderRect(x: origin.x, y: origin.y, width: 51, height: 31)
        writer.element("rect", rectAttributes(track, radius: 15.5) + fill(isOn ? .systemGreen : .secondarySystemFill))
        let center = RenderPoint(x: isOn ? track.maxX - 15.5 : track.minX + 15.5, y: track.midY)
        drawKnob(at: center, radius: 13.5)
    }

    /// A white knob with a soft shadow below it and a faint outline.
    mutating func drawKnob(at center: RenderPoint, radius: Double) {
        writer.element("circle", [("cx", formatNumber(center.x)), ("cy", formatNumber(center.y + 1.5)),
                                  ("r", formatNumber(radius + 0.5))] + fill(RenderColor(white: 0, alpha: 0.12)))
        writer.element("circle", [("cx", formatNumber(center.x)), ("cy", formatNumber(center.y)), ("r", formatNumber(radius))]
                       + fill(.white) + [("stroke", "#000000"), ("stroke-opacity", "0.06"), ("stroke-width", "0.5")])
    }

    /// A 4 pt track across the frame, the tint color left of the thumb and systemFill right
    /// of it, and a 28 pt white thumb whose center runs from 14 pt inside one end to 14 pt inside the other.
    mutating func drawSlider(fraction: Double, in frame: RenderRect, tint: RenderColor) {
        let thumbRadius = min(14, frame.width / 2)
        let thumbX = frame.minX + thumbRadius + fraction * max(0, frame.width - 2 * thumbRadius)
        let track = RenderRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
        writer.element("rect", rectAttributes(track, radius: 2) + fill(.systemFill))
        let filled = RenderRect(x: frame.minX, y: track.y, width: thumbX - frame.minX, height: 4)
        writer.element("rect", rectAttributes(filled, radius: 2) + fill(tint))
        drawKnob(at: RenderPoint(x: thumbX, y: frame.midY), radius: thumbRadius)
    }

    /// A tertiarySystemFill capsule (radius 8) split by a divider, with "−" and "+" drawn as strokes.
    mutating func drawStepper(in frame: RenderRect) {
        writer.element("rect", rectAttributes(frame, radius: min(8, frame.height / 2)) + fill(.tertiarySystemFill))
        writer.element("line", [("x1", formatNumber(frame.midX)), ("y1", formatNumber(frame.midY - 9)),
                                ("x2", formatNumber(frame.midX)), ("y2", formatNumber(frame.midY + 9))]
                       + stroke(.separator, width: 1))
        let half = frame.width / 4, arm = min(6.5, half * 0.4)
        let minus = frame.minX + half, plus = frame.maxX - half, y = frame.midY
        var segments = [(minus - arm, y, minus + arm, y), (plus - arm, y, plus + arm, y)]
        segments.append((plus, y - arm, plus, y + arm))
        for (x1, y1, x2, y2) in segments {
            writer.element("line", [("x1", formatNumber(x1)), ("y1", formatNumber(y1)), ("x2", formatNumber(x2)),
                                    ("y2", formatNumber(y2)), ("stroke-linecap", "round")] + stroke(.label, width: 1.5))
        }
    }

    /// Equal segments on a tertiarySystemFill capsule (radius 8); the selected one a white
    /// card inset 2 pt; dividers between unselected neighbours; titles 13 pt, centered,
    /// padded 9 pt, truncated at the tail (semibold when selected).
    mutating func drawSegmentedControl(titles: [String], selectedIndex: Int?, in frame: RenderRect) {
        writer.element("rect", rectAttributes(frame, radius: min(8, frame.height / 2)) + fill(.tertiarySystemFill))
        guard !titles.isEmpty else { return }
        let width = frame.width / Double(titles.count)
        let selected = selectedIndex.flatMap { titles.indices.contains($0) ? $0 : nil }
        if let selected {
            let card = RenderRect(x: frame.minX + Double(selected) * width, y: frame.minY, width: width, height: frame.height)
                .insetBy(dx: 2, dy: 2)
            var shadow = card
            shadow.y += 1
            writer.element("rect", rectAttributes(shadow, radius: 7) + fill(RenderColor(white: 0, alpha: 0.06)))
            writer.element("rect", rectAttributes(card, radius: 7) + fill(.white)
                           + [("stroke", "#000000"), ("stroke-opacity", "0.04"), ("stroke-width", "0.5")])
        }
        for index in 1..<titles.count where index != selected && index - 1 != selected {
            let x = frame.minX + Double(index) * width
            writer.element("line", [("x1", formatNumber(x)), ("y1", formatNumber(frame.midY - 8)), ("x2", formatNumber(x)),
                                    ("y2", formatNumber(frame.midY + 8))] + stroke(RenderColor(red255: 142, 142, 147, alpha: 0.3), width: 1))
        }
        let registry = FontRegistry()
        for (index, title) in titles.enumerated() {
            let font = registry.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
            let segment = RenderRect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height)
            drawText(RenderText(laying: title, font: font, color: .label, in: segment.insetBy(dx: 9, dy: 0), alignment: .center),
                     of: "segment \(index)")
        }
    }

    /// systemGray6 (unless the view has a background) with a picture glyph: a frame, a sun
    /// and two mountains in systemGray3, half the shorter side, centered.
    mutating func drawImagePlaceholder(in frame: RenderRect, hasBackground: Bool) {
        guard !frame.isEmpty else { return }
        if !hasBackground { writer.element("rect", rectAttributes(frame) + fill(.systemGray6)) }
        let side = min(frame.width, frame.height) * 0.5
        let x = frame.midX - side / 2, y = frame.midY - side / 2
        func point(_ u: Double, _ v: Double) -> String { formatNumber(x + u * side) + "," + formatNumber(y + v * side) }
        writer.element("rect", rectAttributes(RenderRect(x: x, y: y, width: side, height: side), radius: side * 0.1)
                       + stroke(.systemGray3, width: max(1, side * 0.05)))
        writer.element("circle", [("cx", formatNumber(x + 0.7 * side)), ("cy", formatNumber(y + 0.3 * side)),
                                  ("r", formatNumber(0.09 * side))] + fill(.systemGray3))
        let mountains = [point(0.12, 0.84), point(0.4, 0.46), point(0.6, 0.7), point(0.72, 0.56), point(0.88, 0.84)]
        writer.element("polygon", [("points", mountains.joined(separator: " "))] + fill(.systemGray3))
    }

    /// Eight round-capped spokes around the center, in systemGray, fading clockwise from
    /// the top like one frame of the animation; spoke length and width scale with the frame
    /// (20 pt for the medium style, 37 pt for large).
    mutating func drawActivityIndicator(in frame: RenderRect) {
        let radius = min(frame.width, frame.height) / 2
        guard radius > 0 else { return }
        let width = radius * 0.2, inner = radius * 0.45, outer = radius - width / 2
        let opacities = [1.0, 0.85, 0.7, 0.6, 0.5, 0.42, 0.36, 0.3]
        for (index, opacity) in opacities.enumerated() {
            let angle = Double(index) * Double.pi / 4
            let dx = sin(angle), dy = -cos(angle)
            writer.element("line", [("x1", formatNumber(frame.midX + dx * inner)), ("y1", formatNumber(frame.midY + dy * inner)),
                                    ("x2", formatNumber(frame.midX + dx * outer)), ("y2", formatNumber(frame.midY + dy * outer)),
                                    ("stroke-linecap", "round")] + stroke(RenderColor.systemGray.withAlpha(opacity), width: width))
        }
    }

    /// A systemFill track filling the frame, rounded, with the tint color over `progress` of its width.
    mutating func drawProgress(_ progress: Double, in frame: RenderRect, tint: RenderColor) {
        let radius = frame.height / 2
        writer.element("rect", rectAttributes(frame, radius: radius) + fill(.systemFill))
        guard progress > 0 else { return }
        let bar = RenderRect(x: frame.minX, y: frame.minY, width: frame.width * progress, height: frame.height)
        writer.element("rect", rectAttributes(bar, radius: min(radius, bar.width / 2)) + fill(tint))
    }
}
