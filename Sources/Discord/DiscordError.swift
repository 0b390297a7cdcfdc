import Support

/// Why a webhook URL was refused or a message was not posted, in words a user can act on.
/// No case holds the webhook's token, and text that came from outside (Discord's own
/// `message`, a network error) has it masked before it is kept (`DiscordWebhook.masking`).
package enum DiscordError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The webhook URL is not one this program posts to; `problem` says which part is wrong.
    case badURL(problem: String)
    /// 404: Discord no longer has the webhook. Discord asks clients to stop using it
    /// (https://discord.com/developers/docs/topics/rate-limits: "If a webhook returns a 404
    /// status you should not attempt to use it again").
    case webhookGone(message: String?)
    /// 401 or 403: the token is not this webhook's (copied wrong, or the webhook was reset).
    case refused(status: Int, message: String?)
    /// Another 4xx: the message itself was refused, with Discord's `message` and, for a
    /// form error, the first field it names (`embeds.0.description: Must be 4096 or fewer in length.`).
    case rejected(status: Int, message: String?)
    /// A 5xx answer.
    case serverError(status: Int, message: String?)
    /// 429 with a wait longer than this program will sleep inside one run.
    case rateLimitTooLong(wait: Duration, longest: Duration)
    /// 429 through every retry.
    case rateLimited
    /// Discord asked to wait `wait`, past the run's deadline: the run stops there, not a fault.
    case deadlineReached(wait: Duration)
    /// No answer within the poster's timeout.
    case timedOut(after: Duration)
    /// The connection failed: no address, refused, reset, TLS.
    case network(String)
    /// A failure that passes (5xx, network, timeout, 429) still there after `tries` tries.
    indirect case gaveUp(tries: Int, last: DiscordError)
    /// The run's whole budget of retries is spent; later posts are not tried.
    indirect case runRetriesSpent(budget: Int, last: DiscordError)
    /// The message could not be written as JSON.
    case unencodable(String)
    /// The task was cancelled before Discord answered.
    case cancelled

    package var description: String {
        switch self {
        case .badURL(let problem):
            "the Discord webhook URL \(problem)"
        case .webhookGone(let message):
            "Discord says the webhook no longer exists (HTTP 404\(Self.quote(message))); it was deleted: make a new one and store its URL"
        case .refused(let status, let message):
            "Discord refused the webhook's token (HTTP \(status)\(Self.quote(message))); copy the webhook URL again"
        case .rejected(let status, let message):
            "Discord refused the message (HTTP \(status)\(Self.quote(message)))"
        case .serverError(let status, let message):
            "Discord answered HTTP \(status)\(Self.quote(message))"
        case .rateLimitTooLong(let wait, let longest):
            "Discord asked to wait \(Self.seconds(wait)) before posting again, longer than the \(Self.seconds(longest)) a run waits"
        case .rateLimited:
            "Discord kept answering 429 (rate limited)"
        case .deadlineReached(let wait):
            "Discord asked to wait \(Self.seconds(wait)) before posting again, past the run's deadline"
        case .timedOut(let after):
            "Discord did not answer in full before the request's deadline of \(Self.seconds(after)) was reached"
        case .network(let message):
            "could not reach Discord: \(message)"
        case .gaveUp(let tries, let last):
            "\(last) (gave up after \(tries) tries)"
        case .runRetriesSpent(let budget, let last):
            "\(last) (gave up: this run has used all \(budget) of its retries)"
        case .unencodable(let reason):
            "the message could not be written as JSON: \(reason)"
        case .cancelled:
            "posting to Discord was cancelled"
        }
    }

    /// Whether trying the same post again may work: 5xx, network, timeout.
    var passes: Bool {
        switch self {
        case .serverError, .timedOut, .network: true
        default: false
        }
    }

    private static func quote(_ message: String?) -> String {
        message.map { ": \"\($0)\"" } ?? ""
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration.timeInterval
        if seconds == seconds.rounded() { return "\(Int(seconds)) s" }
        return "\((seconds * 1000).rounded() / 1000) s"
    }
}
