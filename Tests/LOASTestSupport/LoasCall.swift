import Commands
import Foundation
import Support

/// Runs a `loas` command in the tests' own process, as the binary would in `folder`: parsed by
/// the root command, run in a `CommandContext` of its own, an error written and turned into the
/// exit status as the binary does (`LOAS.run(_:in:)`, the binary's own path). Nothing is shared
/// between two calls: each has its own output, environment and working folder, so tests call
/// side by side. A test of the real binary (a memory ceiling, a signal, a deadline against
/// input that could hang a thread) keeps `LoasRun`.
package struct LoasCall: Sendable {
    package let status: Int32
    /// Standard output and error as one text, in the order they were written.
    package let output: String
    /// Standard output alone.
    package let standardOutput: String
    /// Standard error alone.
    package let standardError: String
    /// False when the deadline passed first: the call was cancelled and left behind, and the
    /// test fails instead of waiting on it.
    package let finished: Bool

    /// `arguments` in `folder` with exactly `environment` (nothing of the tests' own process
    /// reaches the command); help is wrapped at `COLUMNS` from it, else 80, as in a log.
    package static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], deadline: Duration = .seconds(120)
    ) async -> LoasCall {
        let written = Locked(Written())
        let output = TextOutput { text in written.withLock { $0.add(text, errors: false) } }
        let errors = TextOutput { text in written.withLock { $0.add(text, errors: true) } }
        // The folder as the binary's getcwd(3) would name it: its links resolved.
        let context = CommandContext(
            output: output, errors: errors, environment: environment, directory: folder.resolvingSymlinksInPath(),
            columns: environment["COLUMNS"].flatMap { Int($0) } ?? 80)
        let call: Task<Int32, Never>
        let release: @Sendable () -> Void
        if #available(macOS 15, *) {
            let thread = CallThread()
            release = thread.finish
            call = Task(executorPreference: thread) { await LOAS.run(arguments, in: context) }
        } else {
            release = {}
            call = Task { await LOAS.run(arguments, in: context) }
        }
        defer { release() }
        let ended = Locked<CheckedContinuation<Int32?, Never>?>(nil)
        let status = await withCheckedContinuation { continuation in
            ended.withLock { $0 = continuation }
            let timer = Task {
                guard (try? await Task.sleep(for: deadline)) != nil else { return }
                ended.withLock { $0.take()?.resume(returning: nil) }
            }
            Task {
                let status = await call.value
                ended.withLock { $0.take()?.resume(returning: status) }
                timer.cancel()
            }
        }
        if status == nil { call.cancel() }
        let text = written.withLock { $0 }
        return LoasCall(
            status: status ?? -1, output: text.both, standardOutput: text.output, standardError: text.errors, finished: status != nil)
    }

    private struct Written: Sendable {
        var both = ""
        var output = ""
        var errors = ""

        mutating func add(_ text: String, errors toErrors: Bool) {
            both += text
            if toErrors { errors += text } else { output += text }
        }
    }
}

/// One call's own thread, on which its task and every child task run: a command blocks its
/// thread where the binary blocks its own (a build's workers joined, SQLite), and the tests'
/// shared pool, two threads on two cores, would otherwise stall every other test meanwhile.
/// The thread ends once it is told the call is over and its last job has run; a call left
/// behind at its deadline gets no further turn.
@available(macOS 15, *)
final class CallThread: TaskExecutor, @unchecked Sendable {
    // `jobs` and `finished` are read and written with `condition` locked only.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    init() {
        Thread { [self] in
            while let job = next() { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    /// The next job, waiting for one; nil once finished with none left.
    private func next() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !finished { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
