import AutoLayout
import DocumentLayout
import FuzzSupport
import LayoutDocument
import Rendering

// Layout documents as `autolayout render` takes them: the YAML read, the document laid out with
// UIKit's controls, the JSON report and the SVG picture written. Errors must be sentences;
// outputs must be valid JSON and well-formed SVG with finite numbers.
Fuzzer.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let document: LayoutDocumentModel
    do {
        document = try LayoutDocumentModel(yaml: text, file: "fuzz.yaml")
    } catch {
        Check.message(error)
        return
    }
    do {
        let laidOut = try DocumentScreen(document: document, factory: ControlsViewFactory())
        Check.json(laidOut.report().text(), "the JSON report")
        _ = laidOut.table()
        let renderer = SVGRenderer(overlays: Set(RenderOverlay.allCases), fontEmbedding: .none)
        Check.svg(try renderer.render(laidOut.scene(content: controlSceneContent)))
    } catch {
        Check.message(error)
    }
}
