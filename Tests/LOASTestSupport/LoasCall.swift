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
        let call = Task { await LOAS.run(arguments, in: context) }
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
