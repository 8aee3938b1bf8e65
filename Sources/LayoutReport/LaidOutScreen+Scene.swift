import AutoLayout
import Controls
import Rendering

extension LaidOutScreen {
    /// The laid-out screen as a picture: every reported item in drawing order with its frame,
    /// colors and text (what each control draws, measured by the `Controls` module), the safe
    /// area, the source's constraints and the diagnostics (ambiguous views, broken constraints).
    public func scene() -> RenderScene {
        screen.layoutIfNeeded()
        let root = screen.rootView
        var drawn: [RenderItem] = []
        var hiddenViews = Set<ObjectIdentifier>()
        let ambiguousViews = root.ambiguouslyLaidOutViewsInSubtree()
        for reported in reportedItems {
            let r = reported.frameInRoot
            let frame = RenderRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
            var text: RenderText?
            var hidden = false
            var margins: RenderInsets?
            var ambiguous = false
            if let view = reported.item as? View {
                hidden = view.isHidden || (view.superview.map { hiddenViews.contains(ObjectIdentifier($0)) } ?? false)
                if hidden { hiddenViews.insert(ObjectIdentifier(view)) }
                text = Self.drawnText(of: view, color: reported.textColor)
                let m = view.layoutMargins
                margins = RenderInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
                ambiguous = view !== root && ambiguousViews.contains(ObjectIdentifier(view))
            }
            drawn.append(RenderItem(name: reported.name, frame: frame, kind: reported.kind, backgroundColor: reported.backgroundColor,
                                    text: text, isHidden: hidden, layoutMargins: margins, isAmbiguous: ambiguous))
        }
        let safe = root.safeAreaLayoutGuide.layoutRectInRoot
        let lines = sourceConstraints.filter(\.isActive).sorted { $0.firstItem.serial < $1.firstItem.serial }
            .compactMap(constraintLine)
        return RenderScene(title: "\(screen.device.name) · \(screen.orientation.rawValue)",
                           size: RenderSize(width: screen.size.width, height: screen.size.height),
                           displayScale: screen.device.scale, items: drawn,
                           safeArea: RenderRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height),
                           constraints: lines)
    }

    /// What a control draws, as the renderer's text lines (screen coordinates): its text in
    /// `color` (the label color by default), placeholders in the placeholder color, tinted
    /// titles in the tint color.
    static func drawnText(of view: View, color: RenderColor?) -> RenderText? {
        guard let drawing = view as? any ContentDrawing else { return nil }
        let content = drawing.drawnContentInRoot(snapped: true)
        guard !content.textLines.isEmpty else { return nil }
        let lines = content.textLines.map { line -> RenderTextLine in
            let lineColor: RenderColor = switch line.role {
            case .placeholder: .placeholderText
            case .tint: .systemBlue
            default: color ?? .label
            }
            return RenderTextLine(text: line.text, origin: RenderPoint(x: line.origin.x, y: line.origin.y), width: line.width,
                                  font: RenderFont(line.font), color: lineColor)
        }
        return RenderText(lines: lines, isTruncated: content.textLines.contains { $0.isTruncated })
    }

    /// A constraint drawn as Interface Builder draws it: a line from the first item's attribute
    /// to the second's (across the item for a size), labelled with the constant; broken in red.
    func constraintLine(_ c: LayoutConstraint) -> RenderConstraint? {
        let rtl = screen.layoutDirection == .rightToLeft
        func rect(_ item: LayoutItem, _ a: LayoutAttribute) -> Rect {
            if a.isMargin, let v = item as? View { return v.layoutMarginsGuide.layoutRectInRoot }
            return item.layoutRectInRoot
        }
        func position(_ item: LayoutItem, _ a: LayoutAttribute) -> Double {
            let r = rect(item, a)
            switch a.withoutMargin {
            case .left: return r.minX
            case .right: return r.maxX
            case .leading: return rtl ? r.maxX : r.minX
            case .trailing: return rtl ? r.minX : r.maxX
            case .centerX: return r.midX
            case .top: return r.minY
            case .bottom: return r.maxY
            case .centerY: return r.midY
            // A view without text has its first baseline at its top and its last at its bottom.
            case .firstBaseline:
                let v = (item as? View)?.viewForFirstBaselineLayout
                return v.flatMap { b in b.firstBaselineOffsetFromTop.map { b.layoutRectInRoot.minY + $0 } } ?? r.minY
            case .lastBaseline:
                let v = (item as? View)?.viewForLastBaselineLayout
                return v.flatMap { b in b.lastBaselineOffsetFromBottom.map { b.layoutRectInRoot.maxY - $0 } } ?? r.maxY
            default: return 0
            }
        }
        let a = c.firstAttribute
        let r1 = rect(c.firstItem, a)
        let from: RenderPoint, to: RenderPoint
        if a.isDimension {
            from = a == .width ? RenderPoint(x: r1.minX, y: r1.midY) : RenderPoint(x: r1.midX, y: r1.minY)
            to = a == .width ? RenderPoint(x: r1.maxX, y: r1.midY) : RenderPoint(x: r1.midX, y: r1.maxY)
        } else if let second = c.secondItem {
            let p1 = position(c.firstItem, a), p2 = position(second, c.secondAttribute)
            if a.axis == .horizontal {
                from = RenderPoint(x: p2, y: r1.midY)
                to = RenderPoint(x: p1, y: r1.midY)
            } else {
                from = RenderPoint(x: r1.midX, y: p2)
                to = RenderPoint(x: r1.midX, y: p1)
            }
        } else {
            return nil
        }
        let label = c.constant == 0 ? nil : formatNumber(c.constant)
        return RenderConstraint(name: c.identifier.map { "\($0). " } .map { $0 + c.equationDescription } ?? c.equationDescription,
                                from: from, to: to, label: label, isBroken: c.isBroken)
    }
}
