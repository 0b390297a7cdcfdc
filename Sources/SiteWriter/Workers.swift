import Foundation
import SitePages
import Support

/// Runs numbered jobs on a bounded number of threads.
enum Workers {
    /// `job(0)` … `job(count - 1)` on up to `workers` threads, each taking the next number
    /// when it finishes one, so at most `workers` jobs are in memory at once. Results come
    /// back in job order. After a failure no new job starts, and the failure of the lowest
    /// number is thrown: every lower number had started, so the choice does not depend on
    /// scheduling.
    static func map<T: Sendable, Failure: Error & Sendable>(
        _ count: Int, workers: Int, _ job: @escaping @Sendable (Int) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let state = Locked(State<T, Failure>(results: Array(repeating: nil, count: count)))
        let threads = min(max(1, workers), count)
        let work = { @Sendable in
            while let number = state.withLock({ $0.take() }) {
                do throws(Failure) {
                    let result = try job(number)
                    state.withLock { $0.results[number] = result }
                } catch {
                    state.withLock { $0.fail(number, error) }
                }
            }
        }
        if threads == 1 {
            work()
        } else if threads > 1 {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in work() }
        }
        let (results, failure) = state.withLock { ($0.results, $0.failure) }
        if let failure { throw failure.error }
        return results.compactMap { $0 }
    }

    private struct State<T: Sendable, Failure: Error & Sendable>: Sendable {
        var results: [T?]
        var next = 0
        var failure: (number: Int, error: Failure)?

        mutating func take() -> Int? {
            guard failure == nil, next < results.count else { return nil }
            defer { next += 1 }
            return next
        }

        mutating func fail(_ number: Int, _ error: Failure) {
            if failure.map({ number < $0.number }) ?? true {
                failure = (number, error)
            }
        }
    }
}
