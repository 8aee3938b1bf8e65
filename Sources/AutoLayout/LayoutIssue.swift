/// A problem the layout pass found and recovered from, as UIKit logs it.
public enum LayoutIssue: CustomStringConvertible {
    /// Required constraints that cannot hold together. `broken` was kept with its violation
    /// minimised above every optional priority; `conflicting` is the
    /// minimal set it conflicts with (removing any one member makes the rest satisfiable).
    case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
    /// The solver gave up on a numerical problem; the constraint was left out.
    case solverFailure(constraint: LayoutConstraint, message: String)
    /// A view's autoresizing-mask constraints (`translatesAutoresizingMaskIntoConstraints`)
    /// conflict with required constraints: they were kept as close as possible, the required
    /// ones hold. `conflicting` is the minimal set they conflict with (empty when unknown).
    case autoresizingConflict(view: View, conflicting: [LayoutConstraint])

    /// UIKit's console message, with our descriptions of the constraints.
    public var description: String {
        switch self {
        case let .unsatisfiable(broken, conflicting):
            let all = (conflicting + [broken]).map { "    \"\($0)\"\($0.originNote)" }.joined(separator: ",\n")
            return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(all)
            )

            Will attempt to recover by breaking constraint 
            \(broken)\(broken.originNote)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """
        case let .solverFailure(constraint, message):
            return "The layout engine could not add \(constraint): \(message)"
        case let .autoresizingConflict(view, conflicting):
            let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
            Unable to simultaneously satisfy constraints: the autoresizing mask of \(view.debugName) \
            (translatesAutoresizingMaskIntoConstraints) conflicts with
            (
            \(list)
            )
            Will attempt to recover by breaking the autoresizing-mask constraint.
            """
        }
    }
}

extension LayoutConstraint {
    /// Where the constraint was made, for reports: ` (File.swift:12)` for a DSL constraint,
    /// ` (document.yaml:7:5)` for a document line, ` (Interface Builder id)`, empty otherwise.
    /// Beyond UIKit, which cannot say where a constraint came from.
    public var originNote: String {
        switch origin {
        case let .code(file, line): " (\(file):\(line))"
        case let .document(file, line, column): " (\(file.isEmpty ? "line" : file):\(line):\(column))"
        case let .interfaceBuilder(id): " (Interface Builder \(id))"
        default: ""
        }
    }
}

/// An issue as an engine keeps it until it is taken: its constraints and view held weakly.
///
/// The engine lives as long as its root, and a constraint that is no longer installed owns its
/// items (`LayoutConstraint.retainedItems`): a recorded issue owning a constraint broken and
/// later deactivated owned the root through it, and the hierarchy was never freed. UIKit only
/// logs. An issue whose constraint or view has since been freed is dropped.
struct RecordedIssue {
    struct Weak<Object: AnyObject> {
        weak var object: Object?
    }

    private enum Subject {
        case unsatisfiable(Weak<LayoutConstraint>)
        case solverFailure(Weak<LayoutConstraint>, message: String)
        case autoresizingConflict(Weak<View>)
    }

    private let subject: Subject
    private let conflicting: [Weak<LayoutConstraint>]

    init(_ issue: LayoutIssue) {
        switch issue {
        case let .unsatisfiable(broken, conflicting):
            subject = .unsatisfiable(Weak(object: broken))
            self.conflicting = conflicting.map { Weak(object: $0) }
        case let .solverFailure(constraint, message):
            subject = .solverFailure(Weak(object: constraint), message: message)
            conflicting = []
        case let .autoresizingConflict(view, conflicting):
            subject = .autoresizingConflict(Weak(object: view))
            self.conflicting = conflicting.map { Weak(object: $0) }
        }
    }

    /// The issue, if its constraint or view is still alive (conflicting ones that are gone
    /// are left out of the list).
    var issue: LayoutIssue? {
        let others = conflicting.compactMap(\.object)
        switch subject {
        case let .unsatisfiable(broken):
            return broken.object.map { .unsatisfiable(broken: $0, conflicting: others) }
        case let .solverFailure(constraint, message):
            return constraint.object.map { .solverFailure(constraint: $0, message: message) }
        case let .autoresizingConflict(view):
            return view.object.map { .autoresizingConflict(view: $0, conflicting: others) }
        }
    }
}
