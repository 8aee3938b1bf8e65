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
        let broken = root.layoutIssues.compactMap { issue -> RenderConstraint? in
            guard case let .unsatisfiable(c, _) = issue else { return nil }
            let a = c.firstItem.layoutRectInRoot
            let b = c.secondItem?.layoutRectInRoot ?? a
            return RenderConstraint(name: c.equationDescription, from: RenderPoint(x: a.midX, y: a.midY),
                                    to: RenderPoint(x: b.midX, y: b.midY), label: formatNumber(c.constant), isBroken: true)
        }
        return RenderScene(title: "\(screen.device.name) · \(screen.orientation.rawValue)",
                           size: RenderSize(width: screen.size.width, height: screen.size.height),
                           displayScale: screen.device.scale, items: drawn,
                           safeArea: RenderRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height),
                           constraints: broken)
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
