import Foundation
import LocalHTTP
import Support

/// The fake API's side of a running server: the key, the state tests change and observe,
/// and the decision for each request. The HTTP server's threads hold this, never the public
/// `FakeLostArkServer`, so dropping the last reference to the server still reaches its
/// `deinit` and stops everything.
final class ServerCore: Sendable {
    /// A test server is never needed this long; past it the server stops itself.
    static let lifetime: TimeInterval = 30 * 60

    let apiKey: String
    let state: Locked<ServerState>
    /// The quota's windows and the log's times; a test's `ManualClock` moves them.
    let clock: any WallClock
    private let stopped = Locked(false)
    /// Requests held by a `.hold` fault wait on this until the test releases them.
    private let gate = NSCondition()
    private nonisolated(unsafe) var held = 0
    private nonisolated(unsafe) var releases = 0

    init(apiKey: String, state: ServerState, clock: any WallClock) {
        self.apiKey = apiKey
        self.state = Locked(state)
        self.clock = clock
    }

    var isStopped: Bool { stopped.withLock { $0 } }

    func markStopped() {
        stopped.withLock { $0 = true }
        releaseHeld()
    }

    /// How many requests a `.hold` fault is holding now.
    var heldCount: Int {
        gate.lock()
        defer { gate.unlock() }
        return held
    }

    /// Lets every held request be answered.
    func releaseHeld() {
        gate.lock()
        releases += 1
        gate.broadcast()
        gate.unlock()
    }

    /// Waits until the test releases held requests or the server stops.
    func hold() {
        gate.lock()
        held += 1
        let release = releases
        // The timed wait only notices a stop that came before this request was held.
        while releases == release, !isStopped { _ = gate.wait(until: Date().addingTimeInterval(0.1)) }
        held -= 1
        gate.unlock()
    }

    /// One request through the log and the handler; logged before the answer leaves, so a
    /// client that has its answer always finds it in the log.
    func respond(to request: HTTPRequest) -> HTTPOutcome {
        let received = clock.now
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
package enum FakeServerError: Error, CustomStringConvertible, Sendable, Equatable {
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

    package var description: String {
        switch self {
        case .systemCall(let call, let code): "\(call) failed with errno \(code)"
        case .stopped: "the server was stopped; make a new one"
        }
    }
}
