import AutoLayout
import ConsoleLog
import VisualFormat

/// One block of a console log explained: whether its constraints contradict each other as
/// printed, a minimal subset that does, why in numbers, and what to change.
///
/// The block is rebuilt on the `AutoLayout` engine (`RebuiltSystem`) with the rules UIKit applies
/// but does not print: sizes are never negative, margins are guides tied to their owners, a
/// position with a constant alone is measured from the superview. The engine reports a minimal
/// conflicting set when a constraint cannot be added (removing any one member lets the rest
/// hold); the explanation takes that set apart. When the printed constraints can all hold, the
/// margins the log does not print are taken at UIKit's default 8 points and the system is
/// rebuilt once more (old logs print margin attributes without their guides).
public struct LogExplanation: Sendable {
    public let block: LogBlock
    /// Whether the constraints as printed (with UIKit's implicit rules) cannot all hold.
    public var isUnsatisfiable: Bool = false
    /// A minimal conflicting subset of the log's constraints, as indices into
    /// `block.constraints`, in log order; empty when they can all hold.
    public var conflict: [Int] = []
    /// The implicit rules in that conflict (a size that would be negative, an assumed margin).
    public var implicitInConflict: [ImplicitRule] = []
    /// Whether UIKit's default margins had to be assumed to find the conflict.
    public var assumedDefaultMargins = false
    /// The constraint UIKit broke, when the log says (index into `block.constraints`).
    public var uikitBroke: Int?
    /// The constraint our engine breaks when it rebuilds the block.
    public var weWouldBreak: Int?
    /// One or two sentences, in numbers.
    public var explanation: String = ""
    /// Fixes, best first.
    public var suggestions: [Suggestion] = []
    /// Constraints that were read but could not be rebuilt, and why (index → reason).
    public var notRebuilt: [Int: String] = [:]

    public init(block: LogBlock) {
        self.block = block
        uikitBroke = block.brokenAddress.flatMap { address in block.constraints.firstIndex { $0.address == address } }
        guard !block.constraints.isEmpty else {
            explanation = "No constraint of this block could be read."
            return
        }
        var system = RebuiltSystem(block: block, options: .init(analyzesConflicts: false))
        notRebuilt = system.skipped
        if !system.isContradictory, !system.marginsGuides.isEmpty {
            let assumed = RebuiltSystem(block: block, options: .init(assumeDefaultMargins: true, analyzesConflicts: false))
            if assumed.isContradictory {
                system = assumed
                assumedDefaultMargins = true
            }
        }
        guard system.isContradictory else {
            explanation = satisfiableExplanation()
            return
        }
        isUnsatisfiable = true
        let members = minimalConflict(in: system)
        // The minimal set rebuilt alone: the member the engine breaks, and the rules it needs.
        let final = RebuiltSystem(block: block, options: .init(include: members, assumeDefaultMargins: assumedDefaultMargins,
                                                              analyzesConflicts: false))
        weWouldBreak = final.rebuilt.first { $0.0.isActive && $0.0.isBroken }?.1.logIndex
        implicitInConflict = necessaryRules(in: final)
        conflict = members.sorted()
        explanation = why()
        suggestions = makeSuggestions()
    }

    func satisfiableExplanation() -> String {
        let count = block.constraints.count
        var text = (count == 1 ? "As printed, this constraint can hold" : "As printed, these \(count) constraints can all hold at once")
            + ": the log does not show what made UIKit's engine find a conflict (a size UIKit measured, such as a label's text, "
            + "or a constraint left out of the list)."
        let baselines = block.constraints.filter { [$0.first.attribute, $0.second?.attribute].contains { $0 == .firstBaseline || $0 == .lastBaseline } }
        if baselines.isEmpty {
            text += " UIKit prints constants to six significant digits, so a conflict of a fraction of a point does not show in the log."
        }
        if let c = baselines.first {
            text += " Line \(c.line) places a baseline, which the log does not give: where the text's baseline lies inside its view may be the missing number."
        }
        if !notRebuilt.isEmpty { text += " \(notRebuilt.count) of them could not be rebuilt." }
        return text
    }

    /// The log's constraint at `index`.
    public func constraint(_ index: Int) -> LoggedConstraint { block.constraints[index] }
}

/// A fix, with the constraint it changes.
public struct Suggestion: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case lowerPriority, stopTranslatingAutoresizingMask, removeDuplicate, makeInequality
    }

    public var kind: Kind
    /// The constraint to change (index into the block's constraints).
    public var constraint: Int
    public var text: String
}
