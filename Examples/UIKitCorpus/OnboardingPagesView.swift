#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// Paging onboarding: pages side by side in a horizontal scroll view, each one screen wide.
final class OnboardingPagesView: UIView {
    let scrollView = UIScrollView()
    let pageStack = UIStackView()
    private(set) var pages: [UIView] = []

    init(titles: [String]) {
        super.init(frame: .zero)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)

        pageStack.axis = .horizontal
        pageStack.distribution = .fillEqually
        pageStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(pageStack)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),

            pageStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            pageStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            pageStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            pageStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            pageStack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        ])

        for title in titles {
            let page = UIView()
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: page.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: page.centerYAnchor),
            ])
            pageStack.addArrangedSubview(page)
            page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive = true
            pages.append(page)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    func scroll(toPage page: Int, animated: Bool) {
        let offset = CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: animated)
    }
}
