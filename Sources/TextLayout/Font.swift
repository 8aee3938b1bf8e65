import OpenType

/// A font at a size: the face that draws it, the faces that stand in for characters it
/// lacks, and its metrics in points, with `UIFont`'s names and sign conventions.
///
/// Fonts are values: they are made by a `FontRegistry` (or `DynamicType`) and carry
/// everything measuring needs, so measuring needs no registry and cannot fail.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The family asked for (the face's family, or the system family name).
    public let family: String
    public let pointSize: Double
    /// The weight asked for; `face.weightClass` is the weight drawn (the nearest available).
    public let weight: FontWeight
    /// The Dynamic Type style this font was made for, if any; lets a control re-resolve it
    /// when the content size category changes.
    public let textStyle: TextStyle?
    public let face: FontFace
    /// Faces tried, in order, for characters `face` lacks (see `TextMeasurer`).
    public let fallbackFaces: [FontFace]
    let trackingRule: TrackingRule

    /// How a font's tracking is found.
    enum TrackingRule: Sendable, Equatable {
        case none
        case table(TrackingTable)
        /// San Francisco's HIG table (`SystemFont.tracking(atPointSize:)`).
        case systemFont
    }

    init(family: String, pointSize: Double, weight: FontWeight, textStyle: TextStyle?, face: FontFace,
         fallbackFaces: [FontFace], trackingRule: TrackingRule) {
        self.family = family
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
        self.textStyle = textStyle
        self.face = face
        self.fallbackFaces = fallbackFaces
        self.trackingRule = trackingRule
    }

    /// Points per font unit.
    var scale: Double { pointSize / face.unitsPerEm }

    /// Distance from the baseline to the top of the line, like `UIFont.ascender`.
    public var ascender: Double { face.ascender * scale }
    /// Distance from the baseline to the bottom of the line, negative, like `UIFont.descender`.
    public var descender: Double { face.descender * scale }
    /// The line gap, like `UIFont.leading`.
    public var leading: Double { face.lineGap * scale }
    /// Height of one line: ascender − descender + leading, like `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + leading }
    public var capHeight: Double { face.capHeight * scale }
    public var xHeight: Double { face.xHeight * scale }

    /// Extra space after each character, in points (negative tightens), at this size.
    public var tracking: Double {
        switch trackingRule {
        case .none: return 0
        case let .table(table): return (table.tracking(pointSize: pointSize) ?? 0) * scale
        case .systemFont: return SystemFont.tracking(atPointSize: pointSize)
        }
    }

    /// The same font at another size, like `UIFont.withSize(_:)`.
    public func withSize(_ size: Double) -> Font {
        Font(family: family, pointSize: size, weight: weight, textStyle: textStyle, face: face,
             fallbackFaces: fallbackFaces, trackingRule: trackingRule)
    }

    /// A copy that remembers the Dynamic Type style it stands for.
    func withTextStyle(_ style: TextStyle?) -> Font {
        Font(family: family, pointSize: pointSize, weight: weight, textStyle: style, face: face,
             fallbackFaces: fallbackFaces, trackingRule: trackingRule)
    }

    public var description: String {
        let size = pointSize == pointSize.rounded() && abs(pointSize) < 1e15 ? String(Int(pointSize)) : String(pointSize)
        return "\(family) \(weight) \(size) pt" + (textStyle.map { " (\($0))" } ?? "")
    }

    public static func == (a: Font, b: Font) -> Bool {
        a.family == b.family && a.pointSize == b.pointSize && a.weight == b.weight && a.textStyle == b.textStyle
            && a.face == b.face && a.fallbackFaces == b.fallbackFaces && a.trackingRule == b.trackingRule
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(face)
    }
}
