/// An iPhone or iPad model as the layout sees it: points, scale, insets and size classes.
///
/// Values are measured ones (iOS 16.2 Simulator data from
/// marcbouchenoire/dimmmensions, iOS 15 for the older notched phones) and the Interface Builder
/// ids Interface Builder writes in `<device id=…>`.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The marketing name ("iPhone 8").
    public var name: String
    /// Other names that select this device ("iPhone SE (3rd generation)").
    public var aliases: [String]
    /// Interface Builder's device id (`retina4_7`), where known.
    public var interfaceBuilderID: String?
    /// Portrait size in points.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    public var idiom: Idiom
    /// Safe-area insets with no bars, portrait (status bar, sensor housing, home indicator).
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets with no bars, landscape (status bar hidden on iPhone).
    public var landscapeSafeArea: EdgeInsets
    /// Size classes (width, height) per orientation.
    public var portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    public var landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)

    public enum Idiom: String, Sendable { case phone, pad }

    public var description: String { name }

    public static func == (a: Device, b: Device) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether the phone has a sensor housing and home indicator (Face ID).
    public var hasHomeIndicator: Bool { portraitSafeArea.bottom > 0 }

    /// The screen size in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets with no bars in `orientation`.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The size classes in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let pair = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
        return (pair.0, pair.1)
    }

    /// The root view's system minimum side margin (measured in the Simulator): iPhones narrower
    /// than 414 pt get 16 in portrait, others 20; phones in landscape 20 without a notch and 16 (on
    /// top of the safe-area inset) with one; iPads 20 everywhere.
    public func systemMinimumSideMargin(in orientation: Orientation) -> Double {
        switch idiom {
        case .pad: return 20
        case .phone:
            if orientation == .portrait { return portraitSize.width < 414 ? 16 : 20 }
            return landscapeSafeArea.left > 0 ? 16 : 20
        }
    }

    /// Navigation bar height (measured in the Simulator): 44, 32 on a phone in compact height, 50
    /// on iPad.
    public func navigationBarHeight(in orientation: Orientation) -> Double {
        switch idiom {
        case .pad: return 50
        case .phone: return sizeClasses(in: orientation).vertical == .compact ? 32 : 44
        }
    }

    /// Toolbar height: 44 (50 on iPad), plus nothing; the home indicator is part of the safe area.
    public var toolbarHeight: Double { idiom == .pad ? 50 : 44 }
    /// Tab bar height: 49 (third-party Simulator figures, the home indicator added separately).
    public var tabBarHeight: Double { 49 }
}


