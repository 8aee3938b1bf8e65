import AutoLayout
import TextLayout

/// What a control draws, as plain data for renderers: shapes and lines of text, in the
/// coordinate space of the view's frame (origin at the frame's top-left corner).
///
/// Colours are not decided here: each element carries a `DrawingRole` (text, placeholder, tint,
/// track, ...) that a renderer maps to its palette, as UIKit maps them to `label`,
/// `placeholderText`, `tintColor` and the system fills.
public struct DrawnContent: Sendable, Equatable {
    public var shapes: [DrawnShape]
    public var textLines: [DrawnTextLine]

    public init(shapes: [DrawnShape] = [], textLines: [DrawnTextLine] = []) {
        self.shapes = shapes
        self.textLines = textLines
    }

    /// The same content moved by `dx`, `dy` (into the root's space, for example).
    public func offsetBy(dx: Double, dy: Double) -> DrawnContent {
        DrawnContent(shapes: shapes.map { $0.offsetBy(dx: dx, dy: dy) },
                     textLines: textLines.map { $0.offsetBy(dx: dx, dy: dy) })
    }

    /// The text of every line, joined by newlines: what a reader sees.
    public var displayedText: String { textLines.map(\.text).joined(separator: "\n") }
}

/// What an element of a control stands for, so that a renderer can colour it.
public enum DrawingRole: String, Sendable, CaseIterable {
    /// Body text (labels, text fields, text views): UIKit's `label` colour.
    case text
    /// A text field's placeholder: `placeholderText`.
    case placeholder
    /// Tinted content: button titles, the filled part of sliders and progress views, a switch
    /// that is on, the spinner's spokes.
    case tint
    /// The unfilled part of a slider or progress view, a switch that is off.
    case track
    /// Background fills (a segmented control's or a stepper's background).
    case fill
    /// Borders (text fields, steppers).
    case border
    /// A switch's or slider's thumb.
    case thumb
    /// The selected segment of a segmented control.
    case selection
    /// An image.
    case image
}

/// One shape a control draws.
public struct DrawnShape: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case ellipse
        /// A straight stroke; `frame` is its bounding box.
        case line(from: Point, to: Point, lineWidth: Double)
        /// An image (by name), drawn into `frame`.
        case image(name: String?)
    }

    public var kind: Kind
    public var frame: Rect
    public var role: DrawingRole
    /// Filled, or only outlined.
    public var isFilled: Bool

    public init(_ kind: Kind, frame: Rect, role: DrawingRole, isFilled: Bool = true) {
        self.kind = kind
        self.frame = frame
        self.role = role
        self.isFilled = isFilled
    }

    public func offsetBy(dx: Double, dy: Double) -> DrawnShape {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        if case let .line(from, to, width) = kind {
            moved.kind = .line(from: Point(x: from.x + dx, y: from.y + dy), to: Point(x: to.x + dx, y: to.y + dy),
                               lineWidth: width)
        }
        return moved
    }
}

/// One line of text a control draws: exactly what it shows, in which font, and where.
public struct DrawnTextLine: Sendable, Equatable {
    /// What the line shows, with "…" where it was truncated.
    public var text: String
    public var font: Font
    /// The left end of the baseline: `x` where the text starts, `y` the baseline.
    public var origin: Point
    /// The advance width of the text, in points.
    public var width: Double
    /// The line's box: from the top of its ascent to the bottom of its descent.
    public var lineFrame: Rect
    /// Whether the line was truncated or clipped.
    public var isTruncated: Bool
    public var role: DrawingRole

    public init(text: String, font: Font, origin: Point, width: Double, lineFrame: Rect, isTruncated: Bool,
                role: DrawingRole) {
        self.text = text
        self.font = font
        self.origin = origin
        self.width = width
        self.lineFrame = lineFrame
        self.isTruncated = isTruncated
        self.role = role
    }

    /// The baseline's y.
    public var baseline: Double { origin.y }

    public func offsetBy(dx: Double, dy: Double) -> DrawnTextLine {
        var moved = self
        moved.origin = Point(x: origin.x + dx, y: origin.y + dy)
        moved.lineFrame = lineFrame.offsetBy(dx: dx, dy: dy)
        return moved
    }
}

/// A view that can say what it draws.
public protocol ContentDrawing: View {
    /// What the view draws when its frame is `size`, in the frame's coordinates.
    func drawnContent(in size: Size) -> DrawnContent
}

extension ContentDrawing {
    /// What the view draws at its current frame, in the frame's coordinates.
    public var drawnContent: DrawnContent { drawnContent(in: bounds.size) }

    /// What the view draws, in the root view's coordinates.
    ///
    /// `snapped: true` (the default) places it at the pixel-snapped frame, as a renderer shows
    /// it; `false` at the engine's exact rectangle, where baseline constraints hold exactly.
    public func drawnContentInRoot(snapped: Bool = true) -> DrawnContent {
        let frame = snapped ? frameInRoot : self.frame(forAlignmentRect: layoutRectInRoot)
        return drawnContent(in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
