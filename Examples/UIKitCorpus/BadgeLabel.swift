#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A label with padding around its text: the classic intrinsic-size override.
class BadgeLabel: UILabel {
    var contentInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 13, weight: .semibold)
        textColor = .white
        textAlignment = .center
        backgroundColor = .systemRed
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInsets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + contentInsets.left + contentInsets.right,
                      height: size.height + contentInsets.top + contentInsets.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
