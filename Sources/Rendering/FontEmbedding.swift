import Foundation
import Synchronization
import TextLayout

/// How an SVG brings along the fonts its text was measured in, so a browser draws the same widths.
public enum SVGFontEmbedding: String, Sendable, Hashable, CaseIterable {
    /// The font files inside the SVG, base64 in `@font-face` rules: right in any browser, on
    /// any machine; about 350 KB per weight of the system font.
    case embedded
    /// `@font-face` rules naming the files by `file://` URL and by `local()` name: small, right
    /// where the files are installed.
    case referenced
    /// No `@font-face`: only the font-family list (for the built-in system font: Inter, then sans-serif).
    case none
}

/// Finds the font files behind `RenderFont`s and writes the `@font-face` rules for them.
///
/// The built-in system font's widths were generated from Inter 3.019 (Debian's
/// fonts-inter; see TextLayout's `SystemFont`), so Inter's Regular, Medium, SemiBold and
/// Bold files stand for its four weights. A file is used only if its widths match the
/// built-in metrics (another Inter version would draw other widths); otherwise, and when
/// no file is found, the SVG falls back to the font-family list and says so in a comment.
/// Fonts registered from files are embedded from their own file (not from collections,
/// which browsers cannot load).
struct FontEmbedder {
    let mode: SVGFontEmbedding
    let directories: [String]

    /// The family name the SVG gives the built-in system font's faces.
    static let systemCSSFamily = "AutoLayout System"

    /// Where Inter is usually installed: Debian and Ubuntu, Fedora, Homebrew, macOS.
    static let defaultDirectories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/share/fonts/inter",
        "/usr/share/fonts/rsms-inter", "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts",
    ]

    /// A face the SVG needs.
    struct FaceKey: Hashable, Comparable {
        let family: String
        let weight: Int
        let isItalic: Bool
        let source: String

        init(_ font: RenderFont) {
            family = font.family
            weight = font.weight
            isItalic = font.isItalic
            source = font.source
        }

        static func < (a: FaceKey, b: FaceKey) -> Bool {
            (a.family, a.weight, a.isItalic ? 1 : 0, a.source) < (b.family, b.weight, b.isItalic ? 1 : 0, b.source)
        }
    }

    /// The `font-family` list for a line's font.
    static func cssFamilyList(_ font: RenderFont) -> String {
        if font.isBuiltInSystemFont { return "'\(systemCSSFamily)', Inter, sans-serif" }
        return "'" + cssName(font.family) + "', sans-serif"
    }

    /// A family name safe inside single quotes in CSS and in an XML attribute.
    static func cssName(_ family: String) -> String {
        String(family.unicodeScalars.filter { $0 != "'" && $0 != "\\" && $0 != "\"" && $0.value >= 0x20 }.map(Character.init))
    }

    /// The CSS for `faces` (`@font-face` rules and the text defaults) and comments about faces left out.
    func stylesheet(for faces: Set<FaceKey>) -> (css: String, notes: [String]) {
        var css = "text { font-kerning: normal; font-variant-ligatures: no-contextual; font-synthesis: none; white-space: pre; }\n"
        var notes: [String] = []
        guard mode != .none else { return (css, notes) }
        for face in faces.sorted() {
            let family = face.source == "built-in" ? Self.systemCSSFamily : Self.cssName(face.family)
            guard let file = fontFile(for: face) else {
                notes.append("no font file found for \(face.family) \(face.weight)\(face.isItalic ? " italic" : ""); "
                             + (face.source == "built-in" ? "install Inter 3.19 (Debian: fonts-inter) for the measured widths; " : "")
                             + "text uses the font-family list")
                continue
            }
            if face.source == "built-in", !Self.cachedMatchesBuiltInWidths(file: file, weight: face.weight) {
                notes.append("\(file) does not have the built-in system font's widths (another Inter version?); not used")
                continue
            }
            let format = file.lowercased().hasSuffix(".ttf") ? "truetype" : "opentype"
            let source: String
            switch mode {
            case .embedded:
                guard let base64 = Self.cachedBase64(of: file) else {
                    notes.append("cannot read \(file); text uses the font-family list")
                    continue
                }
                let mime = format == "truetype" ? "font/ttf" : "font/otf"
                source = "url(data:\(mime);base64,\(base64)) format('\(format)')"
            case .referenced, .none:
                let local = face.source == "built-in" ? "local('Inter'), " : "local('\(Self.cssName(face.family))'), "
                source = local + "url('" + fileURL(file) + "') format('\(format)')"
            }
            css += "@font-face { font-family: '\(family)'; font-weight: \(face.weight); "
                + "font-style: \(face.isItalic ? "italic" : "normal"); src: \(source); }\n"
        }
        return (css, notes)
    }

    /// The file drawing `face`: Inter's file of that weight for the system font, else the face's own file.
    func fontFile(for face: FaceKey) -> String? {
        let manager = FileManager.default
        if face.source == "built-in" {
            let name: String
            switch face.weight {
            case ..<450: name = "Inter-Regular"
            case ..<550: name = "Inter-Medium"
            case ..<650: name = "Inter-SemiBold"
            default: name = "Inter-Bold"
            }
            for directory in directories {
                for suffix in [".otf", ".ttf"] where manager.fileExists(atPath: directory + "/" + name + suffix) {
                    return directory + "/" + name + suffix
                }
            }
            return nil
        }
        let lower = face.source.lowercased()
        guard !face.source.contains("#"), lower.hasSuffix(".otf") || lower.hasSuffix(".ttf"),
              manager.fileExists(atPath: face.source) else { return nil }
        return face.source
    }

    func fileURL(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// True when the file's advance widths and kerning give the built-in system font's widths
    /// (tracking aside) on a sample of letters, digits and punctuation, within 0.01 pt at 100 pt.
    /// What a font file gave, kept for the process: a preview or a contact sheet draws many
    /// pictures with the same fonts, and checking and encoding a file costs far more than a
    /// layout. Keyed by path, size and modification time, so a replaced file is read again.
    private static let fileCache = Mutex<[String: (widthsMatch: [Int: Bool], base64: String?)]>([:])

    private static func cacheKey(_ file: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(file)|\(size)|\(date)"
    }

    /// `matchesBuiltInWidths`, once per file and weight.
    static func cachedMatchesBuiltInWidths(file: String, weight: Int) -> Bool {
        let key = cacheKey(file)
        if let known = fileCache.withLock({ $0[key]?.widthsMatch[weight] }) { return known }
        let matches = matchesBuiltInWidths(file: file, weight: weight)
        fileCache.withLock { $0[key, default: ([:], nil)].widthsMatch[weight] = matches }
        return matches
    }

    /// The file's bytes in base64, once per file; nil when it cannot be read.
    static func cachedBase64(of file: String) -> String? {
        let key = cacheKey(file)
        if let known = fileCache.withLock({ $0[key]?.base64 }) { return known }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let base64 = data.base64EncodedString()
        fileCache.withLock { $0[key, default: ([:], nil)].base64 = base64 }
        return base64
    }

    static func matchesBuiltInWidths(file: String, weight: Int) -> Bool {
        var registry = FontRegistry()
        guard let faces = try? registry.register(contentsOfFile: file), let face = faces.first,
              let fileFont = try? registry.font(family: face.family, size: 100, weight: FontWeight.nearest(to: weight))
        else { return false }
        let builtIn = FontRegistry().systemFont(ofSize: 100, weight: FontWeight.nearest(to: weight))
        let sample = "Hamburgefonstiv AVATAR Wo To, 0123456789 (…)"
        // The built-in widths carry San Francisco's width factor, which the renderer draws as a scale.
        let builtInWidth = (TextMeasurer.width(of: sample, font: builtIn) - builtIn.tracking * Double(sample.count))
            / SystemFont.widthScale(of: builtIn.face, atPointSize: 100)
        let fileWidth = TextMeasurer.width(of: sample, font: fileFont) - fileFont.tracking * Double(sample.count)
        return abs(builtInWidth - fileWidth) < 0.01
    }
}

extension FontWeight {
    /// The named weight nearest an OpenType weight class.
    static func nearest(to weightClass: Int) -> FontWeight {
        allCases.min { abs($0.rawValue - weightClass) < abs($1.rawValue - weightClass) } ?? .regular
    }
}
