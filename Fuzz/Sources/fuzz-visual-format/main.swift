import AutoLayout
import FuzzSupport
import VisualFormat

// Visual Format Language strings, parsed against a views dictionary, bound to real views under
// a root and laid out. The first byte picks the format options (UIKit's alignment and direction
// bits); the rest is the format string. Errors must be sentences; frames must be finite.
let names = ["a", "b", "c", "button", "label", "view1", "view2", "textField"]
let metrics: [String: Double] = ["m": 8, "pad": 20, "p": 750, "w": 100, "big": 1e6]

Fuzzer.run { bytes in
    guard let first = bytes.first else { return }
    let optionBits: [UInt] = [0, 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 10, 1 << 11, 1 << 16, 2 << 16]
    let options = VisualFormat.Options(rawValue: optionBits[Int(first) % optionBits.count]
                                       | (first >= 128 ? 1 << 16 : 0))
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let root = View(name: "root")
    var views: [String: LayoutItem] = [:]
    for name in names {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        do { try root.addSubview(view) } catch { Fuzzer.fail("adding a subview failed: \(error)") }
        views[name] = view
    }
    root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
    do {
        let parsed = try VisualFormatBinding.parse(format, options: options, metrics: metrics, views: views)
        let constraints = try VisualFormatBinding.constraints(for: parsed, views: views)
        try LayoutConstraint.activate(constraints)
    } catch {
        Check.message(error)
        return
    }
    root.layoutIfNeeded()
    for (name, item) in views {
        guard let view = item as? View else { continue }
        let f = view.frame
        for value in [f.minX, f.minY, f.width, f.height] { Check.finite(value, "the frame of \(name)") }
    }
}
