import Foundation

/// How a connection's socket is to be closed once `serve` returns.
enum ConnectionEnding {
    case graceful
    case reset
}

extension HTTPServer {
    /// Serves requests one after another on a keep-alive connection until the client closes,
    /// asks to close, sends something unparseable, or goes idle.
    func serve(_ fd: Int32) -> ConnectionEnding {
        var buffer: [UInt8] = []
        let limit = max(1, limits.requestsPerConnection)
        for number in 1...limit {
            let request: HTTPRequest
            switch readRequest(fd, into: &buffer) {
            case .gone:
                return .graceful
            case .invalid(let status, let reason):
                // Framing is lost, so nothing after this on the connection can be trusted.
                _ = Socket.sendAll(fd, frame(.text(status, "Malformed request: \(reason).\n"), closing: true))
                return .graceful
            case .request(let parsed):
                request = parsed
            }

            let outcome = handler(request)

            switch outcome {
            case .answer(let response, let close):
                // The last answer the limit allows says so, or the client would send its next
                // request into a connection about to close, and lose it.
                let closing = close || request.wantsClose || isStopped || number == limit
                let sent = Socket.sendAll(fd, frame(response, closing: closing, withBody: request.method != "HEAD"))
                guard sent, !closing else { return .graceful }
            case .truncated(let response):
                var partial = response.head(closing: true)
                partial.append(response.body.prefix(response.body.count / 2))
                _ = Socket.sendAll(fd, partial)
                return .graceful
            case .reset:
                return .reset
            }
        }
        return .graceful
    }

    /// A HEAD answer is the GET answer's head alone, Content-Length included.
    private func frame(_ response: HTTPResponse, closing: Bool, withBody: Bool = true) -> Data {
        var data = response.head(closing: closing)
        if withBody { data.append(response.body) }
        return data
    }

    private enum ReadResult {
        case request(HTTPRequest)
        case invalid(status: Int, reason: String)
        /// Closed by the client, idle too long, or the server is stopping.
        case gone
    }

    /// Reads until `buffer` holds a whole request; bytes after it (a pipelined request) stay in the buffer.
    private func readRequest(_ fd: Int32, into buffer: inout [UInt8]) -> ReadResult {
        let deadline = Date().addingTimeInterval(limits.idleTimeout)
        // Each pass either waits up to one poll interval or receives at least one byte.
        let maxPasses = Int(limits.idleTimeout * 1000) / Int(limits.pollMilliseconds) + 4096
        for _ in 0..<maxPasses {
            switch RequestParser.parse(buffer) {
            case .request(let request, let consumed):
                buffer.removeFirst(consumed)
                return .request(request)
            case .invalid(let status, let reason):
                return .invalid(status: status, reason: reason)
            case .needMore:
                break
            }
            guard !isStopped, Date() < deadline else { return .gone }
            guard Socket.waitReadable(fd, milliseconds: limits.pollMilliseconds) else { continue }
            if case .closed = Socket.receive(fd, into: &buffer) { return .gone }
        }
        return .gone
    }
}
