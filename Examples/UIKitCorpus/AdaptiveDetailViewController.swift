#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Two constraint sets, swapped on the horizontal size class.
final class AdaptiveDetailViewController: UIViewController {
    private let imageView = UIImageView()
    private let textContainer = UIView()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.backgroundColor = .systemTeal
        textContainer.backgroundColor = .systemBackground
        for v in [imageView, textContainer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let guide = view.safeAreaLayoutGuide
        compactConstraints = [
            imageView.topAnchor.constraint(equalTo: guide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.4),
            textContainer.topAnchor.constraint(equalTo: imageView.bottomAnchor),
            textContainer.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            textContainer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            textContainer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
        regularConstraints = [
            imageView.topAnchor.constraint(equalTo: guide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            imageView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            imageView.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
            textContainer.topAnchor.constraint(equalTo: guide.topAnchor),
            textContainer.leadingAnchor.constraint(equalTo: imageView.trailingAnchor),
            textContainer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            textContainer.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
        applyConstraints(for: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            applyConstraints(for: traitCollection)
        }
    }

    private func applyConstraints(for traits: UITraitCollection) {
        if traits.horizontalSizeClass == .regular {
            NSLayoutConstraint.deactivate(compactConstraints)
            NSLayoutConstraint.activate(regularConstraints)
        } else {
            NSLayoutConstraint.deactivate(regularConstraints)
            NSLayoutConstraint.activate(compactConstraints)
        }
    }
}
