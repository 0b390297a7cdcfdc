import Foundation

/// Python 3 for checks another implementation should agree with (Python's `icalendar` reading
/// the feed). Tests that need it skip when it, or the module, is not installed.
package enum Python {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The interpreters tried, in order: the PATH's python3 (a pyenv or venv, where pip puts
    /// axe-playwright-python), then Debian's, where `apt-get install python3-icalendar` puts
    /// its module. scripts/setup.sh looks in the same two before it installs anything.
    static let interpreters = [["/usr/bin/env", "python3"], ["/usr/bin/python3"]]

    package static func hasModule(_ name: String) -> Bool {
        interpreter(importing: name) != nil
    }

    /// The first interpreter that can import `module`.
    static func interpreter(importing module: String) -> [String]? {
        interpreters.first { (try? run("import \(module)", with: $0)) != nil }
    }

    /// Runs `script` with the first interpreter that can import `module` (the PATH's python3
    /// without one) and returns its standard output; a non-zero exit is a failure carrying
    /// its standard error.
    @discardableResult
    package static func run(_ script: String, arguments: [String] = [], needing module: String? = nil) throws -> String {
        let chosen = module.flatMap { interpreter(importing: $0) } ?? interpreters[0]
        return try run(script, arguments: arguments, with: chosen)
    }

    private static func run(_ script: String, arguments: [String] = [], with interpreter: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter[0])
        process.arguments = Array(interpreter.dropFirst()) + ["-c", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(interpreter.last ?? "python3") exited \(process.terminationStatus): \(String(decoding: err, as: UTF8.self))"
            )
        }
        return String(decoding: out, as: UTF8.self)
    }
}
