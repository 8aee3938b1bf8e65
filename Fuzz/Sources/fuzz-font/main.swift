import FuzzSupport
import OpenType
import TextLayout

// Font files as the font registry reads them (TrueType, OpenType with CFF, collections), then
// a text measured and broken into lines with the face. Errors must be sentences; metrics must
// be finite.
let sample = "Hello, World! fi ffl AVAWAY Ŧêxŧ 日本語 مرحبا 👍🏽"

Fuzzer.run { bytes in
    var registry = FontRegistry()
    let faces: [FontFace]
    do {
        faces = try registry.register(bytes: bytes, source: "fuzz.ttf")
    } catch {
        Check.message(error)
        return
    }
    for face in faces {
        let font: Font
        do {
            font = try registry.font(family: face.family, size: 17, weight: FontWeight(weightClass: face.weightClass))
        } catch {
            Check.message(error)
            continue
        }
        for value in [font.ascender, font.descender, font.lineHeight, font.capHeight, font.xHeight] {
            Check.finite(value, "a metric of \(face)")
        }
        Check.finite(TextMeasurer.width(of: sample, font: font), "the width of a line")
        let wrapped = TextMeasurer.layout(sample, font: font, options: TextLayoutOptions(maximumWidth: 80, numberOfLines: 0))
        Check.finite(wrapped.width, "the width of wrapped text")
        Check.finite(wrapped.height, "the height of wrapped text")
    }
}
