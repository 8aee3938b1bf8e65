@testable import TextLayout
import Testing

/// A measured character costs 24 bytes (it was 56: a copied Character and a separate array of
/// prefix sums), and the text of any run of clusters comes back exactly.
@Suite("Measured text storage")
struct MeasuredTextStorageTests {
    @Test("a cluster is 24 bytes")
    func clusterSize() {
        #expect(MemoryLayout<Cluster>.stride == 24)
    }

    @Test("runs of clusters give back their text", arguments: [
        "plain ASCII text", "e\u{301}te\u{301} — naïve café", "日本語のテキスト", "👍🏽 family: 👨‍👩‍👧‍👦 end", "a\r\nb\tc",
    ])
    func runs(text: String) {
        let measured = MeasuredText(text, font: FontRegistry().systemFont(ofSize: 17))
        let characters = Array(text)
        #expect(measured.clusters.count == characters.count)
        for start in 0...characters.count {
            for end in start...characters.count {
                #expect(measured.text(start, end) == String(characters[start..<end]))
            }
        }
        // The running width is the sum of the widths of the runs it covers.
        let whole = measured.width(0, characters.count)
        let split = characters.count / 2
        let parts = measured.width(0, split) + measured.width(split, characters.count) + (split < characters.count ? measured.clusters[split].kernBefore : 0)
        #expect(abs(whole - parts) < 1e-9)
    }

    /// A font size past 2^63 (the reader refuses it; the API does not) described without trapping.
    @Test("a huge font size is described")
    func hugeFontDescription() {
        #expect(FontRegistry().systemFont(ofSize: 1e300).description.contains("1e+300 pt"))
    }
}
