import AutoLayout
import ConsoleLog
import VisualFormat

extension RebuiltSystem {
    static let marginSides: [String: String] = [
        "UIView-leftMargin-guide-constraint": "left", "UIView-rightMargin-guide-constraint": "right",
        "UIView-topMargin-guide-constraint": "top", "UIView-bottomMargin-guide-constraint": "bottom",
        "UIView-leadingMargin-guide-constraint": "left", "UIView-trailingMargin-guide-constraint": "right",
    ]

    /// Finds whose margins guide each logged guide is, which sides the log ties, and each
    /// item's superview.
    func findStructure() {
        for c in block.constraints {
            guard let second = c.second else { continue }
            let a = c.first.item, b = second.item
            if let superview = c.names["|"] {
                for key in [a, b] where key != superview { parents[key] = parents[key] ?? superview }
            }
            let side = Self.marginSides[c.identifier ?? ""]
            // The margin guide constraints (`'UIView-leftMargin-guide-constraint'`) tie a guide to its owner.
            guard let side else { continue }
            for (guide, owner) in [(a, b), (b, a)] where isGuide(guide) && !isGuide(owner) {
                marginsGuides[owner] = marginsGuides[owner] ?? guide
                parents[guide] = owner
                tiedSides[guide, default: []].insert(side)
            }
        }
        // Views spaced apart in a visual format (`[a]-(8)-[b]`) are siblings: one's superview is the other's.
        for _ in 0..<8 {
            var changed = false
            for c in block.constraints where c.isVisualFormat && c.names["|"] == nil {
                guard let s = c.second, s.item != c.first.item else { continue }
                if let p = parents[c.first.item], parents[s.item] == nil, p != s.item { parents[s.item] = p; changed = true }
                if let p = parents[s.item], parents[c.first.item] == nil, p != c.first.item { parents[c.first.item] = p; changed = true }
            }
            if !changed { break }
        }
        // A guide the log never ties to its owner still belongs to the only view whose margins are used.
        let unowned = block.items.filter { isMarginsGuide($0.key) && !marginsGuides.values.contains($0.key) }
        let users = Set(block.constraints.flatMap { c in
            [c.first] + (c.second.map { [$0] } ?? [])
        }.filter { $0.attribute.isMarginAttribute && marginsGuides[$0.item] == nil }.map(\.item))
        if unowned.count == 1, users.count == 1, let guide = unowned.first, let owner = users.first {
            marginsGuides[owner] = guide.key
            parents[guide.key] = owner
        }
    }

    func isMarginsGuide(_ key: String) -> Bool { block.item(key)?.text == "UIViewLayoutMarginsGuide" }

    /// A margins guide, or any layout guide where a margin guide constraint's identifier says it is one.
    func isGuide(_ key: String) -> Bool { isMarginsGuide(key) || block.item(key)?.isLayoutGuide == true }

    /// The engine constraints for the log's constraint `index` (two for a content size).
    func makeConstraints(_ index: Int) -> [(LayoutConstraint, RebuiltSource)] {
        let c = block.constraints[index]
        do {
            let (first, second) = ends(of: c)
            let relation = options.relations[index] ?? Self.relation(c.relation)
            func make(_ r: LayoutRelation, _ priority: Double) throws -> LayoutConstraint {
                let made = try LayoutConstraint(item: first.0, attribute: first.1, relatedBy: r,
                                                toItem: second?.0, attribute: second?.1 ?? .notAnAttribute,
                                                multiplier: second == nil ? 1 : c.multiplier, constant: c.constant)
                try made.setPriority(LayoutPriority(priority))
                made.identifier = c.identifier
                return made
            }
            if let content = c.contentPriorities {
                return [(try make(.lessThanOrEqual, content.hugging), .contentSize(index, hugging: true)),
                        (try make(.greaterThanOrEqual, content.compressionResistance), .contentSize(index, hugging: false))]
            }
            return [(try make(relation, c.priority), .log(index))]
        } catch {
            skipped[index] = "\(error)"
            return []
        }
    }

    /// The two ends of a logged constraint in the rebuilt system. A position with a constant
    /// alone (an autoresizing mask's `minX == 0`, `midX == + 160`) is measured from the
    /// superview's origin.
    func ends(of c: LoggedConstraint) -> (first: (LayoutItem, LayoutAttribute), second: (LayoutItem, LayoutAttribute)?) {
        let first = anchor(c.first)
        if let s = c.second { return (first, anchor(s)) }
        guard first.1.isLocation else { return (first, nil) }
        let origin: LayoutAttribute = first.1.axis == .horizontal ? .left : .top
        return (first, (superview(of: c.first.item), origin))
    }

    static func relation(_ r: LayoutRelation) -> LayoutRelation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The item and attribute an anchor of the log stands for in the rebuilt system.
    func anchor(_ anchor: LoggedAnchor) -> (LayoutItem, LayoutAttribute) {
        let attribute = LayoutAttribute(rawValue: anchor.attribute.rawValue) ?? .notAnAttribute
        if attribute.isMargin {
            return (marginsGuide(of: anchor.item), attribute.withoutMargin)
        }
        if attribute.isBaseline {
            return (baselineHelper(of: anchor.item, first: attribute == .firstBaseline), attribute == .firstBaseline ? .bottom : .top)
        }
        return (view(for: anchor.item), attribute)
    }

    /// The margins guide of an item: the log's guide, or one made for it (free unless margins are assumed).
    func marginsGuide(of owner: String) -> View {
        if let guide = marginsGuides[owner] { return view(for: guide) }
        let key = owner + ".layoutMarginsGuide"
        marginsGuides[owner] = key
        parents[key] = owner
        return view(for: key)
    }

    /// A helper from the item's top down to its first baseline (its bottom is the baseline), or
    /// from its last baseline down to its bottom (its top is the baseline), no taller than the item.
    func baselineHelper(of key: String, first: Bool) -> View {
        let helperKey = key + (first ? ".firstBaseline" : ".lastBaseline")
        if let existing = baselineHelpers[helperKey] { return existing }
        let owner = view(for: key)
        let helper = view(for: helperKey, sizeRules: false)
        baselineHelpers[helperKey] = helper
        parents[helperKey] = key
        let name = Self.name(of: key, in: block)
        let edge: LayoutAttribute = first ? .top : .bottom
        addImplicit(.baselineHelper(item: key, first: first)) {
            try LayoutConstraint(item: helper, attribute: edge, relatedBy: .equal, toItem: owner, attribute: edge)
        }
        addImplicit(.baselineWithinView(item: key, name: name, first: first, edge: first ? "top" : "bottom")) {
            try LayoutConstraint(item: helper, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute)
        }
        addImplicit(.baselineWithinView(item: key, name: name, first: first, edge: first ? "bottom" : "top")) {
            try LayoutConstraint(item: helper, attribute: .height, relatedBy: .lessThanOrEqual, toItem: owner, attribute: .height)
        }
        return helper
    }

    /// The item's superview: from `|` or a guide's owner; otherwise a stand-in of its own.
    func superview(of key: String) -> View {
        if let parent = parents[key] { return view(for: parent) }
        let standIn = "superview of " + key
        parents[key] = standIn
        return view(for: standIn)
    }

    /// UIKit's default 8-point margins for every margins guide the rebuilt constraints use and
    /// the log never ties to its owner. A log that prints some of a guide's ties (iOS 9 and
    /// later print them) prints those the conflict needs; one that prints none (iOS 8) leaves the
    /// margins to be assumed.
    func assumeMargins() {
        for (owner, guide) in marginsGuides.sorted(by: { $0.key < $1.key }) {
            guard views[guide] != nil, tiedSides[guide]?.isEmpty ?? true else { continue }
            let ownerView = view(for: owner), guideView = view(for: guide)
            let name = Self.name(of: owner, in: block)
            for (side, attribute, constant) in [("left", LayoutAttribute.left, 8.0), ("right", .right, -8), ("top", .top, 8), ("bottom", .bottom, -8)] {
                addImplicit(.assumedMargin(item: owner, side: side, name: name)) {
                    try LayoutConstraint(item: guideView, attribute: attribute, relatedBy: .equal, toItem: ownerView,
                                         attribute: attribute, constant: constant)
                }
            }
        }
    }
}

extension LayoutAttribute {
    var isMarginAttribute: Bool { rawValue >= 13 }
}
