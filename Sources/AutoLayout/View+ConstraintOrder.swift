extension View {
    /// Adds the constraints that translate the subviews' autoresizing masks to the engine now,
    /// rather than at the next layout pass.
    ///
    /// In UIKit a superview holds its subviews' `NSAutoresizingMaskLayoutConstraint`s, so they
    /// reach the engine with the superview's own constraints, before those of the views further
    /// down. When the required constraints cannot all hold, the engine breaks the one whose
    /// arrival made them unsatisfiable, so the order decides what gives way. A loader that adds
    /// a hierarchy's constraints view by view, top down, as a nib's arrive, calls this for each
    /// view as it adds that view's constraints. Without an engine it does nothing: the masks
    /// are translated at the first layout pass.
    public func updateSubviewAutoresizingConstraints() {
        engineIfExists?.syncAutoresizingNow(subviews.filter(\.translatesAutoresizingMaskIntoConstraints))
    }
}

extension LayoutEngine {
    /// Translates the masks of `views` now and takes them out of the next pass's queue.
    func syncAutoresizingNow(_ views: [View]) {
        for view in views {
            guard let group = group(of: view) else { continue }
            pendingAutoresizing.remove(group: group)
            syncAutoresizing(view)
        }
        isDirty = true
    }
}
