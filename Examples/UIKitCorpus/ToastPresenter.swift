#if canImport(UIKit)
import UIKit
import SnapKit
#else
import UIKitCompatibility
#endif

/// A toast that slides in from the top: a kept SnapKit constraint updated in an animation.
final class ToastPresenter {
    private let toast = UILabel()
    private var topConstraint: Constraint?

    func show(_ message: String, in view: UIView) {
        toast.text = message
        toast.textAlignment = .center
        toast.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        toast.textColor = .white
        toast.layer.cornerRadius = 8
        toast.clipsToBounds = true
        view.addSubview(toast)

        toast.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.9)
            make.height.greaterThanOrEqualTo(44)
            topConstraint = make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(-80).constraint
        }
        view.layoutIfNeeded()

        topConstraint?.update(offset: 16)
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0.5, options: [], animations: {
            view.layoutIfNeeded()
        })
    }

    func hide() {
        toast.snp.remakeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(toast.superview!.snp.top)
        }
        UIView.animate(withDuration: 0.25, animations: {
            self.toast.superview?.layoutIfNeeded()
        }, completion: { _ in
            self.toast.removeFromSuperview()
        })
    }
}
