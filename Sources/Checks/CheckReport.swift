import Foundation

/// One problem `loas check` found: the file it is in, and what is wrong there (its line, when
/// the reader knows it, leads the message).
package struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// As the user named it or as it was found (`loas.yml`, `./raids.yml`).
    package let file: String
    package let message: String

    package init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    package var description: String { "\(file): \(message)" }
}

/// Everything `loas check` read: each problem, and what was found sound, for the summary.
package struct CheckReport: Sendable {
    package var problems: [Problem] = []
    /// What was read and found sound, a few words each (`raids.yml (built in)`).
    package var checked: [String] = []
    /// What the user should know that is not a problem (a store not made yet).
    package var notes: [String] = []

    /// Where the command runs: a file under it is named by its path from there.
    let here: URL

    package init(here: URL) {
        self.here = here
    }

    /// A problem in `file`, from a message that may start with the file's full path.
    package func problem(in file: URL, _ description: String) -> Problem {
        let full = file.standardizedFileURL.path
        let base = here.standardizedFileURL.path
        let shown = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
        let prefix = file.path + ": "
        let message = description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
        return Problem(file: shown, message: message)
    }

    package var isSound: Bool { problems.isEmpty }

    /// The last line on the terminal.
    package var verdict: String {
        guard !isSound else { return "all good: " + checked.joined(separator: ", ") }
        let files = Set(problems.map(\.file)).count
        return "\(Self.count(problems.count, "problem")) in \(Self.count(files, "file")); fix "
            + (problems.count == 1 ? "it" : "them") + " and run `loas check` again"
    }

    /// For `$GITHUB_STEP_SUMMARY`: the verdict, then each problem under its file, as the
    /// terminal shows it, in a fence no message can close.
    package var markdown: String {
        var text = "### loas check: " + (isSound ? "all good" : Self.count(problems.count, "problem")) + "\n\n"
        guard !isSound else { return text + checked.map { "- \($0)\n" }.joined() }
        var files: [String] = []
        for problem in problems where !files.contains(problem.file) { files.append(problem.file) }
        for file in files {
            text += "**\(file)**\n\n~~~~text\n"
            text += problems.filter { $0.file == file }.map { $0.message.replacingOccurrences(of: "~~~~", with: "~ ~ ~ ~") }
                .joined(separator: "\n")
            text += "\n~~~~\n\n"
        }
        return text
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
