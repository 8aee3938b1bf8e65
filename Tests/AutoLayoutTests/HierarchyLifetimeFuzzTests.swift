import Testing
@testable import AutoLayout
import SeededRandom

/// Seeded random edits of a hierarchy (views and guides added and removed, constraints made,
/// activated and deactivated, stack views hiding views, fitting sizes, rotations, layouts in
/// between, unsatisfiable constraints among them), then everything
/// dropped: nothing may trap on an item that went away, every constraint kept from it must
/// still answer its items, and once nothing outside holds them every view is freed.
@Suite struct HierarchyLifetimeFuzzTests {
    /// What a round leaves behind for inspection after the hierarchy is dropped.
    struct Leftovers {
        var views: [WeakView] = []
        var kept: [LayoutConstraint] = []
    }

    struct WeakView {
        weak var view: View?
    }

    /// One round's hierarchy and what it has made so far.
    struct Round {
        var random: SplitMix64
        var leftovers = Leftovers()
        let screen: Screen
        let stack = StackView(name: "Stack")
        var views: [View]
        var guides: [LayoutGuide] = []
        var constraints: [LayoutConstraint] = []

        init(seed: UInt64) throws {
            random = SplitMix64(state: seed)
            screen = try makeScreen("iPhone 8")
            views = [screen.rootView]
            stack.translatesAutoresizingMaskIntoConstraints = false
            try screen.rootView.addSubview(stack)
            views.append(stack)
        }

        mutating func anyItem() -> LayoutItem {
            if !guides.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
                return guides[Int.random(in: 0..<guides.count, using: &random)]
            }
            return views[Int.random(in: 0..<views.count, using: &random)]
        }

        /// One random edit of the hierarchy, its guides, constraints or screen.
        mutating func edit(_ step: Int) throws {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let v = View(name: "v\(step)")
                v.translatesAutoresizingMaskIntoConstraints = false
                leftovers.views.append(WeakView(view: v))
                let inHierarchy = views.filter { $0.rootView === screen.rootView }
                let parent = inHierarchy[Int.random(in: 0..<inHierarchy.count, using: &random)]
                if parent === stack { try stack.addArrangedSubview(v) } else { try parent.addSubview(v) }
                views.append(v)
            case 2:
                let candidates = views.filter { $0 !== screen.rootView && $0 !== stack && $0.superview != nil }
                if let v = candidates.randomElement(using: &random) { v.removeFromSuperview() }
            case 3:
                let owner = views[Int.random(in: 0..<views.count, using: &random)]
                let guide = LayoutGuide(identifier: "g\(step)")
                try owner.addLayoutGuide(guide)
                guides.append(guide)
            case 4:
                if let guide = guides.randomElement(using: &random), let owner = guide.owningView {
                    owner.removeLayoutGuide(guide)
                }
            case 5, 6:
                makeConstraint(step)
            case 7:
                if let c = constraints.randomElement(using: &random) { c.isActive = false }
            case 8:
                if let v = stack.arrangedSubviews.randomElement(using: &random) { v.isHidden.toggle() }
            case 9:
                // A fitting size (a temporary engine) or a laid-out subtree of its own.
                let v = views[Int.random(in: 0..<views.count, using: &random)]
                if Bool.random(using: &random) {
                    _ = v.systemLayoutSizeFitting(Size(width: 100, height: 0))
                } else {
                    v.layoutIfNeeded()
                }
            case 10:
                screen.rotate(to: step % 2 == 0 ? .landscape : .portrait)
            default:
                screen.layoutIfNeeded()
            }
        }

        /// A leading or width constraint between random items, required or not, activated.
        mutating func makeConstraint(_ step: Int) {
            let a = anyItem(), b = anyItem()
            let c = Bool.random(using: &random)
                ? try? a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: Double(step % 7))
                : try? a.widthAnchor.constraint(equalToConstant: Double(step % 50))
            if let c {
                c.priority = Bool.random(using: &random) ? .required : LayoutPriority(500)
                c.isActive = true  // may fail (no common ancestor): lastError says why
                constraints.append(c)
            }
        }
    }

    func round(seed: UInt64) throws -> Leftovers {
        var state = try Round(seed: seed)
        for step in 0..<120 {
            try state.edit(step)
        }
        state.screen.layoutIfNeeded()
        var leftovers = state.leftovers
        // Keep some constraints (active and not) beyond the hierarchy, as a careless app might.
        leftovers.kept = state.constraints.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        leftovers.views.append(WeakView(view: state.screen.rootView))
        leftovers.views.append(WeakView(view: state.stack))
        return leftovers
    }

    @Test(arguments: 1...40)
    func editsThenDropTheHierarchy(seed: UInt64) throws {
        var leftovers = try round(seed: seed)
        // Every kept constraint still answers: its items, its activity, its description.
        for c in leftovers.kept {
            _ = c.firstItem.debugName
            _ = c.secondItem?.debugName
            _ = c.isActive
            _ = c.description
        }
        leftovers.kept.removeAll()
        for (i, entry) in leftovers.views.enumerated() {
            #expect(entry.view == nil, "view \(i) of seed \(seed) outlived its hierarchy")
        }
    }
}
