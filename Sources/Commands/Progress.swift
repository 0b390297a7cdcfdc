import Fetching
import Foundation
import LostArkClient

/// Shows a fetch as it goes: one line rewritten in place on a terminal ("12 of 150 …,
/// waiting 34 s for the rate limit"), plain log lines otherwise (cron, CI logs).
///
/// The command's standard error is taken when the reporter is made: the client's and the
/// fetch's events may come from outside the command's task, where its context is not set.
struct ProgressReporter: Sendable {
    private let errors = CommandContext.current.errors
    private var isTerminal: Bool { errors.isTerminal }

    func handle(_ event: FetchRun.Event) {
        switch event {
        case .finished(let route, let outcome, let done, let total):
            let status =
                switch outcome {
                case .added: "new"
                case .unchanged: "unchanged"
                case .unknownCharacter: "no such character"
                case .removed: "removed from the API"
                case .failed(let failure): "failed: \(failure)"
                }
            show("\(done) of \(total)  \(route)  \(status)", permanent: !isTerminal || Self.isProblem(outcome))
        case .client(.waitingForRateLimit(let until)):
            let seconds = max(0, Int(until.timeIntervalSinceNow.rounded(.up)))
            show("waiting \(seconds) s for the rate limit", permanent: !isTerminal)
        case .client(.retrying(let route, let retry, let reason, let until)):
            let seconds = max(0, until.timeIntervalSinceNow)
            show("\(route): \(reason); retry \(retry) in \(String(format: "%.1f", seconds)) s", permanent: !isTerminal)
        case .client(.implausibleRateLimitHeader(let message)):
            show("warning: \(message)", permanent: true)
        }
    }

    /// Pictures count on a terminal only: a log gets the summary, not a line per icon.
    func image(done: Int, total: Int) {
        if isTerminal { show("images: \(done) of \(total)", permanent: false) }
    }

    /// A line of its own on the command's standard error.
    func note(_ message: String) {
        write(message + "\n")
    }

    /// Clears the in-place line before the summary is printed.
    func finish() {
        if isTerminal { write("\r\u{1B}[K") }
    }

    private func show(_ text: String, permanent: Bool) {
        if isTerminal {
            write("\r\u{1B}[K" + text + (permanent ? "\n" : ""))
        } else {
            write(text + "\n")
        }
    }

    private func write(_ text: String) {
        errors.write(text)
    }

    private static func isProblem(_ outcome: FetchRun.Outcome) -> Bool {
        switch outcome {
        case .added, .unchanged: false
        default: true
        }
    }
}
