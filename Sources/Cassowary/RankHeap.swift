/// Symbols popped highest key first: a sorted run for keys that arrive in order, a binary
/// max-heap for the rest.
///
/// The stale list (keyed by negated rank) is filled mostly in rank order: a first layout adds
/// its rows one after another and each new row takes the next rank. A heap alone pays
/// O(log n) per pop for them, and at 10,000 labels the 80,000 pops of one refresh went deeper
/// into a heap ten times larger than at 1,000 (a tenth more instructions per pop). Keys that
/// are not above the run's last key extend the run, which pops from its front in O(1); keys
/// not below its first key go before it, where a run that started again in the middle of its
/// storage has room; the others go to the heap. A pop compares the two fronts.
///
/// Both ends matter for a step: an edit's rows are noted as its marker's column lists them,
/// newest first, and newer rows mostly rank higher, so their keys arrive rising. At the back
/// only, all but the first went through the heap (the engine's form of ten views: 9 % of a
/// step, 22 % at 100); noting them in reverse order instead cost kiwi's form a fifth more,
/// whose columns are ordered the other way.
///
/// Keys and symbols are stored together, one array each for the run and the heap (two parallel
/// arrays paid two uniqueness checks for every write), and the run's storage is kept and
/// written over in place: it holds `runEnd` entries, those past them left over from earlier
/// runs. Emptying it with `removeAll(keepingCapacity:)` whenever a run started again went
/// through the generic `replaceSubrange`; with the parallel arrays, a push cost 112
/// instructions on the steps of a small form.
struct RankHeap: Sendable {
    private struct Entry: Sendable {
        var key: Double
        var symbol: Int32
    }

    /// Keys in non-increasing order from `runStart` up to `runEnd`, with their symbols.
    private var run: [Entry] = []
    private var runStart = 0
    private var runEnd = 0
    /// A binary max-heap: each parent's key is at least its children's.
    private var heap: [Entry] = []

    init() {}

    /// An empty heap whose run has room for `capacity` symbols before it grows (an expansion's
    /// heap is new each time, and growing it from nothing took three allocations or more).
    init(capacity: Int) { run.reserveCapacity(capacity) }

    var isEmpty: Bool { runStart == runEnd && heap.isEmpty }

    /// The number of symbols waiting.
    var count: Int { runEnd - runStart + heap.count }

    mutating func push(_ symbol: Int32, _ key: Double) {
        if runStart == runEnd {
            // An empty run starts again in the middle of its storage, writing over it, so that
            // it can grow at both ends (a new heap's first run starts at the front).
            runStart = run.count / 2
            runEnd = runStart
        }
        if runEnd == runStart || key <= run[runEnd - 1].key {
            if runEnd < run.count { run[runEnd] = Entry(key: key, symbol: symbol) } else { run.append(Entry(key: key, symbol: symbol)) }
            runEnd += 1
            return
        }
        if runStart > 0, key >= run[runStart].key {
            runStart -= 1
            run[runStart] = Entry(key: key, symbol: symbol)
            return
        }
        heap.append(Entry(key: key, symbol: symbol))
        // Sifted through one buffer: one uniqueness check, not one per swap.
        heap.withUnsafeMutableBufferPointer { h in
            var child = h.count - 1
            let entry = h[child]
            while child > 0 {
                let parent = (child - 1) / 2
                guard h[parent].key < entry.key else { break }
                h[child] = h[parent]
                child = parent
            }
            h[child] = entry
        }
    }

    /// Removes and returns a symbol with the highest key (nil when empty).
    mutating func popHighest() -> Int32? {
        let runHasNext = runStart < runEnd
        if runHasNext, heap.isEmpty || run[runStart].key >= heap[0].key {
            runStart += 1
            return run[runStart - 1].symbol
        }
        guard let top = heap.first?.symbol else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        heap.withUnsafeMutableBufferPointer { h in
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < h.count else { break }
                let right = left + 1
                let child = right < h.count && h[right].key > h[left].key ? right : left
                guard h[child].key > last.key else { break }
                h[parent] = h[child]
                parent = child
            }
            h[parent] = last
        }
        return top
    }

    /// Calls `body` with every waiting symbol, in no particular order, leaving them waiting.
    func forEach(_ body: (Int32) -> Void) {
        for i in runStart..<runEnd { body(run[i].symbol) }
        for entry in heap { body(entry.symbol) }
    }

    /// Makes room for `capacity` symbols in the run, where a first build puts them, and for
    /// a few in the heap (the first step that used it grew it four times, from nothing).
    mutating func reserveCapacity(_ capacity: Int) {
        run.reserveCapacity(capacity)
        heap.reserveCapacity(min(capacity, 32))
    }
}
