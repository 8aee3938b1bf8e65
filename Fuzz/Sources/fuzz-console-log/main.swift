import ConsoleLog
import FuzzSupport
import LogExplanation
import Rendering

// Console logs as `autolayout explain-log` takes them: every block read, rebuilt on the engine,
// explained and drawn. Reading never fails; the explanation names only the block's own
// constraints; pictures are well-formed SVG with finite numbers.
Fuzzer.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let log = ConsoleLog(parsing: text)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    for (number, block) in log.blocks.enumerated() where block.constraints.count <= 40 {
        for c in block.constraints {
            if c.line < 1 || c.line > lineCount { Fuzzer.fail("constraint \(c.address) on line \(c.line) of \(lineCount)") }
            Check.finite(c.constant, "a constant")
            Check.finite(c.multiplier, "a multiplier")
        }
        let explanation = LogExplanation(block: block)
        let indices = block.constraints.indices
        if !explanation.conflict.allSatisfy(indices.contains) { Fuzzer.fail("a conflict member outside the block") }
        if explanation.isUnsatisfiable && explanation.conflict.isEmpty { Fuzzer.fail("an unsatisfiable block without a conflict") }
        if let ours = explanation.weWouldBreak, !explanation.conflict.contains(ours) {
            Fuzzer.fail("the constraint we would break is not in the conflict")
        }
        if explanation.explanation.isEmpty { Fuzzer.fail("an empty explanation") }
        _ = explanation.textReport(number: number + 1)
        let scene = explanation.scene(title: "Log \(number + 1)")
        do {
            try scene.validate()
            Check.svg(try SVGRenderer(overlays: [.constraints, .diagnostics, .guides], fontEmbedding: .none).render(scene))
        } catch {
            Fuzzer.fail("the picture of log \(number + 1) cannot be drawn: \(error)")
        }
    }
}
