import AutoLayout

/// `UIResponder`: the base of views and view controllers, with the first-responder calls and
/// the keyboard's notification names.
///
/// There are no events here. A responder becomes first responder when it can
/// (`canBecomeFirstResponder`: text fields and text views); the keyboard is shown by the window
/// (`UIWindow.showKeyboard(height:)`), which posts UIKit's keyboard notifications to
/// `NotificationCenter.default` with the userInfo keys below.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder: a view's view controller or superview, a view controller's view's
    /// superview.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    public var isFirstResponder: Bool { FirstResponder.current === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        FirstResponder.current = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { FirstResponder.current = nil }
        return true
    }

    // MARK: The keyboard's notifications (UIKit's names)

    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before and after, in screen coordinates (`NSValue`, `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve's raw value (an `Int`; the keyboard's is 7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The one first responder of the process.
@MainActor
enum FirstResponder {
    static weak var current: UIResponder?
}

extension UIView {
    /// `endEditing(_:)`: resigns the first responder if it is this view or below it.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else { return false }
        return responder.resignFirstResponder()
    }
}

extension NSValue {
    /// `NSValue(cgRect:)`, as UIKit adds it.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public var cgPointValue: CGPoint { pointValue }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgSizeValue: CGSize { sizeValue }
}

/// The keyboard's notifications, posted by the window as UIKit posts them.
@MainActor
enum KeyboardNotifications {
    /// UIKit's keyboard animation: 0.25 seconds, curve 7.
    static let duration = 0.25
    static let curve = 7

    static func post(showing: Bool, from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: duration,
            UIResponder.keyboardAnimationCurveUserInfoKey: curve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }
}
