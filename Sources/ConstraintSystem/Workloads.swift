import Cassowary

/// Benchmark workloads: the constraint systems a layout engine makes, written out raw so that
/// our solver and kiwi solve exactly the same input.
public enum Workload: String, CaseIterable, Sendable {
    /// (a) A form of N rows, each a label and a text field as in the cookbook's Dynamic Height
    /// Columns: required inequalities, priority-249 equalities, baselines, equal label widths,
    /// and the hugging and compression-resistance inequalities of intrinsic sizes.
    case form
    /// (b) A chain of N equal-width buttons between the margins.
    case buttons
    /// (c) N independent views, each pinned inside its own parent.
    case independent
    /// (d) kiwi's own benchmark pattern (its enaml-like form) with N rows: build it, then
    /// suggest a sequence of window sizes for the `width` and `height` edit variables.
    case kiwi
    /// (e) A row of N equal-width views between margins, as a fillEqually stack view makes,
    /// each wanting 40 pt at priority 250, with the `width >= 0` constraints added first.
    case fillEqually

    /// The system for `count` items.
    public func system(count n: Int) -> SystemDescription {
        var builder = SystemBuilder()
        switch self {
        case .form: builder.form(n)
        case .buttons: builder.buttons(n)
        case .independent: builder.independent(n)
        case .kiwi: builder.kiwi(n)
        case .fillEqually: builder.fillEqually(n)
        }
        return builder.system
    }
}

/// Accumulates variables and constraints with terse helpers.
struct SystemBuilder {
    var system = SystemDescription(variables: [])

    mutating func variable(_ name: String) -> String {
        system.variables.append(name)
        return name
    }

    mutating func add(_ terms: [(String, Double)], _ relation: Relation, _ constant: Double, _ priority: Double = 1000) {
        system.constraints.append(.init(terms: terms, relation: relation, constant: constant, priority: priority))
    }

    mutating func edit(_ name: String, _ priority: Double, value: Double? = nil) {
        system.edits.append(.init(variable: name, priority: priority, value: value))
    }

    // (a) Cookbook form: Li.leading = margin; Fi.leading = Li.trailing + 8;
    // Fi.trailing = W - 16; Li.width = L0.width; baselines equal; rows below the taller one.
    mutating func form(_ n: Int) {
        let width = variable("W")
        edit(width, 999, value: 375)
        var previous: (ly: String, lh: String, fy: String, fh: String)?
        var firstLabelWidth = ""
        for i in 0..<n {
            let lx = variable("L\(i).x"), ly = variable("L\(i).y"), lw = variable("L\(i).w"), lh = variable("L\(i).h")
            let fx = variable("F\(i).x"), fy = variable("F\(i).y"), fw = variable("F\(i).w"), fh = variable("F\(i).h")
            let labelWidth = Double(40 + (i * 37) % 60)
            add([(lx, 1)], .equal, 16)
            add([(fx, 1), (lx, -1), (lw, -1)], .equal, 8)
            add([(fx, 1), (fw, 1), (width, -1)], .equal, -16)
            if i == 0 { firstLabelWidth = lw } else { add([(lw, 1), (firstLabelWidth, -1)], .equal, 0) }
            // Label baseline 16.5 below its top, field baseline 21 below its top.
            add([(ly, 1), (fy, -1)], .equal, 4.5)
            if let p = previous {
                add([(ly, 1), (p.ly, -1), (p.lh, -1)], .greaterThanOrEqual, 8)
                add([(ly, 1), (p.fy, -1), (p.fh, -1)], .greaterThanOrEqual, 8)
                add([(fy, 1), (p.fy, -1), (p.fh, -1)], .greaterThanOrEqual, 8)
                add([(ly, 1), (p.ly, -1), (p.lh, -1)], .equal, 8, 249)
            } else {
                add([(ly, 1)], .greaterThanOrEqual, 28)
                add([(fy, 1)], .greaterThanOrEqual, 28)
                add([(ly, 1)], .equal, 28, 249)
            }
            add([(lw, 1)], .lessThanOrEqual, labelWidth, 251)
            add([(lw, 1)], .greaterThanOrEqual, labelWidth, 750)
            add([(lh, 1)], .lessThanOrEqual, 20.5, 251)
            add([(lh, 1)], .greaterThanOrEqual, 20.5, 750)
            add([(fw, 1)], .lessThanOrEqual, 97, 250)
            add([(fw, 1)], .greaterThanOrEqual, 97, 750)
            add([(fh, 1)], .lessThanOrEqual, 30, 250)
            add([(fh, 1)], .greaterThanOrEqual, 30, 750)
            previous = (ly, lh, fy, fh)
        }
        system.steps = [375, 667, 320, 414, 768].map { [(width, $0)] }
    }

    // (b) B0.leading = 16; Bi.leading = Bi-1.trailing + 8; last.trailing = W - 16;
    // equal widths; each button 44 pt wide intrinsically (hugging 250, resistance 750).
    mutating func buttons(_ n: Int) {
        let width = variable("W")
        let natural = Double(n) * 52 + 24
        edit(width, 999, value: natural)
        var previous: (x: String, w: String)?
        var firstWidth = ""
        for i in 0..<n {
            let x = variable("B\(i).x"), w = variable("B\(i).w")
            if let p = previous {
                add([(x, 1), (p.x, -1), (p.w, -1)], .equal, 8)
                add([(w, 1), (firstWidth, -1)], .equal, 0)
            } else {
                add([(x, 1)], .equal, 16)
                firstWidth = w
            }
            add([(w, 1)], .greaterThanOrEqual, 44, 750)
            add([(w, 1)], .lessThanOrEqual, 44, 250)
            previous = (x, w)
        }
        if let p = previous { add([(p.x, 1), (p.w, 1), (width, -1)], .equal, -16) }
        system.steps = [natural, natural * 1.2, natural * 0.8, natural].map { [(width, $0.rounded())] }
    }

    // (c) Parent i at a fixed frame; child i inset 8 on every side.
    mutating func independent(_ n: Int) {
        for i in 0..<n {
            let px = variable("P\(i).x"), py = variable("P\(i).y"), pw = variable("P\(i).w"), ph = variable("P\(i).h")
            let cx = variable("C\(i).x"), cy = variable("C\(i).y"), cw = variable("C\(i).w"), ch = variable("C\(i).h")
            add([(px, 1)], .equal, Double(i % 100) * 110)
            add([(py, 1)], .equal, Double(i / 100) * 54)
            add([(pw, 1)], .equal, 100)
            add([(ph, 1)], .equal, 44)
            add([(cx, 1), (px, -1)], .equal, 8)
            add([(cy, 1), (py, -1)], .equal, 8)
            add([(cx, 1), (cw, 1), (px, -1), (pw, -1)], .equal, -8)
            add([(cy, 1), (ch, 1), (py, -1), (ph, -1)], .equal, -8)
        }
    }

    // (d) kiwi's enaml-like form: a container with 10 pt contents insets, rows of a label and
    // a field aligned on a midline, fields centred on their labels, 10 pt between rows.
    // kiwi strengths map to priorities in their order: strong 900, its "smedium" 800,
    // "mmedium" 600, medium 500, weak 250.
    mutating func kiwi(_ n: Int) {
        let (strong, mmedium, medium, weak) = (900.0, 600.0, 500.0, 250.0)
        let left = variable("left"), top = variable("top"), width = variable("width"), height = variable("height")
        let cl = variable("contents_left"), cr = variable("contents_right")
        let ct = variable("contents_top"), cb = variable("contents_bottom"), midline = variable("midline")
        edit(width, strong)
        edit(height, strong)
        for v in [left, top, width, height] { add([(v, 1)], .greaterThanOrEqual, 0) }
        add([(width, 1)], .equal, 0, medium)
        add([(height, 1)], .equal, 0, medium)
        add([(ct, 1), (top, -1)], .equal, 10)
        add([(cl, 1), (left, -1)], .equal, 10)
        add([(cr, 1), (left, -1), (width, -1)], .equal, -10)
        add([(cb, 1), (top, -1), (height, -1)], .equal, -10)
        var previous: (lt: String, lh: String, ft: String, fh: String)?
        for i in 0..<n {
            let ll = variable("lb\(i)left"), lt = variable("lb\(i)top"), lw = variable("lb\(i)width"), lh = variable("lb\(i)height")
            let fl = variable("fl\(i)left"), ft = variable("fl\(i)top"), fw = variable("fl\(i)width"), fh = variable("fl\(i)height")
            for v in [ll, lt, lw, lh, fl, ft, fw, fh] { add([(v, 1)], .greaterThanOrEqual, 0) }
            let labelWidth = Double(24 + (i * 43) % 50)
            add([(lw, 1)], .equal, labelWidth, weak)
            add([(lw, 1)], .greaterThanOrEqual, labelWidth, strong)
            add([(lh, 1)], .equal, 16, strong)
            add([(lh, 1)], .greaterThanOrEqual, 16, strong)
            add([(fw, 1)], .greaterThanOrEqual, 125, strong)
            add([(fh, 1)], .equal, 21, strong)
            add([(fh, 1)], .greaterThanOrEqual, 21, strong)
            add([(ll, 1), (cl, -1)], .greaterThanOrEqual, 0)
            add([(ll, 1), (cl, -1)], .equal, 0, mmedium)
            add([(fl, 1), (midline, -1)], .equal, 0, strong)
            add([(fl, 1), (ll, -1), (lw, -1)], .greaterThanOrEqual, 10)
            add([(fl, 1), (ll, -1), (lw, -1)], .equal, 10, mmedium)
            add([(cr, 1), (fl, -1), (fw, -1)], .greaterThanOrEqual, 0)
            add([(cr, 1), (fl, -1), (fw, -1)], .equal, 0, mmedium)
            add([(ft, 1), (fh, 0.5), (lt, -1), (lh, -0.5)], .equal, 0, strong)
            if let p = previous {
                add([(ft, 1), (p.ft, -1), (p.fh, -1)], .greaterThanOrEqual, 10)
                add([(ft, 1), (p.ft, -1), (p.fh, -1)], .equal, 10, mmedium)
                add([(lt, 1), (p.lt, -1), (p.lh, -1)], .greaterThanOrEqual, 10)
                add([(lt, 1), (p.lt, -1), (p.lh, -1)], .equal, 10, mmedium)
            } else {
                add([(ft, 1), (ct, -1)], .greaterThanOrEqual, 0)
                add([(ft, 1), (ct, -1)], .equal, 0, mmedium)
                add([(lt, 1), (ct, -1)], .greaterThanOrEqual, 0)
                add([(lt, 1), (ct, -1)], .equal, 0, mmedium)
            }
            previous = (lt, lh, ft, fh)
        }
        if let p = previous {
            add([(cb, 1), (p.ft, -1), (p.fh, -1)], .greaterThanOrEqual, 0)
            add([(cb, 1), (p.ft, -1), (p.fh, -1)], .equal, 0, mmedium)
        }
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        system.steps = sizes.map { [(width, $0.0), (height, $0.1)] }
    }

    // (e) v0.leading = 16; vi.leading = vi-1.trailing; last.trailing = W - 16; equal widths;
    // each width 40 at priority 250; all `width >= 0` first.
    mutating func fillEqually(_ n: Int) {
        let width = variable("W")
        let natural = Double(n) * 40 + 32
        edit(width, 999, value: natural)
        let xs = (0..<n).map { _ in "" }.indices.map { i in (variable("V\(i).x"), variable("V\(i).w")) }
        for (_, w) in xs { add([(w, 1)], .greaterThanOrEqual, 0) }
        for (i, (x, w)) in xs.enumerated() {
            if i == 0 {
                add([(x, 1)], .equal, 16)
            } else {
                add([(x, 1), (xs[i - 1].0, -1), (xs[i - 1].1, -1)], .equal, 0)
                add([(w, 1), (xs[0].1, -1)], .equal, 0)
            }
            add([(w, 1)], .equal, 40, 250)
        }
        if let last = xs.last { add([(last.0, 1), (last.1, 1), (width, -1)], .equal, -16) }
        system.steps = [natural, natural * 1.5, natural * 0.75].map { [(width, $0.rounded())] }
    }
}

// MARK: - Writing systems as JSON

extension SystemDescription {
    /// The system in the JSON format `parse(json:)` reads, one constraint per line.
    public var json: String {
        var lines = ["{"]
        lines.append("  \"variables\": " + JSONText.array(variables.map(JSONText.string)) + ",")
        lines.append("  \"edits\": " + JSONText.array(edits.map {
            JSONText.object([("variable", JSONText.string($0.variable)), ("priority", JSONText.number($0.priority))]
                            + ($0.value.map { [("value", JSONText.number($0))] } ?? []))
        }) + ",")
        lines.append("  \"constraints\": [")
        for (i, c) in constraints.enumerated() {
            var members: [(String, String)] = [
                ("terms", JSONText.object(c.terms.map { ($0.variable, JSONText.number($0.coefficient)) })),
                ("relation", JSONText.string(c.relation.description)),
                ("constant", JSONText.number(c.constant)),
                ("priority", JSONText.number(c.priority)),
            ]
            if let id = c.id { members.append(("id", JSONText.string(id))) }
            lines.append("    " + JSONText.object(members) + (i + 1 < constraints.count ? "," : ""))
        }
        lines.append("  ],")
        lines.append("  \"steps\": " + JSONText.array(steps.map { step in
            JSONText.object(step.map { ($0.variable, JSONText.number($0.value)) })
        }))
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
