import AutoLayout
import ConsoleLog
import Rendering
import TextLayout

/// A picture of the conflict: its views (frames unknown, so laid out by the conflict itself with
/// weak defaults for what it leaves free), its constraints as lines, the broken one in red.
extension LogExplanation {
    /// The largest side of the picture; larger layouts are scaled down to it.
    static let largestSide = 1600.0

    public func scene(title: String? = nil) -> RenderScene {
        let shown = isUnsatisfiable ? conflict : Array(block.constraints.indices)
        let broken = isUnsatisfiable ? ([uikitBroke, weWouldBreak].compactMap { $0 }.first(where: conflict.contains) ?? weWouldBreak) : nil
        let system = RebuiltSystem(block: block, options: .init(include: Set(shown), assumeDefaultMargins: assumedDefaultMargins,
                                                               last: broken, drawingDefaults: true))
        var keys: [String] = []
        for i in shown {
            let c = constraint(i)
            for key in [c.first.item, c.second?.item].compactMap({ $0 }) where !keys.contains(key) { keys.append(key) }
        }
        for (owner, guide) in system.marginsGuides where keys.contains(guide) && !keys.contains(owner) { keys.append(owner) }
        let drawn = keys.compactMap { key in system.views[key].map { (key, $0) } }
            .sorted { system.depth(of: $0.0) < system.depth(of: $1.0) }
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for (_, view) in drawn {
            let r = view.layoutRectInRoot
            guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { continue }
            box = box.map { (min($0.minX, r.minX), min($0.minY, r.minY), max($0.maxX, r.maxX), max($0.maxY, r.maxY)) }
                ?? (r.minX, r.minY, r.maxX, r.maxY)
        }
        let bounds = box ?? (0, 0, 100, 100)
        let margin = 24.0
        let scale = min(1, Self.largestSide / max(1, bounds.maxX - bounds.minX, bounds.maxY - bounds.minY))
        func point(_ x: Double, _ y: Double) -> RenderPoint {
            RenderPoint(x: margin + (x - bounds.minX) * scale, y: margin + (y - bounds.minY) * scale)
        }
        func rect(_ r: Rect) -> RenderRect {
            let origin = point(r.minX, r.minY)
            return RenderRect(x: origin.x, y: origin.y, width: max(0, r.width * scale), height: max(0, r.height * scale))
        }
        let font = FontRegistry().systemFont(ofSize: 10)
        var items: [RenderItem] = []
        var captions: [RenderPoint] = []
        for (index, (key, view)) in drawn.enumerated() {
            let item = block.item(key)
            let frame = rect(view.layoutRectInRoot)
            let isGuide = item?.isLayoutGuide ?? key.hasSuffix(".layoutMarginsGuide")
            // A caption where another already is (views that share a corner) moves down a line.
            var corner = RenderPoint(x: frame.minX + 3, y: frame.minY + 2)
            while captions.contains(where: { abs($0.x - corner.x) < 80 && abs($0.y - corner.y) < 12 }) { corner.y += 12 }
            if !isGuide { captions.append(corner) }
            let box = RenderRect(x: corner.x, y: corner.y, width: max(0, frame.maxX - 3 - corner.x), height: 12)
            let caption = RenderText(laying: RebuiltSystem.name(of: key, in: block), font: font, color: .secondaryLabel,
                                     in: box, lineBreakMode: .byTruncatingTail, verticalPlacement: .top)
            items.append(RenderItem(name: RebuiltSystem.name(of: key, in: block), frame: frame, kind: isGuide ? .layoutGuide : .view,
                                    backgroundColor: isGuide ? nil : Self.fill(index), text: isGuide ? nil : caption,
                                    borderWidth: isGuide ? 0 : 1, borderColor: .systemGray))
        }
        // Lines along the same item and axis are spread 10 points apart (0, +1, -1, +2, …), so
        // that none hides another.
        var linesOnItem: [String: Int] = [:]
        let lines = system.rebuilt.compactMap { c, source -> RenderConstraint? in
            guard case .log(let i) = source else { return nil }
            let key = "\(ObjectIdentifier(c.firstItem).hashValue)-\(c.firstAttribute.axis == .horizontal)"
            let k = linesOnItem[key, default: 0]
            linesOnItem[key] = k + 1
            let offset = Double((k + 1) / 2) * (k % 2 == 0 ? -10 : 10) / scale
            return Self.line(for: c, name: summary(i), offset: offset, transform: point)
        }
        let size = RenderSize(width: 2 * margin + (bounds.maxX - bounds.minX) * scale,
                              height: 2 * margin + (bounds.maxY - bounds.minY) * scale)
        return RenderScene(title: title, size: RenderSize(width: max(size.width, 1), height: max(size.height, 1)),
                           backgroundColor: .white, displayScale: 2, items: items, constraints: lines)
    }

    /// Light fills that tell nested views apart.
    static func fill(_ index: Int) -> RenderColor {
        let palette: [RenderColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink]
        return palette[index % palette.count].withAlpha(0.12)
    }

    /// A line from the second item's attribute to the first's (across the item for a size).
    static func line(for c: LayoutConstraint, name: String, offset: Double,
                     transform: (Double, Double) -> RenderPoint) -> RenderConstraint? {
        let a = c.firstAttribute
        let r = c.firstItem.layoutRectInRoot.offsetBy(dx: a.axis == .vertical ? offset : 0, dy: a.axis == .horizontal ? offset : 0)
        let from: RenderPoint, to: RenderPoint
        if a.isDimension {
            from = a == .width ? transform(r.minX, r.midY) : transform(r.midX, r.minY)
            to = a == .width ? transform(r.maxX, r.midY) : transform(r.midX, r.maxY)
        } else if let second = c.secondItem {
            let p1 = RebuiltSystem.value(c.firstItem, a), p2 = RebuiltSystem.value(second, c.secondAttribute)
            if a.axis == .horizontal {
                from = transform(p2, r.midY)
                to = transform(p1, r.midY)
            } else {
                from = transform(r.midX, p2)
                to = transform(r.midX, p1)
            }
        } else {
            return nil
        }
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
        let label = c.constant == 0 ? nil : formatNumber(c.constant)
        return RenderConstraint(name: name, from: from, to: to, label: label, isBroken: c.isBroken)
    }
}
