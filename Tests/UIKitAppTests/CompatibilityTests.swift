import Testing
import UIKitCompatibility

/// UIKit's behaviour around the layout code: programmer errors reported, not silent, and the
/// subclassing hooks called as UIKit calls them.
@MainActor @Suite struct CompatibilityTests {
    /// UIKit raises when a view is added to its own descendant; here the call is refused and
    /// recorded.
    @Test func addingAnAncestorIsReported() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        inner.addSubview(outer)
        #expect(outer.superview == nil)
        #expect(inner.superview === outer)
        #expect(outer.recordedIssues.map(\.kind) == [.cyclicHierarchy])
    }

    /// Activating a constraint between two hierarchies is refused, reported, and the
    /// constraint stays inactive.
    @Test func activationWithoutACommonAncestorIsReported() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(a.recordedIssues.map(\.kind) == [.noCommonAncestor])
        #expect(b.recordedIssues.map(\.kind) == [.noCommonAncestor])
    }

    /// A priority change from required to optional on an active constraint is refused, as
    /// UIKit refuses it; the priority stays required.
    @Test func requiredToOptionalOnAnActiveConstraintIsReported() {
        let window = UIWindow(device: "iPhone 8")
        let v = UIView()
        window.addSubview(v)
        let c = v.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.priority = .defaultHigh
        #expect(c.priority == .required)
        #expect(window.recordedIssues.map(\.kind) == [.invalidChange])
        c.isActive = false
        c.priority = .defaultHigh - 1
        #expect(c.priority.rawValue == 749)
    }

    /// A bad visual format gives no constraints and UIKit's message.
    @Test func aBadVisualFormatIsReported() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[chlid]-|", options: [], metrics: nil,
                                                  views: ["child": child])
        #expect(made.isEmpty)
        let issue = parent.recordedIssues.first
        #expect(issue?.kind == .visualFormat)
        #expect(issue?.message.contains("chlid is not a key in the views dictionary") == true)
    }

    /// An unknown device name stands in an iPhone 8 and says which name was meant.
    @Test func anUnknownDeviceIsReported() {
        let window = UIWindow(device: "iPhone 8 Plsu")
        #expect(window.screen.bounds.size == CGSize(width: 375, height: 667))
        #expect(window.recordedIssues.first?.message.contains("did you mean 'iPhone 8 Plus'?") == true)
    }

    /// `updateConstraints()` runs before the solve, `layoutSubviews()` after the frames are
    /// set, and a frame set there by hand holds.
    @Test func subclassHooksRunInUIKitsOrder() {
        final class Manual: UIView {
            let child = UIView()
            var events: [String] = []
            override func updateConstraints() {
                events.append("updateConstraints")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                events.append("layoutSubviews \(bounds.width)")
                child.frame = bounds.insetBy(dx: 10, dy: 10)
            }
        }
        let window = UIWindow(device: "iPhone 8")
        let view = Manual()
        view.addSubview(view.child)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
            view.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(view.events.first == "updateConstraints")
        #expect(view.events.contains("layoutSubviews 100.0"))
        #expect(view.frame == CGRect(x: 137.5, y: 308.5, width: 100, height: 50))
        #expect(view.child.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(window.recordedIssues.isEmpty)
    }

    /// Setting a frame resizes the subviews by their masks at once, as UIKit does: a child that
    /// fills a 100×100 view with flexible width and height follows it to 300×200; a 40×40 badge
    /// at x = 60 with only a flexible left margin takes the whole change of width: x = 260.
    @Test func aNewSizeResizesSubviewsByTheirMasks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: root.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = UIView(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(fill)
        root.addSubview(badge)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(badge.frame == CGRect(x: 260, y: 0, width: 40, height: 40))
        root.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(badge.frame == CGRect(x: 260, y: 0, width: 40, height: 40))
        #expect(root.recordedIssues.isEmpty)
    }

    /// `traitCollectionDidChange(_:)` is called with the old traits when the category changes.
    @Test func traitChangesReachSubclasses() {
        final class Watcher: UIView {
            var seen: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                if let previous { seen.append(previous.preferredContentSizeCategory) }
            }
        }
        let window = UIWindow(device: "iPhone 8")
        let watcher = Watcher()
        window.addSubview(watcher)
        window.layoutIfNeeded()
        window.preferredContentSizeCategory = .extraLarge
        #expect(watcher.seen == [.large])
        #expect(watcher.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    /// A label subclass that pads its intrinsic size pads the wrapped size of a multi-line
    /// label too: 17-point text is 20.5 tall at @2x, plus 2 × 6.
    @Test func paddedLabelSubclass() {
        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 24, height: size.height + 12)
            }
        }
        let window = UIWindow(device: "iPhone 8")
        let label = PaddedLabel()
        label.text = "Hello"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 100, width: 335, height: 32.5))
    }
}
