import AutoLayout
import ConsoleLog

/// The minimal conflict, found by deletion filters on one rebuilt system.
///
/// A member is deactivated; the engine heals its broken constraints exactly when the rest can
/// hold (it keeps the broken level's error at its minimum, which is zero then). When the rest
/// still cannot hold, the member stays out; otherwise it goes back in. Each step is one
/// incremental solve: the engine's own search for a minimal set, which re-adding a needed
/// member would start, is turned off.
extension LogExplanation {
    /// The log's members of a minimal conflict among the constraints of `system` (built with all
    /// of them), UIKit's rules always in force. The constraint UIKit broke is tried last, so that
    /// it stays when a conflict can hold it. An assumed margin stays in force only while a
    /// member that uses its view's margins does: that member is what brings the margins in.
    func minimalConflict(in system: RebuiltSystem) -> Set<Int> {
        var made: [Int: [LayoutConstraint]] = [:]
        var ties: [String: [LayoutConstraint]] = [:]
        for (c, source) in system.rebuilt where c.isActive {
            switch source {
            case .log(let i), .contentSize(let i, _): made[i, default: []].append(c)
            case .implicit(.assumedMargin(let owner, _, _)): ties[owner, default: []].append(c)
            default: break
            }
        }
        var users: [String: Set<Int>] = [:]
        for i in made.keys {
            let c = constraint(i)
            for anchor in [c.first, c.second].compactMap({ $0 }) where anchor.attribute.isMarginAttribute {
                users[anchor.item, default: []].insert(i)
            }
        }
        var kept = Set(made.keys)
        let order = kept.sorted().filter { $0 != uikitBroke } + (uikitBroke.map { kept.contains($0) ? [$0] : [] } ?? [])
        for m in order where kept.count > 1 {
            kept.remove(m)
            // Views whose margins no kept member uses any more lose their assumed ties.
            let orphaned = users.filter { $0.value.contains(m) && $0.value.isDisjoint(with: kept) }.keys
            let lost = orphaned.flatMap { ties[$0] ?? [] }
            for c in (made[m] ?? []) + lost { c.isActive = false }
            if !system.isContradictory {
                kept.insert(m)
                for c in lost + (made[m] ?? []) { c.isActive = true }
            }
        }
        return kept
    }

    /// UIKit's unprinted rules a minimal conflict needs, by the same filter over the rules of
    /// `system` (the conflict rebuilt alone); baseline models are kept, being part of reading
    /// the constraints rather than rules.
    func necessaryRules(in system: RebuiltSystem) -> [ImplicitRule] {
        system.root.analyzesConflicts = false
        var needed: [ImplicitRule] = []
        for (c, source) in system.rebuilt where c.isActive {
            guard case .implicit(let rule) = source else { continue }
            if case .baselineHelper = rule { continue }
            c.isActive = false
            if !system.isContradictory {
                c.isActive = true
                if !needed.contains(rule) { needed.append(rule) }
            }
        }
        return needed
    }
}
