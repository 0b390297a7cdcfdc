import Foundation
import LOASTestSupport
import LocalHTTP
import Testing

/// The connection rules of LOAS's HTTP server (`loas serve`, the fake API) that a client
/// depends on to never lose a request or wait for nothing.
@Suite struct HTTPConnectionTests {
    /// A server answering every request with 200 "ok".
    static func server(requestsPerConnection: Int = 10_000) throws -> (HTTPServer, UInt16) {
        var limits = HTTPServer.Limits()
        limits.requestsPerConnection = requestsPerConnection
        let server = HTTPServer(limits: limits) { _ in .answer(.text(200, "ok"), close: false) }
        return (server, try server.start())
    }

    static let get = "GET / HTTP/1.1\r\nHost: x\r\n\r\n"

    @Test func theLastAnswerTheKeepAliveLimitAllowsSaysConnectionClose() throws {
        let (server, port) = try Self.server(requestsPerConnection: 3)
        defer { server.stop() }
        // Four pipelined: the fourth is past the limit, and the third answer must say so.
        let reply = try RawClient.exchange(port: port, bytes: Array(String(repeating: Self.get, count: 4).utf8), timeout: 10)
        let heads = reply.components(separatedBy: "HTTP/1.1 200 OK").dropFirst()
        #expect(heads.count == 3, "\(reply)")
        #expect(heads.dropLast().allSatisfy { $0.contains("Connection: keep-alive\r\n") }, "\(reply)")
        #expect(heads.last?.contains("Connection: close\r\n") == true, "\(reply)")
    }

    /// Sent raw with a generous bound on each wait; the server's idle timeout (15 s) is
    /// longer, so a server that waits for a CRLF CRLF fails here instead of answering.
    @Test(arguments: [
        "GET / HTTP/1.1\nHost: x\n\n",
        "GET / HTTP/1.1\r\nHost: x\n\r\n",
        "GET / HTTP/1.1\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\rHost: x\r\n\r\n",
    ])
    func aRequestWithBareLineBreaksGets400AtOnce(raw: String) throws {
        let (server, port) = try Self.server()
        defer { server.stop() }
        let reply = try RawClient.exchange(port: port, bytes: Array(raw.utf8), timeout: 10)
        #expect(reply.hasPrefix("HTTP/1.1 400 "), "\(reply)")
        #expect(reply.contains("Connection: close\r\n"))
    }

    @Test func aBareLFIsRefusedBeforeTheHeadIsComplete() {
        guard case .invalid(let status, _) = RequestParser.parse(Array("GET / HTTP/1.1\nHost: x".utf8)) else {
            Issue.record("a head with a bare LF was not refused")
            return
        }
        #expect(status == 400)
    }

    @Test func aBodyMayHoldBareLineBreaks() {
        let raw = "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\na\nb"
        guard case .request(let request, let consumed) = RequestParser.parse(Array(raw.utf8)) else {
            Issue.record("a body with a bare LF was refused")
            return
        }
        #expect(request.body == Data("a\nb".utf8))
        #expect(consumed == raw.utf8.count)
    }
}
