import AutoLayout
import LayoutDocument
import Rendering

extension DocumentScreen {
    /// The laid-out screen as a picture: every view in drawing order with its frame, colors and
    /// content, the safe area, and the diagnostics (ambiguous views, broken constraints).
    ///
    /// `content` supplies what a control draws (its text lines); without it, controls are drawn
    /// as their kind's placeholder look.
    public func scene(content: ((DocumentView, View, RenderRect) -> (RenderItem.Kind?, RenderText?))? = nil) -> RenderScene {
        layoutIfNeeded()
        let root = screen.rootView
        let ambiguous = Set(root.layoutDiagnostics().filter { $0.kind == .ambiguous }.flatMap(\.views))
        var drawn: [RenderItem] = []
        var hiddenAncestors = Set<ObjectIdentifier>()
        for (documentView, item) in self.items {
            let r = (item as? View)?.frameInRoot ?? item.layoutRectInRoot
            let frame = RenderRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
            var kind = Self.renderKind(documentView)
            var text: RenderText?
            var hidden = false
            if let view = item as? View {
                hidden = view.isHidden || (view.superview.map { hiddenAncestors.contains(ObjectIdentifier($0)) } ?? false)
                if hidden { hiddenAncestors.insert(ObjectIdentifier(view)) }
                if let content {
                    let supplied = content(documentView, view, frame)
                    if let k = supplied.0 { kind = k }
                    text = supplied.1
                }
            }
            let background = documentView.properties.backgroundColor.map(Self.color)
            let margins = (item as? View).map { v -> RenderInsets in
                let m = v.layoutMargins
                return RenderInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
            }
            drawn.append(RenderItem(name: documentView.name, frame: frame, kind: kind, backgroundColor: background,
                                    text: text, isHidden: hidden, layoutMargins: margins,
                                    isAmbiguous: ambiguous.contains(documentView.name)))
        }
        let safe = root.safeAreaLayoutGuide.layoutRectInRoot
        let lines = constraintFor.values.filter(\.isActive).sorted { $0.firstItem.serial < $1.firstItem.serial }
            .compactMap(constraintLine)
        return RenderScene(title: "\(screen.device.name) · \(screen.orientation.rawValue)",
                           size: RenderSize(width: screen.size.width, height: screen.size.height),
                           displayScale: screen.device.scale, items: drawn,
                           safeArea: RenderRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height),
                           constraints: lines)
    }

    /// A constraint drawn as Interface Builder draws it: a line from the first item's attribute
    /// to the second's (across the item for a size), labelled with the constant; broken in red.
    func constraintLine(_ c: LayoutConstraint) -> RenderConstraint? {
        let rtl = screen.layoutDirection == .rightToLeft
        func rect(_ item: LayoutItem, _ a: AutoLayout.LayoutAttribute) -> Rect {
            if a.isMargin, let v = item as? View { return v.layoutMarginsGuide.layoutRectInRoot }
            return item.layoutRectInRoot
        }
        func position(_ item: LayoutItem, _ a: AutoLayout.LayoutAttribute) -> Double {
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

    static func renderKind(_ v: DocumentView) -> RenderItem.Kind {
        switch v.type {
        case .view: .view
        case .label: .label
        case .button: .button
        case .textField: .textField(borderStyle: .roundedRect)
        case .switch: .switch(isOn: true)
        case .slider: .slider(value: 0.5, minimumValue: 0, maximumValue: 1)
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl(titles: v.properties.segments ?? ["First", "Second"], selectedIndex: 0)
        case .activityIndicator: .activityIndicator
        case .progressView: .progressView(progress: 0.5)
        case .imageView: .imageView
        case .textView: .textView
        case .stackView: .stackView
        case .layoutGuide: .layoutGuide
        }
    }

    static func color(_ c: ColorValue) -> RenderColor {
        let k = c.components
        return RenderColor(red: k.red, green: k.green, blue: k.blue, alpha: k.alpha)
    }
}

extension DocumentScreen {
    /// The picture at time fraction `t` of `transition`: the current scene with every view moved
    /// to its interpolated frame (its drawn text moved with it).
    public func scene(_ transition: LayoutTransition, at t: Double,
                      content: ((DocumentView, View, RenderRect) -> (RenderItem.Kind?, RenderText?))? = nil) -> RenderScene {
        var s = scene(content: content)
        for index in s.items.indices {
            guard let view = item(named: s.items[index].name) as? View,
                  let r = transition.frame(of: view, at: t) else { continue }
            let old = s.items[index].frame
            let dx = r.minX - old.minX, dy = r.minY - old.minY
            s.items[index].frame = RenderRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
            if var text = s.items[index].text {
                for i in text.lines.indices {
                    text.lines[i].origin = RenderPoint(x: text.lines[i].origin.x + dx, y: text.lines[i].origin.y + dy)
                }
                s.items[index].text = text
            }
        }
        s.constraints = []
        return s
    }
}
