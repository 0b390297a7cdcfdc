import Foundation

/// Runs the `loas` binary beside the tests as a child with a memory ceiling and a deadline, so
/// a test of hostile input fails, instead of hanging or eating the machine, on code that does
/// not refuse it.
package struct LoasRun {
    package static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "loas")
    package static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    package let status: Int32
    package let output: String
    /// False when the deadline passed and the child was killed.
    package let finished: Bool

    /// `arguments` in `folder`, with `environment` added to this process's; stdout and stderr
    /// go to one file in `logs` (default `folder`; never a pipe, which a chatty child could
    /// fill and block on).
    package static func run(
        _ arguments: [String], in folder: URL, logs: URL? = nil, environment: [String: String] = [:],
        memoryLimitMB: Int = 2_048, deadline: Duration = .seconds(120)
    ) async throws -> LoasRun {
        let log = (logs ?? folder).appending(path: "loas-output-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ulimit -v caps the address space: an allocation past it fails and the child dies.
        process.arguments = ["-c", "ulimit -v \(memoryLimitMB * 1024) && exec \"$0\" \"$@\"", binary.path] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while process.isRunning && clock.now < end { try await Task.sleep(for: .milliseconds(20)) }
        let finished = !process.isRunning
        if !finished {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return LoasRun(status: process.terminationStatus, output: output, finished: finished)
    }
}
