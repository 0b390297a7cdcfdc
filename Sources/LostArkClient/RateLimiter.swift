import Foundation

/// Paces requests to the Open API's quota (100 a minute per key), from the
/// `X-RateLimit-Limit`, `-Remaining` and `-Reset` headers of every answer.
///
/// A token is reserved when a request is sent. The server's `Remaining` is adopted only
/// when it is lower than ours (answers to concurrent requests arrive out of order), and
/// when an answer opens a new window the other requests still in flight are subtracted
/// too, since the server may not have counted them yet: so the budget never overshoots
/// into a 429. Before the first answer only one request goes out, to learn the quota.
actor RateLimiter {
    struct Headers: Sendable, Equatable {
        var limit: Int
        var remaining: Int
        /// Unix seconds when the window ends.
        var reset: Double

        init?(_ fields: [AnyHashable: Any]) {
            func value(_ name: String) -> String? {
                fields.first { ($0.key as? String)?.lowercased() == name }.flatMap { $0.value as? String }
            }
            guard let limit = value("x-ratelimit-limit").flatMap(Int.init),
                let remaining = value("x-ratelimit-remaining").flatMap(Int.init),
                let reset = value("x-ratelimit-reset").flatMap(Double.init)
            else { return nil }
            (self.limit, self.remaining, self.reset) = (limit, remaining, reset)
        }

        init(limit: Int, remaining: Int, reset: Double) {
            (self.limit, self.remaining, self.reset) = (limit, remaining, reset)
        }
    }

    private let maxInFlight: Int
    /// Used until the first answer says otherwise, and when answers carry no headers.
    private let fallbackWindow: Duration
    private var limit: Int
    private var remaining: Int?
    private var reset: Double?
    private var inFlight = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// The window end last reported through `onWait`, so concurrent waiters report it once.
    private var announced: Double?
    /// Called with the end of the window when the run has to wait for it.
    private let onWait: @Sendable (Date) -> Void

    init(limit: Int = 100, window: Duration = .seconds(60), maxInFlight: Int = 4, onWait: @escaping @Sendable (Date) -> Void = { _ in }) {
        self.limit = limit
        self.fallbackWindow = window
        self.maxInFlight = max(1, maxInFlight)
        self.onWait = onWait
    }

    /// Whether any answer has carried the rate-limit headers yet.
    private var learnedQuota = false
    /// Set by a 401 or 403: the key is refused, so no request may go out any more; every
    /// request waiting, and every later one, is answered without being sent.
    private var keyRefused = false

    /// Waits until a request may be sent, and reserves its token. Returns false, sending
    /// nothing, once the key has been refused.
    @discardableResult
    func acquire() async throws(CancellationError) -> Bool {
        while true {
            if Task.isCancelled { throw CancellationError() }
            if keyRefused { return false }
            let mayProbe = remaining != nil || inFlight == 0
            if inFlight < maxInFlight, mayProbe, (remaining ?? 1) > 0 {
                inFlight += 1
                remaining = remaining.map { $0 - 1 }
                return true
            }
            if let remaining, remaining <= 0, inFlight == 0 || reset != nil {
                await waitForWindow()
            } else {
                await withCheckedContinuation { waiters.append($0) }
            }
        }
    }

    /// Returns the token of a request that was answered (`headers` nil when the answer
    /// carried none, as for a connection error).
    func release(_ headers: Headers?, status: Int?) {
        inFlight -= 1
        // In the same step as waking the waiters, or one of them could still send.
        if status == 401 || status == 403 { keyRefused = true }
        if let headers {
            learnedQuota = true
            limit = headers.limit
            if reset.map({ headers.reset > $0 }) ?? true {
                // A new window: count the other requests in flight as spent in it.
                remaining = headers.remaining - inFlight
                reset = headers.reset
            } else {
                remaining = min(remaining ?? headers.remaining, headers.remaining)
            }
            if status == 429 { remaining = 0 }
        } else if !learnedQuota {
            // No answer, no headers: the quota is still unknown, so probe again, one at a time.
            remaining = nil
        }
        wakeWaiters()
    }

    private func waitForWindow() async {
        let now = Date().timeIntervalSince1970
        if reset.map({ $0 <= now || $0 - now > 3_600 }) ?? true {
            reset = now + fallbackWindow.seconds  // no usable end from the server: assume a whole window
        }
        let end = reset ?? now
        if announced != end {
            announced = end
            onWait(Date(timeIntervalSince1970: end))
        }
        // A little past the advertised second, so the server's window has surely ended.
        try? await Task.sleep(for: .seconds(end - now + 0.05))
        if reset.map({ Date().timeIntervalSince1970 >= $0 }) ?? true {
            remaining = limit - inFlight
            reset = nil
        }
        wakeWaiters()
    }

    private func wakeWaiters() {
        let waiting = waiters
        waiters.removeAll()
        waiting.forEach { $0.resume() }
    }
}

extension Duration {
    /// The duration in seconds, for Foundation's time intervals and for messages.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
