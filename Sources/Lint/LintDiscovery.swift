import Foundation

/// Finds what to lint: storyboards, xibs and layout documents under the given paths, in a
/// deterministic order.
///
/// Folders are walked recursively; `.build`, `DerivedData`, `Pods`, `Carthage` and `.git` are
/// skipped, and so is whatever the configuration excludes. YAML files count only when they are
/// layout documents (a top-level `views:` key); other YAML (CI workflows, this tool's own
/// configuration) is skipped. A file named explicitly is always linted, whatever its kind.
public enum LintDiscovery {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]
    public static let layoutDocumentExtensions: Set<String> = ["yaml", "yml"]

    /// Every file to lint under `paths` (the current folder when empty), sorted, without repeats.
    ///
    /// Relative paths, in the result too, are relative to `workingDirectory`, the process's
    /// current folder unless given (tests name their scratch folder rather than change the
    /// process's folder under other tests running at the same time).
    public static func files(in paths: [String], settings: LintSettings,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) throws(LintError) -> [String] {
        let roots = paths.isEmpty ? (settings.included.isEmpty ? ["."] : settings.included.map { settings.resolve($0) })
                                  : paths
        let excluded = ExclusionList(patterns: settings.excluded, base: settings.baseDirectory,
                                     workingDirectory: workingDirectory)
        var found = Set<String>()
        for root in roots {
            let onDisk = ExclusionList.absolute(root, in: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: onDisk, isDirectory: &isDirectory) else { throw .noSuchPath(root) }
            if isDirectory.boolValue {
                walk(onDisk, display: display(root), excluded: excluded, into: &found)
            } else {
                found.insert(display(root))
            }
        }
        return found.sorted()
    }

    /// `./App/Main.storyboard` → `App/Main.storyboard`; `App/` → `App`.
    static func display(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p.isEmpty ? "." : p
    }

    static func walk(_ folder: String, display: String, excluded: ExclusionList, into found: inout Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            let shown = display == "." ? name : display + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if excluded.matches(path) { continue }
            if isDirectory.boolValue {
                if skippedFolders.contains(name) || isSymbolicLink(path) { continue }
                walk(path, display: shown, excluded: excluded, into: &found)
            } else if isLintable(path) {
                found.insert(shown)
            }
        }
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// Storyboards, xibs, and YAML files that are layout documents.
    static func isLintable(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        if interfaceBuilderExtensions.contains(ext) { return true }
        guard layoutDocumentExtensions.contains(ext) else { return false }
        return isLayoutDocument(path)
    }

    /// A YAML file with a top-level `views:` key (looked for in its first 256 KB).
    static func isLayoutDocument(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 256 * 1024)) ?? Data()
        for line in data.split(separator: UInt8(ascii: "\n")) where line.starts(with: Array("views".utf8)) {
            let rest = line.dropFirst(5).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if rest.first == UInt8(ascii: ":") { return true }
        }
        return false
    }
}

extension LintSettings {
    /// A path from the configuration, relative to the configuration's folder.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || baseDirectory == "." { return path }
        return baseDirectory + "/" + path
    }
}

/// The configuration's `excluded` list: paths (a folder excludes everything under it) and
/// globs (`*` and `?` within a name, `**` across folders). A glob without `/` matches a name
/// in any folder, as in `.gitignore`; the others are relative to the configuration's folder.
struct ExclusionList {
    var anchored: [[Substring]] = []
    var names: [Substring] = []
    /// The folder relative patterns and paths start from.
    var workingDirectory: String

    init(patterns: [String], base: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        for pattern in patterns where !pattern.isEmpty {
            var p = pattern
            while p.hasSuffix("/"), p.count > 1 { p.removeLast() }
            if !p.contains("/"), p.contains(where: { "*?[".contains($0) }) {
                names.append(Substring(p))
            } else {
                let full = p.hasPrefix("/") ? p : (base == "." ? p : base + "/" + p)
                anchored.append(Self.components(Self.absolute(full, in: workingDirectory)))
            }
        }
    }

    static func absolute(_ path: String, in workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return (joined as NSString).standardizingPath
    }

    static func components(_ path: String) -> [Substring] { path.split(separator: "/") }

    func matches(_ path: String) -> Bool {
        if anchored.isEmpty && names.isEmpty { return false }
        let parts = Self.components(Self.absolute(path, in: workingDirectory))
        if let name = parts.last, names.contains(where: { Glob.matches($0, name) }) { return true }
        return anchored.contains { Glob.matchesPrefix($0, parts) }
    }
}

/// Shell-style matching of path components.
enum Glob {
    /// Whether `pattern` matches a leading run of `path`'s components (a folder pattern
    /// matches everything under the folder).
    static func matchesPrefix(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        func match(_ i: Int, _ j: Int) -> Bool {
            if i == pattern.count { return true }
            if pattern[i] == "**" {
                if i + 1 == pattern.count { return true }
                for k in j...path.count where match(i + 1, k) { return true }
                return false
            }
            guard j < path.count, matches(pattern[i], path[j]) else { return false }
            return match(i + 1, j + 1)
        }
        return match(0, 0)
    }

    /// Whether one name matches a pattern of `*`, `?`, `[abc]` and literal characters.
    static func matches(_ pattern: Substring, _ name: Substring) -> Bool {
        let p = Array(pattern), s = Array(name)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (s.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" {
                result = match(i + 1, j) || (j < s.count && match(i, j + 1))
            } else if j == s.count {
                result = false
            } else if p[i] == "?" {
                result = match(i + 1, j + 1)
            } else if p[i] == "[", let close = p[(i + 1)...].firstIndex(of: "]") {
                let set = p[(i + 1)..<close]
                result = set.contains(s[j]) && match(close + 1, j + 1)
            } else {
                result = p[i] == s[j] && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
