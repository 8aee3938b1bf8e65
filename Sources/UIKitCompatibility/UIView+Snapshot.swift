import AutoLayout
import LayoutReport
import Rendering

extension UIView {
    /// The frames of this view's hierarchy as text: a heading (device, orientation, size), one
    /// row per view and layout guide, indented under its superview, with its frame in its
    /// superview's coordinates, then any unsatisfiable or ambiguous layout.
    ///
    /// Rows are named so that the same hierarchy gives the same text in every run: a view's
    /// `accessibilityIdentifier`, else its class and its text (`UILabel 'Email'`), else its
    /// class; a name repeated among siblings gets ` #2`, ` #3`. No addresses, no counters.
    public func framesDescription() -> String {
        withLaidOutScreen { $0.table() }
    }

    /// The hierarchy drawn as SVG: this view's bounds, its subviews with their backgrounds,
    /// corner radii, borders and text. Fonts are named, not embedded, unless asked, so that the
    /// text is the same on every machine.
    public func svg(overlays: Set<RenderOverlay> = [], fontEmbedding: SVGFontEmbedding = .none) throws(RenderingError) -> String {
        let scene = renderScene()
        return try SVGRenderer(overlays: overlays, fontEmbedding: fontEmbedding).render(scene)
    }

    /// The hierarchy as PNG, through `rsvg-convert` (Debian's `librsvg2-bin`), at the screen's
    /// scale unless `scale` says otherwise.
    public func pngData(scale: CGFloat? = nil, overlays: Set<RenderOverlay> = []) throws(RenderingError) -> Data {
        let scene = renderScene()
        let svg = try SVGRenderer(overlays: overlays, fontEmbedding: .embedded).render(scene)
        let bytes = try PNGRasterizer().rasterize(svg: svg, scale: Double(scale ?? CGFloat(scene.displayScale)))
        return Data(bytes)
    }

    /// The picture as the renderer's plain data: this view's bounds as the canvas.
    public func renderScene() -> RenderScene {
        withLaidOutScreen { screen in
            var scene = screen.scene()
            let origin = backing.frameInRoot.origin
            scene.size = RenderSize(width: Double(bounds.width), height: Double(bounds.height))
            scene.title = screen.heading
            for i in scene.items.indices {
                scene.items[i] = Self.moved(scene.items[i], by: origin)
                if i < screen.looks.count { screen.looks[i].apply(to: &scene.items[i]) }
            }
            scene.safeArea = nil
            scene.constraints = []
            return scene
        }
    }

    static func moved(_ item: RenderItem, by origin: Point) -> RenderItem {
        var item = item
        let dx = -origin.x, dy = -origin.y
        item.frame = RenderRect(x: item.frame.x + dx, y: item.frame.y + dy, width: item.frame.width, height: item.frame.height)
        if var text = item.text {
            for i in text.lines.indices {
                text.lines[i].origin = RenderPoint(x: text.lines[i].origin.x + dx, y: text.lines[i].origin.y + dy)
            }
            item.text = text
        }
        return item
    }

    /// Lays the hierarchy out on its window's screen and hands it over as a laid-out screen;
    /// a hierarchy without a window is hosted for the while in a window of its root's size (its
    /// fitting size when it has none) with no safe area, at an iPhone 8's scale (2).
    func withLaidOutScreen<T>(_ body: (UIKitLaidOutScreen) -> T) -> T {
        if let window {
            window.layoutIfNeeded()
            return UIKitLaidOutScreen.withStableNames(root: self, screen: window.layoutScreen, body)
        }
        let hosted = rootWrapper
        let saved = (translates: hosted.translatesAutoresizingMaskIntoConstraints, frame: hosted.frame)
        let host = UIWindow(frame: .zero)
        let device = host.layoutScreen.device.safeArea(in: .portrait)
        host.layoutScreen.additionalSafeAreaInsets = EdgeInsets(top: -device.top, left: -device.left,
                                                                bottom: -device.bottom, right: -device.right)
        host.addSubview(hosted)
        // Measured in the window, at its screen's scale, as UIKit measures with the screen's.
        var size = hosted.frame.size
        if size.width <= 0 || size.height <= 0 { size = hosted.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        size = CGSize(width: max(1, size.width), height: max(1, size.height))
        host.layoutScreen.setDevice(host.layoutScreen.device, orientation: .portrait, size: size.size)
        hosted.translatesAutoresizingMaskIntoConstraints = true
        hosted.frame = CGRect(origin: .zero, size: size)
        host.layoutIfNeeded()
        let result = UIKitLaidOutScreen.withStableNames(root: self, screen: host.layoutScreen, body)
        hosted.removeFromSuperview()
        hosted.translatesAutoresizingMaskIntoConstraints = saved.translates
        hosted.frame = saved.frame
        return result
    }
}

/// A UIKit hierarchy as `LayoutReport` sees a laid-out screen: its views and guides named
/// stably, in hierarchy order.
final class UIKitLaidOutScreen: LaidOutScreen {
    let screen: Screen
    let reportedItems: [ReportedItem]
    /// What each reported item looks like beyond its kind and colors, in the same order.
    let looks: [Look]
    var sourceConstraints: [LayoutConstraint] { [] }

    /// A view's layer and opacity, as the renderer draws them.
    struct Look {
        var alpha = 1.0
        var cornerRadius = 0.0
        var borderWidth = 0.0
        var borderColor: RenderColor = .black

        func apply(to item: inout RenderItem) {
            item.alpha = alpha
            item.cornerRadius = cornerRadius
            item.borderWidth = borderWidth
            item.borderColor = borderColor
        }
    }

    init(screen: Screen, items: [ReportedItem], looks: [Look]) {
        self.screen = screen
        reportedItems = items
        self.looks = looks
    }

    func source(of constraint: LayoutConstraint) -> ConstraintSource? { nil }

    /// Runs `body` with every unnamed view and guide below `root` named as the report names
    /// it, so that the diagnostics' messages name them too; the names are taken back after.
    @MainActor
    static func withStableNames<T>(root: UIView, screen: Screen, _ body: (UIKitLaidOutScreen) -> T) -> T {
        var items: [ReportedItem] = []
        var looks: [Look] = []
        var renamed: [LayoutItem] = []
        func visit(_ view: UIView, name: String, parent: String?, depth: Int, alpha: Double) {
            let layer = view.layer
            let opacity = alpha * Double(view.alpha) * Double(layer.opacity)
            looks.append(Look(alpha: min(1, max(0, opacity)), cornerRadius: Double(layer.cornerRadius),
                              borderWidth: Double(layer.borderWidth), borderColor: layer.borderColor?.color.renderColor ?? .black))
            items.append(ReportedItem(name: name, type: String(describing: type(of: view)), item: view.backing,
                                      superview: parent, depth: depth, kind: kind(of: view),
                                      backgroundColor: view.backgroundColor?.renderColor,
                                      textColor: (view as? UILabel)?.textColor?.renderColor))
            if view.backing.name == nil { view.backing.name = name; renamed.append(view.backing) }
            var used: [String: Int] = [:]
            func unique(_ base: String) -> String {
                used[base, default: 0] += 1
                return used[base, default: 1] == 1 ? base : "\(base) #\(used[base, default: 1])"
            }
            for guide in reportedGuides(of: view) {
                let guideName = unique(guide.1)
                items.append(ReportedItem(name: guideName, type: "UILayoutGuide", item: guide.0, superview: name,
                                          depth: depth + 1, kind: .layoutGuide))
                looks.append(Look())
                if guide.0.name == nil { guide.0.name = "\(name).\(guideName)"; renamed.append(guide.0) }
            }
            for sub in view.subviews {
                visit(sub, name: unique(baseName(of: sub)), parent: name, depth: depth + 1, alpha: opacity)
            }
        }
        visit(root, name: baseName(of: root), parent: nil, depth: 0, alpha: 1)
        defer { for item in renamed { item.name = nil } }
        return body(UIKitLaidOutScreen(screen: screen, items: items, looks: looks))
    }

    /// A view's name in reports: its identifier, its class and text, or its class.
    @MainActor
    static func baseName(of view: UIView) -> String {
        if let id = view.accessibilityIdentifier, !id.isEmpty { return id }
        let type = String(describing: Swift.type(of: view))
        let text: String? = switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        case let field as UITextField: (field.text ?? "").isEmpty ? field.placeholder : field.text
        default: nil
        }
        guard let text, !text.isEmpty else { return type }
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return "\(type) '\(line.count > 30 ? String(line.prefix(29)) + "…" : line)'"
    }

    /// The guides a report shows: those made with `UILayoutGuide()`, a scroll view's content
    /// guide (its size is the content size) and a keyboard guide in use.
    @MainActor
    static func reportedGuides(of view: UIView) -> [(LayoutGuide, String)] {
        view.backing.layoutGuides.compactMap { guide in
            if guide is GuideBacking { return (guide, guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier) }
            if (guide.owningView as? ScrollView)?.contentLayoutGuide === guide { return (guide, "contentLayoutGuide") }
            if guide is KeyboardLayoutGuide { return (guide, "keyboardLayoutGuide") }
            return nil
        }
    }

    /// How the renderer draws a view.
    @MainActor
    static func kind(of view: UIView) -> RenderItem.Kind {
        switch view {
        case is UILabel: .label
        case is UIButton: .button
        case let field as UITextField: .textField(borderStyle: RenderItem.TextFieldBorderStyle(rawValue: field.borderStyle.rawValue) ?? .none)
        case let toggle as UISwitch: .switch(isOn: toggle.isOn)
        case let slider as UISlider: .slider(value: Double(slider.value), minimumValue: Double(slider.minimumValue),
                                              maximumValue: Double(slider.maximumValue))
        case is UIStepper: .stepper
        case let control as UISegmentedControl:
            .segmentedControl(titles: (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" },
                              selectedIndex: control.selectedSegmentIndex >= 0 ? control.selectedSegmentIndex : nil)
        case is UIActivityIndicatorView: .activityIndicator
        case let progress as UIProgressView: .progressView(progress: Double(progress.progress))
        case is UIImageView: .imageView
        case is UITextView: .textView
        case is UIStackView: .stackView
        default: .view
        }
    }
}
