import Foundation
import SnapshotTesting
import LayoutVocabulary
import UIKitCompatibility

// Snapshot strategies for pointfreeco's swift-snapshot-testing, for hierarchies built with
// UIKitCompatibility. They live in their own product so that apps and libraries that use
// UIKitCompatibility do not link the snapshot library.
//
// The strategies run where `assertSnapshot` is called, which for UIKit code is the main actor
// (mark the test `@MainActor`, as on iOS).

extension Snapshotting where Value == UIView, Format == String {
    /// The frames of the view's hierarchy as text (`UIView.framesDescription()`): each view
    /// indented under its superview, named stably, with its frame in its superview's
    /// coordinates, then any unsatisfiable or ambiguous layout.
    public static var frames: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            MainActor.assumeIsolated { view.framesDescription() + "\n" }
        }
    }

    /// The hierarchy drawn as SVG (`UIView.svg()`), fonts named rather than embedded, so that the
    /// text is the same wherever the test runs.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            MainActor.assumeIsolated { UIKitSnapshot.svg(of: view) }
        }
    }
}

extension Snapshotting where Value == UIView, Format == Data {
    /// The hierarchy as PNG (`UIView.pngData()`), compared byte for byte: the bytes depend on
    /// the `rsvg-convert` and fonts that draw them, so keep these references to one machine
    /// image (the SVG strategy does not depend on it).
    public static var png: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: Snapshotting<Data, Data>.data.diffing) { view in
            MainActor.assumeIsolated { UIKitSnapshot.png(of: view) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The frames of the controller's view as text, shown as a window's root view controller on
    /// `device` (as `autolayout devices` names it) in `orientation` at `contentSizeCategory`.
    /// A controller whose view is already in a window is snapshot there.
    public static func frames(on device: String = "iPhone 8", orientation: UIInterfaceOrientation = .portrait,
                              contentSizeCategory: UIContentSizeCategory = .large) -> Snapshotting {
        Snapshotting<UIView, String>.frames.pullback { controller in
            MainActor.assumeIsolated {
                UIKitSnapshot.hosted(controller, device: device, orientation: orientation, category: contentSizeCategory)
            }
        }
    }

    /// `frames(on:)` on an iPhone 8 in portrait at the default text size.
    public static var frames: Snapshotting { frames() }

    /// The controller's view drawn as SVG, hosted as `frames(on:orientation:contentSizeCategory:)` says.
    public static func svg(on device: String = "iPhone 8", orientation: UIInterfaceOrientation = .portrait,
                           contentSizeCategory: UIContentSizeCategory = .large) -> Snapshotting {
        Snapshotting<UIView, String>.svg.pullback { controller in
            MainActor.assumeIsolated {
                UIKitSnapshot.hosted(controller, device: device, orientation: orientation, category: contentSizeCategory)
            }
        }
    }

    /// `svg(on:)` on an iPhone 8 in portrait at the default text size.
    public static var svg: Snapshotting { svg() }
}

/// What the strategies do on the main actor.
@MainActor
enum UIKitSnapshot {
    /// The SVG, or the error as the snapshot's text, so that a failure shows in the diff.
    static func svg(of view: UIView) -> String {
        do { return try view.svg() } catch { return "rendering failed: \(error)\n" }
    }

    static func png(of view: UIView) -> Data {
        do { return try view.pngData() } catch { return Data("rendering failed: \(error)\n".utf8) }
    }

    /// The controller's view in a window: its own, or a new one on `device`.
    static func hosted(_ controller: UIViewController, device: String, orientation: UIInterfaceOrientation,
                       category: UIContentSizeCategory) -> UIView {
        if let view = controller.viewIfLoaded, let window = view.window {
            window.layoutIfNeeded()
            return view
        }
        let window = UIWindow(device: device, orientation: orientation)
        window.preferredContentSizeCategory = category
        window.rootViewController = controller
        window.makeKeyAndVisible()
        hostingWindows.append(window)
        return controller.view
    }

    /// Windows made to host controllers, kept while the process runs so that the views they
    /// hold stay laid out for the assertion that follows.
    static var hostingWindows: [UIWindow] = []
}
