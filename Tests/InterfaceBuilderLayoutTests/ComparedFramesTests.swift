import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// `IBVerifier.comparedFrames(_:named:)`, which `lint`'s misplaced rule reads, lays out only the
/// probes the named views need: it must give the frames the whole verification compares.
@Suite(.serialized, .needsCorpus)
struct ComparedFramesTests {
    /// Every compared view of every corpus document, named at once: the same views, in the same
    /// order, with the frame verification compares (the stand-ins' frame for text-dependent
    /// views, `frame` otherwise), and refused exactly when verification refuses the document.
    @Test("the frames of every view agree with verification's, over the corpus")
    func agreesWithVerification() throws {
        var checked = 0, stackDependent = 0
        for path in LayoutCorpus.files {
            guard let document = try? IBDocument(contentsOf: path), unsupportedReason(document) == nil else { continue }
            let verifier = IBVerifier()
            let verdict = try? verifier.verify(document, file: path)
            let named = (verdict?.scenes ?? []).map { Set($0.views.map(\.id)) }
            let compared = try? verifier.comparedFrames(document, named: named)
            #expect((verdict == nil) == (compared == nil), "\(path)")
            guard let verdict, let compared else { continue }
            #expect(verdict.scenes.count == compared.count, "\(path)")
            for (scene, frames) in zip(verdict.scenes, compared) {
                let expected = scene.views.map { v in
                    IBComparedFrame(id: v.id, name: v.name, line: v.line, saved: v.saved,
                                    frame: v.group == .textDependent ? (v.frameWithSavedTextSizes ?? v.frame) : v.frame)
                }
                #expect(expected == frames, "\(path) \(scene.name)")
                checked += frames.count
                stackDependent += scene.views.filter { $0.group == .stackDependent }.count
            }
        }
        // The corpus's compared views (`CorpusAgreementTests`), stack-dependent ones among them.
        #expect(checked >= 1466)
        #expect(stackDependent >= 74)
    }

    /// A scene that names no view is still laid out once, and nothing is compared in it.
    @Test("a scene naming no view compares nothing")
    func noNamedViews() throws {
        let path = try #require(LayoutCorpus.files.first)
        let document = try IBDocument(contentsOf: path)
        let compared = try IBVerifier().comparedFrames(document, named: [])
        #expect(compared.allSatisfy { $0.isEmpty })
        #expect(compared.count == IBDocumentLayout.roots(of: document).count)
    }
}
