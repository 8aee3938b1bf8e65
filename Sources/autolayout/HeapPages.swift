#if os(Linux)
import Glibc
#endif

/// The process heap on huge pages, where the kernel offers them (Linux, glibc, transparent huge
/// pages in `madvise` mode).
///
/// A solver's rows, their terms and its column lists are read all over a working set of tens
/// of megabytes once a system reaches thousands of views, and in an order set by the
/// constraints (a system built shuffled reads them at random): with 4 KB pages most of those
/// reads also miss the TLB, and the same instructions cost about twice the time at 10,000 rows
/// as at 1,000. glibc asks for huge pages only when told to by an environment variable
/// (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`), read before `main`. Instead, the heap's next growth
/// is made one large reservation (`M_TOP_PAD`: address space only, no memory until touched),
/// taken now and advised (`MADV_HUGEPAGE`), so that what the process allocates later is
/// faulted in 2 MB at a time. Nothing is done where any step is unavailable, or when
/// `AUTOLAYOUT_HUGE_PAGES=0` is set.
///
/// What it costs: the pages the process touches are faulted in and zeroed 2 MB at a time, so a
/// process that allocates hundreds of megabytes spends more time in the kernel on them (on the
/// virtual machine this was measured on, 0.07 s more for 200 MB), and its resident size is
/// rounded up to whole huge pages (+4 % for `solve` of a form of 10,000 rows). glibc keeps the
/// pad when it would trim the heap, so a long-running `preview` keeps the largest heap it had.
/// Small commands allocate within the heap they start with and do not reach the reservation.
///
/// Only the solver's own commands ask for it (`helps(_:)`): `solve` and `bench`, whose builds
/// of shuffled systems it speeds up. The commands that lay documents and Interface Builder
/// files out (`render`, `check`, `explain`, `verify`, `lint`) gained no user time from it at
/// 10,000 views and paid 0.3–0.8 s of kernel time zeroing whole huge pages (0.1–0.2 s with
/// 4 KB pages), a cost that does not arise at 1,000 views, where the heap stays within what
/// it starts with: it was most of their growth past linear.
enum HeapPages {
    /// Whether the subcommand named `name` (the first argument) runs on huge pages.
    static func helps(_ name: String?) -> Bool {
        name == "solve" || name == "bench"
    }

    /// The address space reserved at the top of the heap.
    static let reservation: Int32 = 1 << 30

    /// The size of a huge page.
    static let pageSize = 2 << 20

    /// glibc's default `M_TOP_PAD`, put back when the heap did not grow.
    static let defaultTopPad: Int32 = 128 << 10

    /// Reserves and advises the heap's next growth; call once, first thing in `main`.
    static func prefer() {
        #if os(Linux)
        if let value = getenv("AUTOLAYOUT_HUGE_PAGES"), String(cString: value) == "0" { return }
        // `mallopt` is not in the Glibc module (malloc.h); M_TOP_PAD is -2.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        guard mallopt(-2, reservation) == 1, let before = sbrk(0) else { return }
        // Blocks below the mmap threshold come from the heap's top; one that does not fit makes
        // the heap grow, by the block and the reservation.
        var blocks: [UnsafeMutableRawPointer] = []
        defer { for block in blocks { free(block) } }
        while blocks.count < 64, let block = malloc(64 << 10) {
            blocks.append(block)
            if let now = sbrk(0), now != before { break }
        }
        guard let after = sbrk(0), after != before else {
            _ = mallopt(-2, defaultTopPad)
            return
        }
        let mask = UInt(pageSize - 1)
        let start = (UInt(bitPattern: before) + mask) & ~mask
        let end = UInt(bitPattern: after) & ~mask
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
