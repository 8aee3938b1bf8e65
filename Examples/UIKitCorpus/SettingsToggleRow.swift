#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A settings row: icon, title and subtitle, and a switch, in a horizontal stack.
final class SettingsToggleRow: UIView {
    let iconView = UIImageView(image: UIImage(systemName: "bell.fill"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let toggle = UISwitch()
    var onToggle: ((Bool) -> Void)?

    init(title: String, subtitle: String?) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.text = subtitle
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.isHidden = subtitle == nil
        iconView.tintColor = .systemOrange
        toggle.addAction(UIAction { [unowned self] _ in self.onToggle?(self.toggle.isOn) }, for: .valueChanged)

        let texts = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.spacing = 2

        let row = UIStackView(arrangedSubviews: [iconView, texts, toggle])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)

        iconView.setContentHuggingPriority(.required, for: .horizontal)
        toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
        texts.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 29),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
