import Foundation
import LocalHTTP
import Support

/// What the log needs beyond the request itself.
struct LogFacts {
    var path: String
    var status: Int?

    func entry(of request: HTTPRequest, received: Date) -> FakeLostArkServer.Request {
        FakeLostArkServer.Request(
            method: request.method, path: path, query: request.rawPathAndQuery.query,
            headers: request.headerDictionary, body: request.body, status: status, received: received)
    }
}

extension ServerCore {
    /// Key first, so a request without one neither counts nor uses up a fault; then the faults
    /// that act before an answer (reset, delay); then the quota; then an answering fault or the route.
    func handle(_ request: HTTPRequest) -> (HTTPOutcome, LogFacts) {
        guard let segments = request.decodedSegments else {
            let response = HTTPResponse.error(400, "The path is not valid percent-encoded UTF-8.")
            return (.answer(response, close: true), LogFacts(path: String(request.rawPathAndQuery.path), status: 400))
        }
        let path = "/" + segments.joined(separator: "/")
        if request.target.hasPrefix(ImageRoute.prefix) { return handleImage(request, path: path) }
        var facts = LogFacts(path: path, status: nil)

        guard Self.isAuthorized(request.header("authorization"), key: apiKey) else {
            // Empty body and no quota headers: a request without a valid key has no quota to report.
            facts.status = 401
            return (.answer(.json(Data(), status: 401), close: false), facts)
        }

        var delayed = false
        switch state.withLock({ $0.takeEarlyFault(for: path) }) {
        case .connectionReset?:
            return (.reset, facts)
        case .delay(let duration)?:
            pause(for: duration)
            // The delay was this request's fault; it must not take the next one's as well.
            delayed = true
        case .hold?:
            hold()
            // Let go by `stop()`, not by the test: a stopped server answers nothing (an
            // answer written before its connection closed would reach the client).
            if isStopped { return (.reset, facts) }
            delayed = true
        default:
            break
        }

        let (fault, quota): (Fault?, RateLimiter.Quota)
        switch state.withLock({ $0.admit(path: path, at: clock.now, takingFaults: !delayed) }) {
        case .limited(let limited):
            var response = HTTPResponse.error(429, "API rate limit exceeded.")
            response.headers = limited.headers
            facts.status = 429
            return (.answer(response, close: false), facts)
        case .admitted(let taken, let admitted):
            (fault, quota) = (taken, admitted)
        }

        var response = fault?.answer ?? normalAnswer(request, path: path, segments: segments)
        response.headers = quota.headers
        if case .headers(_, let replacements) = fault {
            response.headers.removeAll { header in replacements.keys.contains { $0.lowercased() == header.0.lowercased() } }
            response.headers += replacements.sorted { $0.key < $1.key }
        }
        facts.status = response.status
        return (fault == .truncatedBody ? .truncated(response) : .answer(response, close: false), facts)
    }

    private func normalAnswer(_ request: HTTPRequest, path: String, segments: [String]) -> HTTPResponse {
        let (files, removed) = state.withLock { ($0.files, $0.isRemoved(path)) }
        if removed { return .error(404, "The endpoint \(path) no longer exists.") }
        return Router.route(request, segments: segments, files: files)
    }

    /// `bearer` in any case, exactly one space, then exactly the key, as the portal documents.
    static func isAuthorized(_ header: String?, key: String) -> Bool {
        guard let header, header.count > 7 else { return false }
        return header.prefix(7).lowercased() == "bearer " && header.dropFirst(7) == key
    }
}
