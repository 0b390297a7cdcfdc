import Foundation
import LostArkAPI
import Support

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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

    package static func probe(base: URL, key: APIKey, timeout: Duration = .seconds(30), now: Date = Date()) async -> Outcome {
        guard let url = Route.notices.url(base: base) else { return .failed(FetchFailure.invalidURL.description) }
        var request = URLRequest(url: url, timeoutInterval: timeout.timeInterval)
        request.setValue(key.authorization, forHTTPHeaderField: "authorization")
        request.setValue("application/json", forHTTPHeaderField: "accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let response: HTTPURLResponse
        do {
            response = try await withCheckedThrowingContinuation { continuation in
                session.dataTask(with: request) { _, answer, error in
                    if let answer = answer as? HTTPURLResponse {
                        continuation.resume(returning: answer)
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }.resume()
            }
        } catch {
            return .failed("no answer from \(base.host ?? base.absoluteString) (\(error.localizedDescription))")
        }
        let headers = RateLimiter.Headers(response.allHeaderFields)
        let quota = headers.map {
            Quota(
                limit: $0.limit, remaining: $0.remaining,
                resetsIn: $0.reset > now.timeIntervalSince1970 ? Int(($0.reset - now.timeIntervalSince1970).rounded(.up)) : nil)
        }
        switch response.statusCode {
        case 200: return .accepted(quota)
        case 401, 403: return .refused(status: response.statusCode)
        case 429: return .rateLimited(quota, retryAfter: headers?.retryAfter ?? response.value(forHTTPHeaderField: "retry-after"))
        default: return .failed("the API answered HTTP \(response.statusCode)")
        }
    }
}
