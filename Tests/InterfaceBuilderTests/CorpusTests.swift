import Foundation
import InterfaceBuilder
import LayoutVocabulary
import TestSupport
import Testing

/// Every corpus document read by the Swift reader and cross-checked against an independent
/// reading by Python's xml.etree and against the corpus's own manifest.
@Suite("Interface Builder corpus", .needsCorpus)
struct CorpusTests {
    @Test("the corpus is present with its 124 documents")
    func corpusIsPresent() throws {
        _ = try Corpus.requireDirectory()
        #expect(Corpus.files.count == 124)
        #expect(Corpus.manifest.count == 124)
    }

    @Test("reads without error, lists its unsupported elements by name and line", arguments: Corpus.files)
    func readsWithoutError(file: String) throws {
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        for feature in document.unsupported {
            #expect(!feature.element.isEmpty && feature.line >= 1)
        }
    }

    @Test("matches the manifest: constraint count and device", arguments: Corpus.files)
    func matchesManifest(file: String) throws {
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        let row = try #require(Corpus.manifest[file])
        #expect(document.allConstraints.count == row.constraintCount)
        // The manifest writes "retina4_7", "retina4_7 landscape", or "none…" for no <device>.
        if row.deviceColumn.hasPrefix("none") {
            #expect(document.device == nil)
        } else {
            let words = row.deviceColumn.split(separator: " ").map(String.init)
            #expect(document.device?.id == words[0])
            #expect(document.device?.orientation.rawValue == (words.count > 1 ? words[1] : "portrait"))
        }
    }

    @Test("matches xml.etree: document, scenes, controllers, device", arguments: Corpus.files)
    func matchesPythonDocument(file: String) throws {
        let expected = try PythonReading.reading(of: file)
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        #expect(document.kind.rawValue == expected.kind)
        #expect(document.toolsVersion == expected.toolsVersion)
        #expect(document.useAutolayout == expected.useAutolayout)
        #expect(document.useTraitCollections == expected.useTraitCollections)
        #expect(document.useSafeAreas == expected.useSafeAreas)
        #expect(document.device?.id == expected.device?.id)
        #expect(document.device?.orientation.rawValue == expected.device?.orientation)
        #expect(document.scenes.count == expected.scenes)
        let controllers = document.scenes.flatMap(\.objects.viewControllers)
        #expect(controllers.map(\.id) == expected.controllers.map(\.id))
        #expect(controllers.map(\.elementName) == expected.controllers.map(\.element))
        #expect(controllers.map(\.view?.id) == expected.controllers.map(\.rootView))
        let variations = document.allViews.flatMap { $0.variations + $0.constraints.flatMap(\.variations) }
        #expect(variations.count == expected.variations)
    }

    @Test("matches xml.etree: every view, its line, saved frame, flags and priorities", arguments: Corpus.files)
    func matchesPythonViews(file: String) throws {
        let expected = try PythonReading.reading(of: file)
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        let framed = document.allViews.filter { $0.frame != nil }
        #expect(framed.count == expected.views.count)
        let ours = Dictionary(framed.map { (key(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        for view in expected.views {
            let name = "\(view.element) '\(view.id)'"
            guard let actual = ours["\(view.element)|\(view.id)"] else {
                Issue.record("\(file): \(name) is missing")
                continue
            }
            if view.id.isEmpty { continue } // id-less content views: counted, not matched one to one
            #expect(actual.line == view.line, "\(name)")
            let frame = try #require(actual.frame)
            #expect([frame.x, frame.y, frame.width, frame.height] == view.frame, "\(name)")
            #expect(actual.translatesAutoresizingMaskIntoConstraints == view.translatesAutoresizingMask, "\(name)")
            #expect(actual.hidden == view.hidden && actual.misplaced == view.misplaced
                    && actual.ambiguous == view.ambiguous, "\(name)")
            #expect([actual.contentHuggingPriority.horizontal, actual.contentHuggingPriority.vertical]
                    == view.hugging, "\(name)")
            #expect([actual.compressionResistancePriority.horizontal, actual.compressionResistancePriority.vertical]
                    == view.compressionResistance, "\(name)")
        }
    }

    @Test("matches xml.etree: every constraint as written, with its line", arguments: Corpus.files)
    func matchesPythonConstraints(file: String) throws {
        let expected = try PythonReading.reading(of: file)
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        let ours = Dictionary(document.allConstraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(ours.count == expected.constraints.count)
        for constraint in expected.constraints {
            guard let actual = ours[constraint.id] else {
                Issue.record("\(file): constraint \(constraint.id) is missing")
                continue
            }
            let name = "constraint \(constraint.id)"
            #expect(actual.line == constraint.line, "\(name)")
            #expect(actual.ownerID == constraint.owner, "\(name)")
            #expect(actual.firstItem == constraint.firstItem, "\(name)")
            #expect(actual.firstAttribute == LayoutAttribute(name: constraint.firstAttribute), "\(name)")
            #expect(actual.relation.name == constraint.relation, "\(name)")
            #expect(actual.secondItem == constraint.secondItem, "\(name)")
            #expect(actual.secondAttribute == constraint.secondAttribute.flatMap(LayoutAttribute.init(name:)), "\(name)")
            #expect(abs(actual.multiplier.value - constraint.multiplier) <= 1e-12, "\(name)")
            #expect(actual.constant == constraint.constant, "\(name)")
            #expect(actual.priority == constraint.priority, "\(name)")
            #expect(actual.isStandardSpacing == constraint.symbolic, "\(name)")
            #expect(actual.isPlaceholder == constraint.placeholder, "\(name)")
            #expect(actual.variations.count == constraint.variations, "\(name)")
        }
    }

    @Test("matches xml.etree: stack views and layout guides", arguments: Corpus.files)
    func matchesPythonStacksAndGuides(file: String) throws {
        let expected = try PythonReading.reading(of: file)
        let document = try IBDocument(contentsOf: try Corpus.path(file))
        let stacks = document.allViews.filter { $0.kind == .stackView }
        #expect(stacks.count == expected.stackViews.count)
        for (view, stack) in zip(stacks, expected.stackViews) {
            let attributes = try #require(view.stackView)
            #expect(view.id == stack.id)
            #expect(attributes.axis.rawValue == stack.axis, "stack \(stack.id)")
            #expect(attributes.distribution.rawValue == stack.distribution, "stack \(stack.id)")
            #expect(attributes.alignment.rawValue == stack.alignment, "stack \(stack.id)")
            #expect(attributes.spacing == stack.spacing, "stack \(stack.id)")
            #expect(attributes.arrangedSubviewIDs == stack.arranged, "stack \(stack.id)")
        }
        var guides = document.allViews.flatMap { view in view.layoutGuides.map { ($0.id, $0.key, view.id) } }
        guides += document.viewControllers.flatMap { controller in
            controller.layoutGuides.map { ($0.id, "legacy-" + $0.type.rawValue, controller.id) }
        }
        let expectedGuides = expected.guides.map { "\($0.id) \($0.key) \($0.owner ?? "-")" }.sorted()
        #expect(guides.map { "\($0.0) \($0.1) \($0.2)" }.sorted() == expectedGuides)
    }

    /// Element and id: how the script names a view.
    func key(of view: IBView) -> String {
        "\(view.elementName)|\(view.idIsSynthesized ? "" : view.id)"
    }
}
