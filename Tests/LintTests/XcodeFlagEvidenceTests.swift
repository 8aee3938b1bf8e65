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
}
