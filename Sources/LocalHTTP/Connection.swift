import Foundation
import Support

/// What the event loop read off a connection: a request, or why there is none.
enum Parsed: Sendable {
    case request(HTTPRequest)
    case invalid(status: Int, reason: String)
}

extension HTTPServer {
    /// On a worker: answers `first`, then any request already pipelined behind it, then hands
    /// the connection back to the event loop to wait for the next one, or closes it when the
    /// client asked, the keep-alive limit is reached, the request was broken or sending failed.
    func serve(_ connection: Parked, first: Parsed) {
        var parked = connection
        var next = first
        let limit = max(1, limits.requestsPerConnection)
        while true {
            let request: HTTPRequest
            switch next {
            case .invalid(let status, let reason):
                // Framing is lost, so nothing after this on the connection can be trusted.
                _ = Socket.sendAll(parked.fd, frame(.text(status, "Malformed request: \(reason).\n"), closing: true))
                return finish(parked.fd)
            case .request(let parsed):
                request = parsed
            }
            parked.served += 1

            switch handler(request) {
            case .answer(let response, let close):
                // The last answer the limit allows says so, or the client would send its next
                // request into a connection about to close, and lose it.
                let closing = close || request.wantsClose || isStopped || parked.served >= limit
                let sent = Socket.sendAll(parked.fd, frame(response, closing: closing, withBody: request.method != "HEAD"))
                guard sent, !closing else { return finish(parked.fd) }
            case .truncated(let response):
                var partial = response.head(closing: true)
                partial.append(response.body.prefix(response.body.count / 2))
                _ = Socket.sendAll(parked.fd, partial)
                return finish(parked.fd)
            case .reset:
                return finish(parked.fd, resetting: true)
            }

            var parsed = RequestParser.parse(parked.buffer)
            if case .needMore = parsed, linger(&parked) { parsed = RequestParser.parse(parked.buffer) }
            switch parsed {
            case .request(let pipelined, let consumed):
                parked.buffer.removeFirst(consumed)
                next = .request(pipelined)
            case .invalid(let status, let reason):
                next = .invalid(status: status, reason: reason)
            case .needMore:
                parked.since = clock.now
                return handBack(parked)
            }
        }
    }

    /// A busy keep-alive client sends its next request moments after its answer: waiting that
    /// long here spares two hand-offs between threads per request (measured at a third of the
    /// throughput without it). Too short to matter to a client that then idles, which goes back to the loop.
    static let lingerMilliseconds: Int32 = 5

    /// True when more bytes arrived within the linger.
    private func linger(_ parked: inout Parked) -> Bool {
        guard Socket.waitReadable(parked.fd, milliseconds: Self.lingerMilliseconds) else { return false }
        if case .bytes = Socket.receive(parked.fd, into: &parked.buffer, waiting: false) { return true }
        return false
    }

    /// Gives a keep-alive connection back to the event loop, or closes it when the server is stopping.
    private func handBack(_ parked: Parked) {
        let taken = lifecycle.withLock { life in
            guard !life.stopped, let wake = life.wake else { return false }
            life.returned.append(parked)
            wake.wake()
            return true
        }
        if !taken { finish(parked.fd) }
    }

    /// Forgets the connection, then closes it. `abandoning`: nothing is owed to the client (it
    /// went away, idled out or was evicted, and everything it sent was read), so no drain.
    func finish(_ fd: Int32, resetting: Bool = false, abandoning: Bool = false) {
        // Once out of the set, beginStop() no longer touches the descriptor, so closing it
        // (which may drain for a moment) can happen outside the lock.
        lifecycle.withLock { _ = $0.connections.remove(fd) }
        if resetting {
            Socket.closeWithReset(fd)
        } else if abandoning {
            Socket.closeNow(fd)
        } else {
            Socket.closeGracefully(fd)
        }
    }

    /// A HEAD answer is the GET answer's head alone, Content-Length included.
    private func frame(_ response: HTTPResponse, closing: Bool, withBody: Bool = true) -> Data {
        var data = response.head(closing: closing)
        if withBody { data.append(response.body) }
        return data
    }
}
