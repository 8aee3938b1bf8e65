// UIKit's names over this package's types, so that layout code written for iOS compiles here
// behind `#if canImport(UIKit) import UIKit #else import UIKitCompatibility #endif`.
//
// Foundation comes with it, as it does with UIKit: `CGRect`, `CGSize`, `CGPoint` and `CGFloat`
// are Foundation's own (swift-corelibs-foundation has them on Linux), and CGFloat converts to
// and from Double implicitly, so the engine's Double-valued types stand behind UIKit's names
// where the shapes agree.
@_exported import Foundation
import AutoLayout
import TextLayout
import VisualFormat

// MARK: Value types that are the engine's own

/// `UIEdgeInsets`: the engine's insets (`top`, `left`, `bottom`, `right`).
public typealias UIEdgeInsets = AutoLayout.EdgeInsets
/// `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction.
public typealias NSDirectionalEdgeInsets = AutoLayout.DirectionalEdgeInsets
/// `UILayoutPriority`: 1...1000, with `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`.
public typealias UILayoutPriority = AutoLayout.LayoutPriority
/// `UITraitCollection`: size classes, content size category, layout direction, display scale.
public typealias UITraitCollection = AutoLayout.TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = AutoLayout.UserInterfaceSizeClass
/// `UIContentSizeCategory`, with UIKit's raw values and order.
public typealias UIContentSizeCategory = AutoLayout.ContentSizeCategory
/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = AutoLayout.LayoutDirection
/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = AutoLayout.SemanticContentAttribute
/// `UIFont`: a font at a size, with real metrics (the built-in system font stands for SF Pro).
public typealias UIFont = TextLayout.Font
/// `UIFontDescriptor`'s weights and text styles are `UIFont.Weight` and `UIFont.TextStyle`.
public typealias NSLineBreakMode = TextLayout.LineBreakMode

extension UILayoutPriority {
    /// `UILayoutPriority(_:)` from a `Float`, UIKit's raw type. (Disfavoured, so that a
    /// literal, `UILayoutPriority(rawValue: 999)`, picks the engine's `Double` without ambiguity.)
    @_disfavoredOverload
    public init(_ value: Float) { self.init(Double(value)) }
    /// `UILayoutPriority(rawValue:)` from a `Float`.
    @_disfavoredOverload
    public init(rawValue value: Float) { self.init(Double(value)) }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { a + Double(b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { a - Double(b) }
}

extension UIContentSizeCategory {
    /// `UIContentSizeCategory.unspecified` reads as the default size, `large`.
    public static var unspecified: UIContentSizeCategory { .large }
}

extension UITraitCollection {
    /// `hasDifferentColorAppearance(comparedTo:)`: colors do not take part in layout here, so
    /// never.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool { false }
}

// MARK: Geometry between Foundation and the engine

extension CGRect {
    /// `inset(by:)`: the rectangle moved in by `insets` (UIKit's `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var point: Point { Point(x: Double(x), y: Double(y)) }
}
