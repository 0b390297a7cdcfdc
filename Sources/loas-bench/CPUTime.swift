import Foundation

/// This thread's CPU time, which other processes on a busy machine do not inflate as they
/// do the wall clock (they still cost it some through caches).
enum CPUTime {
    static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The least CPU time of `rounds` runs of `body`, which returns bytes it made (kept
    /// observable so the work is not optimised away).
    static func least(rounds: Int, _ body: () throws -> Int) rethrows -> (seconds: Double, bytes: Int) {
        var best = Double.infinity
        var bytes = 0
        for _ in 0..<max(rounds, 1) {
            let start = seconds()
            bytes = try body()
            best = min(best, seconds() - start)
        }
        return (best, bytes)
    }
}
