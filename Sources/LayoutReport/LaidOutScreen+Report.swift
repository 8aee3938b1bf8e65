import AutoLayout

extension LaidOutScreen {
    /// The JSON report `autolayout render --format json` prints: the device, the traits, every
    /// reported item in source order, the issues and the warnings, then the source's extras.
    ///
    /// Each item has its `frame` in the root view's coordinates, `frameInSuperview` in its
    /// superview's (a guide's in its owning view's) and the `superview`'s name (null directly
    /// under the root view).
    public func report() -> JSONValue {
        screen.layoutIfNeeded()
        let traits = screen.traitCollection
        let device: JSONValue = .object([
            ("name", .string(screen.device.name)), ("width", .number(screen.size.width)),
            ("height", .number(screen.size.height)), ("scale", .number(screen.device.scale)),
            ("orientation", .string(screen.orientation.rawValue)),
        ])
        let traitsValue: JSONValue = .object([
            ("horizontalSizeClass", .string(traits.horizontalSizeClass.description)),
            ("verticalSizeClass", .string(traits.verticalSizeClass.description)),
            ("contentSizeCategory", .string(traits.preferredContentSizeCategory.documentName)),
            ("layoutDirection", .string(traits.layoutDirection.rawValue)),
        ])
        let ambiguous = screen.rootView.ambiguouslyLaidOutViewsInSubtree()
        let views = reportedItems.map { entry($0, ambiguous: ambiguous) }
        return .object([("device", device), ("traits", traitsValue), ("views", .array(views)),
                        ("issues", .array(issues().map(\.json))),
                        ("warnings", .array(reportWarnings.map(JSONValue.string)))] + reportExtras)
    }

    func entry(_ reported: ReportedItem, ambiguous: Set<ObjectIdentifier>) -> JSONValue {
        func rect(_ r: Rect) -> JSONValue {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        var pairs: [(String, JSONValue)] = [("name", .string(reported.name)), ("type", .string(reported.type))]
        if let id = reported.id { pairs.append(("id", .string(id))) }
        pairs.append(("frame", rect(reported.frameInRoot)))
        pairs.append(("frameInSuperview", rect(reported.frameInSuperview)))
        pairs.append(("superview", reported.superview.map(JSONValue.string) ?? .null))
        guard let view = reported.item as? View else { return .object(pairs) }
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
        if ambiguous.contains(ObjectIdentifier(view)) { pairs.append(("ambiguous", .bool(true))) }
        return .object(pairs)
    }

    /// The table `autolayout render` prints: the heading, then one row per item, indented under
    /// its superview, with its frame in its superview's coordinates (as Xcode's size inspector
    /// shows it), then the issues and the warnings.
    public func table() -> String {
        screen.layoutIfNeeded()
        var rows: [[String]] = [["view", "type", "x", "y", "width", "height"]]
        var notes: [String] = [""]
        let ambiguous = screen.rootView.ambiguouslyLaidOutViewsInSubtree()
        for reported in reportedItems {
            let r = reported.frameInSuperview
            rows.append([String(repeating: "  ", count: reported.depth) + reported.name, reported.type,
                         formatNumber(r.minX), formatNumber(r.minY), formatNumber(r.width), formatNumber(r.height)])
            let view = reported.item as? View
            notes.append([view?.isHidden == true ? "hidden" : nil, view.map { ambiguous.contains(ObjectIdentifier($0)) } == true ? "ambiguous" : nil]
                .compactMap { $0 }.joined(separator: ", "))
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func line(_ row: [String], _ note: String) -> String {
            let cells = row.enumerated().map { i, cell in
                i < 2 ? cell.padding(toLength: widths[i]) : String(repeating: " ", count: widths[i] - cell.count) + cell
            }
            return cells.joined(separator: "  ") + (note.isEmpty ? "" : "  " + note)
        }
        var out = heading + "\n"
        out += line(rows[0], "") + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        out += zip(rows, notes).dropFirst().map(line).joined(separator: "\n")
        let found = issues()
        if !found.isEmpty { out += "\n\n" + found.map(\.summary).joined(separator: "\n") }
        let warnings = reportWarnings
        if !warnings.isEmpty { out += "\n\n" + warnings.map { "warning: \($0)" }.joined(separator: "\n") }
        return out
    }
}

extension ContentSizeCategory {
    /// The category's name as documents and the command write it (`extraSmall`, `large`,
    /// `accessibilityExtraExtraExtraLarge`).
    public var documentName: String { String(describing: self) }

    /// The category a document or the command names (either form, any case).
    public init?(documentName name: String) {
        let lower = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.documentName.lowercased() == lower || $0.rawValue.lowercased() == lower })
        else { return nil }
        self = found
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
