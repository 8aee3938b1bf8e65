@testable import Rendering
import TextLayout

/// A settings-like screen with every control, at known frames (iPhone 8, portrait), used by
/// the pixel tests and for the README's picture.
enum Showcase {
    static let size = RenderSize(width: 375, height: 667)
    static let titleFrame = RenderRect(x: 16, y: 40, width: 343, height: 41)
    static let truncated = RenderRect(x: 16, y: 89, width: 220, height: 21)
    static let wrapped = RenderRect(x: 16, y: 118, width: 343, height: 61)
    static let field = RenderRect(x: 16, y: 191, width: 343, height: 34)
    static let toggle = RenderRect(x: 308, y: 241, width: 51, height: 31)
    static let toggleOff = RenderRect(x: 249, y: 241, width: 51, height: 31)
    static let toggleLabel = RenderRect(x: 16, y: 246, width: 200, height: 21)
    static let slider = RenderRect(x: 14, y: 288, width: 347, height: 31)
    static let stepper = RenderRect(x: 16, y: 335, width: 94, height: 32)
    static let segments = RenderRect(x: 126, y: 335, width: 233, height: 32)
    static let progress = RenderRect(x: 16, y: 383, width: 343, height: 4)
    static let spinner = RenderRect(x: 16, y: 403, width: 20, height: 20)
    static let largeSpinner = RenderRect(x: 52, y: 395, width: 37, height: 37)
    static let image = RenderRect(x: 105, y: 395, width: 120, height: 90)
    static let button = RenderRect(x: 241, y: 395, width: 118, height: 30)
    static let card = RenderRect(x: 16, y: 501, width: 343, height: 110)
    static let note = RenderRect(x: 16, y: 619, width: 343, height: 28)

    static let truncatedText = "The quick brown fox jumps over the lazy dog"
    static let wrappedText = "Labels wrap by words, as UILabel does. When the text needs more lines than the label allows, the last line that fits ends in an ellipsis, exactly where the measured text stops fitting."

    static func scene(title: String = "Showcase") -> RenderScene {
        let system = FontRegistry()
        var items: [RenderItem] = [
            .label("title", frame: titleFrame, text: "Settings", font: system.systemFont(ofSize: 34, weight: .bold)),
            .label("truncated", frame: truncated, text: truncatedText),
            .label("wrapped", frame: wrapped, text: wrappedText, font: system.systemFont(ofSize: 15),
                   color: .secondaryLabel, numberOfLines: 3),
            .textField("email", frame: field, placeholder: "name@example.com"),
            .label("toggleLabel", frame: toggleLabel, text: "Notifications"),
            RenderItem(name: "toggleOff", frame: toggleOff, kind: .switch(isOn: false)),
            RenderItem(name: "toggle", frame: toggle, kind: .switch(isOn: true)),
            RenderItem(name: "volume", frame: slider, kind: .slider(value: 0.25)),
            RenderItem(name: "stepper", frame: stepper, kind: .stepper),
            RenderItem(name: "segments", frame: segments, kind: .segmentedControl(titles: ["Day", "Week", "Month"], selectedIndex: 1)),
            RenderItem(name: "progress", frame: progress, kind: .progressView(progress: 0.5)),
            RenderItem(name: "spinner", frame: spinner, kind: .activityIndicator),
            RenderItem(name: "largeSpinner", frame: largeSpinner, kind: .activityIndicator),
            RenderItem(name: "image", frame: image, kind: .imageView),
            .button("done", frame: button, title: "Done"),
            RenderItem(name: "card", frame: card, kind: .view, backgroundColor: .systemGroupedBackground, cornerRadius: 12,
                       layoutMargins: RenderInsets(all: 16)),
            .textView("notes", frame: card.inset(by: RenderInsets(all: 8)), text: "A text view starts at the top, inset 8 points, and wraps by words. Its frame clips what does not fit.",
                      backgroundColor: nil),
            .label("note", frame: note, text: "Ambiguous: outlined in orange", font: system.systemFont(ofSize: 13),
                   color: .secondaryLabel),
        ]
        items[items.count - 1].isAmbiguous = true
        return RenderScene(title: title, size: size, backgroundColor: .white, displayScale: 2, items: items,
                           safeArea: RenderRect(x: 0, y: 20, width: 375, height: 647),
                           constraints: [
                               RenderConstraint(name: "title.top == safeArea.top + 20", from: RenderPoint(x: 187.5, y: 20),
                                                to: RenderPoint(x: 187.5, y: 40), label: "20"),
                               RenderConstraint(name: "note.height == 40", from: RenderPoint(x: 340, y: 619),
                                                to: RenderPoint(x: 340, y: 647), label: "40", isBroken: true),
                           ])
    }
}
