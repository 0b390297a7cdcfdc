import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the `loas` binary with its own peak resident memory, so no other child of the
/// tests counts. A test asserts how much memory a run held, a figure that does not depend on
/// how fast the machine is.
///
/// On Linux the peak is the high-water mark of the child's own memory (`VmHWM` in
/// /proc/PID/status), read while it runs. `ru_maxrss` from `wait4` is not: posix_spawn starts
/// the child sharing the tests' memory (`CLONE_VM`), and exec keeps that memory's high-water
/// mark as the child's maximum, so a child of a test process holding 300 MB "peaked" at 300 MB.
package struct MeasuredRun {
    package let status: Int32
    package let output: String
    /// The child's peak resident set, in bytes.
    package let peakBytes: Int
    /// False when the deadline passed and the child was killed.
    package let finished: Bool

    /// `arguments` in `folder`; standard output and error go to one file in `logs`.
    package static func run(
        _ arguments: [String], in folder: URL, logs: URL, deadline: Duration = .seconds(180)
    ) async throws -> MeasuredRun {
        let log = logs.appending(path: "loas-output-\(UUID().uuidString).txt")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The shell enters the folder and becomes loas (`exec` keeps the pid): the tests' own
        // working folder is shared by every test and never changed.
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, LoasRun.binary.path] + arguments
        var argv = command.map { strdup($0) } + [nil]
        // Built from ProcessInfo: the C global `environ` is not concurrency-safe to read in Swift 6.
        var envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &envp)
        guard spawned == 0 else { throw MeasuredRunError(description: "posix_spawn /bin/sh: errno \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        let clock = ContinuousClock()
        let end = clock.now + deadline
        var finished = true
        var highWater = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            highWater = max(highWater, Self.highWaterMark(of: pid) ?? 0)
            guard clock.now < end else {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                finished = false
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        #if os(Linux)
        let peak = highWater
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        // The exit code when the child exited, else 128 + its signal, as shells say it.
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return MeasuredRun(status: code, output: output, peakBytes: peak, finished: finished)
    }
}

extension MeasuredRun {
    /// `VmHWM` of a running process, in bytes: the peak of its memory since its last exec.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}

struct MeasuredRunError: Error, CustomStringConvertible {
    let description: String
}
