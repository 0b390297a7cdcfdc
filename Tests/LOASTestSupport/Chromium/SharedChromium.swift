import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One headless Chromium for the whole test process, lent to one test at a time.
///
/// Started once instead of once a test (it was three dozen starts), and lent in turn: the
/// DevToolsPipe is synchronous, so a test using it holds a thread of the cooperative pool,
/// and with one borrower at a time the others wait suspended, leaving every other thread to
/// the rest of the suite (on two cores, two browser tests once held the whole pool).
/// Each loan is a tab in a browser context of its own: its own storage, cookies and
/// emulation, as a new browser had.
package actor SharedChromium {
    package static let shared = SharedChromium()

    private var pipe: DevToolsPipe?

    /// Runs `body` with a new tab in a fresh browser context; the context is disposed after.
    package func withTab<T: Sendable>(_ body: @Sendable (PageCheck) throws -> T) throws -> T {
        let browser = try running()
        let check = try PageCheck(isolatedIn: browser)
        defer { check.closeContext() }
        return try body(check)
    }

    /// The browser, started again when it is not running (a crash fails one test, not all).
    private func running() throws -> DevToolsPipe {
        if let pipe, pipe.isRunning { return pipe }
        guard let executable = DevToolsPipe.executable else {
            throw DevToolsPipe.Failure(description: "chromium is not installed")
        }
        let started = try DevToolsPipe(executable: executable)
        pipe = started
        Self.atExit.withLock { last in
            if last == nil { atexit { SharedChromium.closeAtExit() } }
            last = (started.processID, started.profile)
        }
        return started
    }

    /// The browser's process and profile for `atexit`, which runs no actor code: neither
    /// outlives the test process.
    private static let atExit = Mutex<(pid: pid_t, profile: URL)?>(nil)

    private static func closeAtExit() {
        atExit.withLock { last in
            guard let last else { return }
            var status: Int32 = 0
            kill(last.pid, SIGKILL)
            waitpid(last.pid, &status, 0)
            try? FileManager.default.removeItem(at: last.profile)
        }
    }
}
