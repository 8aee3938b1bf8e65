import Dispatch
import Foundation
import Synchronization

/// Maps `items` through `transform` on up to `jobs` threads at once; the results come back in
/// the order of `items`, so the output is the same whatever `jobs` is.
///
/// For independent pieces of work that each take a while (a storyboard to verify, a document
/// to lint): each thread takes the next item not yet taken, so a slow one does not hold up the
/// others' share. `jobs` of 1 (or one item) maps on the calling thread. Threads get a stack of
/// their own size (8 MB): parsing and laying out a deep document recurses, and a pool thread's
/// default stack can be smaller than the main thread's. `progress` is called after each item,
/// one call at a time, with the number done. The work must share no mutable state:
/// `transform` is `@Sendable`, and views, engines and documents made inside it stay on its
/// thread.
public func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, progress: (@Sendable (Int) -> Void)? = nil,
    _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
    let workers = min(max(1, jobs), items.count)
    guard workers > 1 else {
        var results: [Result] = []
        results.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            results.append(transform(item))
            progress?(i + 1)
        }
        return results
    }
    let slots = ResultSlots<Result>(count: items.count)
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            while let index = slots.claim() {
                let done = slots.store(transform(items[index]), at: index)
                if let progress { slots.report { progress(done) } }
            }
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    group.wait()
    return slots.results()
}

/// The number of cores this process may use: the default for `--jobs`.
public var availableCores: Int {
    max(1, ProcessInfo.processInfo.activeProcessorCount)
}

/// Where the threads of one `parallelMap` call put their results: one slot per item, each
/// written by the one thread that claimed its index, and read after every thread has finished.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let next = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let reportLock = NSLock()
    private let count: Int
    private let storage: UnsafeMutablePointer<Result?>

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The next index no thread has taken, or nil when all are taken.
    func claim() -> Int? {
        let index = next.add(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    /// Stores the result of `index` (claimed by this thread alone); returns how many are done.
    func store(_ result: Result, at index: Int) -> Int {
        storage[index] = result
        return finished.add(1, ordering: .relaxed).newValue
    }

    /// Runs `body` while no other thread runs a report.
    func report(_ body: () -> Void) {
        reportLock.lock()
        defer { reportLock.unlock() }
        body()
    }

    /// Every result, in order (each slot was stored once before the threads finished).
    func results() -> [Result] {
        let all = (0..<count).compactMap { storage[$0] }
        assert(all.count == count, "every item is mapped once")
        return all
    }
}
