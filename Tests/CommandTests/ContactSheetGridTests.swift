import Foundation
import Testing

/// `render --all-devices` draws a contact sheet that reads on a screen: rows of a few devices,
/// each device captioned, its portrait and landscape side by side.
@Suite struct ContactSheetGridTests {
    struct Placed { var label: String; var x: Double; var y: Double }

    @Test func devicesInRowsWithOrientationsPaired() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("sheet.svg").path
        let result = try Command.run(["render", "Examples/Cookbook/SimpleSingleView.yaml", "--all-devices", "--svg", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let match = try #require(text.firstMatch(of: /<svg[^>]* width="([0-9.]+)"/))
        let width = try #require(Double(match.output.1))
        // The widest row is one 12.9-inch iPad, portrait (1024) beside landscape (1366), with
        // 32-pt gaps around and between: 2,486 points, where one row of every device was 29,240.
        #expect(width <= 32 + 1024 + 32 + 1366 + 32, "\(width)")
        let placed = text.matches(of: /<g transform="translate\(([0-9.]+),([0-9.]+)\)" clip-path="[^"]*" data-scene="([^"]*)"/)
            .map { Placed(label: String($0.output.3), x: Double($0.output.1) ?? -1, y: Double($0.output.2) ?? -1) }
        let devices = try Command.run(["devices"]).stdout.split(separator: "\n").dropFirst()
            .map { String($0.prefix(30)).trimmingCharacters(in: .whitespaces) }
        #expect(placed.count == devices.count * 2)
        for (index, device) in devices.enumerated() where 2 * index + 1 < placed.count {
            let portrait = placed[2 * index], landscape = placed[2 * index + 1]
            #expect(portrait.label == "portrait" && landscape.label == "landscape")
            #expect(portrait.y == landscape.y && portrait.x < landscape.x, "\(device): \(portrait) \(landscape)")
            // Each device's name is its group's caption.
            #expect(text.contains("data-item=\"caption \(index)\"") && text.contains(">\(device)</text>"), "\(device)")
        }
        #expect(Set(placed.map(\.y)).count > 4, "several rows")
    }
}
