import AutoLayout
import LayoutDocument

extension DocumentScreen {
    /// The render object of `autolayout render --format json` (issue 5's shape): the device,
    /// the traits, every named view and guide in document order with its frame in screen
    /// coordinates, and the issues found.
    public func report() -> JSONValue {
        layoutIfNeeded()
        let traits = screen.traitCollection
        let device: JSONValue = .object([
            ("name", .string(screen.device.name)), ("width", .number(screen.size.width)),
            ("height", .number(screen.size.height)), ("scale", .number(screen.device.scale)),
            ("orientation", .string(screen.orientation.rawValue)),
        ])
        let traitsValue: JSONValue = .object([
            ("horizontalSizeClass", .string(traits.horizontalSizeClass.description)),
            ("verticalSizeClass", .string(traits.verticalSizeClass.description)),
            ("contentSizeCategory", .string(Self.categoryName(traits.preferredContentSizeCategory))),
            ("layoutDirection", .string(traits.layoutDirection.rawValue)),
        ])
        var views: [JSONValue] = []
        for (documentView, item) in items {
            views.append(entry(documentView, item))
        }
        return .object([("device", device), ("traits", traitsValue), ("views", .array(views)),
                        ("issues", .array(issues().map(\.json))), ("warnings", .array(warnings.map(JSONValue.string)))])
    }

    func entry(_ documentView: DocumentView, _ item: LayoutItem) -> JSONValue {
        func rect(_ r: Rect) -> JSONValue {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        var pairs: [(String, JSONValue)] = [("name", .string(documentView.name)), ("type", .string(documentView.type.rawValue))]
        guard let view = item as? View else {
            pairs.append(("frame", rect(item.layoutRectInRoot)))
            return .object(pairs)
        }
        pairs.append(("frame", rect(view.frameInRoot)))
        let size = view.intrinsicContentSize
        pairs.append(("intrinsicContentSize", size.width < 0 && size.height < 0 ? .null
                      : .object([("width", .number(size.width)), ("height", .number(size.height))])))
        let firstView = view.viewForFirstBaselineLayout, lastView = view.viewForLastBaselineLayout
        if let top = firstView.firstBaselineOffsetFromTop {
            pairs.append(("firstBaseline", .number(firstView.layoutRectInRoot.minY + top)))
        }
        if let bottom = lastView.lastBaselineOffsetFromBottom {
            pairs.append(("lastBaseline", .number(lastView.layoutRectInRoot.maxY - bottom)))
        }
        if let truncated = view.displaysTruncatedText { pairs.append(("truncated", .bool(truncated))) }
        pairs.append(("hidden", .bool(view.isHidden)))
        return .object(pairs)
    }

    /// The document's unsatisfiable and ambiguous layouts.
    public func issues() -> [DocumentIssue] {
        screen.rootView.layoutDiagnostics().map { d in
            switch d.kind {
            case .unsatisfiable:
                let full = screen.rootView.layoutIssues.first { issue in
                    if case let .unsatisfiable(broken, _) = issue { return broken === d.broken }
                    return false
                }?.description ?? d.message
                var suggestion = d.suggestion
                if let user = (d.constraints).last(where: { if case .document = $0.origin { return true } else { return false } }),
                   let source = constraintFor.first(where: { $0.value === user })?.key.source {
                    suggestion = "lower '\(source)' to (Priority 999) so it can give way, or remove it"
                }
                return DocumentIssue(kind: "unsatisfiable", message: full, constraints: d.constraints.map(describe),
                                     broken: d.broken.map(describe), views: d.views, suggestion: suggestion)
            case .ambiguous:
                return DocumentIssue(kind: "ambiguous", message: d.message, constraints: d.constraints.map(describe),
                                     broken: nil, views: d.views, suggestion: d.suggestion)
            }
        }
    }

    /// A constraint as the document wrote it, where it came from one; otherwise UIKit's form.
    func describe(_ c: LayoutConstraint) -> String {
        if case let .document(_, line, _) = c.origin,
           let source = constraintFor.first(where: { $0.value === c })?.key.source {
            return "\(source) (line \(line))"
        }
        return c.equationDescription
    }

    /// The readable table `autolayout render` prints by default.
    public func table() -> String {
        layoutIfNeeded()
        var rows: [[String]] = [["view", "type", "x", "y", "width", "height"]]
        for (documentView, item) in items {
            let r = (item as? View)?.frameInRoot ?? item.layoutRectInRoot
            rows.append([documentView.name, documentView.type.rawValue, formatNumber(r.minX), formatNumber(r.minY),
                         formatNumber(r.width), formatNumber(r.height)])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ row: [String]) -> String {
            row.enumerated().map { i, cell in
                i < 2 ? cell.padding(toLength: widths[i]) : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }
        var out = "\(screen.device.name), \(screen.orientation.rawValue), \(formatNumber(screen.size.width))×\(formatNumber(screen.size.height))\n"
        out += line(rows[0]) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        out += rows.dropFirst().map(line).joined(separator: "\n")
        let found = issues()
        if !found.isEmpty { out += "\n\n" + found.map(\.summary).joined(separator: "\n") }
        if !warnings.isEmpty { out += "\n\n" + warnings.map { "warning: \($0)" }.joined(separator: "\n") }
        return out
    }

    static func categoryName(_ c: ContentSizeCategory) -> String {
        switch c {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }
}

/// An unsatisfiable or ambiguous layout in a rendered document.
public struct DocumentIssue: Sendable {
    public var kind: String
    public var message: String
    public var constraints: [String]
    public var broken: String?
    public var views: [String]
    public var suggestion: String?

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("kind", .string(kind)), ("message", .string(message))]
        if kind == "unsatisfiable" {
            pairs.append(("constraints", .array(constraints.map(JSONValue.string))))
            pairs.append(("broken", broken.map(JSONValue.string) ?? .null))
        } else {
            pairs.append(("views", .array(views.map(JSONValue.string))))
            pairs.append(("constraints", .array(constraints.map(JSONValue.string))))
        }
        if let suggestion { pairs.append(("suggestion", .string(suggestion))) }
        return .object(pairs)
    }

    /// One paragraph for the table output.
    var summary: String {
        var text = kind == "unsatisfiable"
            ? "unsatisfiable: broke \(broken ?? "?") (conflicts with \(constraints.filter { $0 != broken }.joined(separator: "; ")))"
            : "ambiguous: \(message)"
        if let suggestion { text += "\n  suggestion: \(suggestion)" }
        return text
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
