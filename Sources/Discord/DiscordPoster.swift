import Foundation
import Support

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Posts messages to one webhook, one at a time, by Discord's rules
/// (https://discord.com/developers/docs/resources/webhook#execute-webhook,
/// https://discord.com/developers/docs/topics/rate-limits):
/// - `?wait=true`, so Discord answers only once the message is saved, and a message it did
///   not save is an error rather than a silent 204;
/// - a 429 waits the `retry_after` it gives (body, else `Retry-After`) before the next
///   request; a success with `X-RateLimit-Remaining: 0` holds the next post until
///   `X-RateLimit-Reset-After` has passed. Given a `deadline`, such a wait is no fault and
///   spends no retry: it is waited out, and a wait past the deadline ends the post with
///   `deadlineReached` (the run stops, the rest kept for the next). Without one, a wait
///   longer than `longestWait` is an error, not a run that sleeps for hours;
/// - 5xx answers, timeouts and network failures are tried again after 1, 2, 4… s (at most
///   `maxRetries` times per post, and `maxRetriesPerRun` times in all for this poster, so a
///   run against a Discord that is down ends);
/// - other 4xx answers are not retried: 404 means the webhook was deleted, and Discord asks
///   that it not be used again; 401/403 a wrong token; 400 a message it refused.
///
/// One poster is one run: its copies share the rate-limit state and the run's retry budget.
/// Posts are meant to be made one after another (the messages' order is the notices').
package struct DiscordPoster: Sendable {
    /// What the poster is doing, for a progress line; never holds the token. Each wait is
    /// told just before it starts, with when it ends.
    package enum Event: Sendable, Equatable, CustomStringConvertible {
        /// Discord answered 429: the next request goes at `until`, `retryAfter` from now.
        case rateLimited(retryAfter: Duration, until: Date)
        /// The bucket was spent by the last post: this one waits until `until`.
        case waitingForBucket(until: Date)
        /// A failure that passes: try number `retry + 1` goes at `until`.
        case retrying(retry: Int, reason: DiscordError, until: Date)
        /// Discord saved a message.
        case posted(status: Int)

        package var description: String {
            switch self {
            case .rateLimited(let wait, _): "Discord is rate limiting: waiting \(wait.timeInterval) s"
            case .waitingForBucket(let until): "waiting for Discord's rate limit to reset (until \(until))"
            case .retrying(let retry, let reason, let until): "\(reason); retry \(retry) at \(until)"
            case .posted(let status): "posted to Discord (HTTP \(status))"
            }
        }
    }

    /// The longest wait a 429 or a spent bucket may ask for; past it the post fails.
    package static let longestWait: Duration = .seconds(300)

    private let webhook: DiscordWebhook
    private let clock: any WallClock
    private let maxRetries: Int
    private let maxRetriesPerRun: Int
    private let transport: DiscordTransport
    private let onEvent: @Sendable (Event) -> Void
    private let deadline: Date?
    private let run = Locked(RunState())

    private struct RunState: Sendable {
        /// No request goes before this (a spent bucket, a 429).
        var notBefore: Date?
        var retries = 0
    }

    package init(
        webhook: DiscordWebhook, clock: any WallClock, maxRetries: Int = 5, timeout: Duration = .seconds(30),
        maxRetriesPerRun: Int = 20, deadline: Date? = nil, onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.deadline = deadline
        self.webhook = webhook
        self.clock = clock
        self.maxRetries = max(0, maxRetries)
        self.maxRetriesPerRun = max(0, maxRetriesPerRun)
        transport = DiscordTransport(clock: clock, timeout: timeout)
        self.onEvent = onEvent
    }

    /// Posts one message (Content-Type: application/json, `?wait=true`); returns after a
    /// 2xx; throws otherwise, the error naming the failure with the token masked.
    package func post(_ message: DiscordMessage) async throws(DiscordError) {
        let request = try request(for: message)
        var retries = 0
        while true {
            try await waitForBucket()
            let failure: DiscordError
            var wake: Date?
            switch await transport.send(request, masking: webhook) {
            case .failed(let error):
                guard error.passes else { throw error }
                failure = error
            case .answer(let answer) where (200..<300).contains(answer.status):
                if let reset = answer.bucketResetsAfter { run.withLock { $0.notBefore = clock.now.addingTimeInterval(reset.timeInterval) } }
                onEvent(.posted(status: answer.status))
                return
            case .answer(let answer) where answer.status == 429:
                failure = .rateLimited
                if let wait = answer.retryAfter {
                    let until = clock.now.addingTimeInterval(wait.timeInterval)
                    try checkWait(wait, until: until)
                    wake = until
                }
            case .answer(let answer):
                let error = Self.error(for: answer, masking: webhook)
                guard error.passes else { throw error }
                failure = error
            }
            // A wait Discord asked for is no fault when the run has a deadline to stop at.
            if wake == nil || deadline == nil { try takeRetry(&retries, after: failure) }
            try await pause(after: failure, retry: retries, until: wake)
        }
    }

    private func request(for message: DiscordMessage) throws(DiscordError) -> URLRequest {
        let body: Data
        do {
            body = try JSONEncoder().encode(message)
        } catch {
            throw .unencodable("\(error)")
        }
        var request = URLRequest(url: webhook.postURL)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = body
        return request
    }

    /// Counts one more retry of this post and of the run, or says why there is none.
    private func takeRetry(_ retries: inout Int, after failure: DiscordError) throws(DiscordError) {
        guard retries < maxRetries else { throw .gaveUp(tries: retries + 1, last: failure) }
        let granted = run.withLock { state in
            guard state.retries < maxRetriesPerRun else { return false }
            state.retries += 1
            return true
        }
        guard granted else { throw .runRetriesSpent(budget: maxRetriesPerRun, last: failure) }
        retries += 1
    }

    /// Sleeps before retry number `retry`: until Discord's `wake` after a 429, else the backoff.
    private func pause(after failure: DiscordError, retry: Int, until wake: Date?) async throws(DiscordError) {
        let now = clock.now
        let until: Date
        if let wake {
            until = wake
            run.withLock { $0.notBefore = max($0.notBefore ?? wake, wake) }
            onEvent(.rateLimited(retryAfter: .seconds(wake.timeIntervalSince(now)), until: wake))
        } else {
            until = now.addingTimeInterval(Self.backoff(beforeRetry: retry).timeInterval)
            onEvent(.retrying(retry: retry, reason: failure, until: until))
        }
        do {
            try await clock.sleep(until: until)
        } catch {
            throw .cancelled
        }
    }

    /// Before each request: the rest of a wait a spent bucket or a 429 asked for.
    private func waitForBucket() async throws(DiscordError) {
        let now = clock.now
        guard let until = run.withLock({ $0.notBefore }), until > now else { return }
        try checkWait(.seconds(until.timeIntervalSince(now)), until: until)
        onEvent(.waitingForBucket(until: until))
        do {
            try await clock.sleep(until: until)
        } catch {
            throw .cancelled
        }
    }

    /// Whether a wait Discord asked for may be waited: within the deadline, else within
    /// `longestWait`.
    private func checkWait(_ wait: Duration, until: Date) throws(DiscordError) {
        if let deadline {
            guard until <= deadline else { throw .deadlineReached(wait: wait) }
        } else {
            guard wait <= Self.longestWait else { throw .rateLimitTooLong(wait: wait, longest: Self.longestWait) }
        }
    }

    /// 1, 2, 4, 8… seconds, at most a minute: Discord's 5xx are short outages.
    static func backoff(beforeRetry retry: Int) -> Duration {
        .seconds(min(60, 1 << min(max(retry - 1, 0), 6)))
    }

    static func error(for answer: DiscordAnswer, masking webhook: DiscordWebhook) -> DiscordError {
        let message = answer.message.map(webhook.masking)
        switch answer.status {
        case 404: return .webhookGone(message: message)
        case 401, 403: return .refused(status: answer.status, message: message)
        case 500...599: return .serverError(status: answer.status, message: message)
        default: return .rejected(status: answer.status, message: message)
        }
    }
}
