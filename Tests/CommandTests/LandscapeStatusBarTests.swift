import Foundation
import Testing

/// iOS hides an iPhone's status bar in landscape (compact height), for storyboards as for layout
/// documents: one rule. The Auto Layout Cookbook's Simple Single View pins its view 20 below the
/// top layout guide, whose length is the status bar's, 20 in portrait and 0 in landscape.
@Suite struct LandscapeStatusBarTests {
    static let storyboard = "Tests/CommandTests/Fixtures/LegacyGuides.storyboard"

    func red(_ arguments: [String]) throws -> JSONFrame {
        let result = try Command.run(["render"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        return try renderedViews(result.stdout).frame("Red View")
    }

    @Test func theLegacyTopGuideLosesTheStatusBarInLandscape() throws {
        // Portrait: 20 + 20 from the top, 20 above the bottom (667 − 40 − 20 = 607), margins 16.
        #expect(try red([Self.storyboard]) == JSONFrame(x: 16, y: 40, width: 343, height: 607))
        // Landscape: no status bar, so 0 + 20 from the top, 375 − 20 − 20 = 335 high; the root
        // margins of a phone without a notch in landscape are 20.
        let landscape = try red([Self.storyboard, "--orientation", "landscape"])
        #expect(landscape == JSONFrame(x: 20, y: 20, width: 627, height: 335))
        // The layout document of the same recipe agrees.
        let document = try red(["Examples/Cookbook/SimpleSingleView.yaml", "--orientation", "landscape"])
        #expect(landscape == document)
    }
}
