import CCurl
import Foundation
import Support

/// One HTTP request as the clients ask it.
package struct WebRequest: Sendable {
    package var url: URL
    package var method: String
    /// Sent as given, after libcurl's own (Host, Accept-Encoding).
    package var headers: [String: String]
    package var body: Data?
    /// The whole request's deadline, from the first byte sent to the last one read: a server
    /// that trickles its answer does not hold it longer.
    package var deadline: Duration
    /// Bytes of body kept at most: past it (or past an announced `Content-Length`) the
    /// transfer stops with `WebFailure.tooLarge`.
    package var maxBodyBytes: Int?

    package init(
        url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil, deadline: Duration,
        maxBodyBytes: Int? = nil
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.deadline = deadline
        self.maxBodyBytes = maxBodyBytes
    }
}

/// What a server answered.
package struct WebAnswer: Sendable {
    package var status: Int
    /// Names lowercased; a repeated header keeps its last value.
    package var headers: [String: String]
    package var body: Data
}

package enum WebFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request's deadline passed before the answer was whole.
    case deadlineReached(Duration)
    /// The waiting task was cancelled.
    case cancelled
    /// A body over `WebRequest.maxBodyBytes`: its size, or the size reached when it stopped.
    case tooLarge(Int)
    /// No answer: libcurl's words for why (connection refused, a name not resolved, TLS).
    case network(String)
    /// A request no retry can fix (a URL libcurl cannot use): said at once, never tried again.
    case unusable(String)

    package var description: String {
        switch self {
        case .deadlineReached(let deadline): "no whole answer within the request's deadline of \(DurationText.describe(deadline))"
        case .cancelled: "cancelled"
        case .tooLarge(let size): "the answer is too large (\(size) bytes)"
        case .network(let message): message
        case .unusable(let message): message
        }
    }
}

/// HTTP over libcurl, each request waited on by a thread blocked in `curl_multi_poll`, so a
/// request waiting for its answer costs no CPU. Not URLSession: FoundationNetworking on Linux
/// keeps the write-readiness source it made for the connect after libcurl asks only for
/// reads, and a socket that can always be written woke it thousands of times a second (a
/// core spent while a server thought). Connections are kept for the next request, one cache
/// per pooled handle; a request has one deadline for the whole of it, on the injected clock
/// (and libcurl's own as a backstop in real time), and is cancelled with its task.
package final class WebClient: Sendable {
    private let clock: any WallClock
    private let idle = Locked<[CurlTransfer]>([])
    /// Handles kept between requests (each with its connections).
    private let keep: Int

    package init(clock: any WallClock = SystemClock(), keep: Int = 8) {
        _ = CurlTransfer.globalInit
        self.clock = clock
        self.keep = keep
    }

    /// Sends `request`; the request and its deadline on the clock race, and the loser is
    /// cancelled.
    package func send(_ request: WebRequest) async -> Result<WebAnswer, WebFailure> {
        let clock = clock
        return await withTaskGroup(of: Result<WebAnswer, WebFailure>?.self) { group in
            group.addTask { await self.transfer(request) }
            group.addTask {
                do {
                    try await clock.sleep(for: request.deadline)
                    return .failure(.deadlineReached(request.deadline))
                } catch {
                    return nil
                }
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(.cancelled)
        }
    }

    private func transfer(_ request: WebRequest) async -> Result<WebAnswer, WebFailure> {
        guard let handle = idle.withLock({ $0.popLast() }) ?? CurlTransfer() else {
            return .failure(.network("libcurl could not start a request"))
        }
        handle.arm()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Its own thread: the wait blocks, and the concurrency pool is not for that.
                Thread { continuation.resume(returning: handle.perform(request)) }.start()
            }
        } onCancel: {
            handle.cancel()
        }
        idle.withLock { if $0.count < keep { $0.append(handle) } }
        return result
    }
}
