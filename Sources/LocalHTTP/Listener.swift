import Foundation
import Support

extension HTTPServer {
    /// Accepts until stopped, giving each connection its own thread: browsers and URLSession
    /// open several connections at once and a slow answer must not hold up the others.
    func acceptLoop(_ listener: Int32) {
        let deadline = limits.lifetime.map { Date().addingTimeInterval($0) }
        while !isStopped {
            if let deadline, Date() >= deadline { break }
            guard Socket.waitReadable(listener, milliseconds: limits.pollMilliseconds),
                let fd = Socket.acceptConnection(listener)
            else { continue }
            let registered = lifecycle.withLock { life in
                guard !life.stopped, life.connections.count < limits.openConnections else { return false }
                life.connections.insert(fd)
                return true
            }
            guard registered else {
                Socket.closeWithReset(fd)
                continue
            }
            Thread.detachNewThread { [self] in runConnection(fd) }
        }
        // Reaching here without stop() means the lifetime ran out: stop the connections too.
        beginStop()
        lifecycle.withLock { life in
            // Closed under the lock so beginStop() never shuts down a recycled descriptor.
            Socket.closeNow(listener)
            life.listener = nil
        }
    }

    private func runConnection(_ fd: Int32) {
        let ending = serve(fd)
        // Once out of the set, beginStop() no longer touches the descriptor, so closing it
        // (which may drain for a moment) can happen outside the lock.
        lifecycle.withLock { _ = $0.connections.remove(fd) }
        switch ending {
        case .graceful: Socket.closeGracefully(fd)
        case .reset: Socket.closeWithReset(fd)
        }
    }
}
