import SnapshotTesting
import Testing
@testable import UIKitApp
import UIKitCompatibility
import UIKitSnapshotTesting

/// The sample app's screens through the snapshot strategies. The references under
/// `__Snapshots__` were recorded once and checked by eye against the frames the layout tests
/// derive by hand; the text names every view stably, so the same references hold in any run
/// and any order of tests. A deliberate change to the drawing is recorded anew with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SnapshotTests`.
@MainActor @Suite struct SnapshotTests {
    @Test func signUpFramesOnAnIPhone8() {
        assertSnapshot(of: SignUpViewController(), as: .frames)
    }

    @Test func signUpFramesOnAnIPhone11ProAtAnAccessibilitySize() {
        assertSnapshot(of: SignUpViewController(),
                       as: .frames(on: "iPhone 11 Pro", contentSizeCategory: .accessibilityExtraLarge))
    }

    @Test func signUpFramesInLandscapeWithTheKeyboard() {
        let window = UIWindow(device: "iPhone 8", orientation: .landscapeLeft)
        let controller = SignUpViewController()
        window.rootViewController = controller
        window.showKeyboard(height: 162)
        assertSnapshot(of: controller, as: .frames)
    }

    @Test func signUpDrawing() {
        assertSnapshot(of: SignUpViewController(), as: .svg)
    }

    /// `autolayoutTrace()` names items by their class (`ProfileHeaderView`) and numbers them by
    /// position in the trace, not by address or by how many were made before: the same screen
    /// traces the same text after other screens and views were made.
    @Test func theTraceDoesNotDependOnWhatRanBefore() {
        func trace() -> String {
            let window = UIWindow(device: "iPhone 8")
            window.rootViewController = SignUpViewController()
            window.makeKeyAndVisible()
            return window.autolayoutTrace()
        }
        let first = trace()
        _ = (0..<10).map { _ in UIView() }
        _ = trace()
        #expect(trace() == first)
        #expect(first.hasPrefix("•UIWindow:0x1"))
        #expect(first.contains("*ProfileHeaderView:0x"))
        #expect(!first.contains("AMBIGUOUS"))
    }

    /// A view without a window is drawn in one of its own size.
    @Test func headerDrawing() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        header.backgroundColor = .secondarySystemBackground
        assertSnapshot(of: header as UIView, as: .frames)
        assertSnapshot(of: header as UIView, as: .svg)
    }
}
