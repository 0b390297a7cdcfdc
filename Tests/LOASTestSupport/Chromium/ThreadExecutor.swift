import Foundation

/// A task executor with one thread of its own: code that blocks (a `DevToolsPipe` waiting
/// for chromium's answer) runs there, inside the test's task, so its task-locals (the test an
/// `#expect` belongs to) are kept, and no thread of the cooperative pool is held meanwhile.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// Guards `jobs`; the thread waits on it for the next.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(name: String) {
        let thread = Thread { self.run() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs in the order they came, for as long as the process lives (one per browser).
    private func run() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
