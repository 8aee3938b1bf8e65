#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// An empty state laid out with the Visual Format Language and metrics.
final class EmptyStateView: UIView {
    let imageView = UIImageView()
    let messageLabel = UILabel()
    let retryButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.image = UIImage(named: "empty-inbox")
        imageView.contentMode = .scaleAspectFit
        messageLabel.text = "Nothing here yet"
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        retryButton.setTitle("Try Again", for: .normal)

        let views: [String: UIView] = ["image": imageView, "message": messageLabel, "retry": retryButton]
        views.values.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        let metrics = ["side": 32, "gap": 16, "imageSize": 120]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(side)-[message]-(side)-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(>=gap)-[image(imageSize)]-gap-[message]-gap-[retry]-(>=gap)-|",
            options: .alignAllCenterX, metrics: metrics, views: views)
        constraints.append(imageView.widthAnchor.constraint(equalToConstant: 120))
        constraints.append(messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor))
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
