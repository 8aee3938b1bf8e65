#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// An avatar with a name beside it, laid out with the Visual Format Language.
final class ProfileHeaderView: UIView {
    let avatarView = AvatarView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        for view in [avatarView, nameLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views: [String: Any] = ["avatar": avatarView, "name": nameLabel]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar]-[name]-|", options: [.alignAllTop],
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[avatar]-|", options: [], metrics: nil, views: views)
        )
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
