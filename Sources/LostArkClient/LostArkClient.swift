import Foundation
import LostArkAPI
import Support
import URLTasks

/// Talks to the Open API: one request per `Route` (its path, method and where its answer is
/// kept are the route's; a search brings its body), paced by the rate limit, retried
/// when the failure is one that passes (5xx, timeouts, resets, cut-off or non-JSON bodies),
/// answered at once when it is not (401, 404, `null` for an unknown character).
package struct LostArkClient: Sendable {
    package struct Configuration: Sendable {
        package static let defaultBaseURL = Route.officialBaseURL

        package var baseURL: URL
        package var key: APIKey
        /// Requests in flight at once.
        package var maxInFlight: Int
        /// How long one request may take, first byte to last, before it counts as timed out
        /// (in real time: a server that trickles its answer holds it no longer).
        package var timeout: Duration
        package var retry: RetryPolicy
        /// The quota assumed until the first answer's headers tell it.
        package var assumedLimit: Int
        package var assumedWindow: Duration
        /// What the rate limiter and the retry backoff read the time from and wait on.
        /// (A request's own deadline is in real time, so a test's clock moved past it while a
        /// request is out does not time the request out.)
        package var clock: any WallClock

        package init(
            baseURL: URL, key: APIKey, maxInFlight: Int = 4, timeout: Duration = .seconds(30),
            retry: RetryPolicy = RetryPolicy(), assumedLimit: Int = 100, assumedWindow: Duration = .seconds(60),
            clock: any WallClock = SystemClock()
        ) {
            self.baseURL = baseURL
            self.key = key
            self.maxInFlight = maxInFlight
            self.timeout = timeout
            self.retry = retry
            self.assumedLimit = assumedLimit
            self.assumedWindow = assumedWindow
            self.clock = clock
        }
    }

    /// What the client is doing, for a progress line or a log.
    package enum Event: Sendable {
        case waitingForRateLimit(until: Date)
        case retrying(Route, retry: Int, reason: FetchFailure, until: Date)
        /// A rate-limit header that makes no sense, told once per header name with the rule
        /// applied instead (`RateLimitRule`).
        case implausibleRateLimitHeader(String)
    }

    private let configuration: Configuration
    private let web: WebClient
    private let limiter: RateLimiter
    private let onEvent: @Sendable (Event) -> Void

    package init(_ configuration: Configuration, onEvent: @escaping @Sendable (Event) -> Void = { _ in }) {
        self.configuration = configuration
        self.onEvent = onEvent
        web = WebClient(keep: configuration.maxInFlight)
        limiter = RateLimiter(
            limit: configuration.assumedLimit, window: configuration.assumedWindow, maxInFlight: configuration.maxInFlight,
            clock: configuration.clock,
            onEvent: { event in
                switch event {
                case .waiting(let until): onEvent(.waitingForRateLimit(until: until))
                case .implausible(let header): onEvent(.implausibleRateLimitHeader(header.description))
                }
            })
    }

    /// Asks `route`; `body` is the JSON a search posts (`MarketSearch.body`), nil for a GET.
    package func fetch(_ route: Route, body: Data? = nil) async throws(CancellationError) -> Answer {
        guard let url = route.url(base: configuration.baseURL) else { return .failed(.invalidURL) }
        var request = WebRequest(
            url: url, method: route.method.rawValue,
            headers: ["authorization": configuration.key.authorization, "accept": "application/json"], body: body,
            deadline: configuration.timeout)
        if body != nil { request.headers["content-type"] = "application/json" }
        var attempts = 0
        var rateLimitedInARow = 0
        while true {
            guard try await limiter.acquire() else { return .failed(.unauthorized) }
            attempts += 1
            let failure: FetchFailure
            switch await send(request, route: route, attempts: attempts) {
            case .done(let answer):
                return answer
            case .cancelled:
                throw CancellationError()
            case .rateLimited:
                rateLimitedInARow += 1
                attempts -= 1  // the limiter waits for the window; it was not the request's fault
                if rateLimitedInARow > configuration.retry.max429InARow { return .failed(.rateLimited(attempts: rateLimitedInARow)) }
                continue
            case .retry(let reason):
                failure = reason
            }
            rateLimitedInARow = 0
            guard attempts < configuration.retry.maxAttempts else { return .failed(failure) }
            let wake = configuration.clock.now.addingTimeInterval(configuration.retry.delay(beforeRetry: attempts).timeInterval)
            onEvent(.retrying(route, retry: attempts, reason: failure, until: wake))
            try await configuration.clock.sleep(until: wake)
        }
    }

    private enum Outcome {
        case done(Answer)
        /// The task was cancelled (a run's deadline): no answer, and none to record.
        case cancelled
        case rateLimited
        case retry(FetchFailure)
    }

    /// One attempt. Returns the token to the limiter with whatever headers came back.
    private func send(_ request: WebRequest, route: Route, attempts: Int) async -> Outcome {
        let sentAt = configuration.clock.now
        let answer: WebAnswer
        switch await web.send(request) {
        case .success(let received):
            answer = received
        case .failure(let failure):
            await limiter.release(nil, status: nil)
            switch failure {
            case .deadlineReached: return .retry(.timedOut(attempts: attempts))
            case .cancelled: return Task.isCancelled ? .cancelled : .done(.failed(.network("cancelled", attempts: attempts)))
            case .tooLarge, .network: return .retry(.network(failure.description, attempts: attempts))
            case .unusable: return .done(.failed(.network(failure.description, attempts: attempts)))
            }
        }
        let (data, status) = (answer.body, answer.status)
        await limiter.release(RateLimiter.Headers(answer.headers), status: status, sentAt: sentAt)
        switch status {
        case 200:
            guard Self.isJSON(data) else { return .retry(.notJSON(attempts: attempts)) }
            // A character route's `null` is the API's way to say there is no such character.
            if route.isCharacter && Self.isNull(data) { return .done(.noSuchCharacter) }
            return .done(.body(data))
        case 401, 403: return .done(.failed(.unauthorized))  // the limiter stopped everything else
        case 404: return .done(.removed)
        case 429: return .rateLimited
        case 503: return .retry(.unavailable(attempts: attempts))
        case 500...599: return .retry(.status(status, attempts: attempts))
        default: return .done(.failed(.status(status, attempts: attempts)))
        }
    }

    static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    static func isNull(_ data: Data) -> Bool {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "null"
    }
}
