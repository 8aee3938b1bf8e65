import Foundation
import FuzzSupport
import InterfaceBuilder
import InterfaceBuilderLayout

// Storyboards and xibs as `autolayout render` and `verify` take them: the XML read into the
// model, every scene laid out on the document's device, the frames encoded as JSON, and the
// saved frames verified. Errors must be sentences; JSON must be valid with finite numbers.
Fuzzer.run { bytes in
    let document: IBDocument
    do {
        document = try IBDocument(data: Data(bytes), file: "fuzz.storyboard")
    } catch {
        Check.message(error)
        return
    }
    do {
        let layout = try IBDocumentLayout(document: document)
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .throw
        for scene in layout.scenes {
            let rendered = scene.rendered(file: "fuzz.storyboard")
            do {
                Check.json(String(decoding: try encoder.encode(rendered), as: UTF8.self), "the JSON frames")
            } catch {
                Fuzzer.fail("the frames cannot be encoded as JSON: \(error)")
            }
        }
        let verdict = try IBVerifier().verify(document, file: "fuzz.storyboard")
        do {
            Check.json(String(decoding: try encoder.encode(verdict), as: UTF8.self), "the JSON verdict")
        } catch {
            Fuzzer.fail("the verdict cannot be encoded as JSON: \(error)")
        }
    } catch {
        Check.message(error)
    }
}
