import Foundation

/// JUnit XML, as CI systems (GitLab, Jenkins, Buildkite's test analytics) read test results:
/// a test suite per file, a failing test case per violation, one passing case for a clean file.
enum JUnitReporter {
    static func render(_ report: LintReport) -> String {
        var byFile: [String: [LintViolation]] = [:]
        for v in report.violations { byFile[v.file, default: []].append(v) }
        let files = report.summary.files + byFile.keys.filter { !report.summary.files.contains($0) }.sorted()
        let total = files.map { max(1, byFile[$0]?.count ?? 0) }.reduce(0, +)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"autolayout lint\" tests=\"\(total)\" failures=\"\(report.violations.count)\" errors=\"0\">\n"
        for file in files {
            let list = byFile[file] ?? []
            out += "  <testsuite name=\"\(escape(file))\" tests=\"\(max(1, list.count))\" failures=\"\(list.count)\" errors=\"0\">\n"
            if list.isEmpty {
                out += "    <testcase classname=\"\(escape(file))\" name=\"lint\"/>\n"
            }
            for v in list {
                let name = "\(v.rule.rawValue) at line \(v.line)" + (v.view.map { ": \($0)" } ?? "")
                out += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(name))\">\n"
                out += "      <failure type=\"\(v.severity.rawValue)\" message=\"\(escape(v.message))\">"
                out += escape(XcodeReporter.line(v)) + "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Text safe in XML attributes and content: the five entities escaped, characters XML 1.0
    /// forbids (most control characters) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && v != 0xFFFE && v != 0xFFFF && !(0xD800...0xDFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

/// SARIF 2.1.0, the format of code-scanning dashboards (GitHub code scanning, Azure DevOps):
/// one run with the rules and a result per violation, paths relative to the source root.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: LintReport) -> String {
        let rules = LintRule.allCases
        let ruleObjects: [[String: Any]] = rules.map { rule in
            ["id": rule.rawValue, "name": rule.rawValue,
             "shortDescription": ["text": rule.summary],
             "defaultConfiguration": ["level": rule.defaultSeverity.rawValue]]
        }
        let results: [[String: Any]] = report.violations.map { v in
            var properties: [String: Any] = [
                "configurations": v.configurations.map {
                    ["device": $0.device, "orientation": $0.orientation, "contentSizeCategory": $0.contentSizeCategory]
                },
            ]
            if let scene = v.scene { properties["scene"] = scene }
            if let view = v.view { properties["view"] = view }
            if let id = v.viewId { properties["viewId"] = id }
            return [
                "ruleId": v.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: v.rule) ?? 0,
                "level": v.severity.rawValue,
                "message": ["text": v.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": uri(v.file), "uriBaseId": "%SRCROOT%"],
                        "region": ["startLine": max(1, v.line), "startColumn": max(1, v.column)],
                    ] as [String: Any],
                ]],
                "partialFingerprints": ["autolayoutLint/v1": fingerprint(v)],
                "properties": properties,
            ]
        }
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "autolayout lint",
                    "informationUri": "https://github.com/swift-autolayout/swift-autolayout",
                    "rules": ruleObjects,
                ] as [String: Any]],
                "results": results,
                "columnKind": "unicodeCodePoints",
            ] as [String: Any]],
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: options) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative URI reference: each path segment percent-encoded (spaces and all).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            String(segment).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(segment)
        }
        let joined = segments.joined(separator: "/")
        return path.hasPrefix("/") ? "file://" + joined : joined
    }

    /// What stays the same while lines move: rule, file, scene, view and message.
    static func fingerprint(_ v: LintViolation) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [v.rule.rawValue, v.file, v.scene ?? "", v.viewId ?? v.view ?? "", v.message].joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
