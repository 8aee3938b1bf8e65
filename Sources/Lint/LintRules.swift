import AutoLayout
import Controls

/// The rules that need only a laid-out screen: unsatisfiable constraints, ambiguity, truncated
/// text, views off the screen and content under the bars. Each returns findings in the
/// subject's configuration, with the rule's default severity.
enum LintRules {
    /// How far beyond an edge or into a bar a view must reach to count, in points: less is
    /// rounding and the difference between our text metrics and Apple's.
    static let tolerance = 1.0

    /// The identifier of the floor that keeps Interface Builder views from negative sizes.
    static let nonNegativeSizeIdentifier = "IB-non-negative-size"

    // MARK: Unsatisfiable

    /// Each constraint the engine broke, with the minimal set it conflicted with. A conflict
    /// with the floor that keeps sizes non-negative is a negative size (`off-screen`) instead.
    static func unsatisfiable(_ s: LintSubject, rules: Set<LintRule>) -> [LintViolation] {
        var result: [LintViolation] = []
        for issue in s.root.layoutIssues {
            switch issue {
            case let .unsatisfiable(broken, conflicting):
                let all = conflicting + [broken]
                if let floor = all.first(where: { $0.identifier == nonNegativeSizeIdentifier }) {
                    guard rules.contains(.offScreen) else { continue }
                    let view = floor.firstItem as? View
                    let item = view.flatMap(s.item(for:))
                    let dimension = floor.firstAttribute == .width ? "width" : "height"
                    let others = all.filter { $0 !== floor }.map { describe($0, in: s) }
                    result.append(s.finding(.offScreen, "\(item?.name ?? view?.displayName ?? "a view") has a negative \(dimension): "
                                            + others.joined(separator: "; ") + " ask for less than 0", item: item))
                    continue
                }
                guard rules.contains(.unsatisfiable) else { continue }
                let source = s.locate(broken) ?? conflicting.lazy.compactMap(s.locate).first
                let item = (broken.firstItem as? View).flatMap(s.item(for:))
                let others = conflicting.filter { $0 !== broken }.map { describe($0, in: s) }
                var message = "Unable to simultaneously satisfy constraints: broke \(describe(broken, in: s))"
                message += others.isEmpty ? ", which contradicts itself" : " to satisfy \(others.joined(separator: "; "))"
                if let written = all.reversed().lazy.compactMap(s.locate).first {
                    message += "; lower '\(written.text)' to \(written.lowerPriority) so it can give way, or remove it"
                }
                result.append(s.finding(.unsatisfiable, message, item: item, at: source))
            case let .autoresizingConflict(view, conflicting):
                guard rules.contains(.unsatisfiable) else { continue }
                let item = s.item(for: view)
                let others = conflicting.map { describe($0, in: s) }
                result.append(s.finding(.unsatisfiable, "The autoresizing mask of \(item?.name ?? view.displayName) "
                                        + "(translatesAutoresizingMaskIntoConstraints) conflicts with "
                                        + (others.isEmpty ? "required constraints" : others.joined(separator: "; "))
                                        + "; the mask gave way", item: item))
            case let .solverFailure(constraint, message):
                guard rules.contains(.unsatisfiable) else { continue }
                let item = (constraint.firstItem as? View).flatMap(s.item(for:))
                result.append(s.finding(.unsatisfiable, "The layout engine left out \(describe(constraint, in: s)): \(message)",
                                        item: item, at: s.locate(constraint)))
            }
        }
        return result
    }

    /// A constraint as the document writes it, else UIKit's form.
    static func describe(_ c: LayoutConstraint, in s: LintSubject) -> String {
        if let source = s.locate(c) { return "'\(source.text)'" }
        let name = c.identifier.map { " (\($0))" } ?? ""
        return "'\(c.equationDescription)'\(name)"
    }

    // MARK: Ambiguous

    /// Views whose position or size the constraints leave undecided.
    static func ambiguous(_ s: LintSubject) -> [LintViolation] {
        var result: [LintViolation] = []
        for item in s.items {
            let attributes = item.view.ambiguousAttributes
            guard !attributes.isEmpty else { continue }
            result.append(s.finding(.ambiguous, "\(item.name) has an ambiguous layout: its constraints do not decide its "
                                    + ambiguityText(attributes), item: item))
        }
        return result
    }

    /// `horizontal position and width`.
    static func ambiguityText(_ attributes: [LayoutAttribute]) -> String {
        let names = attributes.map { a -> String in
            switch a {
            case .left: "horizontal position"
            case .top: "vertical position"
            case .width: "width"
            default: "height"
            }
        }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    // MARK: Truncated text

    /// Visible text that does not fit the frame it was given, beyond a margin for the
    /// difference between our fonts' metrics and Apple's (3 % of the size and 1 pt).
    static func truncatedText(_ s: LintSubject) -> [LintViolation] {
        var result: [LintViolation] = []
        for item in s.items where !item.hidden && item.role == .text {
            let size = item.view.bounds.size
            guard size.width > 0, size.height > 0 else { continue }
            let roomy = Size(width: size.width * 1.03 + tolerance, height: size.height * 1.03 + tolerance)
            let truncated: Bool
            switch item.view {
            case let label as Label: truncated = !label.text.isEmpty && label.displayedLayout(in: roomy).isTruncated
            case let button as Button: truncated = button.isTitleTruncated && button.displayedTitle(inWidth: roomy.width).isTruncated
            case let field as TextField: truncated = field.isTruncated && field.displayedLine(in: roomy).isTruncated
            default: truncated = item.view.displaysTruncatedText ?? false
            }
            guard truncated else { continue }
            let what = item.view is TextField ? "text or placeholder" : "text"
            result.append(s.finding(.truncatedText, "\(item.name) is too small for its \(what), which is truncated", item: item))
        }
        return result
    }

    // MARK: Off screen

    /// Views entirely outside the window, and text or controls reaching past its edges.
    static func offScreen(_ s: LintSubject) -> [LintViolation] {
        let window = s.root.bounds
        // Views held at a size of 0 by Interface Builder's floor are reported with the
        // constraints that ask for less (`unsatisfiable(_:rules:)`).
        var floored = Set<ObjectIdentifier>()
        for issue in s.root.layoutIssues {
            guard case let .unsatisfiable(broken, conflicting) = issue else { continue }
            for c in conflicting + [broken] where c.identifier == nonNegativeSizeIdentifier {
                floored.insert(ObjectIdentifier(c.firstItem))
            }
        }
        var result: [LintViolation] = []
        for item in s.items where !item.hidden && !item.scrolls {
            let f = item.view.frameInRoot
            if f.width < -tolerance || f.height < -tolerance {
                if floored.contains(ObjectIdentifier(item.view)) { continue }
                result.append(s.finding(.offScreen, "\(item.name) has a negative \(f.width < 0 ? "width" : "height")", item: item))
                continue
            }
            guard f.width > 0, f.height > 0 else { continue }
            let outside = f.maxX <= window.minX || f.minX >= window.maxX || f.maxY <= window.minY || f.minY >= window.maxY
            if outside {
                result.append(s.finding(.offScreen, "\(item.name) is laid out outside the screen", item: item))
                continue
            }
            guard item.role == .text || item.role == .content else { continue }
            var edges: [String] = []
            if f.minX < window.minX - tolerance { edges.append("left") }
            if f.maxX > window.maxX + tolerance { edges.append("right") }
            if f.minY < window.minY - tolerance { edges.append("top") }
            if f.maxY > window.maxY + tolerance { edges.append("bottom") }
            guard !edges.isEmpty else { continue }
            result.append(s.finding(.offScreen, "\(item.name) extends past the \(edges.joined(separator: " and ")) "
                                    + "edge\(edges.count > 1 ? "s" : "") of the screen", item: item))
        }
        return result
    }

    // MARK: Unsafe area

    /// Text and controls under the status bar, the bars, the sensor housing or the home
    /// indicator: laid out against the superview's edges instead of the safe area.
    static func unsafeArea(_ s: LintSubject) -> [LintViolation] {
        let insets = s.unsafeInsets
        guard insets.top > 0 || insets.bottom > 0 || insets.left > 0 || insets.right > 0 else { return [] }
        let window = s.root.bounds
        var result: [LintViolation] = []
        for item in s.items where !item.hidden && !item.scrolls && (item.role == .text || item.role == .content) {
            let f = item.view.frameInRoot
            guard f.width > 0, f.height > 0 else { continue }
            var covered: [String] = []
            if insets.top > 0, f.minY < insets.top - tolerance, f.maxY > window.minY + tolerance { covered.append(s.coverings.top) }
            if insets.bottom > 0, f.maxY > window.maxY - insets.bottom + tolerance, f.minY < window.maxY - tolerance {
                covered.append(s.coverings.bottom)
            }
            if insets.left > 0, f.minX < insets.left - tolerance, f.maxX > window.minX + tolerance { covered.append(s.coverings.left) }
            if insets.right > 0, f.maxX > window.maxX - insets.right + tolerance, f.minX < window.maxX - tolerance {
                covered.append(s.coverings.right)
            }
            var unique: [String] = []
            for c in covered where !unique.contains(c) { unique.append(c) }
            guard !unique.isEmpty else { continue }
            result.append(s.finding(.unsafeArea, "\(item.name) lies under \(unique.joined(separator: " and ")): "
                                    + "lay it out against the safe area, not the superview's edges", item: item))
        }
        return result
    }
}
