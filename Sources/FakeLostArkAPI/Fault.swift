import Foundation
import LocalHTTP

/// A failure the real API or the network in front of it produces, injected with
/// `FakeLostArkServer.inject(_:path:count:)`.
package enum Fault: Sendable, Equatable {
    /// That status with a short JSON body, e.g. 500, 502, 503 (meant for 4xx and 5xx).
    case status(Int)
    /// 503 with an HTML page (text/html), as during the weekly maintenance.
    case maintenancePage
    /// 200 labelled `application/json` whose body is an HTML page, as an error page from a proxy.
    case notJSON
    /// 200 headers promising the full Content-Length, half the body, then the connection closes.
    case truncatedBody
    /// The request is read, then the connection is closed with a TCP reset and no answer.
    case connectionReset
    /// Waits this long, then answers normally; for exercising client timeouts.
    case delay(Duration)
    /// 200 with the body `null`, the API's answer for an unknown character.
    case nullBody
    /// The request waits, unanswered, until `FakeLostArkServer.releaseHeld()` (or the server
    /// stops), then is answered normally: a slow API whose slowness a test controls.
    case hold
    /// Answers with `status` (the route's own answer when nil), these headers replacing the
    /// quota's headers of the same name: a server that sends rate-limit headers that make
    /// no sense, or a `Retry-After`.
    case headers(status: Int?, [String: String])
}

/// A fault waiting for requests on a path.
struct PendingFault: Sendable {
    var fault: Fault
    /// A decoded path prefix with its leading "/"; nil matches every path.
    var pathPrefix: String?
    var remaining: Int

    func matches(_ path: String) -> Bool {
        pathPrefix.map { path.hasPrefix($0) } ?? true
    }
}

extension Fault {
    /// The answer given instead of the normal one, for the faults that are a complete answer;
    /// nil for those that act on the connection or the timing.
    var answer: HTTPResponse? {
        switch self {
        case .status(let code):
            .error(code, "Injected fault: status \(code).")
        case .maintenancePage:
            HTTPResponse(status: 503, contentType: "text/html; charset=utf-8", body: Data(Self.maintenanceHTML.utf8))
        case .notJSON:
            .json(Data(Self.proxyErrorHTML.utf8))
        case .nullBody:
            .json(Data("null".utf8))
        case .headers(let status?, _):
            .error(status, "Injected fault: status \(status).")
        case .truncatedBody, .connectionReset, .delay, .hold, .headers(nil, _):
            nil
        }
    }

    private static let maintenanceHTML = """
        <!DOCTYPE html>
        <html lang="ko"><head><meta charset="utf-8"><title>로스트아크 - 점검 중</title></head>
        <body><h1>서비스 점검 중입니다</h1><p>보다 안정적인 서비스를 위해 정기 점검을 진행하고 있습니다.</p></body></html>
        """

    private static let proxyErrorHTML = """
        <!DOCTYPE html>
        <html><head><title>Error</title></head><body><h1>An error occurred.</h1></body></html>
        """
}
