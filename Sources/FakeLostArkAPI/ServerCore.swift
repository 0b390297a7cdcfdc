import Foundation

/// The shared heart of a running server. Threads hold this, never the public
/// `FakeLostArkServer`, so dropping the last reference to the server still reaches its
/// `deinit` and stops everything.
final class ServerCore: Sendable {
    /// Bounds that keep a forgotten server or a misbehaving client from running forever.
    enum Limits {
        static let backlog: Int32 = 64
        /// URLSession opens about six connections per host; far more means a leak in a test.
        static let openConnections = 128
        static let connectionsPerServer = 100_000
        static let requestsPerConnection = 10_000
        /// A connection idle this long is closed, as real servers do with keep-alive.
        static let idleTimeout: TimeInterval = 15
        /// A test server is never needed this long; past it the server stops itself.
        static let lifetime: TimeInterval = 30 * 60
        /// How often blocked threads look at the stop flag.
        static let pollMilliseconds: Int32 = 100
    }

    struct Lifecycle: Sendable {
        var stopped = false
        var port: UInt16?
        var listener: Int32?
        var connections: Set<Int32> = []
    }

    let apiKey: String
    let state: Locked<ServerState>
    let lifecycle = Locked(Lifecycle())

    init(apiKey: String, state: ServerState) {
        self.apiKey = apiKey
        self.state = Locked(state)
    }

    var isStopped: Bool { lifecycle.withLock { $0.stopped } }

    /// Binds and starts the accept thread; a second call returns the same address.
    func start() throws(FakeServerError) -> UInt16 {
        try lifecycle.withLock { (life: inout Lifecycle) throws(FakeServerError) -> UInt16 in
            guard !life.stopped else { throw FakeServerError.stopped }
            if let port = life.port { return port }
            let listening = try Socket.listenOnLoopback(backlog: Limits.backlog)
            life.listener = listening.fd
            life.port = listening.port
            Thread.detachNewThread { [self] in acceptLoop(listening.fd) }
            return listening.port
        }
    }

    /// Sets the stop flag and wakes every blocked thread; the threads close their own sockets.
    func beginStop() {
        lifecycle.withLock { life in
            life.stopped = true
            if let listener = life.listener { Socket.shutdownBoth(listener) }
            for fd in life.connections { Socket.shutdownBoth(fd) }
        }
    }

    /// Waits (bounded) until the threads have closed their sockets, so that after `stop()`
    /// the port is free and nothing touches the state any more.
    func waitUntilClosed(timeout: TimeInterval = 2) {
        let deadline = Date().addingTimeInterval(timeout)
        for _ in 0..<Int(timeout * 200) {
            let closed = lifecycle.withLock { $0.listener == nil && $0.connections.isEmpty }
            if closed || Date() >= deadline { return }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// Sleeps for a delay fault in small steps, so stopping the server cuts it short.
    func pause(for duration: Duration) {
        let end = ContinuousClock.now + duration
        let steps = Int(duration / .milliseconds(20)) + 1
        for _ in 0..<steps {
            let left = end - ContinuousClock.now
            guard left > .zero, !isStopped else { return }
            Thread.sleep(forTimeInterval: min(0.02, left.timeInterval))
        }
    }
}

/// Why `start()` failed.
public enum FakeServerError: Error, CustomStringConvertible, Sendable, Equatable {
    case systemCall(String, errno: Int32)
    /// A stopped server cannot be started again; make a new one.
    case stopped

    public var description: String {
        switch self {
        case .systemCall(let call, let code): "\(call) failed with errno \(code)"
        case .stopped: "the server was stopped; make a new one"
        }
    }
}
