/// One problem found: where it is, which rule found it, how much it matters, and every
/// configuration it was found in.
///
/// Its JSON form is the contract of `autolayout lint --reporter json`: every key is always
/// present, `scene`, `view` and `viewId` as `null` where they do not apply.
public struct LintViolation: Codable, Hashable, Sendable {
    /// The path as it was linted (relative to the folder lint ran in, when found by discovery).
    public var file: String
    /// 1-based line of the view, constraint or element the violation is about.
    public var line: Int
    public var column: Int
    public var rule: LintRule
    public var severity: LintSeverity
    public var message: String
    /// The scene's name (storyboards), the top-level view's name (xibs), the document's title.
    public var scene: String?
    /// The view's name as Interface Builder's outline shows it, or as the document names it.
    public var view: String?
    /// The Interface Builder object id, where there is one.
    public var viewId: String?
    /// Where it was found; empty for problems of the file itself (unreadable).
    public var configurations: [LintConfiguration]

    public init(file: String, line: Int, column: Int, rule: LintRule, severity: LintSeverity, message: String,
                scene: String? = nil, view: String? = nil, viewId: String? = nil,
                configurations: [LintConfiguration] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.scene = scene
        self.view = view
        self.viewId = viewId
        self.configurations = configurations
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, rule, severity, message, scene, view, viewId, configurations
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(message, forKey: .message)
        try c.encode(scene, forKey: .scene)
        try c.encode(view, forKey: .view)
        try c.encode(viewId, forKey: .viewId)
        try c.encode(configurations, forKey: .configurations)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        file = try c.decode(String.self, forKey: .file)
        line = try c.decode(Int.self, forKey: .line)
        column = try c.decode(Int.self, forKey: .column)
        rule = try c.decode(LintRule.self, forKey: .rule)
        severity = try c.decode(LintSeverity.self, forKey: .severity)
        message = try c.decode(String.self, forKey: .message)
        scene = try c.decodeIfPresent(String.self, forKey: .scene)
        view = try c.decodeIfPresent(String.self, forKey: .view)
        viewId = try c.decodeIfPresent(String.self, forKey: .viewId)
        configurations = try c.decodeIfPresent([LintConfiguration].self, forKey: .configurations) ?? []
    }

    /// What makes two findings the same violation: everything but the configurations.
    var identity: Identity {
        Identity(file: file, line: line, column: column, rule: rule, message: message, scene: scene, view: view,
                 viewId: viewId)
    }

    struct Identity: Hashable {
        var file: String
        var line: Int
        var column: Int
        var rule: LintRule
        var message: String
        var scene: String?
        var view: String?
        var viewId: String?
    }

    /// Report order: by file, then line, column, rule and message.
    static func reportOrder(_ a: LintViolation, _ b: LintViolation) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.message != b.message { return a.message < b.message }
        return (a.scene ?? "", a.viewId ?? "") < (b.scene ?? "", b.viewId ?? "")
    }

    /// Findings merged: the same finding in several configurations becomes one violation
    /// listing them, in the order they were first found.
    static func merged(_ findings: [LintViolation]) -> [LintViolation] {
        var merger = LintViolationMerger()
        merger.add(findings)
        return merger.violations
    }
}

/// Findings merged as they are found (`LintViolation.merged` of all of them, in the order
/// added), so that a document laid out in many configurations holds each violation once
/// rather than once per configuration until the end (at 10,000 rows, 13 layouts of 20,000
/// findings each).
struct LintViolationMerger {
    private var order: [LintViolation.Identity] = []
    private var byIdentity: [LintViolation.Identity: LintViolation] = [:]

    mutating func add(_ findings: [LintViolation]) {
        for f in findings {
            let key = f.identity
            if let i = byIdentity.index(forKey: key) {
                for c in f.configurations where !byIdentity.values[i].configurations.contains(c) {
                    byIdentity.values[i].configurations.append(c)
                }
            } else {
                order.append(key)
                byIdentity[key] = f
            }
        }
    }

    /// Every violation, in the order first found.
    var violations: [LintViolation] { order.compactMap { byIdentity[$0] } }
}

/// A whole run's result: what was linted and every violation. The JSON reporter prints it, and
/// `--merge` reads it back.
public struct LintReport: Codable, Hashable, Sendable {
    public struct Summary: Codable, Hashable, Sendable {
        /// Every path linted, in order.
        public var files: [String]
        /// Documents linted: storyboards, xibs and layout documents, one per file.
        public var documents: Int
        public var violations: Int
        public var errors: Int
        public var warnings: Int
    }

    public var summary: Summary
    public var violations: [LintViolation]

    /// A report of `violations` (sorted into report order) over `files`.
    public init(files: [String], documents: Int? = nil, violations: [LintViolation]) {
        let sorted = violations.sorted(by: LintViolation.reportOrder)
        let errors = sorted.filter { $0.severity == .error }.count
        summary = Summary(files: files, documents: documents ?? files.count, violations: sorted.count,
                          errors: errors, warnings: sorted.count - errors)
        self.violations = sorted
    }

    /// Whether a violation of error severity remains (exit status 1).
    public var hasErrors: Bool { summary.errors > 0 }
}
