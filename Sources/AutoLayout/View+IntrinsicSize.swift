extension View {
    /// Tells the layout that the content changed size (`invalidateIntrinsicContentSize`): the
    /// content-size constraints are refreshed at the next pass, incrementally.
    public func invalidateIntrinsicContentSize() {
        engineIfExists?.intrinsicSizeDidChange(self)
        setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// `contentHuggingPriority(for:)`: how strongly the view resists growing past its content
    /// (default 250, `defaultLow`; Interface Builder gives labels 251).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { huggingPriorities[axis.rawValue] }

    /// `setContentHuggingPriority(_:for:)`. An invalid priority is clamped into (0, 1000].
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis.rawValue] = Self.clamped(priority)
        engineIfExists?.intrinsicSizeDidChange(self)
        setNeedsLayout()
    }

    /// `contentCompressionResistancePriority(for:)`: how strongly the view resists shrinking
    /// below its content (default 750, `defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistancePriorities[axis.rawValue]
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistancePriorities[axis.rawValue] = Self.clamped(priority)
        engineIfExists?.intrinsicSizeDidChange(self)
        setNeedsLayout()
    }

    static func clamped(_ p: LayoutPriority) -> LayoutPriority {
        guard p.rawValue.isFinite else { return .required }
        return LayoutPriority(min(1000, max(1, p.rawValue)))
    }
}
