import AutoLayout
import DocumentLayout
import Foundation
import LayoutDocument
import LayoutReport

/// Lints one layout document: on its own device and orientation, then on every device,
/// orientation and Dynamic Type size of the matrix.
struct LayoutDocumentLinter {
    var matrix: LintMatrix
    var rules: Set<LintRule>

    func lint(data: Data, file: String) -> LintFileResult {
        guard let text = String(data: data, encoding: .utf8) else {
            let found = InvalidUTF8(in: data)
            return unreadable(file, line: found?.line ?? 1, column: found?.column ?? 1, InvalidUTF8.reason(for: data))
        }
        let document: LayoutDocumentModel
        do {
            document = try LayoutDocumentModel(yaml: text, file: file)
        } catch {
            return unreadable(file, line: error.location?.line ?? 1, column: error.location?.column ?? 1,
                              Self.message(error.description, at: error.location))
        }
        var findings: [LintViolation] = []
        var layouts = 0
        let own: DocumentScreen
        do {
            own = try DocumentScreen(document: document, options: DocumentLayoutOptions(), factory: ControlsViewFactory())
        } catch {
            if case .illegalConstraint(let location, _, _) = error {
                return unreadable(file, line: location.line, column: location.column, Self.message(error.description, at: location))
            }
            return unreadable(file, line: 1, column: 1, error.description)
        }
        own.layoutIfNeeded()
        layouts += 1
        findings += check(own, file: file, category: .large)
        for (device, orientation) in matrix.screens where !matrix.contentSizeCategories.isEmpty {
            let options = DocumentLayoutOptions(device: device.name, orientation: orientation)
            guard let screen = try? DocumentScreen(document: document, options: options, factory: ControlsViewFactory()) else {
                continue
            }
            for category in matrix.contentSizeCategories {
                screen.screen.contentSizeCategory = category
                screen.layoutIfNeeded()
                layouts += 1
                findings += check(screen, file: file, category: category)
            }
        }
        return LintFileResult(file: file, violations: LintViolation.merged(findings), scenes: 1, layouts: layouts)
    }

    func unreadable(_ file: String, line: Int, column: Int, _ message: String) -> LintFileResult {
        LintFileResult(file: file, violations: [LintViolation(file: file, line: line, column: column, rule: .unreadable,
                                                              severity: .error, message: "cannot read the document: \(message)")])
    }

    /// `file:3:7: message` → `message`: the location is the violation's own.
    static func message(_ text: String, at location: SourceLocation?) -> String {
        guard let location, let range = text.range(of: location.description + ": ") else { return text }
        return String(text[range.upperBound...])
    }

    func check(_ screen: DocumentScreen, file: String, category: ContentSizeCategory) -> [LintViolation] {
        let subject = Self.subject(screen, file: file, category: category)
        var result: [LintViolation] = []
        if rules.contains(.unsatisfiable) || rules.contains(.offScreen) {
            result += LintRules.unsatisfiable(subject, rules: rules)
        }
        if rules.contains(.ambiguous) { result += LintRules.ambiguous(subject) }
        if rules.contains(.truncatedText) { result += LintRules.truncatedText(subject) }
        if rules.contains(.offScreen) { result += LintRules.offScreen(subject) }
        if rules.contains(.unsafeArea) { result += LintRules.unsafeArea(subject) }
        if rules.contains(.unsupported) {
            for warning in screen.warnings {
                let (line, column, message) = Self.located(warning)
                result.append(LintViolation(file: file, line: line, column: column, rule: .unsupported, severity: .warning,
                                            message: message, scene: subject.scene, configurations: [subject.configuration]))
            }
        }
        return result
    }

    /// `file:12:5: message` → (12, 5, message); (1, 1, text) when the text has no location.
    static func located(_ text: String) -> (Int, Int, String) {
        let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        for i in 0..<max(0, parts.count - 2) {
            if let line = Int(parts[i]), let column = Int(parts[i + 1]) {
                let rest = parts[(i + 2)...].joined(separator: ":").trimmingCharacters(in: .whitespaces)
                return (line, column, rest)
            }
        }
        return (1, 1, text)
    }

    static func subject(_ screen: DocumentScreen, file: String, category: ContentSizeCategory) -> LintSubject {
        let s = screen.screen
        let configuration = LintConfiguration(device: s.device.name, orientation: s.orientation.rawValue,
                                              contentSizeCategory: category.lintName)
        var items: [LintSubject.Item] = []
        for (documentView, item) in screen.items {
            guard let view = item as? View else { continue }
            var hidden = false
            var v: View? = view
            while let current = v, current !== s.rootView {
                if current.isHidden { hidden = true }
                v = current.superview
            }
            items.append(LintSubject.Item(view: view, name: documentView.name, id: nil, line: documentView.location.line,
                                          column: documentView.location.column, role: role(documentView.type),
                                          scrolls: false, hidden: hidden))
        }
        let coverings = LintSubject.coverings(device: s.device, orientation: s.orientation, navigationBar: s.showsNavigationBar,
                                              tabBar: s.showsTabBar, toolbar: s.showsToolbar)
        return LintSubject(file: file, scene: screen.document.title, configuration: configuration, root: s.rootView,
                           items: items, unsafeInsets: s.rootView.safeAreaInsets, coverings: coverings, line: 1,
                           column: 1) { constraint in
            guard case let .document(_, line, column) = constraint.origin, let written = screen.source(of: constraint) else {
                return nil
            }
            return LintSubject.ConstraintSource(line: line, column: column, text: written.text,
                                                lowerPriority: written.lowerPriority)
        }
    }

    static func role(_ type: ViewType) -> LintSubject.Role {
        switch type {
        case .label, .button, .textField, .segmentedControl: .text
        case .switch, .slider, .stepper, .activityIndicator, .progressView, .imageView: .content
        case .textView, .scrollView: .scrolling
        case .view, .stackView, .layoutGuide: .container
        }
    }
}
