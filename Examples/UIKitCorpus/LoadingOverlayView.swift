#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A full-screen loading overlay sized from the screen, with a centred spinner and message.
final class LoadingOverlayView: UIView {
    private let spinner = UIActivityIndicatorView(style: .large)
    private let messageLabel = UILabel()
    private let blurBox = UIView()

    init(message: String) {
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0, alpha: 0.4)
        blurBox.backgroundColor = .systemBackground
        blurBox.layer.cornerRadius = 14
        messageLabel.text = message
        messageLabel.font = .preferredFont(forTextStyle: .callout)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()

        let stack = UIStackView(arrangedSubviews: [spinner, messageLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        blurBox.translatesAutoresizingMaskIntoConstraints = false
        addSubview(blurBox)
        blurBox.addSubview(stack)

        NSLayoutConstraint.activate([
            blurBox.centerXAnchor.constraint(equalTo: centerXAnchor),
            blurBox.centerYAnchor.constraint(equalTo: centerYAnchor),
            blurBox.widthAnchor.constraint(greaterThanOrEqualToConstant: 160),
            blurBox.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, multiplier: 0.8),
            stack.topAnchor.constraint(equalTo: blurBox.topAnchor, constant: 24),
            stack.bottomAnchor.constraint(equalTo: blurBox.bottomAnchor, constant: -24),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: blurBox.leadingAnchor, constant: 24),
            stack.centerXAnchor.constraint(equalTo: blurBox.centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func dismiss() {
        UIView.animate(withDuration: 0.2, animations: { self.alpha = 0 }) { _ in
            self.spinner.stopAnimating()
            self.removeFromSuperview()
        }
    }
}
