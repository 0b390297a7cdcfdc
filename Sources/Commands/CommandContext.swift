import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command reads of its surroundings and where its text goes: standard output and
/// error, the environment, standard input and the folder a relative path starts from.
///
/// No command reaches the process's own: each asks `CommandContext.current`, which the binary
/// leaves at `process` and a test sets to one of its own for the call (`LOAS.run(_:in:)`), so
/// that commands run side by side in the tests' process without sharing a line of output, a
/// variable or a working folder.
package struct CommandContext: Sendable {
    /// Standard output: what a command answers, which a script may read.
    package var output: TextOutput
    /// Standard error: progress, warnings and errors.
    package var errors: TextOutput
    package var environment: [String: String]
    /// The folder relative paths are resolved against: the working directory.
    package let directory: URL
    /// Standard input, read to its end (`loas tooltip -`).
    package var input: @Sendable () -> Data
    /// The width help and usage are wrapped to; nil for the terminal's, as ArgumentParser finds it.
    package var columns: Int?

    /// `directory` is held as a folder whatever its URL says: a relative path resolved against
    /// `/a/b` without the trailing slash would start from `/a`.
    package init(
        output: TextOutput, errors: TextOutput, environment: [String: String], directory: URL,
        input: @escaping @Sendable () -> Data = { Data() }, columns: Int? = 80
    ) {
        self.output = output
        self.errors = errors
        self.environment = environment
        self.directory = URL(fileURLWithPath: directory.path, isDirectory: true)
        self.input = input
        self.columns = columns
    }

    /// The process's own: its standard streams, environment and working directory. Standard
    /// output goes through Swift's `print`, buffered as it always was, so the binary writes
    /// the same bytes in the same order as before the commands asked a context.
    package static let process = CommandContext(
        output: TextOutput(isTerminal: isatty(STDOUT_FILENO) == 1, flush: { fflush(nil) }) { print($0, terminator: "") },
        errors: TextOutput(isTerminal: isatty(STDERR_FILENO) == 1) { FileHandle.standardError.write(Data($0.utf8)) },
        environment: ProcessInfo.processInfo.environment,
        directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        input: { FileHandle.standardInput.readDataToEndOfFile() }, columns: nil)

    /// The context of the command running in this task.
    @TaskLocal package static var current = CommandContext.process

    /// `path` as the user typed it, resolved as the working directory would: an absolute path
    /// as it is, a relative one from `directory`. For the process this is the URL
    /// `URL(fileURLWithPath:)` makes, base and all.
    func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: directory)
    }

    /// `path` for the calls that take a path, as the kernel would open it in `directory`: an
    /// absolute (or empty) path as it is, a relative one after the folder's path, joined as
    /// text so that a trailing slash or `..` means what it meant.
    func resolved(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("/") ? path : directory.path + "/" + path
    }

    /// A line (or, with `terminator`, any text) on standard output.
    func say(_ text: String, terminator: String = "\n") {
        output.write(text + terminator)
    }

    /// A line on standard error: progress and warnings, so standard output stays for results.
    func note(_ message: String) {
        errors.write(message + "\n")
    }
}

/// One of a command's streams of text.
package struct TextOutput: Sendable {
    private let put: @Sendable (String) -> Void
    private let flushing: @Sendable () -> Void
    /// True when a person is likely watching: progress then rewrites one line in place.
    package let isTerminal: Bool

    package init(isTerminal: Bool = false, flush: @escaping @Sendable () -> Void = {}, write: @escaping @Sendable (String) -> Void) {
        put = write
        flushing = flush
        self.isTerminal = isTerminal
    }

    package func write(_ text: String) {
        put(text)
    }

    /// Sends on at once what was written: `serve` says where it listens before it waits.
    package func flush() {
        flushing()
    }
}

/// A line on the running command's standard output.
func say(_ text: String, terminator: String = "\n") {
    CommandContext.current.say(text, terminator: terminator)
}

/// A line on the running command's standard error.
func note(_ message: String) {
    CommandContext.current.note(message)
}

extension LOAS {
    /// Parses `arguments` and runs the command they name in `context`, as ArgumentParser's
    /// `main` does in a process: an error is written as it writes it (help and `--version` to
    /// the output, anything else to the errors, "Error: " and all) and becomes the exit status.
    /// The binary exits with that status; a test reads it.
    package static func run(_ arguments: [String], in context: CommandContext) async -> Int32 {
        await CommandContext.$current.withValue(context) {
            do {
                var command = try await asyncParseAsRoot(arguments)
                if var command = command as? any AsyncParsableCommand {
                    try await command.run()
                } else {
                    try command.run()
                }
                return ExitCode.success.rawValue
            } catch {
                let status = exitCode(for: error)
                let text = fullMessage(for: error, columns: context.columns)
                // ArgumentParser writes a message to standard output only for a clean exit
                // (help, --version), the one kind whose status is success.
                if !text.isEmpty { (status == .success ? context.output : context.errors).write(text + "\n") }
                return status.rawValue
            }
        }
    }
}
