import Foundation
@testable import Rendering
import TestSupport
import Testing
import TextLayout

/// Controls look like UIKit's: the expected colors at points worked out from UIKit's
/// sizes (switch 51 × 31 with a 27 pt knob 2 pt inside, a 28 pt slider thumb, 4 pt
/// tracks) and UIKit's default colors composited over white.
struct ControlPixelTests {
    struct Probe: CustomTestStringConvertible, Sendable {
        let what: String
        let x: Double, y: Double
        let color: RenderColor
        var testDescription: String { what }
    }

    static let s = Showcase.self
    static let probes: [Probe] = [
        // Switch on (308, 241): green track left of the knob, white knob centered 15.5 from the right end.
        Probe(what: "switch on: track", x: s.toggle.minX + 6, y: s.toggle.midY, color: .systemGreen),
        Probe(what: "switch on: knob", x: s.toggle.maxX - 15.5, y: s.toggle.midY, color: .white),
        // Switch off (249, 241): knob on the left, secondarySystemFill track on the right.
        Probe(what: "switch off: knob", x: s.toggleOff.minX + 15.5, y: s.toggleOff.midY, color: .white),
        Probe(what: "switch off: track", x: s.toggleOff.maxX - 6, y: s.toggleOff.midY, color: .secondarySystemFill),
        // Slider (14, 288, 347 wide) at 0.25: thumb center 14 + 14 + 0.25 × (347 − 28) = 107.75.
        Probe(what: "slider: filled track", x: 40, y: s.slider.midY, color: .systemBlue),
        Probe(what: "slider: thumb", x: 107.75, y: s.slider.midY, color: .white),
        Probe(what: "slider: empty track", x: 300, y: s.slider.midY, color: .systemFill),
        Probe(what: "slider: above the track", x: 300, y: s.slider.midY - 4, color: .white),
        // Progress (16, 383, 343 × 4) at 0.5: tint up to x = 187.5, systemFill after.
        Probe(what: "progress: done", x: 100, y: s.progress.midY, color: .systemBlue),
        Probe(what: "progress: to do", x: 270, y: s.progress.midY, color: .systemFill),
        // Stepper (16, 335, 94 × 32): tertiarySystemFill, the minus centered in the left half.
        Probe(what: "stepper: background", x: s.stepper.minX + 6, y: s.stepper.midY, color: .tertiarySystemFill),
        Probe(what: "stepper: minus", x: s.stepper.minX + 23.5, y: s.stepper.midY, color: .label),
        // Segmented control (126, 335, 233 × 32, three segments): "Week" selected, a white card.
        Probe(what: "segments: unselected", x: s.segments.minX + 6, y: s.segments.midY, color: .tertiarySystemFill),
        Probe(what: "segments: selected card", x: s.segments.minX + 233 / 3 + 8, y: s.segments.midY, color: .white),
        // Image view (105, 395, 120 × 90): systemGray6 placeholder.
        Probe(what: "image view: placeholder", x: s.image.minX + 4, y: s.image.minY + 4, color: .systemGray6),
        // Rounded text field: white inside, the placeholder in placeholderText (checked below).
        Probe(what: "text field: inside", x: s.field.maxX - 10, y: s.field.midY, color: .white),
    ]

    @Test(arguments: probes)
    func controlPixels(_ probe: Probe) throws {
        let picture = try Self.showcase()
        let seen = picture.pixel(probe.x, probe.y)
        #expect(seen.shows(probe.color, tolerance: 3), "\(probe.what) at (\(probe.x), \(probe.y)): \(seen), expected \(probe.color)")
    }

    /// The showcase is rasterized once and shared by the probes.
    static let rasterized = Result { try Render.png(Showcase.scene(), overlays: []) }

    static func showcase() throws -> Picture { try rasterized.get() }

    @Test func buttonTitleIsInTheTintColorAndCentered() throws {
        let picture = try Self.showcase()
        let frame = Showcase.button
        let ink = try #require(picture.inkBounds(in: frame, where: \.isBlue))
        #expect(abs(ink.midX - frame.midX) <= 1.5, "title ink \(ink) centered in \(frame)")
        let darkest = (0..<Int(frame.width * 2)).compactMap { dx -> PNGImage.Pixel? in
            let p = picture.image[Int(frame.minX * 2) + dx, Int(ink.midY * 2)]
            return p.isBlue ? p : nil
        }.min { Int($0.r) + Int($0.g) < Int($1.r) + Int($1.g) }
        #expect(darkest.map { $0.shows(.systemBlue, tolerance: 40) } == true, "strongest title pixel \(String(describing: darkest))")
    }

    @Test func textFieldPlaceholderIsGrayInsideThePadding() throws {
        let picture = try Self.showcase()
        let frame = Showcase.field
        let ink = try #require(picture.inkBounds(in: frame.insetBy(dx: 2, dy: 2), where: \.isMarked))
        // The text starts 7 pt in (the round-rect padding), plus the "n"'s small side bearing.
        #expect(ink.minX >= frame.minX + 7 && ink.minX <= frame.minX + 9, "placeholder starts at \(ink.minX)")
        let placeholderPixels = (Int(ink.minX * 2)..<Int(ink.maxX * 2)).map { picture.image[$0, Int(ink.midY * 2)] }
        // Nothing darker than the placeholder color: gray text, not black.
        #expect(placeholderPixels.allSatisfy { $0.r >= 190 }, "placeholder pixels are light gray")
        #expect(placeholderPixels.contains { $0.shows(.placeholderText, tolerance: 12) })
        // The rounded border: a light gray hairline at the middle of the left edge, not the corner.
        #expect(picture.pixel(frame.minX, frame.midY).isMarked)
    }

    @Test func activityIndicatorHasEightSpokesFadingClockwise() throws {
        let picture = try Self.showcase()
        let frame = Showcase.largeSpinner
        let radius = frame.width / 2 * 0.72
        let alphas = (0..<8).map { index -> Int in
            let angle = Double(index) * Double.pi / 4
            let p = picture.pixel(frame.midX + radius * sin(angle), frame.midY - radius * cos(angle))
            return 255 - Int(p.r)
        }
        #expect(alphas.allSatisfy { $0 > 20 }, "every spoke is drawn: \(alphas)")
        #expect(alphas == alphas.sorted(by: >), "darkest at the top, lighter clockwise: \(alphas)")
        // Between two spokes: background.
        let between = picture.pixel(frame.midX + radius * sin(Double.pi / 8), frame.midY - radius * cos(Double.pi / 8))
        #expect(between.shows(.white, tolerance: 20))
    }
}
