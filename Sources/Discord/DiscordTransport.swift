import Foundation
import Support
import URLTasks

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request to Discord over the project's HTTP stack (URLSession, libcurl underneath on
/// Linux), bounded by a timeout on the injected clock, so a test's `ManualClock` decides
/// when a hung request times out.
struct DiscordTransport: Sendable {
    enum Outcome: Sendable {
        case answer(DiscordAnswer)
        case failed(DiscordError)
    }

    let session: URLSession
    let clock: any WallClock
    let timeout: Duration

    init(clock: any WallClock, timeout: Duration) {
        let configuration = URLSessionConfiguration.ephemeral
        // The network's own idle timeout, a backstop for the clock's.
        configuration.timeoutIntervalForRequest = max(1, timeout.timeInterval)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration)
        self.clock = clock
        self.timeout = timeout
    }

    /// The request and a timer race; the loser is cancelled.
    func send(_ request: URLRequest, masking webhook: DiscordWebhook) async -> Outcome {
        let (session, clock, timeout) = (session, clock, timeout)
        return await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { await Self.load(request, in: session, timeout: timeout, masking: webhook) }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .failed(.timedOut(after: timeout))
                } catch {
                    return nil
                }
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failed(.cancelled)
        }
    }

    private static func load(_ request: URLRequest, in session: URLSession, timeout: Duration, masking webhook: DiscordWebhook) async
        -> Outcome
    {
        do {
            let (data, response) = try await data(for: request, in: session)
            guard let http = response as? HTTPURLResponse else { return .failed(.network("the answer was not HTTP")) }
            return .answer(DiscordAnswer(status: http.statusCode, headers: http.allHeaderFields, body: data))
        } catch let error as URLError {
            switch error.code {
            case .timedOut: return .failed(.timedOut(after: timeout))
            case .cancelled: return .failed(.cancelled)
            default: return .failed(.network(webhook.masking(error.localizedDescription)))
            }
        } catch {
            return .failed(.network(webhook.masking("\(error)")))
        }
    }

    /// A data task cancelled with its Swift task (`CancellableTask`: URLSession's own async
    /// `data(for:)` deadlocks on Linux when cancelled).
    private static func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        try await CancellableTask.data(for: request, in: session)
    }
}
