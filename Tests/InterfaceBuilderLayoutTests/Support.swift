import AutoLayout
import Foundation
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// The shared corpus of real storyboards and xibs, kept outside the repository (`SharedData`);
/// the tests that read it are skipped without it.
enum LayoutCorpus {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static let root = SharedData.repositoryRoot

    static let directory: String? = SharedData.corpusDirectory

    /// Every storyboard and xib, sorted.
    static var files: [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { directory + "/" + $0 }
    }

    /// The corpus file whose name ends with `suffix`.
    static func file(endingWith suffix: String) throws -> String {
        guard directory != nil else { throw Missing(description: "the Interface Builder corpus is missing") }
        let matches = files.filter { $0.hasSuffix(suffix) }
        guard matches.count == 1, let match = matches.first else {
            throw Missing(description: "\(matches.count) corpus files end with \(suffix)")
        }
        return match
    }
}

/// A layout of one scene (by id) of a corpus document, laid out.
func corpusScene(_ suffix: String, scene: String, options: IBLayoutOptions = IBLayoutOptions(keepsPlaceholderConstraints: true),
                 factories: [any IBViewFactory] = []) throws -> IBSceneLayout {
    var options = options
    options.factories = factories
    let document = try IBDocument(contentsOf: try LayoutCorpus.file(endingWith: suffix))
    let layout = try #require(try IBDocumentLayout(document: document, scene: scene, options: options).scenes.first)
    layout.layout()
    return layout
}

/// A test stand-in for the controls module: fixed intrinsic (alignment-rect) sizes by element
/// id, so that hand derivations can assume them, and the controls' alignment insets. Every
/// other element is left to the plain factory.
struct FixedSizeFactory: IBViewFactory {
    var sizes: [String: Size]

    func makeView(_ context: IBViewContext) -> IBMadeView? {
        guard let size = sizes[context.element.id] else { return nil }
        let view = IBElementView(typeName: context.element.uiKitClassName, name: context.element.displayName)
        view.explicitIntrinsicContentSize = size
        view.elementAlignmentInsets = IBControlMetrics.alignmentInsets(of: context.element, document: context.document)
        return IBMadeView(view: view, contentSource: .textAndControlMetrics)
    }
}

/// A frame as `(x, y, width, height)`.
func frame(_ layout: IBSceneLayout, _ id: String) -> [Double]? {
    guard let f = layout.views[id]?.frame else { return nil }
    return [f.minX, f.minY, f.width, f.height]
}

/// A storyboard with one view controller scene, for fixtures.
///
/// `body` is the root view's `<subviews>` and `<constraints>` (and anything else inside the
/// root `<view>`); the root is `root` with a safe-area guide `safe` when `safeAreas`, and the
/// controller has legacy guides `top` and `bottom` otherwise.
func storyboard(tools: String = "14460", device: String? = "retina4_7", orientation: String = "portrait",
                safeAreas: Bool = true, traits: Bool = true, width: Double = 375, height: Double = 667,
                controllerAttributes: String = "", controllerExtra: String = "", body: String,
                moreScenes: String = "") -> String {
    let deviceElement = device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\"/>" } ?? ""
    let guides = safeAreas ? "" : """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top"/>
            <viewControllerLayoutGuide type="bottom" id="bottom"/>
        </layoutGuides>
        """
    let safe = safeAreas ? "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>" : ""
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(traits ? " useTraitCollections=\"YES\"" : "")\
    \(safeAreas ? " useSafeAreas=\"YES\"" : "") initialViewController="vc">
        \(deviceElement)
        <scenes>
            <scene sceneID="scene">
                <objects>
                    <viewController id="vc" \(controllerAttributes) sceneMemberID="viewController">
                        \(guides)
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(body)
                            \(safe)
                        </view>
                        \(controllerExtra)
                    </viewController>
                </objects>
            </scene>
            \(moreScenes)
        </scenes>
    </document>
    """
}

/// A plain subview with constraints off and a saved frame.
func subview(_ id: String, _ x: Double = 0, _ y: Double = 0, _ w: Double = 10, _ h: Double = 10,
             attributes: String = "", inner: String = "") -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(w)" height="\(h)"/>
        \(inner)
    </view>
    """
}

/// Reads a fixture and lays its first scene out.
func layOut(_ xml: String, options: IBLayoutOptions = IBLayoutOptions(keepsPlaceholderConstraints: true)) throws -> IBSceneLayout {
    let document = try IBDocument(xml: xml, file: "fixture.storyboard")
    let layout = try #require(try IBDocumentLayout(document: document, options: options).scenes.first)
    layout.layout()
    return layout
}
