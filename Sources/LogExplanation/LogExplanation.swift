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
        var system = RebuiltSystem(block: block)
        notRebuilt = system.skipped
        var issue = Self.chooseIssue(in: system, preferring: uikitBroke)
        if issue == nil, !system.marginsGuides.isEmpty {
            let assumed = RebuiltSystem(block: block, options: .init(assumeDefaultMargins: true))
            if let found = Self.chooseIssue(in: assumed, preferring: uikitBroke) {
                system = assumed
                issue = found
                assumedDefaultMargins = true
            }
        }
        guard let issue else {
            explanation = satisfiableExplanation()
            return
        }
        isUnsatisfiable = true
        var start = Set(issue.members.compactMap { system.source(of: $0)?.logIndex })
        // An assumed margin needs a constraint that uses the owner's margins: it brings them in.
        let owners = Set(issue.members.compactMap { c -> String? in
            if case .implicit(.assumedMargin(let owner, _, _))? = system.source(of: c) { return owner }
            return nil
        })
        for (i, c) in block.constraints.enumerated()
        where [c.first, c.second].contains(where: { $0.map { owners.contains($0.item) && $0.attribute.isMarginAttribute } ?? false }) {
            start.insert(i)
        }
        let members = minimized(start)
        // The minimal set rebuilt alone: its implicit rules, and the member the engine breaks.
        let final = RebuiltSystem(block: block, options: .init(include: members, assumeDefaultMargins: assumedDefaultMargins))
        let finalIssue = Self.chooseIssue(in: final, preferring: uikitBroke) ?? issue
        let source = final.root.layoutIssues.isEmpty ? system : final
        for c in finalIssue.members {
            if case .implicit(let rule)? = source.source(of: c), !implicitInConflict.contains(rule) { implicitInConflict.append(rule) }
        }
        conflict = members.sorted()
        weWouldBreak = source.source(of: finalIssue.broken)?.logIndex
        explanation = why(system: system)
        suggestions = makeSuggestions()
    }

    /// A deletion filter over the log's members of a conflict, UIKit's rules always in force:
    /// a member goes when the others still cannot hold without it. The engine's set is minimal
    /// counting its implicit rules as members; with them always in force a smaller subset of the
    /// log's constraints may already conflict (three insets in a zero-height view need no fixed
    /// height beside them). The constraint UIKit broke is tried last, so it stays when it can.
    func minimized(_ members: Set<Int>) -> Set<Int> {
        var kept = members
        let order = members.sorted().filter { $0 != uikitBroke } + (uikitBroke.map { members.contains($0) ? [$0] : [] } ?? [])
        for m in order where kept.count > 1 {
            var trial = kept
            trial.remove(m)
            let rebuilt = RebuiltSystem(block: block, options: .init(include: trial, assumeDefaultMargins: assumedDefaultMargins))
            if Self.chooseIssue(in: rebuilt, preferring: nil) != nil { kept = trial }
        }
        return kept
    }

    /// The first unsatisfiable issue of the rebuilt system, or the first that holds `preferred`.
    static func chooseIssue(in system: RebuiltSystem, preferring preferred: Int?) -> (broken: LayoutConstraint, members: [LayoutConstraint])? {
        var found: [(LayoutConstraint, [LayoutConstraint])] = []
        for issue in system.root.layoutIssues {
            if case let .unsatisfiable(broken, conflicting) = issue { found.append((broken, conflicting + [broken])) }
        }
        if let preferred, let match = found.first(where: { $0.1.contains { system.source(of: $0)?.logIndex == preferred } }) {
            return match
        }
        return found.first
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
