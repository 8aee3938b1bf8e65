import AutoLayout
import InterfaceBuilder
import InterfaceBuilderLayout

/// Views whose saved frame is not where their constraints put them on the document's own
/// device: what Interface Builder marks misplaced, and "Update Frames" fixes.
///
/// Two tests must agree, so that the difference between our layout and Apple's does not pass
/// for a misplaced view:
/// 1. The saved frames break one of the view's required constraints by more than 1 pt: the
///    constraint read with the saved frames alone (margins and safe areas from our layout,
///    with 4 pt more tolerance since they are our model). A view in place satisfies every
///    required constraint, whatever our layout says.
/// 2. Our layout, with Xcode's saved sizes of text views standing in for text metrics
///    (`IBVerifier`'s classification and layout), puts the view more than 1 pt from its saved
///    frame: of the views a broken constraint names, the ones that would move.
/// An ambiguous view counts too, as Xcode counts it: saved frames that break a required
/// constraint are no solution, whichever one the engine picks.
enum InterfaceBuilderMisplacement {
    static let tolerance = 1.0
    /// Extra tolerance where a value comes from our model rather than the saved frames.
    static let modelTolerance = 1.0

    /// What the document's own layout says about misplacement, kept so that the layout can be
    /// released before `findings(document:suspects:file:lines:)` lays the document out again.
    struct Suspects {
        /// Roots misplaced against their containers.
        var roots: [LintViolation]
        /// Per scene: its name, its configuration and the ids of the views a broken required
        /// constraint names.
        var scenes: [(name: String, configuration: LintConfiguration, named: Set<String>)]
    }

    static func suspects(layout: IBDocumentLayout, file: String, lines: LineColumns) -> Suspects {
        Suspects(roots: layout.scenes.compactMap { misplacedRoot($0, file: file, lines: lines) },
                 scenes: layout.scenes.map { scene in
                     let configuration = LintConfiguration(device: scene.canvas.device.name,
                                                           orientation: scene.canvas.orientation.rawValue,
                                                           contentSizeCategory: ContentSizeCategory.large.lintName)
                     return (scene.name, configuration, brokenConstraintItems(scene))
                 })
    }

    static func findings(document: IBDocument, suspects: Suspects, file: String, lines: LineColumns) -> [LintViolation] {
        var result = suspects.roots
        // Verification's frames of the named views only, from the layouts they need: the
        // plain and stand-in layouts of a scene without stack views, not the other probes.
        guard suspects.scenes.contains(where: { !$0.named.isEmpty }),
              let compared = try? IBVerifier().comparedFrames(document, named: suspects.scenes.map(\.named)) else {
            return result
        }
        for (views, (name, configuration, _)) in zip(compared, suspects.scenes) {
            for view in views {
                let ours = view.frame
                guard ours.difference(from: view.saved) > tolerance + 1e-6 else { continue }
                result.append(LintViolation(
                    file: file, line: view.line, column: lines.column(of: view.line), rule: .misplaced, severity: .warning,
                    message: "\(view.name) is misplaced: saved at \(view.saved), its constraints put it at \(ours) "
                        + "(Update Frames in Interface Builder moves it)",
                    scene: name, view: view.name, viewId: view.id, configurations: [configuration]))
            }
        }
        return result
    }

    /// A controller's root view laid out below or above opaque bars but saved at another size
    /// than its container gives it: the screen less the opaque bars (`IBCanvas.containerSize`),
    /// or the whole screen, which Interface Builder also keeps for such a root. Roots of
    /// other sizes with no opaque bar (a hidden status bar, a sheet) are left alone: what
    /// Interface Builder gives them is not modelled closely enough to call them misplaced.
    static func misplacedRoot(_ scene: IBSceneLayout, file: String, lines: LineColumns) -> LintViolation? {
        let c = scene.canvas
        guard let container = c.containerSize, let saved = scene.rootElement.frame else { return nil }
        let screen = c.device.size(in: c.orientation)
        func near(_ s: Size) -> Bool {
            abs(saved.width - s.width) <= tolerance + 1e-6 && abs(saved.height - s.height) <= tolerance + 1e-6
        }
        guard container.height < screen.height - tolerance, !near(container), !near(screen),
              abs(saved.width - container.width) <= tolerance + 1e-6 else { return nil }
        let element = scene.rootElement
        let configuration = LintConfiguration(device: c.device.name, orientation: c.orientation.rawValue,
                                              contentSizeCategory: ContentSizeCategory.large.lintName)
        return LintViolation(
            file: file, line: element.line, column: lines.column(of: element.line), rule: .misplaced, severity: .warning,
            message: "\(element.displayName) is misplaced: the root view is saved \(formatNumber(saved.width))×\(formatNumber(saved.height)), "
                + "its container gives it \(formatNumber(container.width))×\(formatNumber(container.height)) "
                + "(Update Frames in Interface Builder resizes it)",
            scene: scene.name, view: element.displayName, viewId: element.id, configurations: [configuration])
    }

    /// The ids of the views named by a required constraint that the saved frames break.
    static func brokenConstraintItems(_ scene: IBSceneLayout) -> Set<String> {
        scene.layout()
        let frames = SavedFrames(scene)
        var result = Set<String>()
        for c in scene.constraintElements.values where c.priority >= 1000 {
            guard let (residual, modelled) = frames.residual(of: c) else { continue }
            guard residual > tolerance + (modelled ? modelTolerance : 0) + 1e-6 else { continue }
            result.insert(c.firstItem)
            if let second = c.secondItem { result.insert(second) }
        }
        return result
    }
}

/// A scene's saved frames in the root's coordinates, and its constraints read with them.
struct SavedFrames {
    let scene: IBSceneLayout
    private var rects: [String: Rect] = [:]

    init(_ scene: IBSceneLayout) {
        self.scene = scene
        for id in scene.viewIDs {
            guard let element = scene.elements[id] else { continue }
            if id == scene.viewIDs.first {
                rects[id] = Rect(x: 0, y: 0, width: scene.canvas.size.width, height: scene.canvas.size.height)
                continue
            }
            guard let f = element.frame, let parent = scene.parentIDs[id], let p = rects[parent] else { continue }
            rects[id] = Rect(x: p.minX + f.x, y: p.minY + f.y, width: f.width, height: f.height)
        }
    }

    /// How far the saved frames are from satisfying `c`, and whether the reading used a value
    /// of our model (margins, safe areas, standard spacing, legacy guides). Nil when the
    /// constraint cannot be read from frames: baselines, a scroll view's content, unknown items.
    func residual(of c: IBConstraint) -> (Double, Bool)? {
        guard let (first, modelledFirst) = value(c.firstItem, c.firstAttribute, other: c.secondItem) else { return nil }
        var modelled = modelledFirst || c.isStandardSpacing
        var rhs = scene.resolution.constant(of: c)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            guard let (value, m) = self.value(second, attribute, other: c.firstItem) else { return nil }
            rhs += c.multiplier.value * value
            modelled = modelled || m
        }
        let residual = switch c.relation {
        case .equal: abs(first - rhs)
        case .lessThanOrEqual: max(0, first - rhs)
        case .greaterThanOrEqual: max(0, rhs - first)
        }
        return (residual, modelled)
    }

    /// The value of `attribute` of the item `id` with the saved frames.
    func value(_ id: String, _ attribute: LayoutAttribute, other: String?) -> (Double, Bool)? {
        if let r = rects[id] {
            // Inside a scroll view, its edges mean its content area, which frames do not give.
            if let other, let kind = scene.elements[id]?.kind, Self.scrolls(kind), isDescendant(other, of: id) { return nil }
            if attribute.isMargin {
                guard let view = scene.views[id] else { return nil }
                return Self.read(attribute, of: r.inset(by: view.layoutMargins)).map { ($0, true) }
            }
            return Self.read(attribute, of: r).map { ($0, false) }
        }
        guard let item = scene.document.items[id], let owner = item.ownerID else { return nil }
        switch item.kind {
        case .layoutGuide(let key) where key == "safeArea":
            guard let r = rects[owner], let view = scene.views[owner] else { return nil }
            return Self.read(attribute, of: r.inset(by: view.safeAreaInsets)).map { ($0, true) }
        case .layoutGuide(let key) where key == "frameLayoutGuide":
            guard let r = rects[owner] else { return nil }
            return Self.read(attribute, of: r).map { ($0, false) }
        case .legacyLayoutGuide(let type):
            guard let root = scene.viewIDs.first, let r = rects[root] else { return nil }
            let top = type == .top
            let length = top ? scene.canvas.topLayoutGuideLength : scene.canvas.bottomLayoutGuideLength
            let guide = Rect(x: r.minX, y: top ? r.minY : r.maxY - length, width: r.width, height: length)
            return Self.read(attribute, of: guide).map { ($0, true) }
        default:
            return nil
        }
    }

    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = scene.parentIDs[id]
        var steps = 0
        while let c = current, steps < 10_000 {
            if c == ancestor { return true }
            current = scene.parentIDs[c]
            steps += 1
        }
        // A guide of a descendant counts as the descendant.
        if let owner = scene.document.items[id]?.ownerID, owner != id { return owner == ancestor || isDescendant(owner, of: ancestor) }
        return false
    }

    static func scrolls(_ kind: IBView.Kind) -> Bool {
        switch kind {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }

    /// An attribute of a rectangle, left to right; nil for baselines.
    static func read(_ attribute: LayoutAttribute, of r: Rect) -> Double? {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: r.minX
        case .right, .trailing, .rightMargin, .trailingMargin: r.maxX
        case .top, .topMargin: r.minY
        case .bottom, .bottomMargin: r.maxY
        case .width: r.width
        case .height: r.height
        case .centerX, .centerXWithinMargins: r.midX
        case .centerY, .centerYWithinMargins: r.midY
        case .firstBaseline, .lastBaseline, .notAnAttribute: nil
        }
    }
}
