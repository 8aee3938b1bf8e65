#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A sign-up form: a header, a Dynamic Type introduction and two fields in a scroll view, and
/// a row of buttons that stays above the keyboard.
final class SignUpViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let formStack = UIStackView()
    let header = ProfileHeaderView()
    let introLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let cancelButton = UIButton(type: .system)
    let saveButton = UIButton(type: .system)
    private(set) lazy var buttonBar = UIStackView(arrangedSubviews: [cancelButton, saveButton])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureViews()
        layOutScrollView()
        layOutForm()
        layOutButtonBar()
    }

    private func configureViews() {
        introLabel.text = "Create your account"
        introLabel.font = UIFont.preferredFont(forTextStyle: .body)
        introLabel.adjustsFontForContentSizeCategory = true
        introLabel.numberOfLines = 0
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        cancelButton.setTitle("Cancel", for: .normal)
        saveButton.setTitle("Save", for: .normal)
        emailField.accessibilityIdentifier = "email"
        passwordField.accessibilityIdentifier = "password"
    }

    private func layOutScrollView() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: content.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    private func layOutForm() {
        formStack.axis = .vertical
        formStack.spacing = 8
        formStack.translatesAutoresizingMaskIntoConstraints = false
        for view in [header, introLabel, emailField, passwordField] {
            formStack.addArrangedSubview(view)
        }
        contentView.addSubview(formStack)
        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            formStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            formStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            formStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
    }

    private func layOutButtonBar() {
        buttonBar.axis = .horizontal
        buttonBar.distribution = .fillEqually
        buttonBar.spacing = 12
        buttonBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttonBar)
        NSLayoutConstraint.activate([
            buttonBar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            buttonBar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            buttonBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
            scrollView.bottomAnchor.constraint(equalTo: buttonBar.topAnchor, constant: -8),
        ])
    }

    /// Hides the header with an animation; the form closes up.
    func collapseHeader() {
        UIView.animate(withDuration: 0.25, animations: {
            self.header.isHidden = true
            self.view.layoutIfNeeded()
        }, completion: { _ in
            self.didCollapseHeader = true
        })
    }

    private(set) var didCollapseHeader = false
}
