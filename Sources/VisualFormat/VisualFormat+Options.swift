extension VisualFormat {
    /// UIKit's `NSLayoutConstraint.FormatOptions`: alignment, direction and spacing, same raw values.
    ///
    /// Values from UIKit's `NSLayoutConstraint.h` (`NSLayoutFormatOptions`): each `alignAll…` flag is
    /// `1 << attribute.rawValue`; the direction options sit in bits 16–17; the spacing option in
    /// bit 19. Keeping the raw values lets the binding pass a UIKit mask straight through.
    ///
    /// Where each option is legal (UIKit's rules, checked by the parser):
    /// - `alignAll…` must be perpendicular to the orientation: vertical attributes (top, bottom,
    ///   centerY, baselines) in `H:` strings, horizontal ones (left, right, leading, trailing,
    ///   centerX) in `V:` strings. UIKit checks this only when it joins two views, so a string with
    ///   a single view accepts any alignment option and adds nothing.
    /// - The direction options change only `H:` strings; `V:` strings ignore them.
    /// - `spacingBaselineToBaseline` is for `V:` strings; in an `H:` string UIKit rejects it as soon
    ///   as a connection is finished.
    /// - At most one direction option. UIKit does not check this (both bits read as left-to-right);
    ///   this parser rejects the combination, because no caller means it.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Aligns the left edges of adjacent views (`1 << 1`).
        public static let alignAllLeft = Options(attribute: .left)
        /// Aligns the right edges of adjacent views (`1 << 2`).
        public static let alignAllRight = Options(attribute: .right)
        /// Aligns the top edges of adjacent views (`1 << 3`).
        public static let alignAllTop = Options(attribute: .top)
        /// Aligns the bottom edges of adjacent views (`1 << 4`).
        public static let alignAllBottom = Options(attribute: .bottom)
        /// Aligns the leading edges of adjacent views (`1 << 5`).
        public static let alignAllLeading = Options(attribute: .leading)
        /// Aligns the trailing edges of adjacent views (`1 << 6`).
        public static let alignAllTrailing = Options(attribute: .trailing)
        /// Aligns the horizontal centers of adjacent views (`1 << 9`).
        public static let alignAllCenterX = Options(attribute: .centerX)
        /// Aligns the vertical centers of adjacent views (`1 << 10`).
        public static let alignAllCenterY = Options(attribute: .centerY)
        /// Aligns the last baselines of adjacent views (`1 << 11`).
        public static let alignAllLastBaseline = Options(attribute: .lastBaseline)
        /// UIKit's older name for `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        /// Aligns the first baselines of adjacent views (`1 << 12`, iOS 8+).
        public static let alignAllFirstBaseline = Options(attribute: .firstBaseline)
        /// The bits that hold alignment options (`0xFFFF`); UIKit acts on bits 1…12 of it.
        public static let alignmentMask = Options(rawValue: 0xFFFF)

        /// Leading/trailing attributes, following the layout direction (the default, `0`).
        public static let directionLeadingToTrailing = Options([])
        /// Left/right attributes, views from left to right (`1 << 16`).
        public static let directionLeftToRight = Options(rawValue: 1 << 16)
        /// Left/right attributes, views from right to left (`2 << 16`).
        public static let directionRightToLeft = Options(rawValue: 2 << 16)
        /// The bits that hold the direction (`3 << 16`).
        public static let directionMask = Options(rawValue: 3 << 16)

        /// Spacing between the edges of views (the default, `0`).
        public static let spacingEdgeToEdge = Options([])
        /// `V:` spacing from one view's last baseline to the next one's first baseline (`1 << 19`).
        public static let spacingBaselineToBaseline = Options(rawValue: 1 << 19)
        /// The bit that holds the spacing option (`1 << 19`).
        public static let spacingMask = Options(rawValue: 1 << 19)

        /// The `alignAll…` option for one attribute: `1 << attribute.rawValue`.
        ///
        /// Also reaches the width and height bits (7 and 8), which UIKit honours although it
        /// publishes no name for them.
        public init(attribute: LayoutAttribute) {
            self.init(rawValue: 1 << UInt(attribute.rawValue))
        }

        /// The attributes UIKit aligns adjacent views on: the set bits 1…12, in ascending order.
        public var alignmentAttributes: [LayoutAttribute] {
            (1...12).compactMap { bit in
                rawValue & (1 << UInt(bit)) == 0 ? nil : LayoutAttribute(rawValue: bit)
            }
        }

        /// The direction the options ask for, or `nil` when both direction bits are set.
        public var direction: Direction? {
            switch rawValue & Options.directionMask.rawValue {
            case 0: .leadingToTrailing
            case Options.directionLeftToRight.rawValue: .leftToRight
            case Options.directionRightToLeft.rawValue: .rightToLeft
            default: nil
            }
        }
    }

    /// Which horizontal attributes a format string produces, and in which order it reads.
    public enum Direction: Hashable, Sendable {
        /// Leading and trailing: follows the user interface layout direction.
        case leadingToTrailing
        /// Left and right, the string read from left to right.
        case leftToRight
        /// Left and right, the string read from right to left: its first view is the rightmost.
        case rightToLeft
    }
}
