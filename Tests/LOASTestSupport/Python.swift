import Foundation

/// Python 3 for checks another implementation should agree with (Python's `icalendar` reading
/// the feed). Tests that need it skip when it, or the module, is not installed.
package enum Python {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func hasModule(_ name: String) -> Bool {
        (try? run("import \(name)")) != nil
    }

    /// Runs `script` and returns its standard output; a non-zero exit is a failure carrying
    /// its standard error.
    @discardableResult
    package static func run(_ script: String, arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 exited \(process.terminationStatus): \(String(decoding: err, as: UTF8.self))")
        }
        return String(decoding: out, as: UTF8.self)
    }
}
