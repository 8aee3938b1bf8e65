import Foundation
import Testing
@testable import Preview

/// The preview's routes answered without a socket: what each serves, and every way a request
/// is refused (the safety rules), with the status and a message naming what is wrong.
@Suite struct PreviewSiteTests {
    struct Refusal: Sendable, CustomStringConvertible {
        var method = "GET"
        var target: String
        var body = false
        var status: Int
        var message: String
        var description: String { "\(method) \(target)" }
    }

    static let refusals: [Refusal] = [
        Refusal(method: "POST", target: "/", status: 405, message: "POST is not allowed"),
        Refusal(method: "PUT", target: "/document", status: 405, message: "only answers GET"),
        Refusal(method: "DELETE", target: "/api/render", status: 405, message: "only answers GET"),
        Refusal(method: "HEAD", target: "/", status: 405, message: "only answers GET"),
        Refusal(target: "/api/render", body: true, status: 413, message: "request bodies are refused"),
        Refusal(target: "/../Package.swift", status: 404, message: "not found"),
        Refusal(target: "/%2e%2e/Package.swift", status: 404, message: "not found"),
        Refusal(target: "/%2E%2E%2FPackage.swift", status: 404, message: "not found"),
        Refusal(target: "/app.js/../document", status: 404, message: "not found"),
        Refusal(target: "/./document", status: 404, message: "not found"),
        Refusal(target: "/..%5cPackage.swift", status: 404, message: "not found"),
        Refusal(target: "/etc/passwd", status: 404, message: "not found"),
        Refusal(target: "//etc/passwd", status: 404, message: "not found"),
        Refusal(target: "http://example.com/document", status: 404, message: "not found"),
        Refusal(target: "/Package.swift", status: 404, message: "not found"),
        Refusal(target: "/api/render?devic=iPhone+8", status: 400, message: "did you mean 'device'?"),
        Refusal(target: "/api/render?device=iPhone+8&device=iPhone+14", status: 400, message: "more than once"),
        Refusal(target: "/api/render?device=iPhone+88", status: 400, message: "did you mean 'iPhone 8'?"),
        Refusal(target: "/api/render?orientation=sideways", status: 400, message: "expected portrait or landscape"),
        Refusal(target: "/api/render?contentSizeCategory=huge", status: 400, message: "expected one of extraSmall"),
        Refusal(target: "/api/render?rtl=maybe", status: 400, message: "expected 1 or 0"),
        Refusal(target: "/api/render?overlay=margins", status: 400, message: "takes no parameter 'overlay'"),
        Refusal(target: "/api/screen?overlay=margin", status: 400, message: "did you mean 'margins'?"),
        Refusal(target: "/api/render?device=%zz", status: 400, message: "percent-encoding"),
        Refusal(target: "/api/inspect", status: 400, message: "needs the parameter 'view'"),
        Refusal(target: "/api/inspect?view=Name+Labl", status: 404, message: "did you mean 'Name Label'?"),
        Refusal(target: "/api/sheet?devices=iPhone+99", status: 400, message: "parameter 'devices'"),
        Refusal(target: "/api/render?scene=Main", status: 422, message: "a layout document lays out one screen"),
    ]

    @Test(arguments: refusals)
    func refuses(_ r: Refusal) throws {
        let fixture = try PreviewFixture()
        let response = fixture.get(r.target, method: r.method, body: r.body)
        #expect(response.status == r.status)
        #expect(response.contentType.hasPrefix("application/json"))
        let message = try #require((try json(response) as? [String: String])?["error"])
        #expect(message.contains(r.message), "\(message)")
        if r.status == 405 { #expect(response.headers.contains { $0 == ("Allow", "GET") }) }
        // Nothing of a file outside the routes leaks into an error.
        #expect(!response.text.contains("swift-tools-version"))
    }

    @Test func servesThePageAndItsAssetsFromMemory() throws {
        let fixture = try PreviewFixture()
        let page = fixture.get("/")
        #expect(page.status == 200 && page.contentType.hasPrefix("text/html"))
        for id in ["select id=\"device\"", "select id=\"orientation\"", "select id=\"content-size-category\"",
                   "input type=\"checkbox\" id=\"rtl\"", "select id=\"scene\"", "id=\"overlay-margins\"", "id=\"overlay-safe-area\"",
                   "id=\"overlay-guides\"", "id=\"overlay-constraints\"", "id=\"issues\"", "id=\"inspector\"",
                   "<option value=\"iPhone 8\">", "<option value=\"accessibilityExtraExtraExtraLarge\">"] {
            #expect(page.text.contains(id), "\(id)")
        }
        // Offline: nothing is loaded from another host.
        for asset in ["/", "/app.js", "/app.css"] {
            let text = fixture.get(asset).text
            #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"), "\(asset)")
        }
        #expect(fixture.get("/app.js").contentType.hasPrefix("text/javascript"))
        #expect(fixture.get("/app.css").contentType.hasPrefix("text/css"))
        #expect(fixture.get("/document").text == (try fixture.text))
    }

    /// The text field of the cookbook's row, worked out by hand from UIKit's rules: the root's
    /// margins are 16 on an iPhone 8 (375 points wide), so it ends at 375 − 16 = 359; it starts
    /// 20 below the top layout guide, itself 20 (the status bar): y = 40. Right to left, the
    /// label moves to the right margin and the field starts at the left one, 16.
    @Test func renderAnswersWithTheScreenOptions() throws {
        let fixture = try PreviewFixture()
        let portrait = try json(fixture.get("/api/render"))
        let field = try #require(frame(portrait, "Name Text Field"))
        #expect(field[0] + field[2] == 359 && field[1] == 40)
        let label = try #require(frame(portrait, "Name Label"))
        #expect(label[0] == 16 && field[0] == label[0] + label[2] + 8)

        let rtl = try json(fixture.get("/api/render?rtl=1"))
        let rtlLabel = try #require(frame(rtl, "Name Label")), rtlField = try #require(frame(rtl, "Name Text Field"))
        #expect(rtlLabel[0] + rtlLabel[2] == 359 && rtlField[0] == 16)

        let wide = try json(fixture.get("/api/render?device=iPhone+14&orientation=landscape&contentSizeCategory=extraLarge"))
        let device = try #require((wide as? [String: Any])?["device"] as? [String: Any])
        #expect(device["name"] as? String == "iPhone 14" && device["orientation"] as? String == "landscape")
        #expect(device["width"] as? Double == 844 && device["height"] as? Double == 390)
        let traits = try #require((wide as? [String: Any])?["traits"] as? [String: String])
        #expect(traits["contentSizeCategory"] == "extraLarge")
    }

    @Test func screenCarriesTheReportThePictureAndTheMenus() throws {
        let fixture = try PreviewFixture()
        let payload = try #require(try json(fixture.get("/api/screen?overlay=margins,constraints")) as? [String: Any])
        #expect((payload["svg"] as? String)?.contains("<svg") == true)
        #expect(payload["version"] as? Int == 1)
        #expect((payload["scenes"] as? [Any])?.isEmpty == true)
        #expect((payload["devices"] as? [String])?.contains("iPhone 8") == true)
        let report = try #require(payload["report"])
        #expect(frame(report, "Name Label") == frame(try json(fixture.get("/api/render")), "Name Label"))
    }

    @Test func storyboardScenesAreListedAndPicked() throws {
        let fixture = try PreviewFixture(example: "Examples/InterfaceBuilder/SignIn.storyboard")
        let payload = try #require(try json(fixture.get("/api/screen")) as? [String: Any])
        let scenes = try #require(payload["scenes"] as? [[String: String]])
        #expect(!scenes.isEmpty)
        #expect(payload["scene"] as? String == scenes.first?["id"])
        let last = try #require(scenes.last?["id"])
        let picked = try #require(try json(fixture.get("/api/screen?scene=\(last)")) as? [String: Any])
        #expect(picked["scene"] as? String == last)
        #expect(fixture.get("/api/render?scene=nothing-here").status == 422)
    }

    @Test func inspectorSaysWhatDecidesTheFrame() throws {
        let fixture = try PreviewFixture()
        let info = try #require(try json(fixture.get("/api/inspect?view=Name+Label")) as? [String: Any])
        let hugging = try #require(info["contentHuggingPriority"] as? [String: Double])
        let resistance = try #require(info["contentCompressionResistancePriority"] as? [String: Double])
        // The document sets them: hugging 251, compression resistance 750.
        #expect(hugging == ["horizontal": 251, "vertical": 251] && resistance == ["horizontal": 750, "vertical": 750])
        let axes = try #require(info["axes"] as? [[String: Any]])
        let horizontal = try #require(axes.first?["constraints"] as? [[String: Any]])
        // Constraint 1 of the document (line 27) pins the label's leading edge, at priority 1000.
        let leading = try #require(horizontal.first { ($0["text"] as? String)?.contains("line 27") == true })
        #expect(leading["priority"] as? Double == 1000 && leading["direct"] as? Bool == true)
        #expect(leading["views"] as? [String] == ["Name Label"])
        // The text field's hugging (250) gives way to fill the row: it does not hold.
        #expect(horizontal.contains { ($0["text"] as? String)?.contains("Hug:250") == true && $0["unsatisfiedBy"] is Double })
        #expect((info["explain"] as? String)?.hasPrefix("Name Label: frame (16, 45.5,") == true)
    }

    @Test func aBrokenEditIsReportedWithItsLineAndAFixRecovers() throws {
        let fixture = try PreviewFixture()
        let good = try fixture.text
        #expect(fixture.document.version == 1)
        try fixture.write(good.replacingOccurrences(of: "  - 4. Name Text Field.Top = Top Layout Guide.Bottom + 20.0",
                                                    with: "  - 4. Name Text Field.Top = = Top Layout Guide.Bottom"))
        let broken = fixture.get("/api/screen")
        #expect(broken.status == 422)
        let message = try #require((try json(broken) as? [String: String])?["error"])
        #expect(message.contains("30"), "\(message)")
        #expect(fixture.document.version == 2)
        try fixture.write(good.replacingOccurrences(of: "Bottom + 20.0", with: "Bottom + 50.0"))
        let fixed = try json(fixture.get("/api/render"))
        #expect(frame(fixed, "Name Text Field")?[1] == 70)
        #expect(fixture.document.version == 3)
    }
}
