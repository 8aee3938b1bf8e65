/// Everything that can go wrong in the Rendering module.
///
/// Drawing itself cannot fail once a scene is valid; errors come from numbers that cannot
/// be drawn (NaN frames, a zero canvas), overlay names that do not exist, and the outside
/// world: a missing rasterizer, a file that cannot be written.
public enum RenderingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The canvas must be finite and larger than zero both ways.
    case invalidCanvasSize(RenderSize)
    /// Display scales must be finite and positive.
    case invalidDisplayScale(Double)
    /// A number of an item that cannot be drawn; `item` names it, `field` says which number.
    case invalidValue(item: String, field: String, value: String)
    /// An overlay name that is not one of `RenderOverlay`'s; `suggestion` is the closest valid one.
    case unknownOverlay(String, suggestion: String?)
    /// A contact sheet needs at least one scene.
    case emptyContactSheet
    /// `rsvg-convert` is not installed (or not where it was said to be).
    case rasterizerMissing(searched: [String])
    /// `rsvg-convert` ran and failed.
    case rasterizerFailed(status: Int32, message: String)
    /// A file could not be read or written.
    case fileError(path: String, reason: String)
    /// A PNG would be larger than `PNGRasterizer.maximumSide` pixels a side or
    /// `PNGRasterizer.maximumPixels` in all: its width and height in pixels.
    case pictureTooLarge(width: Double, height: Double)

    public var description: String {
        switch self {
        case let .invalidCanvasSize(size):
            return "the canvas size \(size) cannot be drawn: expected a finite width and height greater than 0"
        case let .invalidDisplayScale(scale):
            return "display scale \(scale) is not a positive, finite number (expected e.g. 2 or 3)"
        case let .invalidValue(item, field, value):
            return "'\(item)': its \(field) \(value) cannot be drawn"
        case let .unknownOverlay(name, suggestion):
            let known = RenderOverlay.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown overlay '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (overlays: \(known))"
        case .emptyContactSheet:
            return "a contact sheet needs at least one scene"
        case let .rasterizerMissing(searched):
            return "rsvg-convert was not found (looked in: \(searched.joined(separator: ", "))); "
                + "install it with 'apt-get install librsvg2-bin' (Debian, Ubuntu) or 'brew install librsvg' (macOS)"
        case let .rasterizerFailed(status, message):
            let detail = message.trimming([" ", "\n", "\t", "\r"])
            return "rsvg-convert failed with exit status \(status)" + (detail.isEmpty ? "" : ": \(detail)")
        case let .fileError(path, reason):
            return "'\(path)': \(reason)"
        case let .pictureTooLarge(width, height):
            return "the PNG would be \(formatNumber(width.rounded(.up)))×\(formatNumber(height.rounded(.up))) pixels, more than "
                + "the 16,384 pixels a side or 100 million pixels in all that are drawn; use --svg, or a smaller --size "
                + "or fewer devices and categories"
        }
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimming(_ set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
