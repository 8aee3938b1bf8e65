#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Measures a prototype view for a width with `systemLayoutSizeFitting`, caching heights.
final class CellHeightCalculator<Prototype: UIView> {
    private var cache: [String: CGFloat] = [:]
    private let prototype: Prototype
    private let configure: (Prototype, String) -> Void

    init(prototype: Prototype, configure: @escaping (Prototype, String) -> Void) {
        self.prototype = prototype
        self.configure = configure
    }

    func height(for text: String, width: CGFloat) -> CGFloat {
        let key = "\(text)|\(width)"
        if let cached = cache[key] { return cached }
        configure(prototype, text)
        prototype.bounds = CGRect(x: 0, y: 0, width: width, height: 1000)
        prototype.setNeedsLayout()
        prototype.layoutIfNeeded()
        let size = prototype.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let height = ceil(size.height)
        cache[key] = height
        return height
    }

    func invalidate() {
        cache.removeAll()
    }
}
