import Foundation
import LostArkAPI
import Support
import URLTasks

/// One request that tells whether a key works and how much of its quota is left (`loas check
/// --online`): `GET /news/notices`, which needs no name and is answered from a short list.
/// Never retried, so it costs one request of the quota; the key is never part of a message.
package enum KeyProbe {
    /// The quota as the answer's `X-RateLimit-*` headers gave it.
    package struct Quota: Sendable, Equatable {
        package let limit: Int
        package let remaining: Int
        /// Seconds until the window ends, from `X-RateLimit-Reset`, when it is in the future.
        package let resetsIn: Int?
    }

    package enum Outcome: Sendable, Equatable {
        /// Answered: the key works.
        case accepted(Quota?)
        /// 401 or 403: the key was refused.
        case refused(status: Int)
        /// 429: the key works, and its quota is spent; `retryAfter` as sent.
        case rateLimited(Quota?, retryAfter: String?)
        /// Any other answer, or none.
        case failed(String)
    }

    /// `timeout` is the request's whole deadline on `clock`, however the server trickles its answer.
    package static func probe(
        base: URL, key: APIKey, timeout: Duration = .seconds(30), now: Date = Date(), clock: any WallClock = SystemClock()
    ) async -> Outcome {
        guard let url = Route.notices.url(base: base) else { return .failed(FetchFailure.invalidURL.description) }
        let request = WebRequest(
            url: url, headers: ["authorization": key.authorization, "accept": "application/json"], deadline: timeout)
        let response: WebAnswer
        switch await WebClient(clock: clock, keep: 0).send(request) {
        case .success(let answer): response = answer
        case .failure(let failure): return .failed("no answer from \(base.host ?? base.absoluteString): \(failure)")
        }
        let headers = RateLimiter.Headers(response.headers)
        let quota = headers.map {
            Quota(
                limit: $0.limit, remaining: $0.remaining,
                resetsIn: $0.reset > now.timeIntervalSince1970 ? Int(($0.reset - now.timeIntervalSince1970).rounded(.up)) : nil)
        }
        switch response.status {
        case 200: return .accepted(quota)
        case 401, 403: return .refused(status: response.status)
        case 429: return .rateLimited(quota, retryAfter: headers?.retryAfter ?? response.headers["retry-after"])
        default: return .failed("the API answered HTTP \(response.status)")
        }
    }
}
