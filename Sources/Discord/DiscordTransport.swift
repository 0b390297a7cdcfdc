import Foundation
import Support
import URLTasks

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request to Discord over `WebClient` (libcurl), bounded by one deadline for the whole
/// request on the injected clock, so a test's `ManualClock` decides when a hung request times
/// out. Takes the poster's `URLRequest` as it is.
struct DiscordTransport: Sendable {
    enum Outcome: Sendable {
        case answer(DiscordAnswer)
        case failed(DiscordError)
    }

    let web: WebClient
    let timeout: Duration

    init(clock: any WallClock, timeout: Duration) {
        web = WebClient(clock: clock, keep: 1)
        self.timeout = timeout
    }

    func send(_ request: URLRequest, masking webhook: DiscordWebhook) async -> Outcome {
        guard let url = request.url else { return .failed(.network("the request has no URL")) }
        let sent = WebRequest(
            url: url, method: request.httpMethod ?? "GET", headers: request.allHTTPHeaderFields ?? [:], body: request.httpBody,
            deadline: timeout)
        switch await web.send(sent) {
        case .success(let answer): return .answer(DiscordAnswer(status: answer.status, headers: answer.headers, body: answer.body))
        case .failure(.deadlineReached): return .failed(.timedOut(after: timeout))
        case .failure(.cancelled): return .failed(.cancelled)
        case .failure(.unusable(let message)): return .failed(.badURL(problem: "cannot be used: \(webhook.masking(message))"))
        case .failure(let failure): return .failed(.network(webhook.masking(failure.description)))
        }
    }
}
