import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a child process: its wall time, its own peak memory (from `wait4`, so other
/// children do not count) and what it printed.
struct ChildRun {
    let status: Int32
    let seconds: Double
    /// Peak resident set of the child in bytes (`ru_maxrss` is KB on Linux, bytes on macOS).
    let peakBytes: Int
    let output: String
    /// CPU time of the child, user and system (from `wait4`).
    var cpuSeconds: Double = 0
}

enum ChildProcess {
    /// The loas binary a command runs: `given` (its --loas), else the one next to loas-bench,
    /// i.e. the same build configuration.
    static func loasBinary(_ given: String?) throws -> String {
        if let given { return URL(fileURLWithPath: given).standardizedFileURL.path }
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let sibling = own.deletingLastPathComponent().appendingPathComponent("loas").path
        guard FileManager.default.isExecutableFile(atPath: sibling) else {
            throw BenchError("no loas binary at \(sibling): build it (swift build -c release --product loas) or pass --loas")
        }
        return sibling
    }

    /// Runs `executable` with `arguments` in `directory`, stdout and stderr into one temporary
    /// file (a pipe could fill up and stall the child while it is being timed).
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> ChildRun {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("loas-bench-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Glibc's posix_spawn_file_actions_addchdir_np is not in Swift's Glibc module; the child
        // inherits the working directory instead (loas-bench runs one child at a time, on one thread).
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
            throw BenchError("cannot enter \(directory.path)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("waiting for \(executable) failed: errno \(errno)") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // Exit code when the child exited normally, else 128 + the signal, as shells report it.
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return ChildRun(status: code, seconds: seconds, peakBytes: peak, output: output, cpuSeconds: cpu)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
