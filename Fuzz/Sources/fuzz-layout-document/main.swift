import AutoLayout
import DocumentLayout
import FuzzSupport
import LayoutDocument
import LayoutReport
import Rendering

// Layout documents as `autolayout render` takes them: the YAML read, the document laid out with
// UIKit's controls, the frames checked, the JSON report and table written, the SVG picture drawn
// with every overlay. Errors must be sentences; outputs must be valid JSON and well-formed SVG
// with finite numbers.
Fuzzer.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let source: DocumentSource
    do {
        source = DocumentSource(document: try LayoutDocumentModel(yaml: text, file: "fuzz.yaml"), file: "fuzz.yaml")
    } catch {
        Check.message(error)
        return
    }
    do {
        for screen in try source.layOut(LayoutRunOptions()) {
            try screen.checkFrames(file: source.file)
            Check.json(screen.report().text(), "the JSON report")
            _ = screen.table()
            let renderer = SVGRenderer(overlays: Set(RenderOverlay.allCases), fontEmbedding: .none)
            Check.svg(try renderer.render(screen.scene()))
        }
    } catch {
        Check.message(error)
    }
}
