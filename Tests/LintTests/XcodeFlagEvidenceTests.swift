import Foundation
import InterfaceBuilder
import Testing

/// The twins the corpus measure counts apart: only a flagged view whose unflagged twin matches
/// it in element, frame, superview and constraints.
@Suite struct XcodeFlagEvidenceTests {
    typealias F = LintFixtures

    /// Two 100 × 50 boxes, each with a 20-pt child pinned 10 pt from its top and leading edges;
    /// the first child flagged, the second's leading constant `otherLeading`.
    static func document(otherLeading: Int) throws -> IBDocument {
        func box(_ id: String, y: Double, child: String, leading: Int, flagged: Bool) -> String {
            F.view(id, label: id, frame: (0, y, 100, 50), constraints: """
                <constraint firstItem="\(child)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="\(leading)" id="\(child)l"/>
                <constraint firstItem="\(child)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="10" id="\(child)t"/>
                """).replacingOccurrences(of: "<constraints>", with: "<subviews>\n" + F.view(
                    child, label: child, frame: (10, 10, 20, 20), attributes: flagged ? #" ambiguous="YES""# : "", constraints: """
                    <constraint firstAttribute="width" constant="20" id="\(child)w"/>
                    <constraint firstAttribute="height" constant="20" id="\(child)h"/>
                    """) + "\n</subviews>\n<constraints>")
        }
        let text = F.storyboard(subviews: box("b1", y: 20, child: "c1", leading: 10, flagged: true) + "\n"
                                    + box("b2", y: 100, child: "c2", leading: otherLeading, flagged: false),
                                constraints: "")
        return try IBDocument(data: Data(text.utf8), file: "Twins.storyboard")
    }

    @Test func aFlaggedViewWithAnIdenticalUnflaggedTwinIsApart() throws {
        #expect(XcodeFlagEvidence.ambiguousFlagsWithUnflaggedTwins(try Self.document(otherLeading: 10)) == ["c1"])
    }

    @Test func aDifferentConstantIsNoTwin() throws {
        #expect(XcodeFlagEvidence.ambiguousFlagsWithUnflaggedTwins(try Self.document(otherLeading: 12)).isEmpty)
    }

    /// A flagged box 40 × 40 at (10, 100) of the root, and a flagged label beside it: the box
    /// by its leading edge, top, width and an aspect ratio, the label by its leading edge to the
    /// box, its centre on the box's and its text. Both are decided by the document alone;
    /// without `boxWidth`, neither is (the label's place depends on the box's width).
    static func decidedDocument(boxWidth: Bool, boxInStack: Bool = false) throws -> IBDocument {
        let box = F.view("box", label: "Box", frame: (10, 100, 40, 40), attributes: #" ambiguous="YES""#, constraints: """
            \(boxWidth ? F.constraint("bw", #"firstAttribute="width" constant="40""#) : "")
            \(F.constraint("ba", #"firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="1:1""#))
            """)
        let label = F.label("lab", text: "Title", frame: (58, 110, 40, 20)).replacingOccurrences(of: #"id="lab""#, with: #"ambiguous="YES" id="lab""#)
        let subviews = boxInStack
            ? """
              <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                  <rect key="frame" x="10" y="100" width="40" height="40"/>
                  <subviews>
              \(box)
                  </subviews>
              </stackView>
              \(label)
              """
            : box + "\n" + label
        let constraints = [
            F.constraint("c1", #"firstItem="\#(boxInStack ? "stk" : "box")" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10""#),
            F.constraint("c2", #"firstItem="\#(boxInStack ? "stk" : "box")" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100""#),
            F.constraint("c3", #"firstItem="lab" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8""#),
            F.constraint("c4", #"firstItem="lab" firstAttribute="centerY" secondItem="box" secondAttribute="centerY""#),
        ].joined(separator: "\n")
        return try IBDocument(data: Data(F.storyboard(subviews: subviews, constraints: constraints).utf8), file: "Decided.storyboard")
    }

    @Test func flaggedViewsTheDocumentDecidesAreFound() throws {
        #expect(XcodeFlagEvidence.ambiguousFlagsTheDocumentDecides(try Self.decidedDocument(boxWidth: true)) == ["box", "lab"])
    }

    @Test func aViewWithoutAWidthDecidesNeitherItNorItsNeighbour() throws {
        #expect(XcodeFlagEvidence.ambiguousFlagsTheDocumentDecides(try Self.decidedDocument(boxWidth: false)).isEmpty)
    }

    /// A stack view places its arranged views: the document's constraints alone do not decide them.
    @Test func anArrangedViewIsNeverDecidedByTheDocument() throws {
        #expect(XcodeFlagEvidence.ambiguousFlagsTheDocumentDecides(try Self.decidedDocument(boxWidth: true, boxInStack: true)).isEmpty)
    }
}
