import AutoLayout
import LayoutDocument
import LayoutReport

/// A layout document as a `LayoutSource`: one screen, laid out with real controls unless
/// another factory is given.
public struct DocumentSource: LayoutSource {
    public let document: LayoutDocumentModel
    public let file: String
    public var factory: any DocumentViewFactory

    public init(document: LayoutDocumentModel, file: String, factory: any DocumentViewFactory = ControlsViewFactory()) {
        self.document = document
        self.file = file
        self.factory = factory
    }

    /// Reads the document at `path`.
    public init(contentsOfFile path: String, factory: any DocumentViewFactory = ControlsViewFactory()) throws(LayoutDocumentError) {
        self.init(document: try LayoutDocumentModel(contentsOfFile: path), file: path, factory: factory)
    }

    /// The document's `orientation:`, portrait when it has none.
    public var ownOrientation: Orientation {
        document.orientation.flatMap { Orientation(rawValue: $0.rawValue) } ?? .portrait
    }

    /// The document on the asked device (its own, else the iPhone 8), orientation, size and traits.
    public func layOut(_ options: LayoutRunOptions) throws -> [any LaidOutScreen] {
        if options.scene != nil {
            throw LayoutReportError.optionDoesNotApply(
                option: "--scene", file: file,
                reason: "a layout document lays out one screen; --scene picks a scene of a storyboard or xib")
        }
        let run = DocumentLayoutOptions(device: options.device?.name, orientation: options.orientation, size: options.size,
                                        contentSizeCategory: options.contentSizeCategory ?? .large,
                                        rightToLeft: options.rightToLeft)
        return [try DocumentScreen(document: document, options: run, factory: factory)]
    }
}
