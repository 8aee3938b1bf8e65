import Controls
import InterfaceBuilder
import TextLayout

extension IBSceneLayout {
    /// The registry the controls factory measures with (the built-in one when there is none).
    var fontRegistry: FontRegistry {
        options.factories.lazy.compactMap { ($0 as? IBControlsFactory)?.fonts.registry }.first ?? ControlFonts.registry
    }

    /// The named fonts of an element's text (its font, its attributed text's fragments, a
    /// button's title) that `registry` does not have: `IBFontResolver` measures them as the
    /// system font, and the scene lists them as unsupported. `.AppleSystemUIFont` is the
    /// system font itself.
    static func missingFonts(of element: IBView, in registry: FontRegistry) -> [IBFont] {
        var fonts: [IBFont?] = []
        switch element.content {
        case .label(let l)?: fonts = [l.font] + (l.attributedText?.fragments.map(\.font) ?? [])
        case .button(let b)?: fonts = [b.font] + b.states.flatMap { $0.attributedTitle?.fragments.map(\.font) ?? [] }
        case .textField(let t)?: fonts = [t.font]
        case .textView(let t)?: fonts = [t.font] + (t.attributedText?.fragments.map(\.font) ?? [])
        default: break
        }
        var seen = Set<String>()
        return fonts.compactMap { $0 }.filter { font in
            guard case let .custom(name, family) = font.face, family != ".AppleSystemUIFont",
                  !name.hasPrefix(".SFUI"), seen.insert(name).inserted else { return false }
            return (try? registry.font(family: family ?? name, size: 12)) == nil
        }
    }
}
