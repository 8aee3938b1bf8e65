import Foundation
import TextLayout

/// The characters of pictures' text that no available font can draw, so that the command can
/// say so instead of leaving empty boxes in the picture unexplained.
///
/// Text is measured in the built-in system font (Inter's metrics) and drawn through the SVG's
/// font-family list, where a rasterizer or a browser falls back, character by character, to
/// any installed font that has it (fontconfig does for rsvg-convert): Chinese, Japanese and
/// Korean text is drawn from an installed CJK font such as Debian's fonts-noto-cjk, measured
/// em-based as that font sets ideographs. A character is covered when the face its line was
/// measured in has it, or some font file under `directories` does.
public struct FontCoverage: Sendable {
    /// Where installed fonts are looked for, recursively.
    public var directories: [String]

    /// Debian's and the usual Unix and macOS font folders, the user's own included.
    public static var defaultDirectories: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts",
                "/Library/Fonts", "/System/Library/Fonts"]
    }

    public init(directories: [String] = FontCoverage.defaultDirectories) {
        self.directories = directories
    }

    /// The distinct visible characters of the scenes' text that no available face covers, in
    /// order of appearance.
    public func uncoveredCharacters(in scenes: [RenderScene]) -> [Character] {
        let builtIn = FontRegistry().faces
        var needed: [Character] = []
        var seen = Set<Character>()
        var ownFiles = Set<String>()
        for line in scenes.flatMap({ $0.items.compactMap(\.text) }).flatMap(\.lines) {
            if !line.font.isBuiltInSystemFont { ownFiles.insert(line.font.source) }
            for character in line.text where !seen.contains(character) {
                seen.insert(character)
                guard let scalar = Self.base(of: character), !builtIn.contains(where: { $0.covers(scalar) }) else { continue }
                needed.append(character)
            }
        }
        guard !needed.isEmpty else { return [] }
        // Files the text was measured in first, then likely CJK files, then every other font.
        let files = Array(ownFiles).map { String($0.split(separator: "#").first ?? Substring($0)) }
            + installedFontFiles().sorted { Self.isLikelyCJK($0) && !Self.isLikelyCJK($1) }
        var remaining = needed
        for file in files where !remaining.isEmpty {
            var registry = FontRegistry()
            guard let faces = try? registry.register(contentsOfFile: file) else { continue }
            remaining.removeAll { character in
                guard let scalar = Self.base(of: character) else { return true }
                return faces.contains { $0.covers(scalar) }
            }
        }
        return remaining
    }

    /// The scalar a font must have to draw `character`: its first that is not whitespace, a
    /// control, a format character or a variation selector; nil when there is none to draw.
    static func base(of character: Character) -> Unicode.Scalar? {
        character.unicodeScalars.first { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
                 .enclosingMark, .surrogate:
                return false
            default:
                return !scalar.properties.isVariationSelector && !scalar.properties.isWhitespace
            }
        }
    }

    static func isLikelyCJK(_ path: String) -> Bool {
        let lower = path.lowercased()
        return ["cjk", "wqy", "droidsansfallback", "unifont", "arphic", "ipa", "nanum"].contains { lower.contains($0) }
    }

    /// Every .ttf, .otf, .ttc and .otc file under `directories`.
    func installedFontFiles() -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for directory in directories {
            guard let walker = manager.enumerator(atPath: directory) else { continue }
            while let relative = walker.nextObject() as? String {
                let lower = relative.lowercased()
                if [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) {
                    files.append(directory + "/" + relative)
                }
            }
        }
        return files
    }

    /// "姓 (U+59D3), … (U+10FFFD)": characters as a warning names them, at most `limit`.
    public static func describe(_ characters: [Character], limit: Int = 12) -> String {
        let shown = characters.prefix(limit).map { c -> String in
            let codes = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            return "\(c) (\(codes.joined(separator: " ")))"
        }
        return shown.joined(separator: ", ") + (characters.count > limit ? " and \(characters.count - limit) more" : "")
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
