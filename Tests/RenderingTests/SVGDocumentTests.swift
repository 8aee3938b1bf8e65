import Foundation
@testable import Rendering
import TestSupport
import Testing
import TextLayout

/// The SVG is well-formed XML whatever the names and text, carries the fonts, and bad
/// scenes get errors naming the item and the number.
struct SVGDocumentTests {
    static let tricky: [String] = [
        "Tom & Jerry", "<script>alert(1)</script>", "quotes \" and ' apostrophes", "]]> and <!-- -- -->",
        "control \u{1}\u{8}\u{B}\u{1F} characters", "tab\there", "emoji 👩‍👩‍👧 and 中文", "\u{FFFE}\u{FFFF} noncharacters",
    ]

    @Test(arguments: tricky)
    func namesAndTextAreEscaped(_ text: String) throws {
        var label = RenderItem.label(text, frame: RenderRect(x: 0, y: 0, width: 300, height: 30), text: text)
        label.isAmbiguous = true
        let scene = RenderScene(title: text, size: RenderSize(width: 300, height: 100), items: [
            label,
            RenderItem(name: text, frame: RenderRect(x: 0, y: 40, width: 300, height: 32),
                       kind: .segmentedControl(titles: [text, "b"], selectedIndex: 0)),
        ], constraints: [RenderConstraint(name: text, from: .zero, to: RenderPoint(x: 10, y: 10), label: text, isBroken: true)])
        let svg = try SVGRenderer(overlays: Set(RenderOverlay.allCases)).render(scene)
        #expect(xmlError(svg) == nil, "\(xmlError(svg) ?? "")")
        let texts = textElements(svg)
        // Drawn as given, but with tabs as spaces and without controls (measured as nothing) or noncharacters.
        var expected = ""
        for scalar in text.unicodeScalars where scalar == "\t" || scalar.value >= 0x20 && scalar.value < 0xFFFE {
            expected.unicodeScalars.append(scalar == "\t" ? " " : scalar)
        }
        let drawn = try #require(texts.first { $0.text.hasPrefix(String(expected.prefix(3))) })
        #expect(!drawn.text.contains("&amp;"), "escaped once, read back as the text")
    }

    @Test func everyOverlayCombinationIsWellFormed() throws {
        let all = RenderOverlay.allCases
        for mask in 0..<(1 << all.count) {
            let overlays = Set(all.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let svg = try SVGRenderer(overlays: overlays, fontEmbedding: .none).render(Showcase.scene())
            #expect(xmlError(svg) == nil, "overlays \(overlays): \(xmlError(svg) ?? "")")
        }
    }

    @Test func documentHasSizeTitleAndTextLines() throws {
        let svg = try SVGRenderer(fontEmbedding: .none).render(Showcase.scene(title: "My screen"))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(svg.contains("width=\"375\" height=\"667\" viewBox=\"0 0 375 667\""))
        #expect(svg.contains("<title>My screen</title>"))
        let texts = textElements(svg)
        #expect(texts.contains { $0.item == "title" && $0.text == "Settings" })
        #expect(texts.contains { $0.item == "done" && $0.text == "Done" })
        #expect(texts.contains { $0.item == "email" && $0.text == "name@example.com" })
        // The segmented control's titles are laid out by the renderer itself.
        #expect(["Day", "Week", "Month"].allSatisfy { title in texts.contains { $0.text == title } })
    }

    // MARK: Fonts

    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    @Test func embeddedFontIsTheInterFileTheMetricsCameFrom() throws {
        let file = try #require(FileManager.default.contents(atPath: Self.interRegular), "fonts-inter is installed by .ci/run")
        let svg = try SVGRenderer(fontEmbedding: .embedded).render(Showcase.scene())
        let rule = try #require(svg.components(separatedBy: "@font-face").first { $0.contains("font-weight: 400;") })
        #expect(rule.contains("font-family: 'AutoLayout System'"))
        let base64 = try #require(rule.components(separatedBy: "base64,").last?.components(separatedBy: ")").first)
        #expect(Data(base64Encoded: base64) == file, "the embedded bytes are Inter Regular's file")
        // Bold (the title) and semibold (the selected segment) are embedded too; medium is not used.
        #expect(svg.contains("font-weight: 700;") && svg.contains("font-weight: 600;") && !svg.contains("font-weight: 500;"))
        #expect(svg.contains("font-family=\"'AutoLayout System', Inter, sans-serif\""))
    }

    @Test func referencedFontsPointAtTheFiles() throws {
        let svg = try SVGRenderer(fontEmbedding: .referenced).render(Showcase.scene())
        #expect(svg.contains("url('file://" + Self.interRegular + "')"))
        #expect(!svg.contains("base64"))
        #expect(svg.count < 100_000)
    }

    @Test func missingFontFilesFallBackToTheFamilyListWithANote() throws {
        let svg = try SVGRenderer(fontEmbedding: .embedded, fontDirectories: ["/nonexistent"]).render(Showcase.scene())
        #expect(!svg.contains("@font-face"))
        #expect(svg.contains("<!-- no font file found for System 400"))
        #expect(svg.contains("Inter, sans-serif"))
        #expect(xmlError(svg) == nil)
    }

    @Test func aDifferentFontFileIsNotPassedOffAsTheSystemFont() throws {
        // A directory whose "Inter-Regular.otf" is really DejaVu Sans: its widths differ, so it is refused.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-fake-inter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try FileManager.default.copyItem(atPath: dejaVu, toPath: directory.path + "/Inter-Regular.ttf")
        let scene = RenderScene(size: RenderSize(width: 100, height: 40), items: [
            .label("l", frame: RenderRect(x: 0, y: 0, width: 100, height: 40), text: "Hello"),
        ])
        let svg = try SVGRenderer(fontEmbedding: .embedded, fontDirectories: [directory.path]).render(scene)
        #expect(!svg.contains("@font-face"))
        #expect(svg.contains("does not have the built-in system font's widths"))
    }

    @Test func registeredFontFilesAreEmbeddedUnderTheirFamily() throws {
        var registry = FontRegistry()
        try registry.register(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let font = try registry.font(family: "DejaVu Sans", size: 15)
        let scene = RenderScene(size: RenderSize(width: 200, height: 40), items: [
            .label("l", frame: RenderRect(x: 0, y: 0, width: 200, height: 40), text: "DejaVu", font: font),
        ])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("font-family: 'DejaVu Sans'; font-weight: 400; font-style: normal; src: url(data:font/ttf;base64,"))
        #expect(svg.contains("font-family=\"'DejaVu Sans', sans-serif\""))
    }

    // MARK: Errors

    struct BadScene: CustomTestStringConvertible, Sendable {
        let what: String
        let scene: RenderScene
        let error: RenderingError
        var testDescription: String { what }
    }

    static let size = RenderSize(width: 100, height: 100)
    static func with(_ item: RenderItem) -> RenderScene { RenderScene(size: size, items: [item]) }
    static let badScenes: [BadScene] = [
        BadScene(what: "zero width", scene: RenderScene(size: RenderSize(width: 0, height: 10)),
                 error: .invalidCanvasSize(RenderSize(width: 0, height: 10))),
        BadScene(what: "infinite height", scene: RenderScene(size: RenderSize(width: 10, height: .infinity)),
                 error: .invalidCanvasSize(RenderSize(width: 10, height: .infinity))),
        BadScene(what: "display scale 0", scene: RenderScene(size: size, displayScale: 0), error: .invalidDisplayScale(0)),
        BadScene(what: "NaN frame", scene: with(.view("box", frame: RenderRect(x: .nan, y: 0, width: 1, height: 1), backgroundColor: nil)),
                 error: .invalidValue(item: "box", field: "frame", value: "(0, 0, 1, 1)")),
        BadScene(what: "alpha 2", scene: with(RenderItem(name: "a", frame: .zero, alpha: 2)),
                 error: .invalidValue(item: "a", field: "alpha", value: "2 (expected 0...1)")),
        BadScene(what: "negative corner radius", scene: with(RenderItem(name: "c", frame: .zero, cornerRadius: -1)),
                 error: .invalidValue(item: "c", field: "corner radius", value: "-1.0 (expected a finite number ≥ 0)")),
        BadScene(what: "slider NaN", scene: with(RenderItem(name: "s", frame: .zero, kind: .slider(value: .nan))),
                 error: .invalidValue(item: "s", field: "slider value", value: "nan in 0.0...1.0")),
        BadScene(what: "progress infinite", scene: with(RenderItem(name: "p", frame: .zero, kind: .progressView(progress: .infinity))),
                 error: .invalidValue(item: "p", field: "progress", value: "inf")),
    ]

    @Test(arguments: badScenes)
    func badScenesAreReportedByItemAndField(_ example: BadScene) {
        #expect(throws: example.error) { try SVGRenderer().render(example.scene) }
    }

    @Test func errorMessagesNameTheProblem() {
        #expect(RenderingError.invalidValue(item: "box", field: "frame", value: "(0, 0, 1, 1)").description
                == "'box': its frame (0, 0, 1, 1) cannot be drawn")
        let missing = RenderingError.rasterizerMissing(searched: ["/x/rsvg-convert"]).description
        #expect(missing.contains("apt-get install librsvg2-bin") && missing.contains("/x/rsvg-convert"))
    }

    @Test func missingRasterizerIsAClearError() {
        let rasterizer = PNGRasterizer(executablePath: "/nonexistent/rsvg-convert")
        #expect(!rasterizer.isAvailable)
        #expect(throws: RenderingError.rasterizerMissing(searched: ["/nonexistent/rsvg-convert"])) {
            try rasterizer.rasterize(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>")
        }
    }

    @Test func rasterizerFailureCarriesItsMessage() {
        #expect {
            try PNGRasterizer().rasterize(svg: "<svg><unclosed></svg>")
        } throws: { error in
            guard case let .rasterizerFailed(status, message)? = error as? RenderingError else { return false }
            return status != 0 && !message.isEmpty
        }
    }

    @Test func pngFileIsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scene = RenderScene(size: RenderSize(width: 30, height: 20), backgroundColor: .systemGreen, displayScale: 3)
        try PNGRasterizer().write(svg: try SVGRenderer().render(scene), scale: scene.displayScale, to: path)
        let image = try PNGImage(bytes: [UInt8](try #require(FileManager.default.contents(atPath: path))))
        #expect(image.width == 90 && image.height == 60)
        #expect(image[45, 30].shows(.systemGreen))
    }
}
