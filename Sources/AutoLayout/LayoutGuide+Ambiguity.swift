extension LayoutGuide {
    /// Which of minX, minY, width and height of the guide are ambiguous (empty when none is):
    /// `View.ambiguousAttributes` for a guide. A scroll view's content guide whose size is
    /// ambiguous is what Interface Builder calls an ambiguous scrollable content size.
    public var ambiguousAttributes: [LayoutAttribute] {
        guard let owner = owningView else { return [] }
        owner.layoutIfNeeded()
        guard let engine = owner.rootView.hostedEngine, let v = engine.variables(of: self) else { return [] }
        let free = Set(engine.ambiguousVariables(among: [v.x, v.y, v.width, v.height]).map(\.index))
        var result: [LayoutAttribute] = []
        if free.contains(v.x.index) { result.append(.left) }
        if free.contains(v.y.index) { result.append(.top) }
        if free.contains(v.width.index) { result.append(.width) }
        if free.contains(v.height.index) { result.append(.height) }
        return result
    }
}
