import InterfaceBuilder

/// Why a document could not be laid out: the module's one error type.
///
/// A document that reads but asks for something impossible is not an error: its constraints
/// are reported as problems and the rest is laid out, as UIKit does.
public enum IBLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document itself could not be read.
    case document(InterfaceBuilderError)
    /// `--scene` named no scene; `available` lists the names and ids there are.
    case noSuchScene(String, available: [String], suggestion: String?)
    /// A controller without a root view (a navigation or tab bar controller) was asked for.
    case noRootView(scene: String, controller: String)
    /// The document has nothing to lay out (no scene with a root view, no top-level view).
    case nothingToLayOut(file: String?)
    /// A laid-out frame is not finite or is past 10^15 points: the view's id and line, and the value.
    case layoutOverflow(view: String, line: Int, value: String)

    public var description: String {
        switch self {
        case .document(let e):
            return e.description
        case let .noSuchScene(name, available, suggestion):
            var text = "no scene named or with id \"\(name)\""
            if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
            if !available.isEmpty { text += " (scenes: \(available.prefix(20).joined(separator: ", ")))" }
            return text
        case let .noRootView(scene, controller):
            return "scene \(scene): a \(controller) has no root view of its own to lay out"
        case .nothingToLayOut(let file):
            return "\(file ?? "the document"): no scene with a root view and no top-level view to lay out"
        case let .layoutOverflow(view, line, value):
            return "line \(line): the layout overflows: the frame of view \(view) comes out as \(value), past the "
                + "10^15 points a frame can hold; the multipliers or constants of its constraints compound beyond "
                + "any screen: check them"
        }
    }
}
