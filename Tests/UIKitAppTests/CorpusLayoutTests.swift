import Foundation
import Testing
@testable import UIKitCorpus
import UIKitCompatibility

/// Views of Examples/UIKitCorpus (app-shaped code compiled unchanged) laid out, with frames
/// worked out by hand from UIKit's rules. On an iPhone 8 in portrait the screen is 375×667, the
/// safe area starts 20 points down (the status bar) and ends at the bottom (no home indicator).
@MainActor @Suite struct CorpusLayoutTests {
    func host(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(device: "iPhone 8", orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The composer sits on the keyboard guide (the safe area's bottom, 667, while hidden). The
    /// field is 8 inside the container at the high-priority height 44 (more than the text
    /// field's 34, so its compression resistance does not oppose): the container is
    /// 8 + 44 + 8 = 60 tall, at 667 − 60 = 607; the 30-point button is centred on the field:
    /// 8 + 22 − 15 = 15, and ends at the container's trailing margin, 375 − 8. Compact, the
    /// field is 36 and the container 52 (at 615); a 260-point keyboard lifts it to
    /// 667 − 260 − 52 = 355.
    @Test func snapKitComposerRidesOnTheKeyboard() {
        let vc = CommentComposerViewController()
        let window = host(vc)
        #expect(window.recordedIssues.isEmpty)
        #expect(vc.container.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
        #expect(vc.field.frame.minX == 8 && vc.field.frame.minY == 8 && vc.field.frame.height == 44)
        #expect(vc.postButton.frame.minY == 15 && vc.postButton.frame.maxX == 367)
        vc.setCompact(true)
        window.layoutIfNeeded()
        #expect(vc.container.frame.minY == 615 && vc.field.frame.height == 36)
        window.showKeyboard(height: 260)
        window.layoutIfNeeded()
        #expect(vc.container.frame.minY == 355)
        #expect(window.recordedIssues.isEmpty)
    }

    /// The notifications carry UIKit's frames in screen coordinates: from just below the screen
    /// (y = 667) to its bottom (y = 667 − 260 = 407), in 0.25 seconds; hiding goes back.
    @Test func keyboardNotificationsCarryTheFrames() throws {
        let window = UIWindow(device: "iPhone 8")
        /// Observers without a queue run on the posting thread, during `post`.
        final class Log: @unchecked Sendable { var entries: [(Notification.Name, CGRect?, CGRect?, Double?)] = [] }
        let log = Log()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let info = note.userInfo ?? [:]
                log.entries.append((note.name,
                             (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                             (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                             info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        window.showKeyboard(height: 260)
        window.hideKeyboard()
        window.hideKeyboard()  // already hidden: nothing posted
        let seen = log.entries
        try #require(seen.count == 2)
        #expect(seen[0].0 == UIResponder.keyboardWillShowNotification)
        #expect(seen[0].1 == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(seen[0].2 == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(seen[0].3 == 0.25)
        #expect(seen[1].0 == UIResponder.keyboardWillHideNotification)
        #expect(seen[1].2 == CGRect(x: 0, y: 667, width: 375, height: 260))
    }

    /// A table cell measured as a self-sizing cell is, in a window (an iPhone 8's @2x grid): its
    /// content view fills it and has a plain view's 8-point margins; the 60-point thumbnail is
    /// taller than the two 20.5-point lines with 8 between (49), so the height is 8 + 60 + 8 = 76.
    @Test func aTableCellSizesToItsContent() {
        let window = UIWindow(device: "iPhone 8")
        let cell = FeedItemCell(style: .default, reuseIdentifier: FeedItemCell.reuseIdentifier)
        window.addSubview(cell)
        cell.titleLabel.text = "Title"
        cell.bodyLabel.text = "Body"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 76))
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 76)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 76))
        #expect(cell.thumbnailView.frame == CGRect(x: 8, y: 8, width: 60, height: 60))
        // Title 8 after the thumbnail (the system spacing between siblings).
        #expect(cell.titleLabel.frame.minX == 76 && cell.titleLabel.frame.maxX == 367)
        #expect(cell.bodyLabel.frame.minY == 8 + 20.5 + 8)
    }

    /// A collection cell 100 wide: a square photo, the caption 4 below it.
    @Test func aCollectionCellLaysOutItsContent() {
        let cell = PhotoGridCell(frame: CGRect(x: 0, y: 0, width: 100, height: 140))
        cell.layoutIfNeeded()
        let image = cell.contentView.subviews[0], caption = cell.contentView.subviews[1]
        #expect(image.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(caption.frame.minY == 104 && caption.frame.width == 100)
    }

    /// `UIScreen.main` is the key window's screen.
    @Test func theMainScreenIsTheKeyWindows() {
        let window = UIWindow(device: "iPhone 11 Pro Max")
        window.makeKeyAndVisible()
        #expect(UIScreen.main.bounds.size == CGSize(width: 414, height: 896))
        #expect(window.isKeyWindow)
    }
}
