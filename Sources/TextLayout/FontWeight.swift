/// A font weight, with UIKit's names from ultra-light to black.
///
/// Raw values are the OpenType weight classes (usWeightClass) the names correspond to in
/// SF Pro's faces: UIKit's `ultraLight` is lighter than `thin`, hence 100 and 200.
public enum FontWeight: Int, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The nearest named weight to an OpenType weight class (ties go to the lighter one).
    public init(weightClass: Int) {
        let clamped = min(max(weightClass, 100), 900)
        self = FontWeight.allCases.min { abs($0.rawValue - clamped) < abs($1.rawValue - clamped) } ?? .regular
    }

    /// `UIFont.Weight`'s raw value for this weight (-0.8 for ultra-light ... 0.62 for black).
    public var uiKitValue: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// UIKit's name of the weight, e.g. "semibold".
    public var description: String {
        switch self {
        case .ultraLight: return "ultraLight"
        case .thin: return "thin"
        case .light: return "light"
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        case .heavy: return "heavy"
        case .black: return "black"
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    /// Picks the face for `desired` among available weights, by the CSS Fonts 4 matching rule
    /// (§5.2, font-weight): from 400 to 500 try up to 500, then lighter, then heavier; below 400
    /// lighter first; above 500 heavier first. No weight is synthesized: the nearest face is used.
    static func bestMatch(for desired: Int, among available: [Int]) -> Int? {
        guard !available.isEmpty else { return nil }
        if available.contains(desired) { return desired }
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        if desired >= 400 && desired <= 500 {
            if let upTo500 = heavier.first(where: { $0 <= 500 }) { return upTo500 }
            return lighter.first ?? heavier.first
        }
        if desired < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }
}
