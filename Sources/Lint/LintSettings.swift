import AutoLayout
import Foundation
import NameSuggestion
import Yams

/// What `.autolayout-lint.yml` says: which files, which rules at which severity, and the matrix.
///
/// ```yaml
/// included: [App]
/// excluded: [App/Legacy, "**/*Preview*.storyboard"]
/// disabled_rules: [unsupported]
/// severity: {misplaced: error}
/// devices: ["iPhone SE (1st generation)", "iPhone 14 Pro Max", "iPad Pro (11-inch)"]
/// orientations: [portrait, landscape]
/// content_size_categories: [large, accessibilityExtraExtraExtraLarge]
/// ```
/// Paths and globs are relative to the folder the file is in. A key or value that is not
/// understood is an error naming its line and what was expected.
public struct LintSettings: Sendable {
    public var included: [String] = []
    public var excluded: [String] = []
    public var disabledRules: Set<LintRule> = []
    public var severities: [LintRule: LintSeverity] = [:]
    public var matrix: LintMatrix = .standard
    /// The folder relative paths in the file are resolved against.
    public var baseDirectory: String

    public static let keys = ["included", "excluded", "disabled_rules", "severity", "devices", "orientations",
                              "content_size_categories"]

    /// The default name, looked for in the current folder.
    public static let defaultFileName = ".autolayout-lint.yml"

    public init(baseDirectory: String = ".") { self.baseDirectory = baseDirectory }

    /// Reads the configuration file at `path`.
    public init(contentsOf path: String) throws(LintError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableConfiguration(path: path, reason: "no such file or not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableConfiguration(path: path, reason: "not UTF-8 text")
        }
        let directory = (path as NSString).deletingLastPathComponent
        try self.init(yaml: text, file: path, baseDirectory: directory.isEmpty ? "." : directory)
    }

    /// Reads a configuration from its YAML text; `file` names it in errors.
    public init(yaml: String, file: String, baseDirectory: String = ".") throws(LintError) {
        self.baseDirectory = baseDirectory
        let reader = SettingsReader(file: file)
        guard let root = try reader.compose(yaml) else { return }
        if case .scalar(let s) = root, s.string.trimmingCharacters(in: .whitespaces).isEmpty { return }
        guard case .mapping(let pairs) = root else {
            throw reader.error(root, "expected a mapping with keys such as included, excluded and disabled_rules")
        }
        var seen: [String: Int] = [:]
        for (keyNode, value) in pairs {
            let key = keyNode.string ?? ""
            if let first = seen[key] { throw reader.error(keyNode, "'\(key)' is given twice (first on line \(first))") }
            seen[key] = keyNode.mark?.line ?? 0
            switch key {
            case "included": included = try reader.strings(value, key)
            case "excluded": excluded = try reader.strings(value, key)
            case "disabled_rules": disabledRules = Set(try reader.strings(value, key, nodes: true).map { node throws(LintError) in try reader.rule(node) })
            case "severity": severities = try reader.severities(value)
            case "devices": matrix.devices = try reader.strings(value, key, nodes: true).map { node throws(LintError) in try reader.device(node) }
            case "orientations": matrix.orientations = try reader.strings(value, key, nodes: true).map { node throws(LintError) in try reader.orientation(node) }
            case "content_size_categories":
                matrix.contentSizeCategories = try reader.strings(value, key, nodes: true).map { node throws(LintError) in try reader.category(node) }
            default:
                throw reader.error(keyNode, "unknown key '\(key)'; expected one of \(Self.keys.joined(separator: ", "))"
                                   + NameSuggestion.didYouMean(key, among: Self.keys))
            }
        }
    }

    /// The severity `rule` is reported with.
    public func severity(of rule: LintRule) -> LintSeverity { severities[rule] ?? rule.defaultSeverity }
}

/// Reads the configuration's nodes, turning every surprise into an error at its line.
struct SettingsReader {
    let file: String

    /// The deepest nesting accepted; a configuration needs two levels.
    static let nestingLimit = 32

    func compose(_ yaml: String) throws(LintError) -> Node? {
        if let line = Self.lineNestedTooDeep(yaml) {
            throw .invalidConfiguration(file: file, line: line, column: 1,
                                        message: "nested more than \(Self.nestingLimit) levels deep")
        }
        do {
            return try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            switch error {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
                 let .composer(context, problem, mark, _):
                throw .invalidConfiguration(file: file, line: mark.line, column: mark.column,
                                            message: "not valid YAML: " + (context.map { $0.text + ", " } ?? "") + problem)
            default:
                throw .invalidConfiguration(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
            }
        } catch {
            throw .invalidConfiguration(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }

    /// A cheap bound on flow nesting (`[[[[…`), which Yams composes recursively.
    static func lineNestedTooDeep(_ yaml: String) -> Int? {
        var depth = 0, line = 1
        for byte in yaml.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > nestingLimit { return line }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    func error(_ node: Node, _ message: String) -> LintError {
        .invalidConfiguration(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    /// A list of strings, or one string standing for a list of one.
    func strings(_ node: Node, _ key: String) throws(LintError) -> [String] {
        try strings(node, key, nodes: true).map { $0.string ?? "" }
    }

    func strings(_ node: Node, _ key: String, nodes: Bool) throws(LintError) -> [Node] {
        switch node {
        case .scalar: return [node]
        case .sequence(let items):
            for item in items {
                guard case .scalar = item else { throw error(item, "'\(key)' takes a list of strings; this entry is not one") }
            }
            return Array(items)
        default:
            throw error(node, "'\(key)' takes a list of strings")
        }
    }

    func rule(_ node: Node) throws(LintError) -> LintRule {
        let name = node.string ?? ""
        guard let rule = LintRule(rawValue: name) else {
            throw error(node, "unknown rule '\(name)'; expected one of \(LintRule.ids.joined(separator: ", "))"
                        + NameSuggestion.didYouMean(name, among: LintRule.ids))
        }
        return rule
    }

    func severities(_ node: Node) throws(LintError) -> [LintRule: LintSeverity] {
        guard case .mapping(let pairs) = node else {
            throw error(node, "'severity' takes a mapping of rule ids to warning or error, such as {misplaced: error}")
        }
        var result: [LintRule: LintSeverity] = [:]
        for (key, value) in pairs {
            let rule = try rule(key)
            let text = value.string ?? ""
            guard case .scalar = value, let severity = LintSeverity(rawValue: text) else {
                throw error(value, "severity of '\(rule.rawValue)' must be warning or error, not '\(text)'")
            }
            result[rule] = severity
        }
        return result
    }

    func device(_ node: Node) throws(LintError) -> Device {
        let name = node.string ?? ""
        guard let device = DeviceCatalog.device(named: name) else {
            throw error(node, DeviceCatalog.unknownDeviceMessage(name))
        }
        return device
    }

    func orientation(_ node: Node) throws(LintError) -> Orientation {
        let name = node.string ?? ""
        guard let o = Orientation(rawValue: name.lowercased()) else {
            throw error(node, "unknown orientation '\(name)'; expected portrait or landscape")
        }
        return o
    }

    func category(_ node: Node) throws(LintError) -> ContentSizeCategory {
        let name = node.string ?? ""
        guard let c = ContentSizeCategory.named(name) else {
            let names = ContentSizeCategory.allCases.map(\.lintName)
            throw error(node, "unknown content size category '\(name)'; expected one of \(names.joined(separator: ", "))"
                        + NameSuggestion.didYouMean(name, among: names))
        }
        return c
    }
}
