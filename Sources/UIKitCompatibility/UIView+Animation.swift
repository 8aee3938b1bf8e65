import AutoLayout

/// One `UIView.animate` call as it was recorded: the frames of each hierarchy laid out in its
/// block, before and after, ready to be sampled at any time with UIKit's timing curve.
///
/// Nothing moves over time here: the block runs at once, the layout it asks for happens at
/// once, and the completion handler is called with `true` before `animate` returns (UIKit
/// calls it when the animation ends). What an animation would show is what the transition
/// answers for any time fraction.
public struct UIViewAnimation {
    public var duration: TimeInterval
    public var delay: TimeInterval
    public var options: UIView.AnimationOptions
    /// Per hierarchy laid out in the block: its frames (root coordinates) before and after.
    public var transitions: [LayoutTransition]

    /// The frame of `view` in its window's (root's) coordinates at time fraction `t` (0 the
    /// start, 1 the end), nil if no transition holds it.
    @MainActor
    public func frame(of view: UIView, at t: Double) -> CGRect? {
        for transition in transitions {
            if let r = transition.frame(of: view.backing, at: t) { return CGRect(r) }
        }
        return nil
    }
}

extension UIView {
    /// `UIView.AnimationOptions`, with UIKit's raw values. The curve options choose the timing
    /// curve of the recorded transition; the others are kept.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options choose (ease in, ease out by default).
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// `animate(withDuration:animations:completion:)`: runs `animations`, records the frames
    /// before and after of every hierarchy it lays out (`layoutIfNeeded()`) or moves by frame,
    /// and calls `completion(true)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let recorder = UIViewAnimationRecorder()
        let outer = UIViewAnimationRecorder.current
        UIViewAnimationRecorder.current = recorder
        animations()
        UIViewAnimationRecorder.current = outer
        var transitions: [LayoutTransition] = []
        for (root, before) in recorder.roots {
            root.layoutIfNeeded()
            transitions.append(LayoutTransition(from: before, to: LayoutSnapshot(currentFramesOf: root.backing),
                                                curve: options.curve, duration: duration))
        }
        let record = UIViewAnimation(duration: duration, delay: delay, options: options, transitions: transitions)
        for (root, _) in recorder.roots { root.ownAnimations.append(record) }
        completion?(true)
    }

    /// The spring variant: recorded with the ease-in-ease-out curve (a spring's overshoot is
    /// not modelled).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// `performWithoutAnimation(_:)`: runs the block outside any recording.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let outer = UIViewAnimationRecorder.current
        UIViewAnimationRecorder.current = nil
        actions()
        UIViewAnimationRecorder.current = outer
    }

    /// The animations recorded in this view's hierarchy (kept on its root, a window), oldest first.
    public var recordedAnimations: [UIViewAnimation] { rootWrapper.ownAnimations }
}

/// The animation block running now, and the hierarchies it touched with their frames before.
@MainActor
final class UIViewAnimationRecorder {
    static var current: UIViewAnimationRecorder?
    private(set) var roots: [(UIView, LayoutSnapshot)] = []

    /// Called before a hierarchy lays out or moves a view by frame inside the block: the first
    /// time, its frames now are the animation's start.
    func willLayOut(_ root: UIView) {
        guard !roots.contains(where: { $0.0 === root }) else { return }
        roots.append((root, LayoutSnapshot(currentFramesOf: root.backing)))
    }
}
