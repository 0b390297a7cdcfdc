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
    /// An answer the client does not take as fast as it is sent goes to the event loop with
    /// the connection, which sends the rest as the client makes room: a slow reader never
    /// holds a worker.
    func serve(_ connection: Parked, first: Parsed) {
        var parked = connection
        var next = first
        while true {
            guard var outgoing = answer(next, on: &parked) else { return }
            switch Socket.send(&outgoing, on: parked.fd) {
            case .failed:
                return finish(parked.fd)
            case .blocked:
                parked.outgoing = outgoing
                parked.since = clock.now
                return handBack(parked)
            case .done:
                guard let following = afterAnswer(&parked, closing: outgoing.closing) else { return }
                next = following
            }
        }
    }

    /// On a worker, once the event loop has sent a whole answer: what `serve` does after one.
    func resume(_ connection: Parked, closing: Bool) {
        var parked = connection
        guard let next = afterAnswer(&parked, closing: closing) else { return }
        serve(parked, first: next)
    }

    /// The answer to `parsed`, framed; nil when the handler asked for a reset, which is done.
    private func answer(_ parsed: Parsed, on parked: inout Parked) -> Outgoing? {
        let request: HTTPRequest
        switch parsed {
        case .invalid(let status, let reason):
            // Framing is lost, so nothing after this on the connection can be trusted.
            return Outgoing(.text(status, "Malformed request: \(reason).\n"), closing: true)
        case .request(let parsed):
            request = parsed
        }
        parked.served += 1
        switch handler(request) {
        case .answer(let response, let close):
            // The last answer the limit allows says so, or the client would send its next
            // request into a connection about to close, and lose it.
            let closing = close || request.wantsClose || isStopped || parked.served >= max(1, limits.requestsPerConnection)
            return Outgoing(response, closing: closing, withBody: request.method != "HEAD")
        case .truncated(let response):
            return Outgoing(head: response.head(closing: true), body: response.body.prefix(response.body.count / 2), closing: true)
        case .reset:
            finish(parked.fd, resetting: true)
            return nil
        }
    }

    /// After a whole answer went: the request already pipelined behind it, or nil when the
    /// connection was closed (`closing`) or handed back to wait for the next one.
    private func afterAnswer(_ parked: inout Parked, closing: Bool) -> Parsed? {
        guard !closing else {
            finish(parked.fd)
            return nil
        }
        var parsed = RequestParser.parse(parked.buffer)
        if case .needMore = parsed, linger(&parked) { parsed = RequestParser.parse(parked.buffer) }
        switch parsed {
        case .request(let pipelined, let consumed):
            parked.buffer.removeFirst(consumed)
            return .request(pipelined)
        case .invalid(let status, let reason):
            return .invalid(status: status, reason: reason)
        case .needMore:
            parked.since = clock.now
            handBack(parked)
            return nil
        }
    }

    /// A busy keep-alive client sends its next request moments after its answer: waiting that
    /// long here spares two hand-offs between threads per request, which cost more than
    /// answering a small request does. Too short to matter to a client that then idles, which
    /// goes back to the loop.
    static let lingerMilliseconds: Int32 = 5

    /// True when more bytes arrived within the linger.
    private func linger(_ parked: inout Parked) -> Bool {
        guard Socket.waitReadable(parked.fd, milliseconds: Self.lingerMilliseconds) else { return false }
        if case .bytes = Socket.receive(parked.fd, into: &parked.buffer, waiting: false) { return true }
        return false
    }

    /// Gives a connection back to the event loop, to wait for its next request or to send the
    /// rest of its answer, or closes it when the server is stopping.
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
}
