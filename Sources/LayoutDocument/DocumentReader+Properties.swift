import LayoutVocabulary
import NameSuggestion
import Yams

/// Reading property values: text, fonts, colors, priorities, sizes, margins and stack settings.
extension DocumentReader {
    /// The typed properties from `pairs`, whose keys are already checked against the type
    /// (`key(_:for:)`); the structural keys (subviews, arranged subviews, custom spacing, VFL
    /// name) are read by the caller.
    func readProperties(_ pairs: [(key: ViewProperties.Key, value: Node)], type: ViewType)
        throws(LayoutDocumentError) -> ViewProperties {
        var properties = ViewProperties()
        for (key, value) in pairs {
            try read(key, value, type: type, into: &properties)
        }
        return properties
    }

    private func read(_ key: ViewProperties.Key, _ node: Node, type: ViewType, into p: inout ViewProperties)
        throws(LayoutDocumentError) {
        switch key {
        case .text: p.text = try nodes.string(node, "text")
        case .title: p.title = try nodes.string(node, "title")
        case .placeholder: p.placeholder = try nodes.string(node, "placeholder")
        case .font: p.font = try font(node)
        case .alignment:
            if type == .stackView {
                p.stackAlignment = try nodes.choice(node, key: "stack alignment", StackAlignment.self)
            } else {
                p.textAlignment = try nodes.choice(node, key: "text alignment", TextAlignment.self)
            }
        case .numberOfLines:
            let lines = try nodes.integer(node, key: "numberOfLines", expected: "a whole number, 0 for no limit")
            guard lines >= 0 else {
                throw .invalidValue(nodes.location(node), key: "numberOfLines", value: String(lines),
                                    expected: "a whole number, 0 for no limit", suggestion: nil)
            }
            p.numberOfLines = lines
        case .lineBreakMode: p.lineBreakMode = try lineBreakMode(node)
        case .preferredMaxLayoutWidth: p.preferredMaxLayoutWidth = try nodes.nonNegative(node, key: "preferredMaxLayoutWidth")
        case .textColor: p.textColor = try color(node)
        case .background: p.backgroundColor = try color(node)
        case .borderStyle: p.borderStyle = try nodes.choice(node, key: "borderStyle", TextBorderStyle.self)
        case .scrollEnabled: p.isScrollEnabled = try nodes.bool(node, key: "scrollEnabled")
        case .style:
            if type == .activityIndicator {
                p.activityIndicatorStyle = try nodes.choice(node, key: "activity indicator style", ActivityIndicatorStyle.self)
            } else {
                p.progressViewStyle = try nodes.choice(node, key: "progress view style", ProgressViewStyle.self)
            }
        case .imageSize: p.imageSize = try size(node, key: "imageSize")
        case .segments:
            var segments: [String] = []
            for item in try nodes.list(node, "segments") {
                segments.append(try nodes.string(item, "a segment title"))
            }
            p.segments = segments
        case .hidden: p.isHidden = try nodes.bool(node, key: "hidden")
        case .hugging: p.contentHugging = try axisPriorities(node, key: "hugging")
        case .compressionResistance: p.compressionResistance = try axisPriorities(node, key: "compressionResistance")
        case .intrinsicContentSize: p.intrinsicContentSize = try intrinsicSize(node)
        case .layoutMargins: p.layoutMargins = try layoutMargins(node)
        case .axis: p.axis = try nodes.choice(node, key: "axis", StackAxis.self)
        case .distribution: p.distribution = try nodes.choice(node, key: "distribution", StackDistribution.self)
        case .spacing: p.spacing = try stackSpacing(node)
        case .isBaselineRelativeArrangement:
            p.isBaselineRelativeArrangement = try nodes.bool(node, key: "isBaselineRelativeArrangement")
        case .isLayoutMarginsRelativeArrangement:
            p.isLayoutMarginsRelativeArrangement = try nodes.bool(node, key: "isLayoutMarginsRelativeArrangement")
        case .contentInset: p.contentInset = try contentInset(node)
        case .contentInsetAdjustmentBehavior:
            p.contentInsetAdjustmentBehavior = try nodes.choice(node, key: "contentInsetAdjustmentBehavior",
                                                                ContentInsetAdjustmentBehavior.self)
        case .type, .vflName, .subviews, .arrangedSubviews, .customSpacing:
            break
        }
    }

    // MARK: - Fonts

    /// A text style, `system SIZE [WEIGHT]`, or a mapping `{style}`, `{size, weight}`,
    /// `{family, size, weight}`.
    func font(_ node: Node) throws(LayoutDocumentError) -> FontDescription {
        if case .mapping = node {
            return try fontMapping(node)
        }
        let text = try nodes.scalar(node, "font", expected: "a text style, 'system SIZE [WEIGHT]' or a font mapping").string
        if let style = TextStyle(documentName: text) {
            return .textStyle(style)
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first, first.lowercased() == "system" else {
            let styles = TextStyle.allCases.map(\.documentName)
            let suggestion = words.count > 1
                ? NameSuggestion.closest(to: words[0], among: ["system"]).map { ([$0] + words.dropFirst()).joined(separator: " ") }
                : NameSuggestion.closest(to: text, among: styles + ["system"])
            throw .unknownFont(nodes.location(node), font: text, suggestion: suggestion)
        }
        var size: Double?
        var weight = FontWeight.regular
        for word in words.dropFirst() {
            if let value = NodeReader.decimal(word) {
                guard size == nil, value > 0 else {
                    throw .invalidValue(nodes.location(node), key: "font", value: text,
                                        expected: "'system SIZE [WEIGHT]' with one size greater than 0", suggestion: nil)
                }
                size = try NodeReader.inRange(value, written: word, at: nodes.location(node))
            } else if let parsed = FontWeight(documentName: word) {
                weight = parsed
            } else {
                let weights = FontWeight.allCases.map(\.documentName)
                throw .invalidValue(nodes.location(node), key: "font weight", value: word,
                                    expected: "one of " + weights.joined(separator: ", "),
                                    suggestion: NameSuggestion.closest(to: word, among: weights))
            }
        }
        guard let size else {
            throw .invalidValue(nodes.location(node), key: "font", value: text,
                                expected: "a size after 'system', e.g. 'system 17'", suggestion: nil)
        }
        return .system(size: size, weight: weight)
    }

    private func fontMapping(_ node: Node) throws(LayoutDocumentError) -> FontDescription {
        let keys = ["style", "family", "size", "weight"]
        var values: [String: Node] = [:]
        for (key, value) in try nodes.mapping(node, "font") {
            guard keys.contains(key.string) else {
                throw .unknownKey(nodes.location(.scalar(key)), key: key.string, context: "a font", known: keys,
                                  suggestion: NameSuggestion.closest(to: key.string, among: keys))
            }
            values[key.string] = value
        }
        if let styleNode = values["style"] {
            let text = try nodes.string(styleNode, "font style")
            guard let style = TextStyle(documentName: text) else {
                throw .unknownFont(nodes.location(styleNode), font: text,
                                   suggestion: NameSuggestion.closest(to: text, among: TextStyle.allCases.map(\.documentName)))
            }
            if let extra = values.keys.filter({ $0 != "style" }).sorted().first, let extraNode = values[extra] {
                throw .invalidValue(nodes.location(extraNode), key: "font", value: extra,
                                    expected: "no '\(extra)' beside 'style': a text style sets its own size and weight",
                                    suggestion: nil)
            }
            return .textStyle(style)
        }
        guard let sizeNode = values["size"] else {
            throw .missingKey(nodes.location(node), key: "size", context: "a font without 'style'")
        }
        let size = try nodes.number(sizeNode, key: "font size", expected: "a size in points, greater than 0")
        guard size > 0 else {
            throw .invalidValue(nodes.location(sizeNode), key: "font size", value: NodeReader.text(of: sizeNode),
                                expected: "a size in points, greater than 0", suggestion: nil)
        }
        var weight = FontWeight.regular
        if let weightNode = values["weight"] {
            let text = try nodes.string(weightNode, "font weight")
            let weights = FontWeight.allCases.map(\.documentName)
            guard let parsed = FontWeight(documentName: text) else {
                throw .invalidValue(nodes.location(weightNode), key: "font weight", value: text,
                                    expected: "one of " + weights.joined(separator: ", "),
                                    suggestion: NameSuggestion.closest(to: text, among: weights))
            }
            weight = parsed
        }
        guard let familyNode = values["family"] else {
            return .system(size: size, weight: weight)
        }
        let family = try nodes.string(familyNode, "font family")
        guard !family.trimmingSpaces.text.isEmpty else {
            throw .invalidValue(nodes.location(familyNode), key: "font family", value: family,
                                expected: "a family name such as Inter", suggestion: nil)
        }
        return family.lowercased() == "system" ? .system(size: size, weight: weight)
            : .custom(family: family, size: size, weight: weight)
    }

    // MARK: - Colors and text

    /// A UIKit color name or `#rrggbb` / `#rrggbbaa`.
    func color(_ node: Node) throws(LayoutDocumentError) -> ColorValue {
        let text = try nodes.scalar(node, "color", expected: "a color name or #rrggbb").string
        if let named = NamedColor(documentName: text) {
            return .named(named)
        }
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
                throw .invalidValue(nodes.location(node), key: "color", value: text,
                                    expected: "#rrggbb or #rrggbbaa with hexadecimal digits", suggestion: nil)
            }
            let rgba = hex.count == 6 ? value << 8 | 0xFF : value
            func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
            return .rgb(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        }
        let folded = NamedColor.fold(text)
        let suggestion = NameSuggestion.closest(to: folded, among: NamedColor.allCases.map { $0.rawValue.lowercased() })
            .flatMap { match in NamedColor.allCases.first { $0.rawValue.lowercased() == match }?.rawValue }
        throw .unknownColor(nodes.location(node), color: text, suggestion: suggestion)
    }

    private func lineBreakMode(_ node: Node) throws(LayoutDocumentError) -> LineBreakMode {
        let text = try nodes.scalar(node, "lineBreakMode", expected: "a line break mode").string
        if let mode = LineBreakMode.spellings[text.lowercased()] {
            return mode
        }
        let names = LineBreakMode.allCases.map(\.rawValue)
        throw .invalidValue(nodes.location(node), key: "lineBreakMode", value: text,
                            expected: "one of " + names.joined(separator: ", "),
                            suggestion: NameSuggestion.closest(to: text, among: names))
    }

    // MARK: - Priorities, sizes and margins

    /// The named priorities of `UILayoutPriority`.
    static let namedPriorities: [String: Float] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// A priority: a number in (0, 1000] or one of UIKit's names (`required`, `defaultHigh`, …).
    func priority(_ node: Node, key: String) throws(LayoutDocumentError) -> Float {
        let expected = "a priority greater than 0 and at most 1000, or required, defaultHigh, defaultLow, fittingSizeLevel"
        let text = try nodes.scalar(node, key, expected: expected).string
        if let named = Self.namedPriorities.first(where: { $0.key.lowercased() == text.lowercased() }) {
            return named.value
        }
        guard let value = NodeReader.decimal(text), value > 0, value <= 1000 else {
            throw .invalidValue(nodes.location(node), key: key, value: text, expected: expected,
                                suggestion: NameSuggestion.closest(to: text, among: Self.namedPriorities.keys.sorted()))
        }
        return Float(value)
    }

    /// `{horizontal: 251, vertical: 251}`, one axis, or one number for both.
    private func axisPriorities(_ node: Node, key: String) throws(LayoutDocumentError) -> AxisPriorities {
        guard case .mapping = node else {
            let both = try priority(node, key: key)
            return AxisPriorities(horizontal: both, vertical: both)
        }
        var result = AxisPriorities()
        for (axis, value) in try nodes.mapping(node, key) {
            switch axis.string {
            case "horizontal": result.horizontal = try priority(value, key: "\(key) horizontal")
            case "vertical": result.vertical = try priority(value, key: "\(key) vertical")
            default:
                throw .unknownKey(nodes.location(.scalar(axis)), key: axis.string, context: key,
                                  known: ["horizontal", "vertical"],
                                  suggestion: NameSuggestion.closest(to: axis.string, among: ["horizontal", "vertical"]))
            }
        }
        return result
    }

    /// `{width: W, height: H}`, both required.
    private func size(_ node: Node, key: String) throws(LayoutDocumentError) -> Size {
        let values = try dimensions(node, key: key, allowingNone: false)
        guard let width = values.width ?? nil else {
            throw .missingKey(nodes.location(node), key: "width", context: key)
        }
        guard let height = values.height ?? nil else {
            throw .missingKey(nodes.location(node), key: "height", context: key)
        }
        return Size(width: width, height: height)
    }

    /// `{width: W|none, height: H|none}`; a missing or `none` (or -1) axis has no intrinsic metric.
    private func intrinsicSize(_ node: Node) throws(LayoutDocumentError) -> IntrinsicSize {
        let values = try dimensions(node, key: "intrinsicContentSize", allowingNone: true)
        return IntrinsicSize(width: values.width ?? nil, height: values.height ?? nil)
    }

    /// The `width` and `height` of a mapping: absent (outer nil), `none` (inner nil) or points.
    private func dimensions(_ node: Node, key: String, allowingNone: Bool)
        throws(LayoutDocumentError) -> (width: Double??, height: Double??) {
        var width: Double??
        var height: Double??
        for (axis, value) in try nodes.mapping(node, key, expected: "a mapping with width and height") {
            let dimension: Double?
            if allowingNone, ["none", "-1"].contains(NodeReader.text(of: value).lowercased()) {
                dimension = nil
            } else {
                dimension = try nodes.nonNegative(value, key: "\(key) \(axis.string)")
            }
            switch axis.string {
            case "width": width = .some(dimension)
            case "height": height = .some(dimension)
            default:
                throw .unknownKey(nodes.location(.scalar(axis)), key: axis.string, context: key,
                                  known: ["width", "height"],
                                  suggestion: NameSuggestion.closest(to: axis.string, among: ["width", "height"]))
            }
        }
        return (width, height)
    }

    /// A number for all four edges, or a mapping of `top`, `bottom` and either `leading`/`trailing`
    /// or `left`/`right`.
    private func layoutMargins(_ node: Node) throws(LayoutDocumentError) -> LayoutMargins {
        guard case .mapping = node else {
            let all = try nodes.number(node, key: "layoutMargins", expected: "a number or a mapping of edges")
            return .directional(top: all, leading: all, bottom: all, trailing: all)
        }
        let edges = ["top", "bottom", "leading", "trailing", "left", "right"]
        var values: [String: Double] = [:]
        for (edge, value) in try nodes.mapping(node, "layoutMargins") {
            guard edges.contains(edge.string) else {
                throw .unknownKey(nodes.location(.scalar(edge)), key: edge.string, context: "layoutMargins",
                                  known: edges, suggestion: NameSuggestion.closest(to: edge.string, among: edges))
            }
            let directional = edge.string == "leading" || edge.string == "trailing"
            let absolute = edge.string == "left" || edge.string == "right"
            if (directional && (values["left"] != nil || values["right"] != nil))
                || (absolute && (values["leading"] != nil || values["trailing"] != nil)) {
                throw .invalidValue(nodes.location(.scalar(edge)), key: "layoutMargins edge", value: edge.string,
                                    expected: "leading/trailing or left/right, not both", suggestion: nil)
            }
            values[edge.string] = try nodes.number(value, key: "layoutMargins \(edge.string)")
        }
        if values["left"] != nil || values["right"] != nil {
            return .absolute(top: values["top"], left: values["left"], bottom: values["bottom"], right: values["right"])
        }
        return .directional(top: values["top"], leading: values["leading"], bottom: values["bottom"],
                            trailing: values["trailing"])
    }

    /// A number for every side, or a mapping of `top`, `left`, `bottom`, `right`.
    private func contentInset(_ node: Node) throws(LayoutDocumentError) -> ContentInset {
        guard case .mapping = node else {
            let all = try nodes.number(node, key: "contentInset", expected: "a number or a mapping of edges")
            return ContentInset(top: all, left: all, bottom: all, right: all)
        }
        let edges = ["top", "left", "bottom", "right"]
        var inset = ContentInset()
        for (edge, value) in try nodes.mapping(node, "contentInset") {
            guard let index = edges.firstIndex(of: edge.string) else {
                throw .unknownKey(nodes.location(.scalar(edge)), key: edge.string, context: "contentInset",
                                  known: edges, suggestion: NameSuggestion.closest(to: edge.string, among: edges))
            }
            let points = try nodes.number(value, key: "contentInset \(edge.string)")
            switch index {
            case 0: inset.top = points
            case 1: inset.left = points
            case 2: inset.bottom = points
            default: inset.right = points
            }
        }
        return inset
    }

    /// Points, or `standard` / `system` for `UIStackView.spacingUseSystem`.
    private func stackSpacing(_ node: Node) throws(LayoutDocumentError) -> StackSpacing {
        let text = try nodes.scalar(node, "spacing", expected: "a number or standard").string
        if ["standard", "system"].contains(text.lowercased()) {
            return .system
        }
        guard let value = NodeReader.decimal(text) else {
            throw .invalidValue(nodes.location(node), key: "spacing", value: text, expected: "a number or standard",
                                suggestion: NameSuggestion.closest(to: text, among: ["standard"]))
        }
        return .points(try NodeReader.inRange(value, written: text, at: nodes.location(node)))
    }
}
