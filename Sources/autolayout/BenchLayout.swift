import ArgumentParser
import AutoLayout
import Cassowary
import ConstraintSystem
import Foundation

/// `autolayout bench layout`: times the layout layer (views, engine, frames) on generated screens.
///
/// Each workload is built through the public AutoLayout API on an iPhone 8 screen. Reported:
/// the first full layout, a relayout after one constraint's constant changes, and a relayout
/// after a rotation, each as milliseconds and as a fraction of the first layout.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time the first layout and incremental relayouts of a generated screen.")

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        /// N rows, each a fixed-size tag and a view filling the rest of the row, stacked vertically.
        case rows
        /// N independent views, each pinned inside the root.
        case independent
    }

    @Argument(help: "rows or independent.")
    var workload: Kind = .rows

    @Option(help: "Number of rows or views.")
    var count: Int = 1000

    @Option(help: "Repetitions; the median is reported.")
    var `repeat`: Int = 3

    @Option(help: "Also write the engine's raw constraint system (JSON for `autolayout solve` and kiwi) to this path.")
    var export: String?

    func run() throws {
        guard count > 0, `repeat` > 0 else { throw failInput("--count and --repeat must be positive") }
        var first: [Double] = [], constant: [Double] = [], rotation: [Double] = []
        for _ in 0..<`repeat` {
            let t = try measure()
            first.append(t.0); constant.append(t.1); rotation.append(t.2)
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        let f = median(first), c = median(constant), r = median(rotation)
        print(String(format: "{\"workload\": \"%@\", \"count\": %d, \"first_layout_ms\": %.3f, \"constant_change_ms\": %.3f, \"rotation_ms\": %.3f, \"constant_fraction\": %.5f, \"rotation_fraction\": %.5f}",
                     workload.rawValue, count, f, c, r, c / f, r / f))
    }

    /// Builds the screen, then times (first layout, one constant change, one rotation) in ms.
    func measure() throws -> (Double, Double, Double) {
        guard let device = DeviceCatalog.device(named: "iPhone 8") else { throw failInput("no iPhone 8 in the catalog") }
        let screen = Screen(device: device)
        let root = screen.rootView
        var constants: [LayoutConstraint] = []
        var previousBottom = screen.topLayoutGuide.bottomAnchor
        for i in 0..<count {
            let tag = View(name: "Tag \(i)")
            tag.translatesAutoresizingMaskIntoConstraints = false
            tag.explicitIntrinsicContentSize = Size(width: 60, height: 20)
            try root.addSubview(tag)
            switch workload {
            case .rows:
                let field = View(name: "Field \(i)")
                field.translatesAutoresizingMaskIntoConstraints = false
                field.explicitIntrinsicContentSize = Size(width: noIntrinsicMetric, height: 30)
                try root.addSubview(field)
                let top = try tag.topAnchor.constraint(equalTo: previousBottom, constant: 8)
                constants.append(top)
                try LayoutConstraint.activate([
                    tag.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor), top,
                    field.leadingAnchor.constraint(equalTo: tag.trailingAnchor, constant: 8),
                    field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                    field.centerYAnchor.constraint(equalTo: tag.centerYAnchor),
                ])
                previousBottom = field.bottomAnchor
            case .independent:
                let left = try tag.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(i % 300))
                constants.append(left)
                try LayoutConstraint.activate([left, tag.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(i % 600))])
            }
        }
        let clock = ContinuousClock()
        let firstLayout = clock.measure { screen.layoutIfNeeded() }
        let target = constants[constants.count / 2]
        let constantChange = clock.measure {
            target.constant += 4
            screen.layoutIfNeeded()
        }
        let rotation = clock.measure {
            screen.rotate(to: .landscape)
            screen.layoutIfNeeded()
        }
        if let export { try writeSystem(of: screen.rootView, to: export) }
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
        return (ms(firstLayout), ms(constantChange), ms(rotation))
    }
}

/// Writes a hierarchy's engine rows as a raw constraint system (`autolayout solve` format).
func writeSystem(of root: View, to path: String) throws {
    let (variables, rows) = root.exportEngineRows()
    let constraints = rows.map { r in
        SystemDescription.ConstraintDescription(
            terms: r.terms, relation: Cassowary.Relation(rawValue: r.relation) ?? .equal,
            constant: r.constant, priority: r.priority)
    }
    let system = SystemDescription(variables: variables, constraints: constraints)
    do {
        try Data(system.json.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        throw failInput("cannot write \(path): \(error)")
    }
}
