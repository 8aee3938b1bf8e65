import Foundation
import OpenType

/// Runs the committed fontTools script and decodes what it prints.
///
/// Expected values in these tests come from fontTools (PyPI `fonttools`), an independent
/// reader, never from our own output. When python3 or fontTools is missing the tests fail
/// with a message saying what to install, rather than passing without checking anything.
enum FontTools {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/fonttools_expectations.py").path

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the script with `arguments`, returning standard output.
    static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "fontTools script failed (install it with `pip install fonttools`): "
                          + String(decoding: message, as: UTF8.self))
        }
        return data
    }

    /// fontTools' view of font `index` in the file at `path`.
    static func dump(_ path: String, index: Int = 0) throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: run(["dump", path, String(index)]))
    }

    /// Builds a derived test font with fontTools (`fixture` or `apple-kern`) in a temporary directory.
    static func makeFont(_ command: String, from source: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("swift-autolayout-\(command)-\(ProcessInfo.processInfo.processIdentifier).ttf").path
        _ = try run([command, source, path])
        return path
    }
}

/// What fontTools reports for one font (see Tests/Scripts/fonttools_expectations.py).
struct Expected: Decodable {
    struct Head: Decodable {
        let unitsPerEm, xMin, yMin, xMax, yMax, macStyle, flags, indexToLocFormat: Int
    }
    struct Hhea: Decodable {
        let ascent, descent, lineGap, advanceWidthMax, numberOfHMetrics, caretSlopeRise, caretSlopeRun: Int
    }
    struct OS2: Decodable {
        let version, xAvgCharWidth, usWeightClass, usWidthClass, fsSelection: Int
        let sTypoAscender, sTypoDescender, sTypoLineGap, usWinAscent, usWinDescent: Int
        let sxHeight, sCapHeight: Int?
    }
    struct Post: Decodable {
        let italicAngle: Double
        let underlinePosition, underlineThickness: Int
        let isFixedPitch: Bool
    }
    struct Trak: Decodable {
        struct Track: Decodable {
            let track: Double
            let nameIndex: Int
            let values: [Int]
        }
        let sizes: [Double]
        let tracks: [Track]
    }
    enum NameField: Decodable {
        case number(Int), text(String)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    let tables: [String]
    let cff: Bool
    let head: Head
    let hhea: Hhea
    let numGlyphs: Int
    let advances: [Int]
    let lsbs: [Int]
    let cmap: [[Int]]
    let os2: OS2?
    let names: [[NameField]]?
    let family: String?
    let post: Post?
    let kern: [[Int]]?
    let gposLookups: [Int]?
    let gposPairs: [[Int]]?
    let trak: Trak?
    let numFonts: Int?
}

/// Fonts from Debian packages the tests read, with the package that installs each.
enum SystemFonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    static let inter = "/usr/share/fonts/opentype/inter/"
    static let noto = "/usr/share/fonts/opentype/noto/"

    /// The bytes of a font, or a failure naming the Debian package to install.
    static func bytes(_ path: String) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw FontTools.Failure(description: "missing \(path): install fonts-dejavu-core, fonts-inter and fonts-noto-cjk (apt-get install)")
        }
        return try OpenTypeFont.readBytes(path)
    }
}
