import Foundation
import LocalHTTP

/// The fake API's side of a running server: the key, the state tests change and observe,
/// and the decision for each request. The HTTP server's threads hold this, never the public
/// `FakeLostArkServer`, so dropping the last reference to the server still reaches its
/// `deinit` and stops everything.
final class ServerCore: Sendable {
    /// A test server is never needed this long; past it the server stops itself.
    static let lifetime: TimeInterval = 30 * 60

    let apiKey: String
    let state: Locked<ServerState>
    private let stopped = Locked(false)

    init(apiKey: String, state: ServerState) {
        self.apiKey = apiKey
        self.state = Locked(state)
    }

    var isStopped: Bool { stopped.withLock { $0 } }

    func markStopped() {
        stopped.withLock { $0 = true }
    }

    /// One request through the log and the handler; logged before the answer leaves, so a
    /// client that has its answer always finds it in the log.
    func respond(to request: HTTPRequest) -> HTTPOutcome {
        let received = Date()
        let sequence = state.withLock { $0.begin() }
        let (outcome, logged) = handle(request)
        state.withLock { $0.finish(sequence, logged.entry(of: request, received: received)) }
        return outcome
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

    init(_ error: HTTPServerError) {
        switch error {
        case .systemCall(let call, let code): self = .systemCall(call, errno: code)
        case .badHost: self = .systemCall("inet_pton", errno: 0)
        case .stopped: self = .stopped
        }
    }

    public var description: String {
        switch self {
        case .systemCall(let call, let code): "\(call) failed with errno \(code)"
        case .stopped: "the server was stopped; make a new one"
        }
    }
}
