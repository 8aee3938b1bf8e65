import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import TestSupport
import Testing

/// `IBLayoutOptions.keepsSizesNonNegative`: imported views stop at size 0 where the constraints
/// would make them negative, as the frames Xcode saved show.
struct NonNegativeSizeTests {
    /// Two views across a 375-pt root: `a` wants 400 at priority 750, the spacer `s` takes what
    /// is left up to the trailing edge.
    static let squeezedSpacer = storyboard(body: """
        <subviews>\(subview("a"))\(subview("s"))</subviews>
        <constraints>
            <constraint firstItem="a" firstAttribute="width" constant="400" priority="750" id="w1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
            <constraint firstItem="s" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="p2"/>
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="p3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p4"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="p5"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h1"/>
            <constraint firstItem="s" firstAttribute="height" constant="10" id="h2"/>
        </constraints>
        """)

    @Test("a squeezed spacer stops at 0 and the optional width gives way")
    func squeezedSpacerStopsAtZero() throws {
        let layout = try layOut(Self.squeezedSpacer)
        // a + s = 375 and s >= 0: a gets 375 of its 400, s nothing.
        #expect(frame(layout, "a") == [0, 0, 375, 10])
        #expect(frame(layout, "s") == [375, 0, 0, 10])
        #expect(layout.screen.rootView.layoutIssues.isEmpty)
    }

    @Test("with the option off, the core's semantics: the spacer goes negative")
    func optionOff() throws {
        let layout = try layOut(Self.squeezedSpacer,
                                options: IBLayoutOptions(keepsPlaceholderConstraints: true, keepsSizesNonNegative: false))
        // a keeps its 400; s runs from 400 back to 375.
        #expect(frame(layout, "a") == [0, 0, 400, 10])
        #expect(frame(layout, "s") == [400, 0, -25, 10])
    }

    @Test("a document that requires a negative size is reported, not laid out silently")
    func requiredNegativeSizeIsReported() throws {
        let layout = try layOut(storyboard(body: """
            <subviews>\(subview("a"))</subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" constant="-10" id="w1"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="h1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
            </constraints>
            """))
        // One of the two required constraints breaks, with the other as its conflict.
        let issues = layout.screen.rootView.layoutIssues
        #expect(issues.count == 1)
        let summary = issues.map(\.summary).joined()
        #expect(summary.contains("width >= 0") && summary.contains("width == -10"), "\(summary)")
    }

    /// woocommerce LoginPrologueViewController.xib (retina6_0, toolsVersion 21507, a free view):
    /// a container with no height constraint between an image view (top 52 below the safe
    /// area, hugging 1000, compression resistance 1, a 716-pt image) and the safe area's bottom.
    @Test("woocommerce LoginPrologue: the container is 0 high and the image gives way, as Xcode saved", .needsCorpus)
    func loginPrologue() throws {
        let suffix = "woocommerce__woocommerce-ios__WooCommerce__Classes__Authentication__Prologue__LoginPrologueViewController.xib"
        let layout = try corpusScene(suffix, scene: "V2X-Xj-JeZ", factories: IBLayoutOptions.standardFactories)
        for id in ["o29-Vv-KDs", "Rhn-8s-tRs", "bNB-4i-gz9", "3vu-Xh-Yk9"] {
            let saved = try #require(layout.elements[id]?.frame, "no saved frame for \(id)")
            let expected = [saved.x, saved.y, saved.width, saved.height]
            let actual = try #require(frame(layout, id), "no view \(id)")
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(id): \(actual) ≠ saved \(expected)")
        }
        // The document's own conflict (the logo's required compression resistance against its
        // 36-pt height) is reported; nothing involves the floor.
        let issues = layout.screen.rootView.layoutIssues.map { String(describing: $0) }
        #expect(!issues.contains { $0.contains(IBSceneLayout.nonNegativeSizeIdentifier) }, "\(issues)")

        // Without the floor: safe area 47 to 844 − 34 = 810 on retina6_0 from toolsVersion 21000
        // (Xcode's saved documents); the image from 47 + 52 = 99 keeps its 716 and ends at
        // 815, so the container from 815 to 810 is −5 high.
        var options = IBLayoutOptions(keepsPlaceholderConstraints: true)
        options.keepsSizesNonNegative = false
        let unclamped = try corpusScene(suffix, scene: "V2X-Xj-JeZ", options: options, factories: IBLayoutOptions.standardFactories)
        #expect(frame(unclamped, "Rhn-8s-tRs") == [0, 99, 390, 716])
        #expect(frame(unclamped, "o29-Vv-KDs") == [0, 815, 390, -5])
    }
}
