import Foundation

/// A problem with the config file, naming it.
package struct ConfigError: Error, Sendable, CustomStringConvertible {
    package let file: URL?
    package let problem: String
    /// The file's line the problem is on, kept whole until it is shown, so that `Redaction`
    /// masks it before it is cut to the stretch around the column.
    let excerpt: Excerpt?

    package init(file: URL?, _ problem: String) {
        self.init(file: file, problem, excerpt: nil)
    }

    init(file: URL?, _ problem: String, excerpt: Excerpt?) {
        self.file = file
        self.problem = problem
        self.excerpt = excerpt
    }

    package var description: String {
        (file.map { $0.path + ": " } ?? "") + problem + (excerpt.map { "\n" + $0.rendered } ?? "")
    }
}

/// A line of the file and a column in it (counted in Unicode scalars, as libyaml does).
struct Excerpt: Sendable {
    var line: String
    var column: Int

    /// The line and a caret under the column; a long line is cut to the stretch around it.
    var rendered: String {
        let scalars = Array(line.unicodeScalars)
        let caret = min(max(0, column - 1), scalars.count)
        let from = max(0, caret - 60), to = min(scalars.count, caret + 60)
        var shown = String(String.UnicodeScalarView(scalars[from..<to]))
        var lead = scalars[from..<caret].map { $0 == "\t" ? "\t" : " " }.joined()
        if from > 0 {
            shown = "…" + shown
            lead = " " + lead
        }
        if to < scalars.count { shown += "…" }
        return "    \(shown)\n    \(lead)^"
    }
}
