import Foundation
import FuzzSupport
import InterfaceBuilder
import InterfaceBuilderLayout
import LayoutReport
import Rendering

// Storyboards and xibs as `autolayout render` and `verify` take them: the XML read into the
// model, every scene laid out on the document's device, the frames checked and reported as JSON,
// a picture drawn, and the saved frames verified. Errors must be sentences; JSON must be valid
// with finite numbers, SVG well-formed.
Fuzzer.run { bytes in
    let document: IBDocument
    do {
        document = try IBDocument(data: Data(bytes), file: "fuzz.storyboard")
    } catch {
        Check.message(error)
        return
    }
    let source = InterfaceBuilderSource(document: document, file: "fuzz.storyboard")
    do {
        for screen in try source.layOut(LayoutRunOptions()) {
            try screen.checkFrames(file: source.file)
            Check.json(screen.report().text(), "the JSON report")
            _ = screen.table()
            Check.svg(try SVGRenderer(fontEmbedding: .none).render(screen.scene()))
        }
    } catch {
        Check.message(error)
    }
    do {
        let verdict = try IBVerifier().verify(document, file: "fuzz.storyboard")
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .throw
        do {
            Check.json(String(decoding: try encoder.encode(verdict), as: UTF8.self), "the JSON verdict")
        } catch {
            Fuzzer.fail("the verdict cannot be encoded as JSON: \(error)")
        }
    } catch {
        Check.message(error)
    }
}
