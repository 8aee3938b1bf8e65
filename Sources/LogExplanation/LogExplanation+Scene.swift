import AutoLayout
import ConsoleLog
import Rendering
import TextLayout

/// A picture of the conflict: its views, laid out by every member but the broken one (with weak
/// defaults for what they leave free, since the log gives no frames), its constraints as lines,
/// and the broken one in red across the gap the others leave it: what the rest want, and how far
/// that is from what it asks.
extension LogExplanation {
    /// The largest side of the picture; larger layouts are scaled down to it.
    static let largestSide = 1600.0
    static let pictureMargin = 24.0

    public func scene(title: String? = nil) -> RenderScene {
        let shown = isUnsatisfiable ? conflict : Array(block.constraints.indices)
        let broken = isUnsatisfiable ? ([uikitBroke, weWouldBreak].compactMap { $0 }.first(where: conflict.contains) ?? weWouldBreak) : nil
        let system = RebuiltSystem(block: block, options: .init(include: Set(shown).subtracting(broken.map { [$0] } ?? []),
                                                               assumeDefaultMargins: assumedDefaultMargins,
                                                               drawingDefaults: true, resolveOnly: broken.map { [$0] } ?? []))
        var keys: [String] = []
        for i in shown {
            let c = constraint(i)
            for key in [c.first.item, c.second?.item].compactMap({ $0 }) where !keys.contains(key) { keys.append(key) }
        }
        for (owner, guide) in system.marginsGuides where keys.contains(guide) && !keys.contains(owner) { keys.append(owner) }
        let drawn = keys.compactMap { key in system.views[key].map { (key, $0) } }
            .sorted { system.depth(of: $0.0) < system.depth(of: $1.0) }
        let frame = Self.canvas(around: drawn.map(\.1.layoutRectInRoot))
        let items = self.items(drawn, transform: frame.rect)
        var drawnLines = system.rebuilt.compactMap { c, source -> (Anchors, String)? in
            guard case .log(let i) = source else { return nil }
            return (Anchors(c), summary(i))
        }
        if let broken {
            let c = constraint(broken)
            let (first, second) = system.ends(of: c)
            drawnLines.append((Anchors(first: first, second: second, constant: c.constant, isBroken: true), summary(broken)))
        }
        let lines = Self.lines(for: drawnLines, transform: frame.point, scale: frame.scale)
        return RenderScene(title: title, size: frame.size, backgroundColor: .white, displayScale: 2, items: items, constraints: lines)
    }

    /// The drawn items: views filled lightly and captioned, guides dashed.
    func items(_ drawn: [(String, View)], transform: (Rect) -> RenderRect) -> [RenderItem] {
        let font = FontRegistry().systemFont(ofSize: 10)
        var items: [RenderItem] = []
        var captions: [RenderPoint] = []
        for (index, (key, view)) in drawn.enumerated() {
            let name = RebuiltSystem.name(of: key, in: block)
            let frame = transform(view.layoutRectInRoot)
            let isGuide = block.item(key)?.isLayoutGuide ?? key.hasSuffix(".layoutMarginsGuide")
            // A caption where another already is (views that share a corner) moves down a line;
            // a narrow view's caption runs past its edge rather than vanish.
            var corner = RenderPoint(x: frame.minX + 3, y: frame.minY + 2)
            while captions.contains(where: { abs($0.x - corner.x) < 80 && abs($0.y - corner.y) < 12 }) { corner.y += 12 }
            if !isGuide { captions.append(corner) }
            let box = RenderRect(x: corner.x, y: corner.y, width: max(150, frame.maxX - 3 - corner.x), height: 12)
            let caption = RenderText(laying: name, font: font, color: .secondaryLabel, in: box,
                                     lineBreakMode: .byTruncatingTail, verticalPlacement: .top)
            items.append(RenderItem(name: name, frame: frame, kind: isGuide ? .layoutGuide : .view,
                                    backgroundColor: isGuide ? nil : Self.fill(index), text: isGuide ? nil : caption,
                                    borderWidth: isGuide ? 0 : 1, borderColor: .systemGray))
        }
        return items
    }

    /// The canvas around the drawn rectangles, with a margin, scaled down to `largestSide`.
    static func canvas(around rects: [Rect]) -> (size: RenderSize, scale: Double, point: (Double, Double) -> RenderPoint,
                                                 rect: (Rect) -> RenderRect) {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for r in rects where r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite {
            box = box.map { (min($0.minX, r.minX), min($0.minY, r.minY), max($0.maxX, r.maxX), max($0.maxY, r.maxY)) }
                ?? (r.minX, r.minY, r.maxX, r.maxY)
        }
        let b = box ?? (0, 0, 100, 100)
        let margin = pictureMargin
        let scale = min(1, largestSide / max(1, b.maxX - b.minX, b.maxY - b.minY))
        let point = { (x: Double, y: Double) in RenderPoint(x: margin + (x - b.minX) * scale, y: margin + (y - b.minY) * scale) }
        let rect = { (r: Rect) -> RenderRect in
            let origin = point(r.minX, r.minY)
            return RenderRect(x: origin.x, y: origin.y, width: max(0, r.width * scale), height: max(0, r.height * scale))
        }
        let size = RenderSize(width: max(1, 2 * margin + (b.maxX - b.minX) * scale), height: max(1, 2 * margin + (b.maxY - b.minY) * scale))
        return (size, scale, point, rect)
    }

    /// Light fills that tell nested views apart.
    static func fill(_ index: Int) -> RenderColor {
        let palette: [RenderColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink]
        return palette[index % palette.count].withAlpha(0.12)
    }

    /// What a line is drawn between: a constraint's two ends in the rebuilt system.
    struct Anchors {
        var first: (LayoutItem, LayoutAttribute)
        var second: (LayoutItem, LayoutAttribute)?
        var constant: Double
        var isBroken: Bool

        init(first: (LayoutItem, LayoutAttribute), second: (LayoutItem, LayoutAttribute)?, constant: Double, isBroken: Bool) {
            self.first = first
            self.second = second
            self.constant = constant
            self.isBroken = isBroken
        }

        init(_ c: LayoutConstraint) {
            self.init(first: (c.firstItem, c.firstAttribute), second: c.secondItem.map { ($0, c.secondAttribute) },
                      constant: c.constant, isBroken: c.isBroken)
        }
    }

    /// Lines from each second anchor to its first (across the item for a size), labelled with
    /// the constant, through the middle of the first item. A line that would run over another
    /// one (parallel, closer than 9 points, overlapping) moves aside by 10 points at a time, in
    /// turn to either side.
    static func lines(for constraints: [(Anchors, String)], transform: (Double, Double) -> RenderPoint, scale: Double) -> [RenderConstraint] {
        var placed: [(horizontal: Bool, at: Double, from: Double, to: Double)] = []
        return constraints.compactMap { anchors, name in
            let (item, a) = anchors.first
            let r = item.layoutRectInRoot
            let horizontal = a.axis == .horizontal
            let span: (Double, Double)
            if a.isDimension {
                span = a == .width ? (r.minX, r.maxX) : (r.minY, r.maxY)
            } else if let (secondItem, secondAttribute) = anchors.second {
                span = (RebuiltSystem.value(secondItem, secondAttribute), RebuiltSystem.value(item, a))
            } else {
                return nil
            }
            // Dimension lines run along their own axis: a width is drawn horizontally.
            let alongX = a.isDimension ? a == .width : horizontal
            let base = alongX ? r.midY : r.midX
            var at = base
            for step in 0..<12 {
                at = base + Double((step + 1) / 2) * (step % 2 == 0 ? -10 : 10) / max(scale, 1e-9)
                let (lo, hi) = (min(span.0, span.1), max(span.0, span.1))
                let clash = placed.contains { $0.horizontal == alongX && abs($0.at - at) < 9 / max(scale, 1e-9)
                    && min($0.from, $0.to) <= hi && lo <= max($0.from, $0.to) }
                if !clash { break }
            }
            placed.append((alongX, at, span.0, span.1))
            let from = alongX ? transform(span.0, at) : transform(at, span.0)
            let to = alongX ? transform(span.1, at) : transform(at, span.1)
            guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
            let label = anchors.constant == 0 ? nil : formatNumber(anchors.constant)
            return RenderConstraint(name: name, from: from, to: to, label: label, isBroken: anchors.isBroken)
        }
    }
}
