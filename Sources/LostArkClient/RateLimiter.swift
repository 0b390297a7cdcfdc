import Foundation
import Support

/// Paces requests to the Open API's quota (100 a minute per key), from the
/// `X-RateLimit-Limit`, `-Remaining` and `-Reset` headers of every answer.
///
/// A token is reserved when a request is sent. The server's `Remaining` is adopted only
/// when it is lower than ours (answers to concurrent requests arrive out of order), and
/// when an answer opens a new window the other requests still in flight are subtracted
/// too, since the server may not have counted them yet: so the budget never overshoots
/// into a 429. Until the first answer the assumed quota (the API's documented one) holds,
/// so a slow first answer does not hold the others back.
///
/// Headers that make no sense are not trusted (`RateLimitRule`): each is reported once, by
/// name, and the window is then assumed to end one window after the answer.
actor RateLimiter {
    struct Headers: Sendable, Equatable {
        var limit: Int
        var remaining: Int
        /// Unix seconds when the window ends.
        var reset: Double
        /// `Retry-After`, as sent (seconds or an HTTP date), on a 429.
        var retryAfter: String?

        init?(_ fields: [AnyHashable: Any]) {
            func value(_ name: String) -> String? {
                fields.first { ($0.key as? String)?.lowercased() == name }.flatMap { $0.value as? String }
            }
            guard let limit = value("x-ratelimit-limit").flatMap(Int.init),
                let remaining = value("x-ratelimit-remaining").flatMap(Int.init),
                let reset = value("x-ratelimit-reset").flatMap(Double.init)
            else { return nil }
            (self.limit, self.remaining, self.reset) = (limit, remaining, reset)
            retryAfter = value("retry-after")
        }

        init(limit: Int, remaining: Int, reset: Double, retryAfter: String? = nil) {
            (self.limit, self.remaining, self.reset, self.retryAfter) = (limit, remaining, reset, retryAfter)
        }
    }

    enum Event: Sendable, Equatable {
        /// The budget is spent: no request goes out before `until`.
        case waiting(until: Date)
        /// A header that makes no sense, told once per header name.
        case implausible(RateLimitRule.Implausible)
    }

    private let maxInFlight: Int
    private let rule: RateLimitRule
    private let clock: any WallClock
    private var limit: Int
    private var remaining: Int
    /// When the current window ends; nil when no answer has told it yet.
    private var reset: Date?
    private var inFlight = 0
    /// Requests waiting for a slot or a token, by a number, so a cancelled one can leave.
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// The wake-up last reported, so concurrent waiters report it once.
    private var announced: Date?
    private var reported: Set<String> = []
    private let onEvent: @Sendable (Event) -> Void

    init(
        limit: Int = 100, window: Duration = .seconds(60), maxInFlight: Int = 4, clock: any WallClock = SystemClock(),
        onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.limit = max(1, limit)
        remaining = max(1, limit)
        rule = RateLimitRule(window: window)
        self.maxInFlight = max(1, maxInFlight)
        self.clock = clock
        self.onEvent = onEvent
    }

    /// Set by a 401 or 403: the key is refused, so no request may go out any more; every
    /// request waiting, and every later one, is answered without being sent.
    private var keyRefused = false

    /// Requests waiting for a slot or a token (not those asleep until a window ends).
    var waiting: Int { waiters.count }

    /// Waits until a request may be sent, and reserves its token. Returns false, sending
    /// nothing, once the key has been refused.
    @discardableResult
    func acquire() async throws(CancellationError) -> Bool {
        while true {
            if Task.isCancelled { throw CancellationError() }
            if keyRefused { return false }
            if inFlight < maxInFlight, remaining > 0 {
                inFlight += 1
                remaining -= 1
                return true
            }
            if remaining <= 0, inFlight == 0 || reset != nil {
                try await waitForWindow()
            } else {
                await waitForTurn()
            }
        }
    }

    /// Returns the token of a request that was answered (`headers` nil when the answer
    /// carried none, as for a connection error: the token stays spent). `sentAt`: when the
    /// request went out, so a slow answer's window, over by now, is not taken for nonsense.
    func release(_ headers: Headers?, status: Int?, sentAt: Date? = nil) {
        inFlight -= 1
        // In the same step as waking the waiters, or one of them could still send.
        if status == 401 || status == 403 { keyRefused = true }
        if let headers {
            adopt(headers, status: status, sentAt: sentAt ?? clock.now)
        }
        wakeWaiters()
    }

    private func adopt(_ headers: Headers, status: Int?, sentAt: Date) {
        let now = clock.now
        limit = max(1, headers.limit)
        var end = rule.windowEnd(reset: headers.reset, sentAt: sentAt, answeredAt: now, report: report)
        if status == 429, let retryAfter = headers.retryAfter, let wait = rule.retryAfter(retryAfter, at: now, report: report) {
            end = max(end, wait)
        }
        if reset.map({ end > $0 }) ?? true {
            // A new window: count the other requests in flight as spent in it.
            remaining = headers.remaining - inFlight
            reset = end
        } else if end == reset {
            remaining = min(remaining, headers.remaining)
        }
        // An earlier window's answer, arriving late, says nothing about this one.
        if status == 429 { remaining = 0 }
    }

    private func report(_ implausible: RateLimitRule.Implausible) {
        guard reported.insert(implausible.header).inserted else { return }
        onEvent(.implausible(implausible))
    }

    private func waitForWindow() async throws(CancellationError) {
        let now = clock.now
        // No end known (every answer so far lacked the headers): assume a whole window.
        let end = reset ?? rule.assumedEnd(at: now)
        reset = end
        if end > now {
            // A little past the advertised second, so the server's window has surely ended.
            let wake = end.addingTimeInterval(0.05)
            if announced != wake {
                announced = wake
                onEvent(.waiting(until: wake))
            }
            try await clock.sleep(until: wake)
        }
        if let reset, clock.now >= reset {
            remaining = limit - inFlight
            self.reset = nil
        }
        wakeWaiters()
    }

    /// Until an answer frees a slot or a token, or the task is cancelled (a run's deadline).
    private func waitForTurn() async {
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Cancelled before this ran: the handler found nothing to wake.
                if Task.isCancelled { continuation.resume() } else { waiters[id] = continuation }
            }
        } onCancel: {
            Task { await self.wake(id) }
        }
    }

    private func wake(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }

    private func wakeWaiters() {
        let waiting = waiters.values
        waiters.removeAll()
        waiting.forEach { $0.resume() }
    }
}
