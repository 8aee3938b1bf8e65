import Foundation
import Testing

/// Storyboards and xibs go through every command as documents do: `render` takes every option
/// (or refuses it with exit 2), `check` and `explain` read them, in the same shapes.
@Suite struct StoryboardCommandTests {
    static let leading = "Tests/CommandTests/Fixtures/Leading.storyboard"
    static let conflict = "Tests/CommandTests/Fixtures/Conflict.storyboard"
    static let signIn = "Examples/InterfaceBuilder/SignIn.storyboard"

    func render(_ arguments: [String]) throws -> [String: [String: Any]] {
        let result = try Command.run(["render"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        return try renderedViews(result.stdout)
    }

    /// The box is pinned 20 from the leading edge, 100 wide: right to left it sits 20 from the
    /// right edge of the 375-pt screen. Below a 20-pt status bar, 20 under the safe area.
    @Test func rightToLeftMirrorsLeadingConstraints() throws {
        let ltr = try render([Self.leading]), rtl = try render([Self.leading, "--rtl"])
        #expect(try ltr.frame("Box") == JSONFrame(x: 20, y: 40, width: 100, height: 50))
        #expect(try rtl.frame("Box") == JSONFrame(x: 375 - 20 - 100, y: 40, width: 100, height: 50))
    }

    /// The caption's body font adjusts to the content size category (17 pt at large, 53 at AX5).
    @Test func contentSizeCategoryReachesStoryboardLabels() throws {
        let large = try render([Self.leading])
        let huge = try render([Self.leading, "--content-size-category", "accessibilityExtraExtraExtraLarge"])
        #expect(try huge.frame("Caption").height > large.frame("Caption").height * 2.5)
        #expect(try huge.frame("Caption").y == 40 + 50 + 8)
    }

    @Test func picturesOfAStoryboard() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("scene.svg").path, png = folder.appendingPathComponent("scene.png").path
        let result = try Command.run(["render", Self.leading, "--svg", svg, "--png", png, "--overlay", "margins,constraints"])
        #expect(result.status == 0, "\(result)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        // The box's red background at its frame, the caption's text, a constraint line.
        #expect(text.contains("data-name=\"Box\""))
        #expect(text.contains("x=\"20\" y=\"40\" width=\"100\" height=\"50\" fill=\"#FF0000\""), "\(text.prefix(2000))")
        #expect(text.contains(">Caption</text>"))
        #expect(text.contains("data-constraint") || text.contains("Box.leading"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        // iPhone 8 at 2× pixels per point: 750 × 1334, in the IHDR chunk.
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 750 && bigEndian(20) == 1334)
    }

    @Test func everyDeviceInBothOrientations() throws {
        let result = try Command.run(["render", Self.signIn, "--all-devices", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let reports = try #require(try Command.json(result.stdout) as? [[String: Any]])
        let devices = try Command.run(["devices"]).stdout.split(separator: "\n").dropFirst().count
        #expect(reports.count == devices * 2)
        let sizes = Set(reports.compactMap { ($0["device"] as? [String: Any]).map { "\($0["name"] ?? "") \($0["orientation"] ?? "")" } })
        #expect(sizes.count == devices * 2)
    }

    /// The frames between portrait and landscape, at the times asked; the logo stays centred.
    @Test func animationToAnotherOrientation() throws {
        let result = try Command.run(["render", Self.signIn, "--animate-to-orientation", "landscape", "--at", "0,1", "--linear"])
        #expect(result.status == 0, "\(result)")
        let steps = try #require(try Command.json(result.stdout) as? [[String: Any]])
        #expect(steps.count == 2)
        func logo(_ step: [String: Any]) throws -> JSONFrame {
            let views = try #require(step["views"] as? [[String: Any]])
            return try #require(JSONFrame(views.first { $0["name"] as? String == "Logo" }?["frame"]))
        }
        #expect(try logo(steps[0]).x == (375 - 100) / 2)
        #expect(try logo(steps[1]).x == (667 - 100) / 2)
        // With --svg, an animated picture of the frames.
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("rotation.svg").path
        let animated = try Command.run(["render", Self.signIn, "--animate-to-orientation", "landscape", "--svg", svg,
                                        "--frames", "4", "--duration", "1"])
        #expect(animated.status == 0, "\(animated)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.components(separatedBy: "<g data-frame=").count - 1 == 4)
    }

    @Test("options that do not apply are refused", arguments: [
        ([leading, "--size", "300x500"], "--size"),
        (["Examples/Cookbook/SimpleSingleView.yaml", "--scene", "Main"], "--scene"),
        ([leading, "--overlay", "margins"], "--overlay"),
        ([leading, "--at", "0.5"], "--at"),
        ([leading, "--content-size-categories", "all"], "--content-size-categories"),
        ([leading, "--all-devices", "--device", "iPhone 8"], "--device"),
    ])
    func refused(_ arguments: [String], _ option: String) throws {
        let result = try Command.run(["render"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: \(option)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func checkReadsStoryboards() throws {
        let clean = try Command.run(["check", Self.signIn])
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.contains("iPhone 8 portrait — SignIn.storyboard, scene \"Sign In\""))
        #expect(clean.stdout.contains("iPhone 8 landscape — SignIn.storyboard"))
        let broken = try Command.run(["check", Self.conflict, "--orientation", "portrait", "--format", "json"])
        #expect(broken.status == 1, "\(broken)")
        let results = try #require(try Command.json(broken.stdout) as? [[String: Any]])
        #expect(results.count == 1)
        let issues = try #require(results.first?["issues"] as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues.first?["kind"] as? String == "unsatisfiable")
        // The constraints named as the storyboard writes them: attributes, id and line.
        #expect((issues.first?["broken"] as? String)?.contains("(cfl-W2, line 25)") == true, "\(issues)")
        #expect((issues.first?["conflictsWith"] as? [String]) == ["Box.width == 100 (cfl-W1, line 24)"])
    }

    @Test func explainReadsStoryboards() throws {
        for name in ["Logo", "sgn-Lg-000"] {
            let result = try Command.run(["explain", Self.signIn, name])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasPrefix("Logo: frame (137.5, 84, 100, 100)"), "\(result.stdout)")
        }
        let missing = try Command.run(["explain", Self.signIn, "Lgo"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("did you mean 'Logo'?"), "\(missing.stderr)")
    }
}
