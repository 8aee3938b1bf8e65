import LayoutDocument
import AutoLayout

/// What can stop a document from being laid out (a laid-out document with broken constraints is
/// not an error: those are reported as issues).
public enum DocumentLayoutError: Error, CustomStringConvertible {
    /// The document could not be read.
    case document(LayoutDocumentError)
    /// An unknown device name, and where the document names it (nil
    /// when an option named it).
    case unknownDevice(name: String, location: SourceLocation? = nil)
    /// A constraint the layout core refused (an illegal pairing), at its document line.
    case illegalConstraint(location: SourceLocation, source: String, reason: String)
    /// A size that is not positive and finite.
    case invalidSize(width: Double, height: Double)

    public var description: String {
        switch self {
        case .document(let error): return error.description
        case let .unknownDevice(name, location):
            return (location.map { "\($0): " } ?? "") + DeviceCatalog.unknownDeviceMessage(name)
        case let .illegalConstraint(location, source, reason):
            return "\(location): '\(source)': \(reason)"
        case let .invalidSize(width, height):
            return "invalid screen size \(width)x\(height): both sides must be positive"
        }
    }
}
