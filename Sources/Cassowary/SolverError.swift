/// Everything the solver can refuse, as data; `description` renders the message.
///
/// Unsatisfiable required constraints are an error only for `Solver.add(_:)`. The recovering
/// entry point `Solver.addBreakingIfUnsatisfiable(_:)` reports the same `Conflict` as a value and
/// keeps the constraint, broken, as UIKit does.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A coefficient, constant or suggested value is NaN or infinite. `what` names it.
    case nonFinite(what: String, value: Double)
    /// A priority outside (0, 1000].
    case invalidPriority(Double)
    /// A variable that this solver did not make.
    case unknownVariable(Variable)
    /// A constraint id that is not (or no longer) in this solver.
    case unknownConstraint(ConstraintID)
    /// The required constraint conflicts with the required constraints in `conflict`.
    case unsatisfiable(Conflict)
    /// `addEditVariable` on a variable that already has an edit.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable without an edit.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable(Variable)
    /// The solver itself failed (the simplex did not converge, or its tableau could not be
    /// rebuilt): a fault of the solver on valid input, never of the constraints. `what` says
    /// what failed. The solver keeps the values of its last successful operation.
    case internalFailure(String)
    /// The operation stopped at `Solver.pivotLimit` pivots, as asked. The solver keeps the
    /// values of its last successful operation.
    case pivotLimitReached(Int)

    public var description: String {
        switch self {
        case let .nonFinite(what, value):
            "\(what) is not finite (\(value)); constraints need finite numbers"
        case let .invalidPriority(p):
            "priority \(p) is out of range: priorities must be greater than 0 and at most 1000"
        case let .unknownVariable(v):
            "variable #\(v.index) was not made by this solver"
        case let .unknownConstraint(id):
            "constraint #\(id.index) is not in this solver (was it removed?)"
        case let .unsatisfiable(conflict):
            "unable to satisfy constraint #\(conflict.constraint.index): it conflicts with "
                + (conflict.conflictsWith.isEmpty ? "itself (it can never hold)"
                   : "constraints " + conflict.conflictsWith.map { "#\($0.index)" }.joined(separator: ", "))
        case let .duplicateEditVariable(v): "variable #\(v.index) already has an edit"
        case let .unknownEditVariable(v): "variable #\(v.index) has no edit; call addEditVariable first"
        case let .requiredEditVariable(v): "edit of variable #\(v.index) must have a priority below 1000"
        case let .internalFailure(what): "internal solver failure: \(what)"
        case let .pivotLimitReached(n): "stopped at the pivot limit (\(n) pivots in all)"
        }
    }
}

/// A set of required constraints that cannot hold together.
///
/// `conflictsWith` is minimal: the constraint plus the set is unsatisfiable, and removing any one
/// member of the set makes it satisfiable (a deletion filter checks this). The list is in
/// creation order.
public struct Conflict: Equatable, Sendable {
    /// The constraint that was being added (or whose constant was being changed).
    public var constraint: ConstraintID
    /// The other required constraints of the minimal unsatisfiable set.
    public var conflictsWith: [ConstraintID]
}
