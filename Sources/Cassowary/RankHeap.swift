/// Symbols popped highest key first: a sorted run for keys that arrive in order, a binary
/// max-heap for the rest.
///
/// The stale list (keyed by negated rank) is filled mostly in rank order: a first layout adds
/// its rows one after another and each new row takes the next rank. A heap alone pays
/// O(log n) per pop for them, and at 10,000 labels the 80,000 pops of one refresh went deeper
/// into a heap ten times larger than at 1,000 (a tenth more instructions per pop). Keys that
/// are not above the run's last key extend the run, which pops from its front in O(1); the
/// others go to the heap. A pop compares the two fronts.
struct RankHeap: Sendable {
    /// Keys in non-increasing order from `runStart` on, with their symbols.
    private var runKeys: [Double] = []
    private var runSymbols: [Int32] = []
    private var runStart = 0
    /// A binary max-heap: each parent's key is at least its children's.
    private var keys: [Double] = []
    private var symbols: [Int32] = []

    var isEmpty: Bool { runStart == runKeys.count && symbols.isEmpty }

    /// The number of symbols waiting.
    var count: Int { runKeys.count - runStart + symbols.count }

    mutating func push(_ symbol: Int32, _ key: Double) {
        if runStart == runKeys.count {
            // An empty run starts again at the front, reusing its storage.
            runKeys.removeAll(keepingCapacity: true)
            runSymbols.removeAll(keepingCapacity: true)
            runStart = 0
        }
        if runKeys.last.map({ key <= $0 }) ?? true {
            runKeys.append(key)
            runSymbols.append(symbol)
            return
        }
        keys.append(key)
        symbols.append(symbol)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[parent] < keys[child] else { break }
            keys.swapAt(parent, child)
            symbols.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns a symbol with the highest key (nil when empty).
    mutating func popHighest() -> Int32? {
        let runHasNext = runStart < runKeys.count
        if runHasNext, symbols.isEmpty || runKeys[runStart] >= keys[0] {
            runStart += 1
            return runSymbols[runStart - 1]
        }
        guard let top = symbols.first else { return nil }
        let lastKey = keys.removeLast()
        let lastSymbol = symbols.removeLast()
        guard !symbols.isEmpty else { return top }
        keys[0] = lastKey
        symbols[0] = lastSymbol
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < keys.count else { break }
            let right = left + 1
            let child = right < keys.count && keys[right] > keys[left] ? right : left
            guard keys[child] > keys[parent] else { break }
            keys.swapAt(parent, child)
            symbols.swapAt(parent, child)
            parent = child
        }
        return top
    }

    /// Calls `body` with every waiting symbol, in no particular order, leaving them waiting.
    func forEach(_ body: (Int32) -> Void) {
        for i in runStart..<runSymbols.count { body(runSymbols[i]) }
        for s in symbols { body(s) }
    }

    /// Makes room for `capacity` symbols in the run, where a first build puts them.
    mutating func reserveCapacity(_ capacity: Int) {
        runKeys.reserveCapacity(capacity)
        runSymbols.reserveCapacity(capacity)
    }
}
