import Foundation

/// Everything tests can change or observe, kept in one value so that one lock covers
/// decisions that must agree (a fault taken and the quota counted for the same request).
struct ServerState: Sendable {
    enum Admission: Sendable {
        case limited(RateLimiter.Quota)
        /// Answer, with this fault instead of the route when there is one.
        case admitted(Fault?, RateLimiter.Quota)
    }

    var files: [String: Data]
    var removedPrefixes: [String] = []
    var faults: [PendingFault] = []
    var limiter: RateLimiter
    private var log: [(sequence: Int, request: FakeLostArkServer.Request)] = []
    private var nextSequence = 0
    private var inFlight = 0
    private(set) var maxInFlight = 0

    init(files: [String: Data], limiter: RateLimiter) {
        self.files = files
        self.limiter = limiter
    }

    /// Takes the next fault for `path` if it acts before any answer exists (a reset or a
    /// delay). These come before the quota, so a reset never counts against it.
    mutating func takeEarlyFault(for path: String) -> Fault? {
        guard let index = faults.firstIndex(where: { $0.matches(path) }) else { return nil }
        switch faults[index].fault {
        case .connectionReset, .delay, .hold: return takeFault(at: index)
        default: return nil
        }
    }

    /// Counts the request against the quota; a fault that answers is taken only when the
    /// quota admits the request, so a 429 does not use it up.
    mutating func admit(path: String, at now: Date, takingFaults: Bool) -> Admission {
        let quota = limiter.admit(at: now)
        guard quota.allowed else { return .limited(quota) }
        guard takingFaults, let index = faults.firstIndex(where: { $0.matches(path) }) else {
            return .admitted(nil, quota)
        }
        return .admitted(takeFault(at: index), quota)
    }

    /// Takes the next fault for `path`, of any kind, without the quota: for the image hosts.
    mutating func takeFault(for path: String) -> Fault? {
        faults.firstIndex { $0.matches(path) }.map { takeFault(at: $0) }
    }

    private mutating func takeFault(at index: Int) -> Fault {
        let fault = faults[index].fault
        faults[index].remaining -= 1
        if faults[index].remaining <= 0 { faults.remove(at: index) }
        return fault
    }

    func isRemoved(_ path: String) -> Bool {
        removedPrefixes.contains { path.hasPrefix($0) }
    }

    /// Numbers the request in arrival order; the log is sorted by it because answers
    /// (a delayed one, say) can finish out of order.
    mutating func begin() -> Int {
        nextSequence += 1
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
        return nextSequence
    }

    mutating func finish(_ sequence: Int, _ request: FakeLostArkServer.Request) {
        inFlight -= 1
        log.append((sequence, request))
    }

    var requests: [FakeLostArkServer.Request] {
        log.sorted { $0.sequence < $1.sequence }.map(\.request)
    }

    mutating func clearLogAndWindow() {
        log.removeAll()
        limiter.clear()
        maxInFlight = inFlight
    }
}
