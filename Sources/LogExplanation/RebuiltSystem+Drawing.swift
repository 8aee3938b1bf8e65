import AutoLayout

extension RebuiltSystem {
    /// How many superviews an item has in the rebuilt hierarchy.
    func depth(of key: String) -> Int {
        var depth = 0
        var current = key
        while let parent = parents[current], depth < 64 {
            depth += 1
            current = parent
        }
        return depth
    }

    /// Sizes and places for what the constraints leave free, at priorities 1 to 3, below
    /// anything a log holds: 120 × 40 innermost views (kept first, so that a view the conflict
    /// squeezes shows where it sticks out), superviews around their children with room to spare,
    /// unrelated views side by side, margins guides 8 points in.
    func addDrawingDefaults() {
        var childCount: [String: Int] = [:]
        var topLevel = 0
        var defaults: [LayoutConstraint?] = []
        for key in order where baselineHelpers[key] == nil {
            guard let view = views[key] else { continue }
            if let owner = marginsGuides.first(where: { $0.value == key })?.key, let ownerView = views[owner] {
                for (a, k) in [(LayoutAttribute.left, 8.0), (.top, 8), (.right, -8), (.bottom, -8)] {
                    defaults.append(try? LayoutConstraint(item: view, attribute: a, relatedBy: .equal, toItem: ownerView, attribute: a, constant: k))
                }
                continue
            }
            // A superview's size comes from what it holds; only the innermost views have one of their own.
            if !parents.values.contains(key) {
                defaults.append(try? view.widthAnchor.constraint(equalToConstant: 120).withPriority(3))
                defaults.append(try? view.heightAnchor.constraint(equalToConstant: 40).withPriority(3))
            }
            if let parent = parents[key], let parentView = views[parent] {
                let i = childCount[parent, default: 0]
                childCount[parent] = i + 1
                defaults.append(try? view.leftAnchor.constraint(equalTo: parentView.leftAnchor, constant: 12))
                defaults.append(try? view.topAnchor.constraint(equalTo: parentView.topAnchor, constant: 20 + 52 * Double(i)))
                defaults.append(try? parentView.rightAnchor.constraint(greaterThanOrEqualTo: view.rightAnchor, constant: 12).withPriority(2))
                defaults.append(try? parentView.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor, constant: 12).withPriority(2))
            } else {
                defaults.append(try? view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 180 * Double(topLevel)))
                defaults.append(try? view.topAnchor.constraint(equalTo: root.topAnchor))
                topLevel += 1
            }
        }
        for c in defaults.compactMap({ $0 }) {
            if c.priority.isRequired { try? c.setPriority(1) }
            c.isActive = true
        }
        root.layoutIfNeeded()
    }
}
