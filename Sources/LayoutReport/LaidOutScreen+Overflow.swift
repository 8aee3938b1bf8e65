import AutoLayout

/// The bounds on what a report prints.
public enum LayoutLimits {
    /// The largest frame coordinate or size a report prints: 10^15 points.
    ///
    /// Sources refuse numbers past 10^7 where they are written, but multipliers can still
    /// compound along a chain of constraints (each view 1,000 times the next) until a frame is
    /// astronomically large or infinite. Past 10^15 a double no longer holds a frame to an
    /// eighth of a point, so such a layout is refused rather than printed as if it were one.
    public static let maximumFrameMagnitude = 1e15
}

extension LaidOutScreen {
    /// Throws `LayoutReportError.layoutOverflow` for the first reported item whose frame is not
    /// finite or is past `LayoutLimits.maximumFrameMagnitude`, naming the source's constraints
    /// on it.
    public func checkFrames(file: String) throws(LayoutReportError) {
        for reported in reportedItems {
            let frame = reported.frameInRoot
            for (side, value) in [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]
            where !(value.isFinite && abs(value) <= LayoutLimits.maximumFrameMagnitude) {
                let constraints = sourceConstraints.filter { $0.involves(reported.item) }.prefix(4)
                    .compactMap { source(of: $0)?.description }
                throw .layoutOverflow(file: file, view: reported.name, side: side, value: formatNumber(value),
                                      constraints: Array(constraints))
            }
        }
    }
}
