extension View {
    /// Which of minX, minY, width and height of the frame are ambiguous in the superview's
    /// coordinates (empty when none is): what Interface Builder marks ambiguous.
    ///
    /// `ambiguousAttributes` reads the frame in the root's coordinates, so every view inside a
    /// container whose position is ambiguous is ambiguous there too. Here a view that keeps its
    /// place in its container is not: where both the view's and its superview's position along
    /// an axis can move, the solver is asked whether their difference can.
    public var ambiguousAttributesInSuperview: [LayoutAttribute] {
        let own = ambiguousAttributes
        guard let parent = superview else { return own }
        let theirs = parent.ambiguousAttributes
        guard theirs.contains(.left) || theirs.contains(.top) else { return own }
        guard let engine = rootView.hostedEngine, let v = engine.variables(of: self),
              let p = engine.variables(of: parent) else { return own }
        var result: [LayoutAttribute] = []
        for (attribute, mine, its) in [(LayoutAttribute.left, v.x, p.x), (.top, v.y, p.y)] {
            switch (own.contains(attribute), theirs.contains(attribute)) {
            case (false, false): continue
            case (true, false), (false, true): result.append(attribute)
            case (true, true):
                if engine.canMove(difference: mine, minus: its) { result.append(attribute) }
            }
        }
        return result + own.filter { $0 == .width || $0 == .height }
    }
}
