import Testing
@testable import Cassowary
import SeededRandom

/// Asserts that the solver's tableau invariants hold (rows, columns, feasibility, optimality).
func expectValidTableau(_ solver: inout Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.checkInvariants()
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
}

/// Asserts `actual` is within `tolerance` of `expected`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
                 _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(what): \(actual) != \(expected)", sourceLocation: sourceLocation)
}

/// A chain of views 4 apart (`x0 = 0`, `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 4`), each width wanting 30 at
/// priority 250 and equal to a reference view's: what a fillEqually stack makes.
struct EqualWidthChain {
    var xs: [Variable]
    var ws: [Variable]
    var equalities: [ConstraintID] = []

    init(_ solver: inout Solver, views n: Int) throws {
        xs = (0..<n).map { solver.makeVariable("x\($0)") }
        ws = (0..<n).map { solver.makeVariable("w\($0)") }
        try solver.add(xs[0] == 0)
        for i in 1..<n { try solver.add(xs[i] == xs[i - 1] + ws[i - 1] + 4) }
        for w in ws { try solver.add((w == 30).priority(250)) }
        for i in 1..<n { equalities.append(try solver.add(ws[i] == ws[0])) }
    }

    /// One round of what hiding a fillEqually stack's first view does: with the chain closed
    /// at `40n + round` (required), every equality is replaced by one to view `k`; then the
    /// closing constraint goes.
    mutating func moveReference(to k: Int, round: Int, in solver: inout Solver) throws {
        let n = xs.count
        let closing = try solver.add(xs[n - 1] + ws[n - 1] == Double(40 * n + round))
        for id in equalities { try solver.remove(id) }
        equalities = []
        for i in 0..<n where i != k { equalities.append(try solver.add(ws[i] == ws[k])) }
        try solver.remove(closing)
    }
}

/// kiwi's enaml-like benchmark form (Workloads.swift, case (d)): label and field rows stacked
/// 10 apart in a container whose size is edited, every variable bounded `v >= 0` when `bounds`.
/// Added the breaking way, as `SystemSolver` adds, so that bounds can be parked.
struct EnamlForm {
    var variables: [Variable] = []

    init(_ solver: inout Solver, rows n: Int, bounds: Bool = false) throws {
        func v(_ name: String) -> Variable {
            let variable = solver.makeVariable(name)
            variables.append(variable)
            if bounds { _ = try? solver.addBreakingIfUnsatisfiable(variable >= 0) }
            return variable
        }
        func add(_ constraint: Constraint) throws { _ = try solver.addBreakingIfUnsatisfiable(constraint) }
        let (left, top, width, height) = (v("left"), v("top"), v("width"), v("height"))
        let (cl, cr, ct, cb, midline) = (v("cl"), v("cr"), v("ct"), v("cb"), v("midline"))
        try solver.addEditVariable(width, priority: Priority(900))
        try solver.addEditVariable(height, priority: Priority(900))
        try add((width == 0).priority(500))
        try add((height == 0).priority(500))
        try add(ct == top + 10)
        try add(cl == left + 10)
        try add(cr == left + width - 10)
        try add(cb == top + height - 10)
        var previous: (lt: Variable, lh: Variable, ft: Variable, fh: Variable)?
        for i in 0..<n {
            let (ll, lt, lw, lh) = (v("ll\(i)"), v("lt\(i)"), v("lw\(i)"), v("lh\(i)"))
            let (fl, ft, fw, fh) = (v("fl\(i)"), v("ft\(i)"), v("fw\(i)"), v("fh\(i)"))
            let hint = Double(24 + (i * 43) % 50)
            try add((lw == hint).priority(250))
            try add((lw >= hint).priority(900))
            try add((lh == 16).priority(900))
            try add((lh >= 16).priority(900))
            try add((fw >= 125).priority(900))
            try add((fh == 21).priority(900))
            try add((fh >= 21).priority(900))
            try add(ll >= cl)
            try add((ll == cl).priority(600))
            try add((fl == midline).priority(900))
            try add(fl >= ll + lw + 10)
            try add((fl == ll + lw + 10).priority(600))
            try add(cr >= fl + fw)
            try add((cr == fl + fw).priority(600))
            try add((ft + 0.5 * fh == lt + 0.5 * lh).priority(900))
            let (aboveField, aboveLabel): (LinearExpression, LinearExpression) = previous.map {
                ($0.ft + $0.fh + 10, $0.lt + $0.lh + 10)
            } ?? (LinearExpression(ct), LinearExpression(ct))
            try add(ft >= aboveField)
            try add((ft == aboveField).priority(600))
            try add(lt >= aboveLabel)
            try add((lt == aboveLabel).priority(600))
            previous = (lt, lh, ft, fh)
        }
        if let p = previous {
            try add(cb >= p.ft + p.fh)
            try add((cb == p.ft + p.fh).priority(600))
        }
    }
}
