import Foundation
import Support

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connection in the event loop: between requests, with what has arrived of its next one,
/// or sending an answer its client takes slowly. `since`: when it last waited on its client
/// with nothing happening (its next request begun to be awaited, or a byte of its answer taken).
struct Parked: Sendable {
    let fd: Int32
    var buffer: [UInt8] = []
    /// Requests answered on it so far.
    var served = 0
    var since: Date
    /// The rest of an answer the client has not taken yet; nil while awaiting a request.
    var outgoing: Outgoing?
}

extension HTTPServer {
    /// Accepts and reads until stopped, on one thread: a connection waiting for its client
    /// (idle keep-alive, a head arriving slowly) is a descriptor in the `poll` set, not a
    /// blocked thread, so hundreds of them cannot keep a fresh request from being answered.
    func runLoop(listener: Int32, wake: WakePipe) {
        let end = limits.lifetime.map { clock.now.addingTimeInterval($0) }
        // Room for the store, templates and the like, so accept never runs out of descriptors first.
        let capacity = max(1, min(limits.openConnections, Socket.descriptorLimit() - 64))
        var waiting: [Int32: Parked] = [:]
        var listening = true
        while !isStopped {
            if let end, clock.now >= end { break }
            let returned = lifecycle.withLock { life in
                defer { life.returned.removeAll(keepingCapacity: true) }
                return life.returned
            }
            for parked in returned { waiting[parked.fd] = parked }
            var entries = [pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
            if listening { entries.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
            let first = entries.count
            for (fd, parked) in waiting {
                let events = parked.outgoing == nil ? POLLIN : POLLOUT
                entries.append(pollfd(fd: fd, events: Int16(events), revents: 0))
            }
            listening = true
            if Socket.waitAny(&entries, milliseconds: limits.pollMilliseconds) {
                if entries[0].revents != 0 { wake.drain() }
                for entry in entries[first...] where entry.revents != 0 {
                    if waiting[entry.fd]?.outgoing == nil { read(entry.fd, &waiting) } else { write(entry.fd, &waiting) }
                }
                if first == 2, entries[1].revents != 0 {
                    listening = acceptPending(listener, capacity: capacity, &waiting)
                }
            }
            closeExpired(&waiting)
        }
        // Reaching here without stop() means the lifetime ran out: stop the workers' connections too.
        beginStop()
        let leftovers = lifecycle.withLock { life in
            // Closed under the lock so nothing wakes or shuts down a recycled descriptor.
            Socket.closeNow(listener)
            life.listener = nil
            life.wake?.closeBoth()
            life.wake = nil
            let returned = life.returned.map(\.fd)
            life.returned = []
            return Array(waiting.keys) + returned
        }
        for fd in leftovers { finish(fd, abandoning: true) }
    }

    /// Accepts what is pending, a bounded number per pass so reading keeps its turn; false
    /// when accepting failed (out of descriptors) and the listener should sit out one pass.
    private func acceptPending(_ listener: Int32, capacity: Int, _ waiting: inout [Int32: Parked]) -> Bool {
        for _ in 0..<64 {
            switch Socket.acceptConnection(listener) {
            case .none:
                return true
            case .failed:
                return evictOldest(&waiting)
            case .connection(let fd):
                admit(fd, capacity: capacity, &waiting)
            }
        }
        return true
    }

    private func admit(_ fd: Int32, capacity: Int, _ waiting: inout [Int32: Parked]) {
        // Only this thread adds connections, so the count cannot grow between here and the insert.
        let full = lifecycle.withLock { $0.connections.count >= capacity }
        guard !full || evictOldest(&waiting) else {
            // Every connection is being answered: none is idle to give way.
            Socket.closeWithReset(fd)
            return
        }
        let registered = lifecycle.withLock { life in
            guard !life.stopped else { return false }
            life.connections.insert(fd)
            return true
        }
        guard registered else {
            Socket.closeWithReset(fd)
            return
        }
        waiting[fd] = Parked(fd: fd, since: clock.now)
        // Clients often send the request with the handshake; no need to wait a pass for it.
        read(fd, &waiting)
    }

    /// Closes the connection that has waited longest for its client; false when none waits.
    private func evictOldest(_ waiting: inout [Int32: Parked]) -> Bool {
        guard let oldest = waiting.values.min(by: { $0.since < $1.since }) else { return false }
        waiting[oldest.fd] = nil
        finish(oldest.fd, abandoning: true)
        return true
    }

    /// Reads what has arrived; a complete request (or a broken one, which gets its 400) goes
    /// to a worker along with the connection.
    private func read(_ fd: Int32, _ waiting: inout [Int32: Parked]) {
        guard var parked = waiting[fd] else { return }
        var closed = false
        // Bounded, so one fast sender cannot keep the loop from the others; the parser refuses
        // a head or body past its limits, so the buffer cannot grow much past them.
        reading: for _ in 0..<8 {
            switch Socket.receive(fd, into: &parked.buffer, waiting: false) {
            case .bytes: continue
            case .retry: break reading
            case .closed:
                closed = true
                break reading
            }
        }
        let first: Parsed
        switch RequestParser.parse(parked.buffer) {
        case .request(let request, let consumed):
            parked.buffer.removeFirst(consumed)
            first = .request(request)
        case .invalid(let status, let reason):
            first = .invalid(status: status, reason: reason)
        case .needMore:
            if closed {
                waiting[fd] = nil
                finish(fd, abandoning: true)
            } else {
                waiting[fd] = parked
            }
            return
        }
        waiting[fd] = nil
        let connection = parked
        workers.submit { [self] in serve(connection, first: first) }
    }

    /// Sends what the client has made room for; once the whole answer has gone, a worker
    /// goes on with the connection, since closing it drains for a moment and a request may
    /// be pipelined behind. A client that went away is closed.
    private func write(_ fd: Int32, _ waiting: inout [Int32: Parked]) {
        guard var parked = waiting[fd], var outgoing = parked.outgoing else { return }
        let before = outgoing.sent
        switch Socket.send(&outgoing, on: fd) {
        case .failed:
            waiting[fd] = nil
            finish(fd, abandoning: true)
        case .blocked:
            if outgoing.sent > before { parked.since = clock.now }
            parked.outgoing = outgoing
            waiting[fd] = parked
        case .done:
            waiting[fd] = nil
            parked.outgoing = nil
            let (connection, closing) = (parked, outgoing.closing)
            workers.submit { [self] in resume(connection, closing: closing) }
        }
    }

    /// A connection whose client has not sent its whole next request in the idle timeout, or
    /// has taken none of its answer in that time, is closed.
    private func closeExpired(_ waiting: inout [Int32: Parked]) {
        let now = clock.now
        let expired = waiting.values.filter { now.timeIntervalSince($0.since) >= limits.idleTimeout }
        for parked in expired {
            waiting[parked.fd] = nil
            finish(parked.fd, abandoning: true)
        }
    }
}
