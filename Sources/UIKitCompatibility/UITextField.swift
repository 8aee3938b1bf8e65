import AutoLayout
import Controls
import TextLayout

/// `UIKeyboardType`: kept for source compatibility (no keyboard is drawn).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// `UIReturnKeyType`: kept for source compatibility.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextAutocapitalizationType`: kept for source compatibility.
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }

/// `UITextAutocorrectionType`: kept for source compatibility.
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }

/// `UITextContentType`: kept for source compatibility.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// `UITextField`: one line of text in a border style, sized by UIKit's metrics (a rounded rect
/// is 34 points tall at the default 17-point font).
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`.
    public typealias BorderStyle = TextField.BorderStyle
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

    override class func makeBacking() -> View & UIKitBacking { TextFieldBacking() }
    var field: TextFieldBacking { unsafeDowncast(backing, to: TextFieldBacking.self) }
    open override var canBecomeFirstResponder: Bool { true }

    open var text: String? {
        get { field.text }
        set { field.text = newValue ?? "" }
    }
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }
    open var font: UIFont? {
        get { field.font }
        set { field.font = newValue ?? ControlFonts.textField }
    }
    open var borderStyle: BorderStyle {
        get { field.borderStyle }
        set { field.borderStyle = newValue }
    }
    open var textAlignment: NSTextAlignment {
        get { field.textAlignment }
        set { field.textAlignment = newValue }
    }
    open var adjustsFontForContentSizeCategory: Bool {
        get { field.adjustsFontForContentSizeCategory }
        set { field.adjustsFontForContentSizeCategory = newValue }
    }
    open var textColor: UIColor?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
}

/// `NSTextContainer`, as far as a text view's layout reads it.
@preconcurrency @MainActor
public final class NSTextContainer {
    unowned let textView: TextViewBacking
    init(_ textView: TextViewBacking) { self.textView = textView }
    /// `lineFragmentPadding` (5 points at each end of a line by default).
    public var lineFragmentPadding: CGFloat {
        get { textView.lineFragmentPadding }
        set { textView.lineFragmentPadding = Double(newValue) }
    }
}

/// `UITextView`: scrolling, it has no intrinsic size; with `isScrollEnabled = false` it grows
/// with its text, wrapped to its width.
open class UITextView: UIView {
    override class func makeBacking() -> View & UIKitBacking { TextViewBacking() }
    var textView: TextViewBacking { unsafeDowncast(backing, to: TextViewBacking.self) }
    open override var canBecomeFirstResponder: Bool { true }

    open var text: String! {
        get { textView.text }
        set { textView.text = newValue ?? "" }
    }
    open var font: UIFont? {
        get { textView.font }
        set { textView.font = newValue ?? ControlFonts.textView }
    }
    open var textAlignment: NSTextAlignment {
        get { textView.textAlignment }
        set { textView.textAlignment = newValue }
    }
    open var isScrollEnabled: Bool {
        get { textView.isScrollEnabled }
        set { textView.isScrollEnabled = newValue }
    }
    open var textContainerInset: UIEdgeInsets {
        get { textView.textContainerInset }
        set { textView.textContainerInset = newValue }
    }
    open var adjustsFontForContentSizeCategory: Bool {
        get { textView.adjustsFontForContentSizeCategory }
        set { textView.adjustsFontForContentSizeCategory = newValue }
    }
    public private(set) lazy var textContainer = NSTextContainer(textView)
    open var textColor: UIColor?
    open var isEditable = true
    open var isSelectable = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
}
