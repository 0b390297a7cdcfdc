import Foundation

/// Threads that run handlers and write answers. A thread is started when every one is busy,
/// up to `limit`, so a handler that blocks (the fake API's `.hold`) does not hold up the
/// others; past the limit jobs wait their turn. Threads left idle for a while end.
///
/// `@unchecked`: every stored property is read and written only with `condition` locked.
final class WorkerPool: @unchecked Sendable {
    typealias Job = @Sendable () -> Void

    private let condition = NSCondition()
    private let limit: Int
    private var jobs: [Job] = []
    private var next = 0
    private var threads = 0
    private var idle = 0
    private var stopped = false

    /// An idle thread ends after this, but for the last one.
    private static let idleLife: TimeInterval = 30

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func submit(_ job: @escaping Job) {
        condition.lock()
        jobs.append(job)
        // Each idle thread takes one waiting job; more jobs than that need a new thread.
        let spawn = jobs.count - next > idle && threads < limit
        if spawn { threads += 1 }
        condition.signal()
        condition.unlock()
        if spawn { Thread.detachNewThread { [self] in work() } }
    }

    /// Lets idle threads end; jobs already queued still run, since each one closes its connection.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            if next < jobs.count {
                let job = jobs[next]
                next += 1
                if next == jobs.count {
                    jobs.removeAll(keepingCapacity: true)
                    next = 0
                }
                condition.unlock()
                job()
                condition.lock()
                continue
            }
            if stopped { break }
            idle += 1
            let woken = condition.wait(until: Date().addingTimeInterval(Self.idleLife))
            idle -= 1
            if !woken, next == jobs.count, threads > 1 { break }
        }
        threads -= 1
        condition.unlock()
    }
}
