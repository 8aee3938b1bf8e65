import AutoLayout
import InterfaceBuilderLayout

/// Ambiguity in a storyboard or xib scene, as Interface Builder judges it.
enum InterfaceBuilderAmbiguity {
    static func findings(_ scene: IBSceneLayout, subject: LintSubject) -> [LintViolation] {
        LintRules.ambiguous(subject)
    }
}
