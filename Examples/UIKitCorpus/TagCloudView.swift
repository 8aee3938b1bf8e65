#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Manual layout: tags flowed into lines in `layoutSubviews`, with `sizeThatFits` and an
/// intrinsic height for Auto Layout around it.
final class TagCloudView: UIView {
    var tags: [String] = [] {
        didSet { rebuildTags() }
    }
    var spacing: CGFloat = 8
    private var tagLabels: [UILabel] = []

    private func rebuildTags() {
        tagLabels.forEach { $0.removeFromSuperview() }
        tagLabels = tags.map { tag in
            let label = UILabel()
            label.text = tag
            label.font = .systemFont(ofSize: 14)
            label.backgroundColor = .systemGray5
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = layoutTags(in: bounds.width, apply: true)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layoutTags(in: size.width, apply: false))
    }

    override var intrinsicContentSize: CGSize {
        let width = bounds.width > 0 ? bounds.width : UIScreen.main.bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: layoutTags(in: width, apply: false))
    }

    private func layoutTags(in width: CGFloat, apply: Bool) -> CGFloat {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var lineHeight: CGFloat = 0
        for label in tagLabels {
            var size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            size.width += 16
            size.height += 8
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            if apply {
                label.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
                label.layer.cornerRadius = size.height / 2
            }
            x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
        }
        return tagLabels.isEmpty ? 0 : y + lineHeight
    }
}
