import Foundation
import Support

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a handler wants done with a request.
package enum HTTPOutcome: Sendable {
    /// `close`: the request was bad enough that the connection should not be reused.
    case answer(HTTPResponse, close: Bool)
    /// Send the head and half of this answer's body, then close (a cut-off answer).
    case truncated(HTTPResponse)
    /// Close with a TCP reset and no answer.
    case reset
}

/// A small HTTP/1.1 server over POSIX sockets. One event-loop thread accepts connections,
/// reads request heads and sends the rest of any answer a client takes slowly, so an idle or
/// slow client, sending or reading, costs a descriptor and a buffer, not a thread; each
/// complete request goes to a worker thread (`WorkerPool`), which runs the handler, sends what
/// the kernel takes of the answer at once and hands the connection back. The handler is called
/// on those threads, so it must be quick to share and must not block for long.
///
/// Threads hold this object, never its owner, so dropping the owner still reaches the
/// owner's `deinit`, which is where `stop()` belongs.
package final class HTTPServer: Sendable {
    /// Bounds that keep a forgotten server or a misbehaving client from running forever.
    package struct Limits: Sendable {
        package var backlog: Int32 = 512
        /// Idle connections cost no thread, so this is high; when full, the connection idle
        /// longest is closed to make room. Kept below the process's descriptor limit.
        package var openConnections = 1024
        /// Threads answering at once; more requests wait for one. A fake API holding requests
        /// (`.hold`) needs one each.
        package var workers = 128
        package var requestsPerConnection = 10_000
        /// A connection must send its whole next request within this, counted on the
        /// server's clock from when it began waiting for it, as real servers do with keep-alive;
        /// and a client being sent an answer must take some of it within this.
        package var idleTimeout: TimeInterval = 15
        /// Past this the server stops itself; nil runs until `stop()`.
        package var lifetime: TimeInterval?
        /// How often the event loop looks at the clock and the stop flag when nothing happens.
        package var pollMilliseconds: Int32 = 100

        package init(lifetime: TimeInterval? = nil) {
            self.lifetime = lifetime
        }
    }

    package typealias Handler = @Sendable (HTTPRequest) -> HTTPOutcome

    struct Lifecycle: Sendable {
        var stopped = false
        var port: UInt16?
        var listener: Int32?
        /// Nil once the event loop has ended; written to only under the lock, so never after it is closed.
        var wake: WakePipe?
        /// Every open connection, waiting in the loop or with a worker.
        var connections: Set<Int32> = []
        /// Connections workers have handed back since the loop last looked.
        var returned: [Parked] = []
    }

    let host: String
    let requestedPort: UInt16
    let limits: Limits
    let handler: Handler
    /// Idle timeouts and the lifetime are read on it, so a test can move them.
    let clock: any WallClock
    let lifecycle = Locked(Lifecycle())
    let workers: WorkerPool

    /// `host`: an IPv4 address (or "localhost"); `port` 0 lets the kernel choose one.
    package init(
        host: String = "127.0.0.1", port: UInt16 = 0, limits: Limits = Limits(), clock: any WallClock = SystemClock(),
        handler: @escaping Handler
    ) {
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.clock = clock
        self.handler = handler
        workers = WorkerPool(limit: limits.workers)
    }

    package var isStopped: Bool { lifecycle.withLock { $0.stopped } }

    /// Connections open now, idle or answering.
    package var openConnections: Int { lifecycle.withLock { $0.connections.count } }

    /// Binds and starts the event loop; returns the port bound. A second call returns the same port.
    package func start() throws(HTTPServerError) -> UInt16 {
        try lifecycle.withLock { (life: inout Lifecycle) throws(HTTPServerError) -> UInt16 in
            guard !life.stopped else { throw HTTPServerError.stopped }
            if let port = life.port { return port }
            let wake = try WakePipe.make()
            let listening: (fd: Int32, port: UInt16)
            do throws(HTTPServerError) {
                listening = try Socket.listening(host: host, port: requestedPort, backlog: limits.backlog)
            } catch {
                wake.closeBoth()
                throw error
            }
            Socket.setNonBlocking(listening.fd)
            life.listener = listening.fd
            life.port = listening.port
            life.wake = wake
            Thread.detachNewThread { [self] in runLoop(listener: listening.fd, wake: wake) }
            return listening.port
        }
    }

    /// Closes the listener and every open connection, and waits (bounded) until the
    /// threads have closed their sockets, so the port is free afterwards. Idempotent.
    package func stop(timeout: TimeInterval = 2) {
        beginStop()
        waitUntilClosed(timeout: timeout)
    }

    /// Sets the stop flag and wakes every blocked thread; the threads close their own sockets.
    func beginStop() {
        lifecycle.withLock { life in
            life.stopped = true
            if let listener = life.listener { Socket.shutdownBoth(listener) }
            for fd in life.connections { Socket.shutdownBoth(fd) }
            life.wake?.wake()
        }
        workers.stop()
    }

    private func waitUntilClosed(timeout: TimeInterval) {
        let deadline = Date().addingTimeInterval(timeout)
        for _ in 0..<Int(timeout * 200) {
            let closed = lifecycle.withLock { $0.listener == nil && $0.connections.isEmpty }
            if closed || Date() >= deadline { return }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}

/// Why a server could not start.
package enum HTTPServerError: Error, CustomStringConvertible, Sendable, Equatable {
    case systemCall(String, errno: Int32)
    case badHost(String)
    /// A stopped server cannot be started again; make a new one.
    case stopped

    package var description: String {
        switch self {
        case .systemCall(let call, let code):
            "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        case .badHost(let host):
            "host \"\(host)\" is not an IPv4 address such as 127.0.0.1 or 0.0.0.0"
        case .stopped:
            "the server was stopped; make a new one"
        }
    }
}
