import Discord
import Foundation
import LocalHTTP
import Support

/// A stand-in Discord webhook on 127.0.0.1, so tests drive the real poster over real
/// sockets: it checks the path, the token, the Content-Type and every body against
/// Discord's limits (`DiscordLimits.violations`), records each request, and answers as
/// scripted (2xx, 429 with `retry_after`, 503, 404, a hang), like Discord does
/// (https://discord.com/developers/docs/resources/webhook#execute-webhook,
/// https://discord.com/developers/docs/topics/rate-limits).
package final class FakeDiscordWebhook: Sendable {
    /// One answer to script; unscripted requests get `.ok`.
    package enum Answer: Sendable, Equatable {
        /// 200 with the saved message (as `?wait=true` answers), the bucket not spent.
        case ok
        /// 200 whose headers say the bucket is spent: `X-RateLimit-Remaining: 0` and
        /// `X-RateLimit-Reset-After: resetAfter`.
        case okBucketSpent(resetAfter: Double)
        /// 429 as Discord sends it: `retry_after` in the JSON body (when `inBody`) and
        /// `Retry-After` in whole seconds, rounded up, in the headers (when `inHeader`).
        case rateLimited(retryAfter: Double, inBody: Bool = true, inHeader: Bool = true)
        /// That status with Discord's JSON error body: 404 is "Unknown Webhook", 401
        /// "Invalid Webhook Token", 5xx a server error.
        case status(Int)
        /// The request is read and not answered until `releaseHeld()` or `stop()`.
        case hang
    }

    /// One request as the stand-in saw it.
    package struct Request: Sendable, Equatable {
        package var method: String
        /// Without the query: `/api/webhooks/ID/TOKEN`.
        package var path: String
        /// As sent, without the `?`; nil when there was none.
        package var query: String?
        /// Names lowercased.
        package var headers: [String: String]
        package var body: Data
        /// The body read as a webhook message; nil when it is not one.
        package var message: DiscordMessage?
        /// Every limit the body breaks; a body that breaks one is answered 400.
        package var violations: [String]
        /// Nil while the request is held by `.hang`.
        package var status: Int?
        package var received: Date
    }

    package let id: String
    package let token: String
    private let core: FakeDiscordCore
    private let http: HTTPServer

    /// `clock`: the times in the log (share the poster's `ManualClock` to see its waits).
    package init(id: String = "112233445566778899", token: String = "stand-in-SECRET-token_42", clock: any WallClock = SystemClock()) {
        self.id = id
        self.token = token
        let core = FakeDiscordCore(id: id, token: token, clock: clock)
        self.core = core
        http = HTTPServer(limits: HTTPServer.Limits(lifetime: 30 * 60)) { core.respond(to: $0) }
    }

    deinit {
        stop()
    }

    /// Starts listening on 127.0.0.1 and returns the webhook's URL,
    /// `http://127.0.0.1:PORT/api/webhooks/ID/TOKEN`; a second call returns the same.
    package func start() throws(HTTPServerError) -> String {
        let port = try http.start()
        return "http://127.0.0.1:\(port)/api/webhooks/\(id)/\(token)"
    }

    /// Closes the listener and every connection; held requests are cut off unanswered.
    package func stop() {
        core.markStopped()
        http.stop()
    }

    /// The next requests get these answers, in order; then `.ok` again.
    package func script(_ answers: Answer...) {
        script(contentsOf: answers)
    }

    package func script(contentsOf answers: [Answer]) {
        core.state.withLock { $0.script += answers }
    }

    /// Every request, in order of arrival (a held one too, without a status).
    package var requests: [Request] {
        core.state.withLock { $0.log }
    }

    /// The messages Discord would show: bodies of the requests answered 2xx, in order.
    package var messages: [DiscordMessage] {
        requests.filter { ($0.status ?? 0) / 100 == 2 }.compactMap(\.message)
    }

    /// How many requests `.hang` is holding now.
    package var heldRequests: Int { core.heldCount }

    /// Answers every held request (200).
    package func releaseHeld() {
        core.releaseHeld()
    }
}
