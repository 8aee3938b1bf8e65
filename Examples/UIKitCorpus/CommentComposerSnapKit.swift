#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitCompatibility
#endif

/// A composer pinned to the keyboard with SnapKit, priorities and labels included.
final class CommentComposerViewController: UIViewController {
    let container = UIView()
    let field = UITextField()
    let postButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        container.addSubview(field)
        container.addSubview(postButton)
        field.borderStyle = .roundedRect
        field.placeholder = "Add a comment…"
        postButton.setTitle("Post", for: .normal)

        container.snp.makeConstraints { (make) -> Void in
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
        }
        field.snp.makeConstraints {
            $0.top.bottom.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
            $0.leading.equalTo(container.snp.leadingMargin)
            $0.height.equalTo(44).priority(.high)
        }
        postButton.snp.makeConstraints { make in
            make.leading.equalTo(field.snp.trailing).offset(8)
            make.trailing.equalTo(container.snp.trailingMargin)
            make.centerY.equalTo(field)
            make.width.greaterThanOrEqualTo(60).labeled("postButtonMinWidth")
        }
    }

    func setCompact(_ compact: Bool) {
        field.snp.updateConstraints { make in
            make.height.equalTo(compact ? 36 : 44).priority(.high)
        }
    }
}
