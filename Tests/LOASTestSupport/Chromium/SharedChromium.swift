import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromiums for the whole test process, each lent to one test at a time.
///
/// Started once instead of once a test (it was three dozen starts), and lent in turn. Two,
/// so two browser tests run at once: a test's renderer keeps about one core busy, and with
/// one browser the other core idled through the last minutes of the suite. The DevToolsPipe
/// is synchronous, so a loan runs on its browser's own thread (`ThreadExecutor`), still in
/// the test's task, and every thread of the cooperative pool stays free for the rest of the
/// suite however long a page takes. A test waiting for a browser waits suspended.
/// Each loan is a tab in a browser context of its own: its own storage, cookies and
/// emulation, as a new browser had.
package actor SharedChromium {
    package static let shared = SharedChromium(browsers: 2)

    /// One browser and the thread its loans run on; a loan's thread is the only one using
    /// the pipe until the loan ends, which is why the class may cross to it.
    private final class Slot: @unchecked Sendable {
        let number: Int
        let thread: ThreadExecutor
        var pipe: DevToolsPipe?

        init(number: Int) {
            self.number = number
            thread = ThreadExecutor(name: "chromium \(number)")
        }
    }

    /// A slot's pipe on its way to the loan's thread.
    private struct Browser: @unchecked Sendable {
        let pipe: DevToolsPipe
    }

    private var idle: [Slot]
    private var waiting: [CheckedContinuation<Slot, Never>] = []

    init(browsers: Int) {
        idle = (0..<max(1, browsers)).map(Slot.init)
    }

    /// Runs `body` with a new tab in a fresh browser context; the context is disposed after.
    package func withTab<T: Sendable>(_ body: @Sendable (PageCheck) throws -> T) async throws -> T {
        let slot = await borrow()
        defer { giveBack(slot) }
        return try await Self.lend(try running(slot), on: slot.thread, body)
    }

    /// Static, so not on the actor: it is free to lend the other browser while this one is out.
    private static func lend<T: Sendable>(
        _ browser: Browser, on thread: ThreadExecutor, _ body: @Sendable (PageCheck) throws -> T
    ) async throws -> T {
        try await withTaskExecutorPreference(thread) {
            let check = try PageCheck(isolatedIn: browser.pipe)
            defer { check.closeContext() }
            return try body(check)
        }
    }

    private func borrow() async -> Slot {
        if let slot = idle.popLast() { return slot }
        return await withCheckedContinuation { waiting.append($0) }
    }

    private func giveBack(_ slot: Slot) {
        if waiting.isEmpty {
            idle.append(slot)
        } else {
            waiting.removeFirst().resume(returning: slot)
        }
    }

    /// The slot's browser, started again when it is not running (a crash fails one test, not all).
    private func running(_ slot: Slot) throws -> Browser {
        if let pipe = slot.pipe, pipe.isRunning { return Browser(pipe: pipe) }
        guard let executable = DevToolsPipe.executable else {
            throw DevToolsPipe.Failure(description: "chromium is not installed")
        }
        let started = try DevToolsPipe(executable: executable)
        slot.pipe = started
        Self.atExit.withLock { running in
            if running.isEmpty { atexit { SharedChromium.closeAtExit() } }
            running[slot.number] = (started.processID, started.profile)
        }
        return Browser(pipe: started)
    }
}

extension SharedChromium {
    /// Each browser's process and profile for `atexit`, which runs no actor code: neither
    /// outlives the test process.
    private static let atExit = Mutex<[Int: (pid: pid_t, profile: URL)]>([:])

    private static func closeAtExit() {
        atExit.withLock { running in
            for browser in running.values {
                var status: Int32 = 0
                kill(browser.pid, SIGKILL)
                waitpid(browser.pid, &status, 0)
                try? FileManager.default.removeItem(at: browser.profile)
            }
        }
    }
}
