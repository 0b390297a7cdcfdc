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

    /// `first` and `second` side by side, each on its own thread; with one worker, one after
    /// the other.
    static func pair<A: Sendable, B: Sendable, Failure: Error & Sendable>(
        workers: Int, _ first: @escaping @Sendable () -> A, _ second: @escaping @Sendable () throws(Failure) -> B
    ) throws(Failure) -> (A, B) {
        guard workers > 1 else { return (first(), try second()) }
        let firstMade = Locked<A?>(nil)
        let secondMade = Locked<Result<B, Failure>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            guard index == 1 else {
                let made = first()
                firstMade.withLock { $0 = made }
                return
            }
            let made: Result<B, Failure>
            do throws(Failure) {
                made = .success(try second())
            } catch {
                made = .failure(error)
            }
            secondMade.withLock { $0 = made }
        }
        // Each ran before concurrentPerform returned; the calls below only satisfy the types.
        let a = firstMade.withLock { $0 } ?? first()
        switch secondMade.withLock({ $0 }) {
        case .success(let b)?: return (a, b)
        case .failure(let error)?: throw error
        case nil: return (a, try second())
        }
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
