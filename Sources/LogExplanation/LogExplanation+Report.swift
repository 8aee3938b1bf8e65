import ConsoleLog

extension LogExplanation {
    /// The explanation as text for a terminal, headed `Log N`.
    public func textReport(number: Int) -> String {
        let views = block.items.filter { !$0.isStandIn }
        var lines = ["Log \(number) (lines \(block.firstLine)-\(block.lastLine)): \(block.constraints.count) constraint"
                     + "\(block.constraints.count == 1 ? "" : "s"), \(views.count) view\(views.count == 1 ? "" : "s")"]
        if isUnsatisfiable {
            lines.append("  Contradictory as printed. A minimal conflicting set:")
            for i in conflict { lines.append("    line \(constraint(i).line): \(constraint(i).description)") }
            for rule in implicitInConflict where !isHelperRule(rule) { lines.append("    and: \(rule)") }
        } else {
            lines.append("  Not contradictory as printed.")
        }
        lines.append("  Why: " + explanation)
        if let broke = uikitBroke { lines.append("  UIKit broke: line \(constraint(broke).line): \(constraint(broke).description)") }
        if let ours = weWouldBreak { lines.append("  We would break: line \(constraint(ours).line): \(constraint(ours).description)") }
        if !suggestions.isEmpty {
            lines.append("  Suggestions:")
            for (i, s) in suggestions.enumerated() { lines.append("    \(i + 1). \(s.text)") }
        }
        for unread in block.unreadLines { lines.append("  Not read: line \(unread.line): \(unread.reason): \(unread.text)") }
        for (index, reason) in notRebuilt.sorted(by: { $0.key < $1.key }) {
            lines.append("  Not rebuilt: line \(constraint(index).line): \(reason)")
        }
        return lines.joined(separator: "\n")
    }

    /// Baseline helpers are how baselines are modelled, not something to show a user.
    func isHelperRule(_ rule: ImplicitRule) -> Bool {
        if case .baselineHelper = rule { return true }
        return false
    }
}
