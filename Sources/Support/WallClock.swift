import Foundation

/// The time, and waiting for a moment in it, as a dependency.
///
/// Everything that reads the time or waits (the rate limiter, retry backoff, a run's
/// deadline, the fake API's quota windows) takes one, so tests drive a `ManualClock` and
/// assert on what happened, never on how long it took. Wall time (`Date`) rather than a
/// monotonic instant because the API speaks it: `X-RateLimit-Reset` is Unix seconds.
package protocol WallClock: Sendable {
    var now: Date { get }
    /// Returns at `deadline` or later (at once when it has passed); throws when the task is
    /// cancelled first.
    func sleep(until deadline: Date) async throws(CancellationError)
}

extension WallClock {
    package func sleep(for duration: Duration) async throws(CancellationError) {
        try await sleep(until: now.addingTimeInterval(duration.timeInterval))
    }
}

/// The system's clock: `Date()` and `Task.sleep`.
package struct SystemClock: WallClock {
    package init() {}

    package var now: Date { Date() }

    package func sleep(until deadline: Date) async throws(CancellationError) {
        let seconds = deadline.timeIntervalSinceNow
        do {
            if seconds > 0 {
                try await Task.sleep(for: .seconds(seconds))
            } else {
                try Task.checkCancellation()
            }
        } catch {
            throw CancellationError()
        }
    }
}

extension Duration {
    /// The duration in seconds, for Foundation's time intervals and for messages.
    package var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
