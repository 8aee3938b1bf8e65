import ArgumentParser
import AutoLayout
import Cassowary
import ConstraintSystem
import Controls
import Foundation

/// `autolayout bench layout`: times the layout layer (views, engine, frames) on generated screens.
///
/// Each workload is built through the public API on an iPhone 8 screen. Reported, in ms and as a
/// fraction of the first layout: the first full layout, a relayout after one constraint's
/// constant changes, after one label's text gets shorter and then longer, after a rotation, after a Dynamic Type
/// change, and (stacks) after hiding one arranged view; and the memory per view.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time the first layout and incremental relayouts of a generated screen.")

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        /// N rows: a label and a text field, equal label widths, baselines aligned, rows chained.
        case form
        /// N independent labels, each pinned inside the root.
        case independent
        /// Nested stack views: a vertical stack of rows, each a horizontal stack of 10 labels.
        case stacks
        /// A grid of equal cells, 10 per row, rows chained.
        case grid
        /// N rows of a fixed-size view and a filling view (no text).
        case rows
    }

    @Argument(help: "form, independent, stacks, grid or rows.")
    var workload: Kind = .form

    @Option(help: "Number of items (rows, labels or cells).")
    var count: Int = 1000

    @Option(help: "Repetitions; the median is reported, and the least first layout as first_layout_least_ms.")
    var `repeat`: Int = 3

    @Flag(help: "Time the first layout only (for profiling it alone).")
    var firstOnly = false

    @Flag(help: "After each first layout, also time a fresh solver on the engine's rows (raw_solve_ms) in this process, and report the overhead beyond it (overhead_per_solve, the median of the per-repeat ratios).")
    var rawSolve = false

    @Option(help: "Also write the engine's raw constraint system (JSON for `autolayout solve` and kiwi) to this path.")
    var export: String?

    func run() throws {
        guard count > 0, `repeat` > 0 else { throw failInput("--count and --repeat must be positive") }
        guard count <= benchmarkCountLimit, `repeat` <= 1_000 else {
            throw failInput("--count is at most \(benchmarkCountLimit) and --repeat at most 1,000")
        }
        // Warm-up: a screen of ten items lays out first, so that one-time costs (the built-in
        // font's tables, Swift's type metadata: 7 % of a first layout of 1,000 labels) are not
        // in the first sample. The heap it leaves is small, so a first sample still lays out
        // in fresh memory at every count.
        if let device = DeviceCatalog.device(named: "iPhone 8") {
            let warmUp = Screen(device: device)
            _ = try build(warmUp, items: min(count, 10))
            warmUp.layoutIfNeeded()
        }
        var samples: [[String: Double]] = []
        for i in 0..<`repeat` { samples.append(try measure(exportTo: i == 0 ? export : nil)) }
        var result: [String: Double] = [:]
        for key in samples[0].keys { result[key] = samples.compactMap { $0[key] }.sorted()[samples.count / 2] }
        // The least first layout too: on a machine shared with other tenants, delays only add,
        // so the least of several repeats is the steadiest estimate of the work itself.
        result["first_layout_least_ms"] = samples.compactMap { $0["first_layout_ms"] }.min()
        // Memory is what the first screen made the process grow by: later repeats reuse the
        // memory the earlier screens freed, and would report almost nothing.
        result["memory_bytes_per_view"] = samples[0]["memory_bytes_per_view"]
        if rawSolve {
            // Each repeat pairs a layout with a raw solve right after it, so that both saw the
            // same machine; the median of those ratios resists other tenants better than a ratio
            // of medians taken at different moments.
            let ratios = samples.compactMap { s in
                s["raw_solve_ms"].flatMap { raw in s["first_layout_ms"].map { ($0 - raw) / raw } }
            }.sorted()
            if !ratios.isEmpty { result["overhead_per_solve"] = ratios[ratios.count / 2] }
        }
        let first = result["first_layout_ms"] ?? 1
        var fields = ["\"workload\": \"\(workload.rawValue)\"", "\"count\": \(count)"]
        for key in result.keys.sorted() {
            fields.append("\"\(key)\": \(String(format: "%.4f", result[key] ?? 0))")
            if key.hasSuffix("_ms"), !key.hasPrefix("first_layout") {
                fields.append("\"\(key.dropLast(3))_fraction\": \(String(format: "%.5f", (result[key] ?? 0) / first))")
            }
        }
        print("{" + fields.joined(separator: ", ") + "}")
    }

    /// Builds the screen, then times each operation.
    func measure(exportTo path: String?) throws -> [String: Double] {
        guard let device = DeviceCatalog.device(named: "iPhone 8") else { throw failInput("no iPhone 8 in the catalog") }
        let memoryBefore = residentBytes()
        let screen = Screen(device: device)
        let built = try build(screen, items: count)
        let clock = ContinuousClock()
        var result: [String: Double] = [:]
        let faultsBefore = minorPageFaults()
        result["first_layout_ms"] = ms(clock.measure { screen.layoutIfNeeded() })
        // Pages the first layout touched for the first time: the kernel's share of its time.
        result["first_layout_page_faults"] = Double(minorPageFaults() - faultsBefore)
        if rawSolve {
            let report = SystemSolver.solve(engineSystem(of: screen.rootView), measure: true, repeats: 1)
            result["raw_solve_ms"] = report.timing?.buildMilliseconds
        }
        if firstOnly {
            if let path { try writeSystem(of: screen.rootView, to: path) }
            return result
        }
        let views = screen.rootView.viewsInSubtree().count
        result["memory_bytes_per_view"] = Double(max(0, residentBytes() - memoryBefore)) / Double(views)
        if let c = built.constant {
            result["constant_change_ms"] = ms(clock.measure { c.constant += 4; screen.layoutIfNeeded() })
        }
        if let label = built.label {
            // A shorter text: in the form the label stays narrower than the widest one, so only
            // its own content size changes. Then a longer one: in the form it becomes the widest
            // label, and every row's label and field move (2N frames), however incremental.
            let original = label.text
            result["text_change_ms"] = ms(clock.measure { label.text = "Name"; screen.layoutIfNeeded() })
            result["text_change_longer_ms"] = ms(clock.measure { label.text = original + " and more"; screen.layoutIfNeeded() })
        }
        if let hidden = built.arranged {
            result["hide_arranged_ms"] = ms(clock.measure { hidden.isHidden = true; screen.layoutIfNeeded() })
        }
        result["rotation_ms"] = ms(clock.measure { screen.rotate(to: .landscape); screen.layoutIfNeeded() })
        result["category_change_ms"] = ms(clock.measure {
            screen.contentSizeCategory = .accessibilityLarge
            screen.layoutIfNeeded()
        })
        result["views"] = Double(views)
        if let path { try writeSystem(of: screen.rootView, to: path) }
        return result
    }

    struct Built {
        var constant: LayoutConstraint?
        var label: Label?
        var arranged: View?
    }

    func build(_ screen: Screen, items count: Int) throws -> Built {
        // Every workload's system holds the root's margins guide, used or not, so that the
        // exported systems stay comparable from one version to the next.
        _ = screen.rootView.layoutMarginsGuide
        switch workload {
        case .form: return try buildForm(screen, count: count)
        case .independent: return try buildIndependent(screen, count: count)
        case .stacks: return try buildStacks(screen, count: count)
        case .grid: return try buildGrid(screen, count: count)
        case .rows: return try buildRows(screen, count: count)
        }
    }

    /// A label in the body text style that follows Dynamic Type, for constraints.
    private func label(_ text: String) -> Label {
        let l = Label(text: text, font: ControlFonts.preferred(.body))
        l.adjustsFontForContentSizeCategory = true
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }

    /// A label and a text field per row, rows chained by 8-point gaps, baselines aligned and
    /// every label as wide as the first.
    private func buildForm(_ screen: Screen, count: Int) throws -> Built {
        let root = screen.rootView
        let margins = root.layoutMarginsGuide
        var built = Built()
        var previous: TextField?
        var firstLabel: Label?
        for i in 0..<count {
            let l = label("Label \(i)")
            let field = TextField(placeholder: "Field \(i)", borderStyle: .roundedRect)
            field.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(l)
            try root.addSubview(field)
            let top = try previous.map { try field.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? field.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20)
            var list = [try l.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        try field.leadingAnchor.constraint(equalTo: l.trailingAnchor, constant: 8),
                        try field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                        try l.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor), top]
            if let firstLabel { list.append(try l.widthAnchor.constraint(equalTo: firstLabel.widthAnchor)) }
            try LayoutConstraint.activate(list)
            if i == count / 2 { built.constant = top; built.label = l }
            previous = field
            if firstLabel == nil { firstLabel = l }
        }
        return built
    }

    /// Labels pinned each to the root's edges, unrelated to one another.
    private func buildIndependent(_ screen: Screen, count: Int) throws -> Built {
        let root = screen.rootView
        var built = Built()
        for i in 0..<count {
            let l = label("Item \(i)")
            try root.addSubview(l)
            let left = try l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(i % 300))
            try LayoutConstraint.activate([left, l.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(i % 600))])
            if i == count / 2 { built.constant = left; built.label = l }
        }
        return built
    }

    /// A vertical stack of horizontal fill-equally rows of ten labels aligned by first baseline.
    private func buildStacks(_ screen: Screen, count: Int) throws -> Built {
        let root = screen.rootView
        let margins = root.layoutMarginsGuide
        var built = Built()
        let column = StackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
        ])
        var made = 0
        while made < count {
            let row = StackView()
            row.axis = .horizontal
            row.distribution = .fillEqually
            row.alignment = .firstBaseline
            row.spacing = 4
            for _ in 0..<min(10, count - made) {
                let l = label("\(made)")
                try row.addArrangedSubview(l)
                if made == count / 2 { built.label = l; built.arranged = l }
                made += 1
            }
            try column.addArrangedSubview(row)
        }
        return built
    }

    /// Rows of ten cells chained by 4-point gaps, every cell as wide and as tall as the first, the
    /// first square.
    private func buildGrid(_ screen: Screen, count: Int) throws -> Built {
        let root = screen.rootView
        let margins = root.layoutMarginsGuide
        var built = Built()
        var rowAbove: [View] = []
        var index = 0
        var first: View?
        while index < count {
            var row: [View] = []
            for c in 0..<min(10, count - index) {
                let cell = View(name: "Cell \(index)")
                cell.translatesAutoresizingMaskIntoConstraints = false
                try root.addSubview(cell)
                var list: [LayoutConstraint] = []
                if let left = row.last {
                    list.append(try cell.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 4))
                } else {
                    list.append(try cell.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
                }
                if c == 9 { list.append(try cell.trailingAnchor.constraint(equalTo: margins.trailingAnchor)) }
                let top = if let above = rowAbove.first {
                    try cell.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 4)
                } else {
                    try cell.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20)
                }
                list.append(top)
                if let first {
                    list.append(try cell.widthAnchor.constraint(equalTo: first.widthAnchor))
                    list.append(try cell.heightAnchor.constraint(equalTo: first.heightAnchor))
                } else {
                    list.append(try cell.heightAnchor.constraint(equalTo: cell.widthAnchor))
                }
                try LayoutConstraint.activate(list)
                // The row gap above the middle cell: moving a leading edge instead would
                // conflict with the row's equal widths between the margins.
                if index == count / 2 { built.constant = top }
                if first == nil { first = cell }
                row.append(cell)
                index += 1
            }
            rowAbove = row
        }
        return built
    }

    /// A tag and a field per row, the field centred on the tag, rows chained by 8-point gaps.
    private func buildRows(_ screen: Screen, count: Int) throws -> Built {
        let root = screen.rootView
        let margins = root.layoutMarginsGuide
        var built = Built()
        var previousBottom = screen.topLayoutGuide.bottomAnchor
        for i in 0..<count {
            let tag = View(name: "Tag \(i)")
            tag.translatesAutoresizingMaskIntoConstraints = false
            tag.explicitIntrinsicContentSize = Size(width: 60, height: 20)
            let field = View(name: "Field \(i)")
            field.translatesAutoresizingMaskIntoConstraints = false
            field.explicitIntrinsicContentSize = Size(width: noIntrinsicMetric, height: 30)
            try root.addSubview(tag)
            try root.addSubview(field)
            let top = try tag.topAnchor.constraint(equalTo: previousBottom, constant: 8)
            try LayoutConstraint.activate([
                tag.leadingAnchor.constraint(equalTo: margins.leadingAnchor), top,
                field.leadingAnchor.constraint(equalTo: tag.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.centerYAnchor.constraint(equalTo: tag.centerYAnchor),
            ])
            if i == count / 2 { built.constant = top }
            previousBottom = field.bottomAnchor
        }
        return built
    }

    func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// The process's minor page faults so far (`getrusage`), 0 where unavailable.
    func minorPageFaults() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return usage.ru_minflt
    }

    /// The process's resident memory in bytes (Linux `/proc/self/statm`), 0 where unavailable.
    func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// A hierarchy's engine rows as a raw constraint system, in the order the engine added them.
func engineSystem(of root: View) -> SystemDescription {
    let (variables, rows) = root.exportEngineRows()
    let constraints = rows.map { r in
        SystemDescription.ConstraintDescription(
            terms: r.terms, relation: Cassowary.Relation(rawValue: r.relation) ?? .equal,
            constant: r.constant, priority: r.priority)
    }
    return SystemDescription(variables: variables, constraints: constraints)
}

/// Writes a hierarchy's engine rows as a raw constraint system (`autolayout solve` format).
func writeSystem(of root: View, to path: String) throws {
    let system = engineSystem(of: root)
    try writeOutputFile(Array(system.json.utf8), to: path)
}
