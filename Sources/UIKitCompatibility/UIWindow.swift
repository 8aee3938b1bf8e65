import AutoLayout

/// `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeRight, landscapeLeft
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    var orientation: Orientation { isLandscape ? .landscape : .portrait }
}

/// `UIScreen`: the simulated device's screen a window shows.
@preconcurrency @MainActor
public final class UIScreen {
    let layoutScreen: Screen
    init(_ screen: Screen) { layoutScreen = screen }
    /// The screen in points, in the window's orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: CGSize(layoutScreen.size)) }
    public var scale: CGFloat { layoutScreen.device.scale }
    public var nativeScale: CGFloat { scale }
    public var traitCollection: UITraitCollection { layoutScreen.traitCollection }

    /// `UIScreen.main`: the key window's screen (the last `makeKeyAndVisible()`), else that of
    /// an iPhone 8 in portrait. UIKit deprecates it for the same reason it is a choice here:
    /// a process may show several screens.
    public static var main: UIScreen { keyWindow?.screen ?? fallback }
    static weak var keyWindow: UIWindow?
    private static let fallback = UIScreen(Screen(device: UIWindow.fallbackDevice, orientation: .portrait,
                                                  size: nil, rootView: View()))
}

/// `UIWindow` on a simulated device: its bounds are the screen, its safe area and margins the
/// device's, and it hosts the layout of everything added to it.
///
/// ```swift
/// let window = UIWindow(device: "iPhone 8", orientation: .portrait)
/// window.rootViewController = ProfileViewController()
/// window.layoutIfNeeded()
/// ```
///
/// Devices are named as `autolayout devices` lists them (names, aliases, Interface Builder ids).
/// Beyond UIKit, a window here simulates what the device and the user would change: rotation,
/// the content size category, the layout direction, bars, and the keyboard.
open class UIWindow: UIView {
    /// The engine's screen behind the window.
    public let layoutScreen: Screen
    public let screen: UIScreen
    public private(set) var isKeyWindow = false

    /// A window on the device named `device` (unknown names are reported, with the nearest
    /// name, and an iPhone 8 stands in).
    public convenience init(device name: String, orientation: UIInterfaceOrientation = .portrait) {
        let found = DeviceCatalog.device(named: name)
        self.init(device: found ?? Self.fallbackDevice, orientation: orientation)
        if found == nil {
            IssueReporter.report(UIKitIssue(kind: .invalidArgument,
                                            message: DeviceCatalog.unknownDeviceMessage(name) + "; an iPhone 8 stands in"),
                                 on: [self])
        }
    }

    public convenience init(device: Device, orientation: UIInterfaceOrientation = .portrait) {
        self.init(frame: .zero)
        layoutScreen.setDevice(device, orientation: orientation.orientation)
    }

    /// `UIWindow(frame:)`: a screen of the frame's size (an iPhone 8's traits and scale), or the
    /// iPhone 8's own for a zero frame.
    public override init(frame: CGRect) {
        let root = ViewBacking()
        let size = frame.width > 0 && frame.height > 0 ? frame.size.size : nil
        layoutScreen = Screen(device: Self.fallbackDevice, orientation: .portrait, size: size, rootView: root)
        screen = UIScreen(layoutScreen)
        UIView.pendingBacking = root
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { return nil }

    static var fallbackDevice: Device {
        DeviceCatalog.device(named: "iPhone 8") ?? DeviceCatalog.all[0]
    }

    // MARK: The root view controller

    /// `rootViewController`: its view fills the window and gets a view controller's margins
    /// (the system minimum, from the safe area).
    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.backing.isViewControllerRootView = true
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = CGRect(origin: .zero, size: CGSize(layoutScreen.size))
            layoutScreen.additionalSafeAreaInsets = controller.additionalSafeAreaInsets
            layoutScreen.viewRespectsSystemMinimumLayoutMargins = controller.viewRespectsSystemMinimumLayoutMargins
            addSubview(view)
        }
    }

    /// `makeKeyAndVisible()`: shows the window and lays it out.
    public func makeKeyAndVisible() {
        UIScreen.keyWindow?.isKeyWindow = false
        UIScreen.keyWindow = self
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }

    /// Whether a pass has anything to do: the hierarchy changed, or the root view controller
    /// asked to update its constraints.
    var needsScreenLayout: Bool {
        backing.isLayoutPending || rootViewController?.needsUpdateViewConstraints == true
    }

    /// The pass: the view controller's callbacks around the engine's layout of the screen.
    func layOutScreen() {
        let controller = rootViewController
        controller?.updateViewConstraintsIfNeeded()
        controller?.viewWillLayoutSubviews()
        layoutScreen.layoutIfNeeded()
        controller?.viewDidLayoutSubviews()
    }

    // MARK: What a device and its user change (not UIKit API)

    /// Rotates the device; the layout follows at the next pass.
    public func rotate(to orientation: UIInterfaceOrientation) {
        changingTraits { layoutScreen.rotate(to: orientation.orientation) }
    }

    /// The Dynamic Type size (Settings ▸ Accessibility ▸ Larger Text).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { layoutScreen.contentSizeCategory }
        set { changingTraits { layoutScreen.contentSizeCategory = newValue } }
    }

    /// Left to right, or right to left (an Arabic or Hebrew localization).
    public var layoutDirection: UIUserInterfaceLayoutDirection {
        get { layoutScreen.layoutDirection }
        set { changingTraits { layoutScreen.layoutDirection = newValue } }
    }

    /// Whether the root view controller is shown in a navigation controller with its bar (the
    /// safe area starts below it).
    public var showsNavigationBar: Bool {
        get { layoutScreen.showsNavigationBar }
        set { layoutScreen.showsNavigationBar = newValue }
    }

    /// Whether a tab bar controller shows the root view controller (the safe area ends above the bar).
    public var showsTabBar: Bool {
        get { layoutScreen.showsTabBar }
        set { layoutScreen.showsTabBar = newValue }
    }

    /// Shows a docked keyboard `height` points tall (the height UIKit reports in
    /// `keyboardFrameEndUserInfoKey`); every `keyboardLayoutGuide` follows at the next pass.
    /// A negative or non-finite height is reported and changes nothing.
    /// UIKit's keyboard notifications are posted (`UIResponder.keyboardWillShowNotification`
    /// and the others, frames in screen coordinates), so code that observes them runs too.
    public func showKeyboard(height: CGFloat) {
        let shownBefore = layoutScreen.keyboardHeight
        do { try layoutScreen.showKeyboard(height: Double(height)) } catch { IssueReporter.report(error, on: [self]); return }
        let before = keyboardFrame(height: shownBefore ?? Double(height), shown: shownBefore != nil)
        KeyboardNotifications.post(showing: true, from: before, to: keyboardFrame(height: Double(height), shown: true))
    }

    /// Hides the keyboard, posting the hide notifications if it was shown.
    public func hideKeyboard() {
        guard let height = layoutScreen.keyboardHeight else { return }
        layoutScreen.hideKeyboard()
        KeyboardNotifications.post(showing: false, from: keyboardFrame(height: height, shown: true),
                                   to: keyboardFrame(height: height, shown: false))
    }

    /// A keyboard's frame in screen coordinates: at the bottom of the screen when shown, just
    /// below it when hidden (where UIKit's notifications place it).
    func keyboardFrame(height: Double, shown: Bool) -> CGRect {
        let screen = layoutScreen.size
        return CGRect(x: 0, y: shown ? screen.height - height : screen.height, width: screen.width, height: height)
    }

    /// Tells the root view controller about changed traits after `change`.
    private func changingTraits(_ change: () -> Void) {
        let before = layoutScreen.traitCollection
        change()
        if before != layoutScreen.traitCollection { rootViewController?.traitCollectionDidChange(before) }
    }
}

/// `UIViewController`: a view and the callbacks UIKit sends around its layout. A window's
/// root view controller gets `viewDidLoad()` when its view is first asked for,
/// `updateViewConstraints()`, `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around
/// each layout pass, and `traitCollectionDidChange(_:)`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    var needsUpdateViewConstraints = true

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The next responder: the view's superview.
    open override var next: UIResponder? { viewIfLoaded?.superview }
    public required init?(coder: NSCoder) { return nil }

    /// `view`, loaded on first use (`loadView()`, then `viewDidLoad()`).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        loadedView?.owningController = self
        viewDidLoad()
    }

    /// Makes the view; the default is a plain `UIView`.
    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called before the first layout pass and after `view.setNeedsUpdateConstraints()`;
    /// call `super` last.
    open func updateViewConstraints() { needsUpdateViewConstraints = false }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    func updateViewConstraintsIfNeeded() {
        guard needsUpdateViewConstraints else { return }
        updateViewConstraints()
        needsUpdateViewConstraints = false
    }

    public var traitCollection: UITraitCollection { view.traitCollection }
    public var title: String?
    public var preferredContentSize: CGSize = .zero
    /// `additionalSafeAreaInsets`, applied when the controller is a window's root.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { (view.window)?.layoutScreen.additionalSafeAreaInsets = additionalSafeAreaInsets }
    }
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { (view.window)?.layoutScreen.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins }
    }

    // MARK: Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.willMove(toParent: self)
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}
