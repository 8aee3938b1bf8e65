import AutoLayout

extension UIView {
    /// Resizes the subviews that translate their autoresizing masks when this view's size
    /// changes, at once, as UIKit does (`autoresizesSubviews`).
    ///
    /// The engine turns a mask into constraints against the superview's size when it lays out;
    /// a view whose frame is set before the first pass (a cell measured before it is placed, a
    /// root sized after its subviews were added) would otherwise keep subview frames made for
    /// the old size. The rule is the engine's (springs and struts): per axis, the flexible parts
    /// of (margin, size, margin) share the change in proportion to their sizes, equally when they
    /// are all zero. A scroll view's subviews are left alone: they live in its content.
    func resizeSubviews(from old: CGSize) {
        let new = bounds.size
        guard autoresizesSubviews, old != new, !(self is UIScrollView) else { return }
        for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints && !sub.autoresizingMask.isEmpty {
            sub.frame = Self.autoresized(sub.frame, mask: sub.autoresizingMask, from: old, to: new)
        }
    }

    /// `frame` moved and resized by `mask` when its superview goes from `old` to `new`.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ origin: Double, _ size: Double, _ before: Double, _ after: Double,
                  _ flexible: [Bool]) -> (origin: Double, size: Double) {
            let parts = [origin, size, before - origin - size]
            let flexSum = zip(parts, flexible).filter { $0.1 }.map { max(0, $0.0) }.reduce(0.0) { $0 + $1 }
            let count = Double(flexible.filter { $0 }.count)
            func share(_ i: Int) -> Double {
                guard flexible[i] else { return 0 }
                return flexSum > 0 ? max(0, parts[i]) / flexSum : 1 / count
            }
            let delta = after - before
            return (origin + share(0) * delta, size + share(1) * delta)
        }
        let x = axis(Double(frame.minX), Double(frame.width), Double(old.width), Double(new.width),
                     [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
        let y = axis(Double(frame.minY), Double(frame.height), Double(old.height), Double(new.height),
                     [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
        return CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
    }
}
