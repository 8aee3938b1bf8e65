import AutoLayout
import Foundation
import LayoutReport
import NameSuggestion
import Rendering

/// The query of a request, read strictly: each parameter once, only those the route takes,
/// every value checked. A parameter the route does not know is an error (with the closest name),
/// never silently ignored.
struct PreviewQuery {
    /// The parameters the screen routes take: `render --format json`'s screen options, and the
    /// overlays drawn on the picture.
    static let screenParameters = ["device", "orientation", "contentSizeCategory", "rtl", "scene"]

    private(set) var values: [String: String] = [:]

    /// Reads `query` (the part after `?`, percent-encoded, `+` for a space, as browsers send a
    /// form) for `route`, which takes `allowed`.
    init(_ query: String, route: String, allowed: [String]) throws(PreviewError) {
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0], in: String(pair))
            let value = parts.count > 1 ? try Self.decode(parts[1], in: String(pair)) : ""
            guard allowed.contains(name) else {
                throw .unknownParameter(name, route: route, suggestion: NameSuggestion.closest(to: name, among: allowed))
            }
            guard values[name] == nil else { throw .repeatedParameter(name) }
            values[name] = value
        }
    }

    /// A form-encoded component: `+` is a space, then percent escapes.
    private static func decode(_ text: Substring, in pair: String) throws(PreviewError) -> String {
        guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
            throw .badValue(parameter: pair, value: String(text), expected: "valid percent-encoding (%XX)")
        }
        return decoded
    }

    /// The value of `name`, nil when absent or empty (an empty value means the document's own choice).
    subscript(_ name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// The layout options the parameters name, as `render`'s options of the same names.
    func runOptions() throws(PreviewError) -> LayoutRunOptions {
        var options = LayoutRunOptions(scene: self["scene"])
        if let name = self["device"] {
            guard let device = DeviceCatalog.device(named: name) else {
                throw .badValue(parameter: "device", value: name, expected: "a device as `autolayout devices` names it"
                                + NameSuggestion.didYouMean(name, among: DeviceCatalog.allNames))
            }
            options.device = device
        }
        if let name = self["orientation"] {
            guard let orientation = Orientation(rawValue: name) else {
                throw .badValue(parameter: "orientation", value: name, expected: "portrait or landscape")
            }
            options.orientation = orientation
        }
        if let name = self["contentSizeCategory"] {
            guard let category = ContentSizeCategory(documentName: name) else {
                let names = ContentSizeCategory.allCases.map(\.documentName)
                throw .badValue(parameter: "contentSizeCategory", value: name,
                                expected: "one of " + names.joined(separator: ", ") + NameSuggestion.didYouMean(name, among: names))
            }
            options.contentSizeCategory = category
        }
        if let flag = self["rtl"] {
            switch flag.lowercased() {
            case "1", "true", "yes", "on": options.rightToLeft = true
            case "0", "false", "no", "off": options.rightToLeft = false
            default: throw .badValue(parameter: "rtl", value: flag, expected: "1 or 0")
            }
        }
        return options
    }

    /// The overlays `overlay` names (as `render --overlay` takes them); diagnostics when absent,
    /// as `render` draws.
    func overlays() throws(PreviewError) -> Set<RenderOverlay> {
        guard let list = values["overlay"] else { return [.diagnostics] }
        do {
            return try RenderOverlay.parseList(list)
        } catch {
            throw .badValue(parameter: "overlay", value: list, expected: error.description)
        }
    }
}
