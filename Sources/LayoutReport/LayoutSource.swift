import AutoLayout
import NameSuggestion

/// Where and how to lay a source out. Nil means the source's own choice (a document's device,
/// a storyboard's saved canvas).
public struct LayoutRunOptions: Sendable {
    public var device: Device?
    public var orientation: Orientation?
    /// A custom screen size in points (layout documents only).
    public var size: Size?
    public var contentSizeCategory: ContentSizeCategory?
    public var rightToLeft: Bool
    /// One scene of a storyboard or xib, by name, title, class, storyboard id or id (storyboards
    /// and xibs only).
    public var scene: String?

    public init(device: Device? = nil, orientation: Orientation? = nil, size: Size? = nil,
                contentSizeCategory: ContentSizeCategory? = nil, rightToLeft: Bool = false, scene: String? = nil) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.contentSizeCategory = contentSizeCategory
        self.rightToLeft = rightToLeft
        self.scene = scene
    }
}

/// Something that lays out into screens: a layout document (one screen) or a storyboard or xib
/// (one screen per scene). `render`, `check`, `explain` and `lint` go through this, so every
/// kind of source takes the same options and gives the same reports.
public protocol LayoutSource {
    /// The file, as the user named it.
    var file: String { get }
    /// The orientation the source is laid out in when none is asked for.
    var ownOrientation: Orientation { get }
    /// Lays the source out with `options`: every screen it makes, in source order.
    ///
    /// Throws `LayoutReportError.optionDoesNotApply` for an option this kind of source cannot
    /// take (a size for a storyboard, a scene for a document), and the source's own error when
    /// it cannot be laid out.
    func layOut(_ options: LayoutRunOptions) throws -> [any LaidOutScreen]
}

/// Why a report could not be made: the module's one error type.
public enum LayoutReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option that this kind of source cannot take: the option as the command spells it, the
    /// file, and why.
    case optionDoesNotApply(option: String, file: String, reason: String)
    /// `explain` named no view; `suggestion` is the closest name.
    case noSuchView(String, file: String, suggestion: String?)
    /// A frame the engine computed is not finite or past `LayoutLimits.maximumFrameMagnitude`:
    /// the view, which side, its value, and the source's constraints on the view.
    case layoutOverflow(file: String, view: String, side: String, value: String, constraints: [String])

    public var description: String {
        switch self {
        case let .optionDoesNotApply(option, file, reason):
            return "\(option) does not apply to \(file): \(reason)"
        case let .noSuchView(name, file, suggestion):
            return "no view named '\(name)' in \(file)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .layoutOverflow(file, view, side, value, constraints):
            return "\(file): the layout overflows: the \(side) of '\(view)' comes out as \(value), past the 10^15 points "
                + "a frame can hold; its constraints multiply or add beyond any screen"
                + (constraints.isEmpty ? "" : " (" + constraints.joined(separator: "; ") + ")")
                + ": check their multipliers and constants"
        }
    }
}

/// One laid-out screen of a check: where it was laid out, and what was found.
public struct CheckResult {
    public var screen: any LaidOutScreen
    public var contentSizeCategory: ContentSizeCategory?
    public var issues: [ScreenIssue]

    /// `iPhone 8 portrait`, the category when one was asked for, then the source's context.
    public var label: String {
        let s = screen.screen
        return "\(s.device.name) \(s.orientation.rawValue)" + (contentSizeCategory.map { " \($0.documentName)" } ?? "")
            + (screen.reportContext.map { " — \($0)" } ?? "")
    }

    /// The result in `check --format json`: device, orientation, category, the source's
    /// context, and the issues.
    public var json: JSONValue {
        let s = screen.screen
        var pairs: [(String, JSONValue)] = [("device", .string(s.device.name)), ("orientation", .string(s.orientation.rawValue))]
        if let c = contentSizeCategory { pairs.append(("contentSizeCategory", .string(c.documentName))) }
        if let context = screen.reportContext { pairs.append(("source", .string(context))) }
        pairs.append(("issues", .array(issues.map(\.json))))
        return .object(pairs)
    }

    /// The result in `check`'s table: a line saying ok or how many issues, then each issue.
    public var text: String {
        var lines = ["\(label): " + (issues.isEmpty ? "ok" : "\(issues.count) issue(s)")]
        for issue in issues {
            lines.append("  " + issue.headline)
            if let s = issue.suggestion { lines.append("    suggestion: \(s)") }
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutSource {
    /// The screens `check` lays out: on `devices` (nil for the source's own) in both
    /// orientations unless `orientation` picks one, at each of `categories` (nil for the
    /// default), with the rest of `options`.
    ///
    /// The source's own orientation comes first; it is laid out as the source saved it (for a
    /// storyboard, its saved canvas), the other as the device's.
    public func check(devices: [Device?], orientation: Orientation? = nil, categories: [ContentSizeCategory?] = [nil],
                      options: LayoutRunOptions = LayoutRunOptions()) throws -> [CheckResult] {
        var results: [CheckResult] = []
        try check(devices: devices, orientation: orientation, categories: categories, options: options) { results.append($0) }
        return results
    }

    /// `check(devices:orientation:categories:options:)`, handing each result to `each` as it
    /// comes: a caller that keeps only what it prints lets each screen go before the next is
    /// laid out, so a document of thousands of views holds one layout at a time, not one per
    /// orientation.
    public func check(devices: [Device?], orientation: Orientation? = nil, categories: [ContentSizeCategory?] = [nil],
                      options: LayoutRunOptions = LayoutRunOptions(), each: (CheckResult) throws -> Void) throws {
        for device in devices {
            let orientations: [Orientation?] = orientation.map { [$0] }
                ?? [device == nil ? nil : ownOrientation, Orientation.allCases.first { $0 != ownOrientation }]
            for o in orientations {
                for category in categories {
                    var run = options
                    run.device = device
                    run.orientation = o
                    if let category { run.contentSizeCategory = category }
                    for screen in try layOut(run) {
                        try each(CheckResult(screen: screen, contentSizeCategory: category, issues: screen.issues()))
                    }
                }
            }
        }
    }

    /// What decides the frame of the view `name` (by name, case-insensitive, or id) on each
    /// screen the source makes that has it: `View.explainLayout()`.
    public func explain(_ name: String, options: LayoutRunOptions = LayoutRunOptions()) throws -> [String] {
        let screens = try layOut(options)
        var found: [String] = []
        var names: [String] = []
        for screen in screens {
            let items = screen.reportedItems
            names += items.map(\.name)
            guard let reported = screen.reportedItem(named: name) else { continue }
            let heading = screens.count > 1 ? (screen.reportContext ?? screen.heading) + "\n" : ""
            if let view = reported.item as? View {
                found.append(heading + view.explainLayout())
            } else {
                found.append(heading + "\(reported.name): a layout guide, frame \(reported.frameInRoot)")
            }
        }
        guard !found.isEmpty else {
            let suggestion = NameSuggestion.closest(to: name, among: names)
            throw LayoutReportError.noSuchView(name, file: file, suggestion: suggestion)
        }
        return found
    }
}
