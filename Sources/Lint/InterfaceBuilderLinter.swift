import AutoLayout
import Foundation
import InterfaceBuilder
import InterfaceBuilderLayout
import LayoutReport

/// Lints one storyboard or xib: every scene (or top-level view) on the document's own device
/// and orientation, then on every device, orientation and Dynamic Type size of the matrix.
struct InterfaceBuilderLinter {
    var matrix: LintMatrix
    var rules: Set<LintRule>

    func lint(data: Data, file: String) -> LintFileResult {
        let document: IBDocument
        do {
            document = try IBDocument(data: data, file: file)
        } catch {
            let at = error.location
            return LintFileResult(file: file, violations: [LintViolation(
                file: file, line: at?.line ?? 1, column: at?.column ?? 1, rule: .unreadable, severity: .error,
                message: "cannot read the document: \(Self.message(of: error))", viewId: at?.id)])
        }
        let lines = LineColumns(data)
        var layouts = 0
        // The document's own device and orientation, as Interface Builder laid it out.
        var own = IBLayoutOptions(keepsPlaceholderConstraints: true)
        // Masks arrive at the layout pass, so that a cell's conflict with its content view is
        // reported as the mask's (`InterfaceBuilderAmbiguity.conflictFindings` reads it).
        own.translatesMasksWithSuperviews = false
        // The widest of a form's equal-width labels first: the shared width is set once, not
        // once per label wider than those before it (the matrix lays the document out again).
        own.addsWidestOfEqualWidthsFirst = true
        let ownResult: OwnLayoutResult
        var ownLayout: IBDocumentLayout?
        do {
            ownResult = try lintOwnLayout(document, options: own, file: file, lines: lines, layouts: &layouts,
                                          keeping: &ownLayout)
        } catch {
            return LintFileResult(file: file, violations: [LintViolation(
                file: file, line: document.line, column: 1, rule: .unreadable, severity: .error,
                message: "cannot lay the document out: \(error.description)")])
        }
        // The matrix moves the own layout from screen to screen and releases it; verification
        // lays the document out again after it, one layout alive at a time. Merged in this
        // order, the findings are those of the own layout, verification and the matrix in turn.
        var matrixFindings = LintViolationMerger()
        lintMatrix(document, own: own, starting: &ownLayout, clean: ownResult.clean, file: file, lines: lines,
                   into: &matrixFindings, layouts: &layouts)
        var findings = LintViolationMerger()
        findings.add(ownResult.findings)
        if let suspects = ownResult.suspects {
            findings.add(InterfaceBuilderMisplacement.findings(document: document, suspects: suspects, file: file,
                                                               lines: lines))
        }
        findings.add(matrixFindings.violations)
        return LintFileResult(file: file, violations: findings.violations, scenes: ownResult.scenes, layouts: layouts)
    }

    /// What the document's own layout finds: its violations, what misplacement compares next,
    /// the number of scenes, and which scenes' layouts were clean (`isClean`).
    private struct OwnLayoutResult {
        var findings: [LintViolation]
        var suspects: InterfaceBuilderMisplacement.Suspects?
        var scenes: Int
        var clean: [Bool]
    }

    /// Lays the document out on its own device and orientation and checks every scene there;
    /// the layout is left in `kept`, for the matrix.
    private func lintOwnLayout(_ document: IBDocument, options: IBLayoutOptions, file: String, lines: LineColumns,
                               layouts: inout Int, keeping kept: inout IBDocumentLayout?) throws(IBLayoutError) -> OwnLayoutResult {
        let ownLayout = try IBDocumentLayout(document: document, options: options)
        var clean: [Bool] = []
        var findings: [LintViolation] = []
        if ownLayout.scenes.isEmpty, rules.contains(.unsupported) {
            findings.append(LintViolation(file: file, line: document.line, column: lines.column(of: document.line),
                                          rule: .unsupported, severity: .warning,
                                          message: Self.nothingToLayOut(document)))
        }
        for scene in ownLayout.scenes {
            scene.layout()
            layouts += 1
            let c = scene.canvas
            let configuration = LintConfiguration(device: c.device.name, orientation: c.orientation.rawValue,
                                                  contentSizeCategory: ContentSizeCategory.large.lintName)
            let found = check(scene, configuration: configuration, file: file, lines: lines, ownDevice: true)
            clean.append(isClean(scene, [found]))
            findings += found
        }
        let suspects = rules.contains(.misplaced)
            ? InterfaceBuilderMisplacement.suspects(layout: ownLayout, file: file, lines: lines) : nil
        kept = ownLayout
        return OwnLayoutResult(findings: findings, suspects: suspects, scenes: ownLayout.scenes.count, clean: clean)
    }

    /// Adds the findings on every device, orientation and Dynamic Type size of the matrix, laid
    /// out with the document's options otherwise; `layouts` counts the layouts made.
    ///
    /// Each screen's two text sizes share its layout: the engine re-solves the new content
    /// sizes. A scene whose layout on one screen was clean (`isClean`) is moved to the next
    /// screen, as UIKit relays a window out on rotation (`IBDocumentLayout.move`), rather than
    /// built again: the first screen takes the own layout (`start`, released by the end), with
    /// the own layout's `clean`. Where the move cannot serve (other installed constraints,
    /// autoresizing masks) or the moved layout is not clean, the scene is built again and that
    /// screen's findings are the fresh build's, so the answers are those of a build per screen.
    private func lintMatrix(_ document: IBDocument, own: IBLayoutOptions, starting start: inout IBDocumentLayout?,
                            clean ownClean: [Bool], file: String, lines: LineColumns,
                            into findings: inout LintViolationMerger, layouts: inout Int) {
        var previous = start
        start = nil
        var clean = ownClean
        for (device, orientation) in matrix.screens where !matrix.contentSizeCategories.isEmpty {
            var options = own
            options.device = device
            options.orientation = orientation
            options.freeformViewsFollowDeviceWidth = true
            let wasClean = clean
            guard let made = Self.layout(document, options: options, moving: &previous,
                                         movable: { rules.contains(.ambiguous) && wasClean.indices.contains($0) && wasClean[$0] })
            else { continue }
            var layout = made.layout
            clean = []
            for i in layout.scenes.indices {
                let configuration = { (category: ContentSizeCategory) in
                    LintConfiguration(device: device.name, orientation: orientation.rawValue, contentSizeCategory: category.lintName)
                }
                var found = lintScreen(layout.scenes[i], configuration: configuration, file: file, lines: lines)
                layouts += found.count
                if made.moved[i], !isClean(layout.scenes[i], found), (try? layout.rebuildScene(at: i, options: options)) != nil {
                    // The moved layouts were made too: the count says how many were laid out.
                    found = lintScreen(layout.scenes[i], configuration: configuration, file: file, lines: lines)
                    layouts += found.count
                }
                clean.append(isClean(layout.scenes[i], found))
                for each in found { findings.add(each) }
            }
            previous = layout
        }
    }

    /// The findings of `scene` at each Dynamic Type size of the matrix, in order.
    private func lintScreen(_ scene: IBSceneLayout, configuration: (ContentSizeCategory) -> LintConfiguration,
                            file: String, lines: LineColumns) -> [[LintViolation]] {
        matrix.contentSizeCategories.map { category in
            scene.screen.contentSizeCategory = category
            scene.layout()
            return check(scene, configuration: configuration(category), file: file, lines: lines)
        }
    }

    /// Whether a screen's layout of `scene` has one answer whatever the engine's history: no
    /// conflict broke a constraint (which one breaks depends on the order constraints and
    /// constants arrived in) and the ambiguity rule found no view the constraints leave free
    /// (where the solver may stop at another of the equally good layouts).
    private func isClean(_ scene: IBSceneLayout, _ found: [[LintViolation]]) -> Bool {
        let root = scene.screen.rootView
        return root.layoutIssues.isEmpty && !root.hasBrokenConstraints
            && !found.contains { $0.contains { $0.rule == .ambiguous || $0.rule == .unsatisfiable } }
    }

    /// The document on the screen of `options`: `previous` moved there (the scenes `movable`
    /// accepts; `IBDocumentLayout.move`), or built anew when there is none, with which scenes
    /// were moved; nil when it cannot be laid out (`previous` is then spent).
    private static func layout(_ document: IBDocument, options: IBLayoutOptions, moving previous: inout IBDocumentLayout?,
                               movable: (Int) -> Bool) -> (layout: IBDocumentLayout, moved: [Bool])? {
        guard var layout = previous else {
            guard let fresh = try? IBDocumentLayout(document: document, options: options) else { return nil }
            return (fresh, fresh.scenes.map { _ in false })
        }
        previous = nil
        do throws(IBLayoutError) {
            let moved = try layout.move(options: options, movable: movable)
            return (layout, moved)
        } catch {
            return nil
        }
    }

    /// Every rule that reads one laid-out scene. On the document's own device, views that a
    /// conflict leaves undecided are ambiguous too, as Interface Builder's canvas shows them;
    /// elsewhere the conflict is reported once, as `unsatisfiable`.
    func check(_ scene: IBSceneLayout, configuration: LintConfiguration, file: String, lines: LineColumns,
               ownDevice: Bool = false) -> [LintViolation] {
        let subject = Self.subject(scene, configuration: configuration, file: file, lines: lines)
        var result: [LintViolation] = []
        if rules.contains(.unsatisfiable) || rules.contains(.offScreen) {
            result += LintRules.unsatisfiable(subject, rules: rules)
        }
        if rules.contains(.truncatedText) { result += LintRules.truncatedText(subject) }
        if rules.contains(.offScreen) { result += LintRules.offScreen(subject) }
        if rules.contains(.unsafeArea) { result += LintRules.unsafeArea(subject) }
        if rules.contains(.unsupported) { result += unsupported(scene, subject: subject, lines: lines) }
        // Last: it changes the constraints for a moment.
        if rules.contains(.ambiguous) { result += InterfaceBuilderAmbiguity.findings(scene, subject: subject, conflicts: ownDevice) }
        return result
    }

    /// Elements the layout does not model and constraints it could not build.
    func unsupported(_ scene: IBSceneLayout, subject: LintSubject, lines: LineColumns) -> [LintViolation] {
        var result: [LintViolation] = []
        for feature in scene.unsupported {
            let owner = feature.ownerID.flatMap { scene.elements[$0] }
            let element = "<\(feature.element)\(feature.key.map { " key=\"\($0)\"" } ?? "")>"
            result.append(LintViolation(file: subject.file, line: feature.line, column: lines.column(of: feature.line),
                                        rule: .unsupported, severity: .warning, message: "\(element) is not supported: \(feature.note)",
                                        scene: subject.scene, view: owner?.displayName, viewId: owner?.id,
                                        configurations: [subject.configuration]))
        }
        for problem in scene.problems {
            let owner = scene.elements[problem.id]
            result.append(LintViolation(file: subject.file, line: problem.line, column: lines.column(of: problem.line),
                                        rule: .unsupported, severity: .warning, message: "\(problem.id) could not be built: \(problem.message)",
                                        scene: subject.scene, view: owner?.displayName, viewId: owner == nil ? nil : problem.id,
                                        configurations: [subject.configuration]))
        }
        return result
    }

    /// The rules' view of a laid-out scene.
    static func subject(_ scene: IBSceneLayout, configuration: LintConfiguration, file: String, lines: LineColumns) -> LintSubject {
        var items: [LintSubject.Item] = []
        items.reserveCapacity(scene.viewIDs.count)
        // Per view by slot, what its children inherit: one lookup of the parent per view, in
        // an array read in order (the scene's views come in document order, parents first).
        var inherited: [(scrolls: Bool, hidden: Bool, scrollsContent: Bool)] = []
        inherited.reserveCapacity(scene.viewIDs.count)
        for slot in scene.viewList.indices {
            let element = scene.elementList[slot], id = scene.viewIDs[slot]
            let parent: (scrolls: Bool, hidden: Bool, scrollsContent: Bool)? = scene.parentIDList[slot].map { p in
                scene.slot(of: p).flatMap { $0 < inherited.count ? inherited[$0] : nil }
                    ?? (false, false, scene.elements[p].map { Self.scrollsContent($0.kind) } ?? false)
            }
            let scrolls = (parent?.scrolls ?? false) || (parent?.scrollsContent ?? false)
            let hidden = element.hidden || (parent?.hidden ?? false)
            inherited.append((scrolls, hidden, Self.scrollsContent(element.kind)))
            guard slot != 0 else { continue }
            items.append(LintSubject.Item(
                view: scene.viewList[slot], name: element.displayName, id: element.idIsSynthesized ? nil : id, line: element.line,
                column: lines.column(of: element.line), role: role(element.kind), scrolls: scrolls, hidden: hidden))
        }
        let c = scene.canvas
        let insets = EdgeInsets(top: max(c.safeAreaInsets.top, c.topLayoutGuideLength), left: c.safeAreaInsets.left,
                                bottom: max(c.safeAreaInsets.bottom, c.bottomLayoutGuideLength), right: c.safeAreaInsets.right)
        let coverings = LintSubject.coverings(device: c.device, orientation: c.orientation,
                                              navigationBar: c.bars.navigationBar, tabBar: c.bars.tabBar,
                                              toolbar: c.bars.toolbar)
        let line = scene.controller?.line ?? scene.rootElement.line
        return LintSubject(file: file, scene: scene.name, configuration: configuration, root: scene.screen.rootView,
                           items: items, unsafeInsets: insets, coverings: coverings, line: line,
                           column: lines.column(of: line)) { constraint in
            guard case .interfaceBuilder(let id) = constraint.origin, let element = scene.constraintElements[id],
                  let written = scene.source(of: constraint) else { return nil }
            return LintSubject.ConstraintSource(line: element.line, column: lines.column(of: element.line), text: written.text,
                                                lowerPriority: written.lowerPriority)
        }
    }

    /// Views whose content scrolls, or is a cell's: what is inside may lie beyond the window.
    static func scrollsContent(_ kind: IBView.Kind) -> Bool {
        switch kind {
        case .scrollView, .tableView, .collectionView, .textView, .tableViewCell, .collectionViewCell,
             .collectionReusableView, .webView, .wkWebView, .mapView, .pickerView: true
        default: false
        }
    }

    static func role(_ kind: IBView.Kind) -> LintSubject.Role {
        switch kind {
        case .label, .button, .textField, .segmentedControl, .searchBar: .text
        case .switch, .slider, .stepper, .activityIndicatorView, .progressView, .imageView, .datePicker, .pageControl: .content
        case .scrollView, .tableView, .collectionView, .textView, .webView, .wkWebView, .mapView, .pickerView: .scrolling
        default: .container
        }
    }

    /// Why a document that reads has nothing to lay out.
    static func nothingToLayOut(_ document: IBDocument) -> String {
        if !document.targetRuntime.hasPrefix("iOS") {
            return "nothing was laid out: \(document.targetRuntime) documents are not supported (iOS only)"
        }
        return "nothing was laid out: the document has no scene with a root view and no top-level view"
    }

    static func message(of error: InterfaceBuilderError) -> String {
        var text = error.description
        // The location is the violation's own; keep the message to what went wrong.
        if let at = error.location, let range = text.range(of: at.description) {
            text.removeSubrange(range)
            text = text.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        }
        return text
    }
}

/// One file linted.
struct LintFileResult: Sendable {
    var file: String
    var violations: [LintViolation]
    var scenes = 0
    var layouts = 0
}

/// The column of each line's first character that is not a space or a tab: where an element's
/// `<` is, so that editors jump straight to it.
///
/// Worked out for every line in one pass when the file is read: a lint run asks for the column
/// of every finding (tens of thousands in a large document, in each configuration), and reading
/// the file's bytes again at each finding's line read all over it.
struct LineColumns {
    private let columns: [Int]

    init(_ data: Data) {
        var columns: [Int] = []
        var column = 1
        var leading = true
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for b in bytes {
                if b == UInt8(ascii: "\n") {
                    columns.append(column)
                    column = 1
                    leading = true
                } else if leading {
                    if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { column += 1 } else { leading = false }
                }
            }
        }
        columns.append(column)
        self.columns = columns
    }

    func column(of line: Int) -> Int {
        guard line >= 1, line <= columns.count else { return 1 }
        return columns[line - 1]
    }
}
