#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Dynamic Type done properly: scaled custom font, and the stack turns vertical at
/// accessibility sizes.
final class ArticleHeaderView: UIView {
    private let authorImageView = UIImageView()
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let serif = UIFont(name: "Georgia-Bold", size: 24) ?? .systemFont(ofSize: 24, weight: .bold)
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: serif)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        bylineLabel.font = .preferredFont(forTextStyle: .caption1)
        bylineLabel.adjustsFontForContentSizeCategory = true

        let texts = UIStackView(arrangedSubviews: [titleLabel, bylineLabel])
        texts.axis = .vertical
        texts.spacing = UIFontMetrics.default.scaledValue(for: 4)

        stack.addArrangedSubview(authorImageView)
        stack.addArrangedSubview(texts)
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            authorImageView.widthAnchor.constraint(equalToConstant: 44),
            authorImageView.heightAnchor.constraint(equalToConstant: 44),
        ])
        updateAxis()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateAxis()
        }
    }

    private func updateAxis() {
        let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stack.axis = isAccessibilitySize ? .vertical : .horizontal
        stack.alignment = isAccessibilitySize ? .leading : .center
    }

    func configure(title: String, byline: String) {
        titleLabel.text = title
        bylineLabel.text = byline
    }
}
