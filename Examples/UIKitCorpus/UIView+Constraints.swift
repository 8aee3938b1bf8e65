#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The helpers nearly every codebase grows around anchors.
extension UIView {
    func addSubviews(_ views: UIView...) {
        views.forEach(addSubview)
    }

    @discardableResult
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func pinEdges(to guide: UILayoutGuide) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: guide.topAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }

    func centerInSuperview(size: CGSize? = nil) {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            centerYAnchor.constraint(equalTo: superview.centerYAnchor),
        ]
        if let size = size {
            constraints.append(widthAnchor.constraint(equalToConstant: size.width))
            constraints.append(heightAnchor.constraint(equalToConstant: size.height))
        }
        NSLayoutConstraint.activate(constraints)
    }
}

extension NSLayoutConstraint {
    /// `view.widthAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow)`.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    func identified(_ identifier: String) -> NSLayoutConstraint {
        self.identifier = identifier
        return self
    }
}

extension UILayoutPriority {
    static let almostRequired = UILayoutPriority(rawValue: 999)
}
