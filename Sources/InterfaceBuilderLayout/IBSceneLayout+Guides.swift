import AutoLayout
import InterfaceBuilder

/// A scene's layout guides: scroll views' content areas and frame guides, and the legacy top
/// and bottom layout guides of documents without safe areas.
extension IBSceneLayout {
    /// The content area of a scroll view: a guide at the content origin (content offset zero)
    /// whose size the constraints to the scroll view's edges from inside decide.
    func contentArea(of id: String, view: View) -> LayoutGuide {
        if let existing = contentAreas[id] { return existing }
        if let scroll = view as? ScrollView {
            // Interface Builder's canvas shows the content at offset zero, whatever the insets.
            scroll.contentOffset = .zero
            contentAreas[id] = scroll.contentLayoutGuide
            return scroll.contentLayoutGuide
        }
        let guide = LayoutGuide(identifier: "UIScrollView-contentLayoutGuide", name: "\(view.displayName).contentLayoutGuide")
        try? view.addLayoutGuide(guide)
        for (a, name) in [(LayoutAttribute.left, "left"), (.top, "top")] {
            guard let c = try? LayoutConstraint(item: guide, attribute: a, relatedBy: .equal, toItem: view, attribute: a)
            else { continue }
            c.identifier = "IB-contentLayoutGuide-\(name)"
            c.origin = .guide
            try? c.activate()
        }
        contentAreas[id] = guide
        return guide
    }

    /// Ties a guide to a view's four edges.
    func pin(_ guide: LayoutGuide, to view: View, origin: String) {
        for a in [LayoutAttribute.left, .top, .right, .bottom] {
            guard let c = try? LayoutConstraint(item: guide, attribute: a, relatedBy: .equal, toItem: view, attribute: a)
            else { continue }
            c.identifier = "IB-\(origin)-\(a)"
            c.origin = .guide
            try? c.activate()
        }
    }

    /// The legacy top and bottom layout guides of documents without safe areas: strips of the
    /// canvas's guide lengths at the root's top and bottom, as UIKit's `topLayoutGuide` and
    /// `bottomLayoutGuide` are. They are the binding's own, because Interface Builder gave these
    /// documents no safe area (root margins measured from the edges) yet a 20-pt status bar.
    func buildLegacyGuides() {
        guard let controller else { return }
        let root = screen.rootView
        for legacy in controller.layoutGuides {
            let isTop = legacy.type == .top
            let guide = LayoutGuide(identifier: isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom",
                                    name: isTop ? "Top Layout Guide" : "Bottom Layout Guide")
            try? root.addLayoutGuide(guide)
            let length = isTop ? canvas.topLayoutGuideLength : canvas.bottomLayoutGuideLength
            let list: [LayoutConstraint?] = [
                try? LayoutConstraint(item: guide, attribute: isTop ? .top : .bottom, relatedBy: .equal, toItem: root,
                                      attribute: isTop ? .top : .bottom),
                try? LayoutConstraint(item: guide, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left),
                try? LayoutConstraint(item: guide, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width),
                try? LayoutConstraint(item: guide, attribute: .height, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, constant: length),
            ]
            for c in list.compactMap({ $0 }) {
                c.identifier = "_UILayoutSupportConstraint"
                c.origin = .guide
                try? c.activate()
            }
            if let height = list[3] { legacyGuideHeights.append((isTop, height)) }
            guides[legacy.id] = guide
        }
    }
}
