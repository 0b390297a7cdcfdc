import Foundation

/// A clock that moves only when told to: tests advance it and see exactly which sleepers
/// woke, however busy the machine is.
///
/// A sleeper whose deadline has passed returns at once; the others wait for `advance`.
/// Cancelling a sleeping task wakes it with `CancellationError`.
package final class ManualClock: WallClock {
    private struct State: Sendable {
        var now: Date
        var nextID = 0
        var sleepers: [Int: (deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = [:]
        /// Sleepers that have not returned yet, stored or not.
        var pending: Set<Int> = []
        /// Sleepers cancelled before their continuation was stored.
        var cancelled: Set<Int> = []
    }

    private let state: Locked<State>

    package init(now: Date = Date(timeIntervalSince1970: 1_750_000_000)) {
        state = Locked(State(now: now))
    }

    package var now: Date { state.withLock { $0.now } }

    /// The deadlines of the tasks sleeping now, earliest first.
    package var sleepingUntil: [Date] {
        state.withLock { $0.sleepers.values.map(\.deadline).sorted() }
    }

    package func sleep(until deadline: Date) async throws(CancellationError) {
        let id = state.withLock { state in
            state.nextID += 1
            state.pending.insert(state.nextID)
            return state.nextID
        }
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    let verdict: Result<Void, CancellationError>? = state.withLock { state in
                        if state.cancelled.remove(id) != nil {
                            state.pending.remove(id)
                            return .failure(CancellationError())
                        }
                        if deadline <= state.now {
                            state.pending.remove(id)
                            return .success(())
                        }
                        state.sleepers[id] = (deadline, continuation)
                        return nil
                    }
                    if let verdict { continuation.resume(with: verdict) }
                }
            } onCancel: {
                let sleeper = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                    if let sleeper = state.sleepers.removeValue(forKey: id) {
                        state.pending.remove(id)
                        return sleeper.continuation
                    }
                    // Not stored yet: the continuation sees the mark when it is.
                    if state.pending.contains(id) { state.cancelled.insert(id) }
                    return nil
                }
                sleeper?.resume(throwing: CancellationError())
            }
        } catch {
            throw CancellationError()
        }
    }

    /// Moves the time forward to `date` (never back) and wakes every sleeper due by then.
    package func advance(to date: Date) {
        let due = state.withLock { state in
            state.now = max(state.now, date)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys {
                state.sleepers[id] = nil
                state.pending.remove(id)
            }
            return due.values.map(\.continuation)
        }
        due.forEach { $0.resume() }
    }

    package func advance(by duration: Duration) {
        advance(to: now.addingTimeInterval(duration.timeInterval))
    }
}
