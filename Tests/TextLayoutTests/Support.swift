import Foundation
import Testing
@testable import TextLayout

/// Fonts from Debian packages and the fontTools script, for the TextLayout tests.
enum Fixtures {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    static let notoSansCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let interDirectory = "/usr/share/fonts/opentype/inter/"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/fonttools_expectations.py").path

    /// DejaVu Sans Mono, where every character advances 1233 of 2048 units: at this size exactly 10 pt,
    /// so line widths in the tests are 10 pt per character, worked out by counting.
    static let monoSize = 20480.0 / 1233.0

    /// A registry with DejaVu Sans and Sans Mono registered.
    static func dejaVuRegistry() throws -> FontRegistry {
        var registry = FontRegistry()
        try registry.register(contentsOfFile: dejaVuSans)
        try registry.register(contentsOfFile: dejaVuMono)
        return registry
    }

    static func mono() throws -> Font {
        try dejaVuRegistry().font(family: "DejaVu Sans Mono", size: monoSize)
    }

    struct ScriptFailure: Error, CustomStringConvertible { let description: String }

    /// fontTools' advances and 'kern' pair adjustments for the characters of `text` in the font at `path`.
    static func fontToolsCharacters(_ path: String, _ text: String) throws -> (advances: [UInt32: Int], pairs: [[Int]]) {
        guard let json = try runScript(["chars", path, text]),
              let advances = json["advances"] as? [[Int]], let pairs = json["pairs"] as? [[Int]] else {
            throw ScriptFailure(description: "fontTools script failed on \(path): install python3 and `pip install fonttools`")
        }
        var map: [UInt32: Int] = [:]
        for entry in advances { map[UInt32(entry[0])] = entry[1] }
        return (map, pairs)
    }
}

extension Fixtures {
    /// Runs the fontTools script; its JSON output as a dictionary, nil when it failed.
    static func runScript(_ arguments: [String]) throws -> [String: Any]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// fontTools' cmap ([code point, glyph]) and advances (by glyph) of the font at `path`.
    static func fontToolsDump(_ path: String) throws -> (cmap: [[Int]], advances: [Int]) {
        guard let json = try runScript(["dump", path]),
              let cmap = json["cmap"] as? [[Int]], let advances = json["advances"] as? [Int] else {
            throw ScriptFailure(description: "fontTools script failed on \(path): install python3 and `pip install fonttools`")
        }
        return (cmap, advances)
    }
}

/// Floating-point comparison for widths built from sums of scaled integers.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
