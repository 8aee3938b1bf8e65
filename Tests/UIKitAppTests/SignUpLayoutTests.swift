import Testing
@testable import UIKitApp
import UIKitCompatibility

/// The sample app's sign-up screen on an iPhone 8 in portrait, checked against frames worked
/// out by hand from UIKit's rules and published metrics:
/// - the screen is 375×667 at @2x; the status bar takes 20 points (the safe area's top), there
///   is no home indicator (its bottom is 0), and a view controller's view has 16-point side
///   margins (the system minimum below 414 points wide);
/// - a 17-point system label is 20.5 points tall at @2x (SF's line height 1.193359375 × 17 =
///   20.287, ceiled to the pixel grid); at 40 points (body at accessibilityExtraLarge) a line
///   is 47.734375, and the next line starts the style's leading below it (48 in the Human
///   Interface Guidelines' Dynamic Type table): two lines 47.73 + 48 = 95.73 → 96;
/// - a rounded-rect text field is 34 points tall (its 30-point minimum plus 2 + 2 of padding);
/// - a system button with a 15-point title is 30 points tall (an 18-point line plus 6 + 6);
/// - `|-[view]` in the Visual Format Language binds to the superview's margins (8 points on a
///   plain view), `[a]-[b]` is 8 points apart;
/// - hidden, the keyboard layout guide's top is the safe area's bottom (667 here); shown, it is
///   the keyboard's top.
@MainActor @Suite struct SignUpLayoutTests {
    func window(_ category: UIContentSizeCategory = .large) -> (UIWindow, SignUpViewController) {
        let window = UIWindow(device: "iPhone 8", orientation: .portrait)
        window.preferredContentSizeCategory = category
        let controller = SignUpViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func theButtonBarSitsAboveTheHiddenKeyboard() {
        let (window, vc) = window()
        #expect(window.recordedIssues.isEmpty)
        // Margins 16 and 16: 343 wide, two equal buttons 12 apart: (343 − 12) / 2 = 165.5 each.
        // Its bottom is 16 above the guide's top, 667.
        #expect(vc.buttonBar.frame == CGRect(x: 16, y: 621, width: 343, height: 30))
        #expect(vc.cancelButton.frame == CGRect(x: 0, y: 0, width: 165.5, height: 30))
        #expect(vc.saveButton.frame == CGRect(x: 177.5, y: 0, width: 165.5, height: 30))
        // The scroll view runs from the safe area's top (20) to 8 above the bar (613).
        #expect(vc.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 593))
    }

    @Test func theFormFillsTheContentGuide() {
        let (_, vc) = window()
        // Header: 8 + 64 + 8 = 80 tall; intro 20.5; fields 34; spacing 8.
        #expect(vc.header.frame == CGRect(x: 0, y: 0, width: 343, height: 80))
        #expect(vc.introLabel.frame == CGRect(x: 0, y: 88, width: 343, height: 20.5))
        #expect(vc.emailField.frame == CGRect(x: 0, y: 116.5, width: 343, height: 34))
        #expect(vc.passwordField.frame == CGRect(x: 0, y: 158.5, width: 343, height: 34))
        #expect(vc.formStack.frame == CGRect(x: 16, y: 20, width: 343, height: 192.5))
        // 20 + 192.5 + 20: the content area, as wide as the frame.
        #expect(vc.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 232.5))
        #expect(vc.scrollView.contentSize == CGSize(width: 375, height: 232.5))
        // Below the status bar and shorter than the frame: nothing to adjust.
        #expect(vc.scrollView.adjustedContentInset == .zero)
        #expect(vc.scrollView.contentOffset == .zero)
    }

    /// The header's VFL: the avatar 8 from the header's margins, the name 8 after it with their
    /// tops aligned, the name's trailing edge at the margin.
    @Test func theHeadersVisualFormatLine() {
        let (_, vc) = window()
        #expect(vc.header.avatarView.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
        #expect(vc.header.nameLabel.frame == CGRect(x: 80, y: 8, width: 255, height: 20.5))
    }

    /// At accessibilityExtraLarge the body font is 40 points and "Create your account" wraps to
    /// two lines: 96 tall, and the fields move down by the difference (75.5).
    @Test func dynamicTypeGrowsTheIntroduction() {
        let (window, vc) = window(.accessibilityExtraLarge)
        #expect(vc.introLabel.frame == CGRect(x: 0, y: 88, width: 343, height: 96))
        #expect(vc.emailField.frame.minY == 192)
        #expect(vc.scrollView.contentSize.height == 308)
        // Back to the default size, without rebuilding anything.
        window.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(vc.introLabel.frame.height == 20.5)
        #expect(vc.emailField.frame.minY == 116.5)
    }

    /// A 300-point keyboard: the guide's top is 367, the bar's bottom 351, and the scroll view
    /// ends at 313. At accessibilityExtraLarge the 308-point content is then taller than the
    /// 293-point scroll view, which scrolls; it is below the status bar, so its safe area and
    /// adjusted inset stay zero.
    @Test func theKeyboardPushesTheBarUp() {
        let (window, vc) = window(.accessibilityExtraLarge)
        window.showKeyboard(height: 300)
        window.layoutIfNeeded()
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 367, width: 375, height: 300))
        #expect(vc.buttonBar.frame == CGRect(x: 16, y: 321, width: 343, height: 30))
        #expect(vc.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 293))
        #expect(vc.scrollView.contentSize.height > vc.scrollView.frame.height)
        #expect(vc.scrollView.adjustedContentInset == .zero)
        window.hideKeyboard()
        window.layoutIfNeeded()
        #expect(vc.buttonBar.frame.minY == 621)
    }

    /// Hiding the header in an animation block: the stack closes up by 88 (80 + the spacing),
    /// and the recorded transition has the introduction at its old place at the start, the new
    /// one at the end and halfway between at the middle (ease in, ease out is symmetric).
    @Test func collapsingTheHeaderIsRecordedAsAnAnimation() throws {
        let (window, vc) = window()
        vc.collapseHeader()
        #expect(vc.didCollapseHeader)
        #expect(vc.introLabel.frame.minY == 0)
        let animation = try #require(window.recordedAnimations.last)
        #expect(animation.duration == 0.25)
        // In the window: 20 (scroll view) + 20 (form) + 88 before; 40 after.
        #expect(animation.frame(of: vc.introLabel, at: 0)?.minY == 128)
        #expect(animation.frame(of: vc.introLabel, at: 1)?.minY == 40)
        #expect(animation.frame(of: vc.introLabel, at: 0.5)?.minY == 84)
    }
}
