#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A footer with a total and a filled button (iOS 15's button configuration).
final class CheckoutFooterView: UIView {
    let totalLabel = UILabel()
    let checkoutButton = UIButton(configuration: .filled())

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        totalLabel.font = .preferredFont(forTextStyle: .title3)
        totalLabel.text = "Total: $0.00"

        var config = UIButton.Configuration.filled()
        config.title = "Checkout"
        config.cornerStyle = .large
        config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        checkoutButton.configuration = config

        let separator = UIView()
        separator.backgroundColor = .separator

        for v in [separator, totalLabel, checkoutButton] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),

            totalLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            totalLabel.centerYAnchor.constraint(equalTo: checkoutButton.centerYAnchor),

            checkoutButton.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            checkoutButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            checkoutButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            checkoutButton.leadingAnchor.constraint(greaterThanOrEqualTo: totalLabel.trailingAnchor, constant: 12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
