/// Registered views waiting for one kind of work in the next pass, each once, in creation order.
///
/// A list and one flag per variable group (an engine numbers its items' groups densely), so
/// that queueing a view is an append and a flag test. Dictionaries keyed by object identity
/// hashed every view several times per pass and then sorted their values: a tenth of the
/// first layout of 10,000 labels. Views are handed out in creation order (`LayoutItem.serial`),
/// the order solver rows are added in, so that tie-breaks do not depend on how views queued.
struct ViewQueue {
    private var entries: [(group: Int32, view: View)] = []
    private var isQueued: [Bool] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Queues `view`, registered as variable group `group`; a queued view stays queued once.
    mutating func insert(_ view: View, group: Int32) {
        let g = Int(group)
        if g >= isQueued.count {
            isQueued.append(contentsOf: repeatElement(false, count: max(g + 1 - isQueued.count, isQueued.count)))
        }
        guard !isQueued[g] else { return }
        isQueued[g] = true
        entries.append((group, view))
    }

    /// Queues `view` if `engine` registered it; a view not registered there has nothing to sync.
    mutating func insert(_ view: View, ifRegisteredIn engine: LayoutEngine) {
        if let group = engine.group(of: view) { insert(view, group: group) }
    }

    /// Unqueues the view of `group` (it is leaving the engine); its entry is skipped later.
    mutating func remove(group: Int32) {
        let g = Int(group)
        if g < isQueued.count { isQueued[g] = false }
    }

    /// Grows the flags for `count` groups at once, before thousands of views arrive.
    ///
    /// The list grows at least twofold when it must grow: views added one at a time to a live
    /// hierarchy (Interface Builder's canvas adds a scene's views after laying out its root)
    /// each reserved one more entry, and `reserveCapacity` grows to exactly what it is asked,
    /// so every view copied the whole list (`verify` of a 4,000-row form: a third of its time).
    mutating func reserve(groups count: Int, views: Int) {
        if count > isQueued.count { isQueued.append(contentsOf: repeatElement(false, count: count - isQueued.count)) }
        let needed = entries.count + views
        if needed > entries.capacity { entries.reserveCapacity(max(needed, 2 * entries.capacity)) }
    }

    /// How many entries the list holds before it must grow.
    var capacity: Int { entries.capacity }

    /// The queued views, without unqueueing them.
    var queued: [View] {
        entries.compactMap { isQueued[Int($0.group)] ? $0.view : nil }
    }

    /// Empties the queue.
    mutating func removeAll() {
        for entry in entries { isQueued[Int(entry.group)] = false }
        entries.removeAll(keepingCapacity: true)
    }

    /// Empties the queue and returns its views in creation order.
    mutating func take() -> [View] {
        var result: [View] = []
        result.reserveCapacity(entries.count)
        for entry in entries where isQueued[Int(entry.group)] {
            isQueued[Int(entry.group)] = false
            result.append(entry.view)
        }
        entries.removeAll(keepingCapacity: true)
        // Views usually queue in creation order already (registration walks the tree as built).
        return Self.inCreationOrder(result)
    }

    /// `views` sorted by creation, keys read once (each a pointer chase); a sorted list is
    /// returned as it is after one pass.
    static func inCreationOrder(_ views: [View]) -> [View] {
        var previous = Int.min
        var sorted = true
        for view in views {
            if view.serial < previous { sorted = false; break }
            previous = view.serial
        }
        if sorted { return views }
        return views.map { (serial: $0.serial, view: $0) }.sorted { $0.serial < $1.serial }.map(\.view)
    }
}
