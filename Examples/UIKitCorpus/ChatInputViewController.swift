#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A message list above an input bar that rides on the keyboard (iOS 15's keyboard guide).
final class ChatInputViewController: UIViewController {
    let messagesView = UIView()
    let inputBar = UIView()
    let textView = UITextView()
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground

        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.layer.cornerRadius = 8
        sendButton.setTitle("Send", for: .normal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)

        [messagesView, inputBar].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        [textView, sendButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            inputBar.addSubview($0)
        }

        let maxHeight = textView.heightAnchor.constraint(lessThanOrEqualToConstant: 120)
        maxHeight.priority = .defaultHigh

        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            textView.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            maxHeight,

            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
        ])
    }
}
