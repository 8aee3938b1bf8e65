import AutoLayout

/// A programmer error UIKit raises an exception for, reported here instead of trapping.
///
/// UIKit stops the app (`NSInvalidArgumentException`, `NSGenericException`) when code adds a
/// view to its own descendant, activates a constraint between views with no common ancestor,
/// makes a constraint between incompatible anchors or parses a bad visual format. On Linux the
/// same code runs in tests, where stopping the process would hide every other result; so each
/// such call is refused as UIKit would refuse it (nothing changes), the message is written to
/// standard error, and the issue is recorded on the views it concerns, where tests read it
/// (`UIView.recordedIssues`). Never silently.
public struct UIKitIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// `addSubview` of the view itself or of an ancestor.
        case cyclicHierarchy
        /// A constraint activated between items with no common ancestor.
        case noCommonAncestor
        /// A constraint UIKit refuses to make (incompatible anchors, a location equal to a
        /// constant, a constant that is not finite).
        case invalidConstraint
        /// A change to an active constraint UIKit refuses (required ↔ optional priority).
        case invalidChange
        /// A visual format string UIKit cannot parse.
        case visualFormat
        /// A value this layer cannot use (an unknown device name, a bad keyboard height).
        case invalidArgument
        /// Constraints the engine could not satisfy together; it broke one (UIKit logs this
        /// without raising).
        case unsatisfiableConstraints
    }

    public var kind: Kind
    /// UIKit's message where it is known, the engine's otherwise.
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

@MainActor
enum IssueReporter {
    /// Writes `issue` to standard error and records it on every view given.
    static func report(_ issue: UIKitIssue, on views: [UIView]) {
        let line = "UIKitCompatibility: \(issue.message) (UIKit raises an exception here; the call was not carried out)\n"
        // The throwing write: `write(_:)` traps when standard error cannot be written.
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        var seen = Set<ObjectIdentifier>()
        for view in views where seen.insert(ObjectIdentifier(view)).inserted {
            view.ownIssues.append(issue)
        }
    }

    /// Reports an error the engine's model threw, as the kind of issue it is.
    static func report(_ error: AutoLayoutError, on views: [UIView]) {
        report(UIKitIssue(kind: kind(of: error), message: error.description), on: views)
    }

    /// The kind of issue an error of the engine's model is.
    static func kind(of error: AutoLayoutError) -> UIKitIssue.Kind {
        switch error {
        case .noCommonAncestor: .noCommonAncestor
        case .cyclicHierarchy: .cyclicHierarchy
        case .requiredOptionalSwitch, .invalidPriority: .invalidChange
        case .invalidKeyboardHeight: .invalidArgument
        default: .invalidConstraint
        }
    }
}
