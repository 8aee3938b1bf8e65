/// The checks `autolayout lint` runs, each with an id that configurations, baselines and
/// reports use, and a default severity.
public enum LintRule: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// Required constraints that cannot all hold: the engine broke one, as UIKit does.
    case unsatisfiable
    /// A view whose frame the constraints do not decide.
    case ambiguous
    /// A storyboard view whose saved frame is not where its constraints put it.
    case misplaced
    /// Text cut off or truncated by the frame it was given.
    case truncatedText = "truncated-text"
    /// A view laid out outside the screen, or with a negative size.
    case offScreen = "off-screen"
    /// Content under the status bar, the sensor housing or the home indicator.
    case unsafeArea = "unsafe-area"
    /// A document that cannot be read.
    case unreadable
    /// An element or attribute the layout does not model.
    case unsupported

    /// The rule ids, for messages and "did you mean".
    public static var ids: [String] { allCases.map(\.rawValue) }

    public var defaultSeverity: LintSeverity {
        switch self {
        case .unsatisfiable, .ambiguous, .unreadable: .error
        case .misplaced, .truncatedText, .offScreen, .unsafeArea, .unsupported: .warning
        }
    }

    /// One line for reporters' rule lists (SARIF's `shortDescription`, the summary).
    public var summary: String {
        switch self {
        case .unsatisfiable: "Required constraints conflict; one was broken to lay the rest out"
        case .ambiguous: "The constraints leave a view's position or size undecided"
        case .misplaced: "A saved frame differs by more than 1 pt from where the constraints put the view"
        case .truncatedText: "Text is truncated or clipped by the frame it was given"
        case .offScreen: "A view lies outside the screen or has a negative size"
        case .unsafeArea: "Content sits under the status bar, sensor housing or home indicator"
        case .unreadable: "The document cannot be read"
        case .unsupported: "An element the layout does not model was left out"
        }
    }

    public static func < (a: LintRule, b: LintRule) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// How much a violation matters: errors fail the run (exit status 1), warnings do not.
public enum LintSeverity: String, CaseIterable, Codable, Hashable, Sendable {
    case warning
    case error
}
