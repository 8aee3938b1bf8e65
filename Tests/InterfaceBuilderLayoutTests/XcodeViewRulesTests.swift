import AutoLayout
import InterfaceBuilder
@testable import InterfaceBuilderLayout
import Testing

/// Rules of Interface Builder's design-time layout and measurement that UIKit's runtime does not
/// share, each from Xcode's saved frames in several repositories: arranged views keep their
/// design-time size where only UIStackView's fitting decides it; fonts saved at 0 pt.
struct XcodeViewRulesTests {
    /// A 375-pt vertical stack pinned to the root's top and sides, with `alignment`, holding a
    /// plain view `plain` saved 240 × 10 with only a height constraint, and a plain view `sized`
    /// with a width of 100 (priority 999, so that a fill alignment may override it).
    static func stack(alignment: String) -> String {
        let arranged = subview("plain", 67.5, 0, 240, 10, inner: """
            <constraints><constraint firstAttribute="height" constant="10" id="h1"/></constraints>
            """) + subview("sized", 137.5, 10, 100, 10, inner: """
            <constraints>
                <constraint firstAttribute="height" constant="10" id="h2"/>
                <constraint firstAttribute="width" priority="999" constant="100" id="w2"/>
            </constraints>
            """)
        return storyboard(tools: "20037", body: """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(alignment) \
            translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                    <subviews>\(arranged)</subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s3"/>
            </constraints>
            """)
    }

    @Test("an arranged view without a width keeps its design-time width in a centre-aligned stack")
    func designTimeWidth() throws {
        let layout = try layOut(Self.stack(alignment: "alignment=\"center\""))
        // Saved 240 wide; centred in 375: x = (375 − 240) / 2.
        #expect(frame(layout, "plain") == [67.5, 0, 240, 10])
        // A view whose width a constraint decides is not affected.
        #expect(frame(layout, "sized") == [137.5, 10, 100, 10])
    }

    @Test("UIStackView's own sizing stays where the stack decides the size (fill alignment)")
    func fillAlignmentUnaffected() throws {
        let layout = try layOut(Self.stack(alignment: ""))
        #expect(frame(layout, "plain") == [0, 0, 375, 10])
        #expect(frame(layout, "sized") == [0, 10, 375, 10])
    }

    @Test("without the rule, UIStackView's ambiguity suppression makes the view 0 wide")
    func suppressionWithoutDesignTimeSize() throws {
        let layout = try layOut(Self.stack(alignment: "alignment=\"center\""))
        let plain = try #require(layout.views["plain"])
        var seen = Set<ObjectIdentifier>()
        let designTime = plain.constraintsAffectingLayout(for: .horizontal).filter {
            $0.identifier == "IB-design-time-size" && $0.firstItem === plain && seen.insert(ObjectIdentifier($0)).inserted
        }
        #expect(designTime.count == 1)
        designTime.first?.deactivate()
        layout.layout()
        #expect(frame(layout, "plain")?[2] == 0)
    }

    @Test("a font saved at 0 pt is read and measured at Core Text's default size, 12 pt")
    func zeroPointFont() throws {
        let xml = storyboard(body: """
            <subviews>
                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="16" y="6" width="25" height="14.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                </label>
            </subviews>
            """)
        let document = try IBDocument(xml: xml)
        guard case .label(let label)? = document.allViews.first(where: { $0.id == "label" })?.content else {
            Issue.record("no label")
            return
        }
        #expect(label.font?.size == .unspecified)
        #expect(IBFontResolver().font(label.font)?.pointSize == 12)
        #expect(throws: InterfaceBuilderError.self) {
            try IBDocument(xml: xml.replacingOccurrences(of: "pointSize=\"0.0\"", with: "pointSize=\"-1\""))
        }
    }
}
