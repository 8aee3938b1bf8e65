import AutoLayout
import InterfaceBuilder
import LayoutReport

/// A storyboard or xib as a `LayoutSource`: one screen per scene with a root view (or the one
/// `scene` names), laid out at run time (placeholder constraints removed, real controls and
/// stack views) on the document's canvas or on the asked device.
public struct InterfaceBuilderSource: LayoutSource {
    public let document: IBDocument
    public let file: String
    /// The options every layout starts from; a run's device, orientation and traits replace
    /// theirs.
    public var options: IBLayoutOptions

    public init(document: IBDocument, file: String, options: IBLayoutOptions = IBLayoutOptions()) {
        self.document = document
        self.file = file
        self.options = options
    }

    /// Reads the storyboard or xib at `path`.
    public init(contentsOf path: String, options: IBLayoutOptions = IBLayoutOptions()) throws(InterfaceBuilderError) {
        self.init(document: try IBDocument(contentsOf: path), file: path, options: options)
    }

    /// The orientation of the document's `<device>`, portrait when it has none.
    public var ownOrientation: Orientation { document.device?.orientation == .landscape ? .landscape : .portrait }

    /// Every scene (or the one `options.scene` names) laid out with the run's options.
    ///
    /// A custom size does not apply: a scene's root view takes its canvas from a device (the
    /// document's, or `options.device`), as in Interface Builder.
    public func layOut(_ run: LayoutRunOptions) throws -> [any LaidOutScreen] {
        if run.size != nil {
            throw LayoutReportError.optionDoesNotApply(
                option: "--size", file: file,
                reason: "a storyboard's or xib's root view takes the size of its device; pick one with --device")
        }
        var o = options
        o.device = run.device ?? options.device
        o.orientation = run.orientation ?? options.orientation
        o.contentSizeCategory = run.contentSizeCategory ?? options.contentSizeCategory
        o.rightToLeft = run.rightToLeft || options.rightToLeft
        let layout = try run.scene.map { name throws(IBLayoutError) in
            try IBDocumentLayout(document: document, scene: name, options: o)
        } ?? IBDocumentLayout(document: document, options: o)
        guard !layout.scenes.isEmpty else { throw IBLayoutError.nothingToLayOut(file: file) }
        for scene in layout.scenes { scene.sourceFile = file }
        return layout.scenes
    }
}
