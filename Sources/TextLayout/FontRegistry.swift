import OpenType

/// The fonts text can be measured in: the built-in system font plus any registered files.
///
/// A value type, so each part of a program can hold its own set without locks; fonts made
/// from it keep what they need. Register SF Pro's files and set `systemFamilyName` to
/// "SF Pro" to measure exactly as UIKit does.
public struct FontRegistry: Sendable {
    /// All faces, the built-in ones first, then registered ones in order.
    public private(set) var faces: [FontFace]
    /// Families tried first for characters a font lacks (e.g. "Noto Sans CJK SC" for
    /// Chinese), before the system family and then every other registered family.
    public var fallbackFamilies: [String] = []
    /// The family `systemFont(ofSize:weight:)` uses. Built-in "System" by default.
    public var systemFamilyName: String = SystemFont.familyName

    /// Names that mean the system font in Apple's APIs and Interface Builder files.
    static let systemAliases: Set<String> = ["system", ".applesystemuifont", ".sf ui text", ".sf ui display", "san francisco"]

    /// A registry holding only the built-in system font.
    public init() {
        faces = SystemFont.faces
    }

    /// Registers every face in the font or collection file at `path`; returns them.
    @discardableResult
    public mutating func register(contentsOfFile path: String) throws(TextLayoutError) -> [FontFace] {
        do {
            return try register(bytes: try OpenTypeFont.readBytes(path), source: path)
        } catch let error as TextLayoutError {
            throw error
        } catch let error as OpenTypeError {
            throw .unreadableFont(path: path, error)
        } catch {
            throw .unreadableFont(path: path, .unreadableFile(path: path, reason: "\(error)"))
        }
    }

    /// Registers every face in a font or collection file's bytes; `source` names it in errors.
    @discardableResult
    public mutating func register(bytes: [UInt8], source: String) throws(TextLayoutError) -> [FontFace] {
        let fonts: [OpenTypeFont]
        do {
            fonts = try OpenTypeFont.fonts(in: bytes)
        } catch {
            throw .unreadableFont(path: source, error)
        }
        let added = fonts.enumerated().map { index, font in
            FontFace(font: font, source: fonts.count > 1 ? "\(source)#\(index)" : source)
        }
        faces.removeAll { face in added.contains(face) }
        faces += added
        return added
    }

    /// Registered family names, each once, in registration order.
    public var familyNames: [String] {
        var seen = Set<String>()
        return faces.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The font of `family` nearest to `weight`, at `size` points.
    public func font(family: String, size: Double, weight: FontWeight = .regular) throws(TextLayoutError) -> Font {
        guard size.isFinite, size > 0 else { throw .invalidPointSize(size) }
        var name = family
        if !familyNames.contains(where: { $0.lowercased() == family.lowercased() }),
           Self.systemAliases.contains(family.lowercased()) {
            name = systemFamilyName
        }
        guard let face = bestFace(family: name, weight: weight) else {
            let names = familyNames
            let suggestion = names.min { editDistance($0, family) < editDistance($1, family) }
                .flatMap { editDistance($0, family) <= max(2, family.count / 3) ? $0 : nil }
            throw .unknownFamily(family, suggestion: suggestion, registered: names)
        }
        return makeFont(face: face, size: size, weight: weight)
    }

    /// The system font, like `UIFont.systemFont(ofSize:weight:)`. Sizes that are not
    /// positive and finite give a 0 pt font (which measures everything as empty).
    public func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        let face = bestFace(family: systemFamilyName, weight: weight)
            ?? bestFace(family: SystemFont.familyName, weight: weight) ?? SystemFont.faces[0]
        var font = makeFont(face: face, size: size, weight: weight)
        if case .none = font.trackingRule {
            font = Font(family: font.family, pointSize: font.pointSize, weight: weight, textStyle: nil, face: face,
                        fallbackFaces: font.fallbackFaces, trackingRule: .systemFont)
        }
        return font
    }

    func makeFont(face: FontFace, size: Double, weight: FontWeight) -> Font {
        let rule: Font.TrackingRule
        if let table = face.trackingTable {
            rule = .table(table)
        } else if case .builtIn = face.glyphs {
            rule = .systemFont
        } else {
            rule = .none
        }
        return Font(family: face.family, pointSize: size, weight: weight, textStyle: nil, face: face,
                    fallbackFaces: fallbacks(excluding: face.family, weight: weight), trackingRule: rule)
    }

    /// The upright face of `family` (case-insensitive) best matching `weight`; italic only if no upright one exists.
    func bestFace(family: String, weight: FontWeight) -> FontFace? {
        let members = faces.filter { $0.family.lowercased() == family.lowercased() }
        let upright = members.filter { !$0.isItalic }
        let candidates = upright.isEmpty ? members : upright
        guard let chosen = FontWeight.bestMatch(for: weight.rawValue, among: candidates.map(\.weightClass)) else { return nil }
        return candidates.first { $0.weightClass == chosen }
    }

    /// Fallback faces: `fallbackFamilies`, the system family, then every other family.
    func fallbacks(excluding family: String, weight: FontWeight) -> [FontFace] {
        var order = fallbackFamilies + [systemFamilyName, SystemFont.familyName] + familyNames
        var seen = Set([family.lowercased()])
        order = order.filter { seen.insert($0.lowercased()).inserted }
        return order.compactMap { bestFace(family: $0, weight: weight) }
    }
}
