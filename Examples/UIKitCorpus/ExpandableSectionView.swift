#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A header that expands a details label: a height constraint toggled, animated.
final class ExpandableSectionView: UIView {
    private let headerButton = UIButton(type: .system)
    private let detailsLabel = UILabel()
    private var collapsedConstraint: NSLayoutConstraint?
    private(set) var isExpanded = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        headerButton.setTitle("Details", for: .normal)
        headerButton.contentHorizontalAlignment = .leading
        headerButton.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
        detailsLabel.numberOfLines = 0
        detailsLabel.text = "Shipping takes three to five working days. Returns are free within thirty days."
        clipsToBounds = true

        headerButton.translatesAutoresizingMaskIntoConstraints = false
        detailsLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(headerButton)
        addSubview(detailsLabel)

        collapsedConstraint = detailsLabel.heightAnchor.constraint(equalToConstant: 0)
        collapsedConstraint?.isActive = true

        NSLayoutConstraint.activate([
            headerButton.topAnchor.constraint(equalTo: topAnchor),
            headerButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            headerButton.trailingAnchor.constraint(equalTo: trailingAnchor),
            detailsLabel.topAnchor.constraint(equalTo: headerButton.bottomAnchor, constant: 8),
            detailsLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            detailsLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            detailsLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isExpanded.toggle()
        collapsedConstraint?.isActive = !isExpanded
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.superview?.layoutIfNeeded()
        }
    }
}
