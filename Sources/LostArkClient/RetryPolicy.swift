import Support

/// Capped exponential backoff with full jitter: a retry waits a random time up to
/// `base × 2^(retry−1)`, at most `cap`, so clients that failed together do not retry together.
package struct RetryPolicy: Sendable {
    package var maxAttempts: Int
    package var base: Duration
    package var cap: Duration
    /// 429 answers wait for the window and do not count as attempts; this bounds them.
    package var max429InARow: Int

    package init(maxAttempts: Int = 4, base: Duration = .milliseconds(500), cap: Duration = .seconds(8), max429InARow: Int = 5) {
        self.maxAttempts = max(1, maxAttempts)
        self.base = base
        self.cap = cap
        self.max429InARow = max429InARow
    }

    func delay(beforeRetry retry: Int) -> Duration {
        let exponential = base.timeInterval * Double(1 << min(retry - 1, 20))
        return .seconds(Double.random(in: 0...min(cap.timeInterval, exponential)))
    }
}
