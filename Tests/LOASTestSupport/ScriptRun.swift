import Foundation

/// Runs a program of the repository's own (a script under scripts/, git, loas) as a child with a
/// deadline: stdout and stderr each go to a file (never a pipe a chatty child could fill), the
/// wait is an async poll, and a child still running at the deadline is killed and reported.
package struct ScriptRun: Sendable {
    package static let repository = packageRoot

    package let status: Int32
    package let output: String
    package let errors: String
    /// False when the deadline passed and the child was killed.
    package let finished: Bool

    package var succeeded: Bool { finished && status == 0 }

    /// The first executable of that name on PATH, if any.
    package static func which(_ name: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        // Also where `pip install --user` puts commands (scripts/setup.sh installs actionlint so),
        // which a fresh machine's PATH may not name yet.
        let userBin = environment["HOME"].map { "\($0)/.local/bin" }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + [userBin].compactMap { $0 }
        return folders.map { URL(fileURLWithPath: $0).appending(path: name) }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    package static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        deadline: Duration = .seconds(180)
    ) async throws -> ScriptRun {
        // Beside nothing the child reads or the test checks (the folder may be the repository).
        let id = UUID().uuidString
        let outputFile = FileManager.default.temporaryDirectory.appending(path: "loas-script-run-\(id).out")
        let errorFile = FileManager.default.temporaryDirectory.appending(path: "loas-script-run-\(id).err")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while process.isRunning && clock.now < end { try await Task.sleep(for: .milliseconds(20)) }
        let finished = !process.isRunning
        if !finished {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let text = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        return ScriptRun(status: process.terminationStatus, output: text(outputFile), errors: text(errorFile), finished: finished)
    }
}
