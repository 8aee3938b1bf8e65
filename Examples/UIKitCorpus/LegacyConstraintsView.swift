#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Older code: `NSLayoutConstraint(item:...)`, `addConstraint`, `updateConstraints` override.
final class LegacyConstraintsView: UIView {
    let banner = UIView()
    private var didSetupConstraints = false
    private var bannerHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        banner.backgroundColor = .systemYellow
        banner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(banner)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        if !didSetupConstraints {
            addConstraint(NSLayoutConstraint(item: banner, attribute: .leading, relatedBy: .equal,
                                             toItem: self, attribute: .leading, multiplier: 1, constant: 0))
            addConstraint(NSLayoutConstraint(item: banner, attribute: .trailing, relatedBy: .equal,
                                             toItem: self, attribute: .trailing, multiplier: 1, constant: 0))
            addConstraint(NSLayoutConstraint(item: banner, attribute: .top, relatedBy: .equal,
                                             toItem: self, attribute: .topMargin, multiplier: 1, constant: 0))
            let height = NSLayoutConstraint(item: banner, attribute: .height, relatedBy: .equal,
                                            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50)
            banner.addConstraint(height)
            bannerHeight = height
            didSetupConstraints = true
        }
        super.updateConstraints()
    }

    func setBannerVisible(_ visible: Bool) {
        bannerHeight?.constant = visible ? 50 : 0
        setNeedsUpdateConstraints()
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }
}
