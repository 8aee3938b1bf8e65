#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A round picture of a person: the classic custom view with an intrinsic content size.
final class AvatarView: UIView {
    var diameter: CGFloat = 64 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray4
        layer.cornerRadius = diameter / 2
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: diameter, height: diameter)
    }
}
