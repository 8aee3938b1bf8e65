#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The pre-iOS 15 way: observe the keyboard notifications and move a bottom constraint.
final class KeyboardObservingViewController: UIViewController {
    private let footer = UIView()
    private var footerBottomConstraint: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        footer.backgroundColor = .systemGray6
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)

        footerBottomConstraint = footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 56),
            footerBottomConstraint,
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                            queue: .main) { [weak self] notification in
            self?.keyboardWillChange(notification, showing: true)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                            queue: .main) { [weak self] notification in
            self?.keyboardWillChange(notification, showing: false)
        })
    }

    private func keyboardWillChange(_ notification: Notification, showing: Bool) {
        guard let userInfo = notification.userInfo,
              let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        let overlap = showing ? frame.height - view.safeAreaInsets.bottom : 0
        footerBottomConstraint.constant = -overlap
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }
}
