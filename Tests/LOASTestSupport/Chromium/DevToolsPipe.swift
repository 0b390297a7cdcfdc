import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol on `--remote-debugging-pipe`: it reads
/// NUL-terminated JSON commands on its fd 3 and writes answers and events on its fd 4.
/// Synchronous on purpose: one test thread sends a command and reads until its answer,
/// keeping every event that arrives meanwhile.
package final class DevToolsPipe {
    /// How long an answer may take before chromium is taken to be hung. Only a guard against
    /// a hang, never a measure of speed: axe-core over a large page on a machine whose cores
    /// are busy with other work took over 30 s.
    package static let hangBound: TimeInterval = 180

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Debian's package name first; CHROMIUM names another binary.
    package static var executable: String? {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    /// The browser's process and its profile folder (removed when it is shut down).
    package var processID: pid_t { pid }
    package let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    /// Events not yet taken by `drainEvents`, in arrival order.
    private(set) var events: [[String: Any]] = []

    package init(executable: String, windowSize: String = "1100,1600") throws {
        profile = FileManager.default.temporaryDirectory.appending(path: "loas-chromium-\(UUID().uuidString)")
        let arguments = [
            executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            // No outside host resolves: a check must not depend on the network (CI has none).
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
            "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=\(windowSize)", "--user-data-dir=\(profile.path)",
            "about:blank",
        ]
        var commands: [Int32] = [0, 0]
        var answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe: errno \(errno)") }
        // Our ends must not leak into the browser; its ends go to fds 3 and 4 by dup2, which
        // clears close-on-exec on the copies. Moved above 10 first so dup2 onto 3 cannot
        // overwrite a pipe end that happens to be fd 3 or 4.
        let childRead = fcntl(commands[0], F_DUPFD_CLOEXEC, 10)
        let childWrite = fcntl(answers[1], F_DUPFD_CLOEXEC, 10)
        close(commands[0])
        close(answers[1])
        toBrowser = commands[1]
        fromBrowser = answers[0]
        _ = fcntl(toBrowser, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromBrowser, F_SETFD, FD_CLOEXEC)
        defer {
            close(childRead)
            close(childWrite)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childRead, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrite, 4)
        // Chromium is chatty on stderr (GPU, dbus); the protocol carries what the test needs.
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        // Built from ProcessInfo: the C global `environ` is not concurrency-safe to read in Swift 6.
        var envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, &envp)
        guard spawned == 0 else { throw Failure(description: "posix_spawn \(executable): errno \(spawned)") }
        pid = child
    }

    /// False once the browser has exited (it crashed, or was killed).
    package var isRunning: Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    deinit {
        shutDown()
    }

    /// Closes the browser (killed when it ignores Browser.close) and removes its profile.
    private func shutDown() {
        _ = try? send("Browser.close", timeout: 5)
        close(toBrowser)
        close(fromBrowser)
        var status: Int32 = 0
        // Bounded: a browser that ignores Browser.close is killed.
        for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 {
            usleep(50_000)
        }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command and returns its `result`; a protocol error throws with its message.
    @discardableResult
    package func send(
        _ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = DevToolsPipe.hangBound
    )
        throws -> [String: Any]
    {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        let written = bytes.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "\(method): write to chromium failed") }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let incoming = try readMessage(until: deadline) else { break }
            if incoming["id"] as? Int == id {
                if let error = incoming["error"] as? [String: Any] {
                    throw Failure(description: "\(method): \(error["message"] ?? error)")
                }
                return incoming["result"] as? [String: Any] ?? [:]
            }
            if incoming["method"] != nil { events.append(incoming) }
        }
        throw Failure(description: "\(method): no answer from chromium within \(Int(timeout)) s")
    }

    /// Reads events until one named `method` arrives (true) or `timeout` passes (false).
    package func waitForEvent(_ method: String, timeout: TimeInterval) throws -> Bool {
        if events.contains(where: { $0["method"] as? String == method }) { return true }
        let deadline = Date().addingTimeInterval(timeout)
        while let incoming = try readMessage(until: deadline) {
            guard incoming["method"] != nil else { continue }
            events.append(incoming)
            if incoming["method"] as? String == method { return true }
        }
        return false
    }

    /// Keeps reading events for `duration`, for requests that finish after the load event.
    package func settle(for duration: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(duration)
        while let incoming = try readMessage(until: deadline) {
            if incoming["method"] != nil { events.append(incoming) }
        }
    }

    package func dropEvents(named method: String) {
        events.removeAll { $0["method"] as? String == method }
    }

    package func drainEvents() -> [[String: Any]] {
        defer { events.removeAll() }
        return events
    }

    /// The next whole message, or nil at the deadline.
    private func readMessage(until deadline: Date) throws -> [String: Any]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeFirst(end + 1)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
                    throw Failure(description: "chromium sent a message that is not a JSON object")
                }
                return object
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var entry = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(min(left, 1) * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "chromium closed the DevTools pipe (it exited)") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
