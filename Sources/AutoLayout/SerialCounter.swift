#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A counter several threads can draw numbers from: each call returns the next number, never
/// the same one twice.
///
/// Items and engines take serial numbers when they are made, and the layout pass orders views
/// by them. Hierarchies are built on several threads at once (`lint --jobs`), so the counters
/// are shared: a plain static `+= 1` lost and repeated numbers under contention, which could
/// reorder views within one hierarchy. A mutex costs tens of nanoseconds per item.
final class SerialCounter: @unchecked Sendable {
    private var value: UInt64
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(startingAfter start: UInt64) {
        value = start
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next number.
    func next() -> UInt64 {
        pthread_mutex_lock(mutex)
        value += 1
        let result = value
        pthread_mutex_unlock(mutex)
        return result
    }
}
