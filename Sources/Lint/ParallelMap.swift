import Foundation

/// Runs `transform` over `items` on `jobs` threads, each taking the next item as it finishes
/// the last one; results come back in the items' order.
///
/// Threads get a stack of their own size (8 MB): parsing and laying out a deep document
/// recurses, and a pool thread's default stack can be smaller than the main thread's.
/// `progress` is called after each item, one call at a time, with the number done.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, progress: (@Sendable (Int) -> Void)? = nil,
                                           _ transform: @escaping @Sendable (T) -> R) -> [R] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 {
        var results: [R] = []
        results.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            results.append(transform(item))
            progress?(i + 1)
        }
        return results
    }
    let state = ParallelState<R>(count: items.count)
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            while let index = state.next() {
                let result = transform(items[index])
                let done = state.store(result, at: index)
                if let progress { state.report { progress(done) } }
            }
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    group.wait()
    return state.results()
}

/// The shared state of `parallelMap`: the next index to take and the results so far.
private final class ParallelState<R>: @unchecked Sendable {
    private let lock = NSLock()
    private let reportLock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private var slots: [R?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ result: R, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        done += 1
        return done
    }

    func report(_ body: () -> Void) {
        reportLock.lock()
        defer { reportLock.unlock() }
        body()
    }

    func results() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
