import BundledResources
import Foundation
import LostArkAPI

/// What `loas init` writes into a dashboard repository, filled in from the bundled `Starter/`
/// files: `loas.yml` (the characters named, never an `api_key:`), the publishing workflow
/// pinned to a release's full commit SHA, and the `.gitignore` that keeps the store, the site, loas's state and
/// `.env` out of every commit. Values only; `StarterWriter` puts them on disk.
package struct StarterFiles: Sendable {
    package struct File: Sendable, Equatable {
        /// Relative to the repository's root, `/`-separated.
        package let path: String
        package let data: Data
        /// A `.gitignore` already there gets the lines it lacks instead of being replaced.
        package var mergesLines: Bool { path == StarterFiles.gitignore }
    }

    package static let config = "loas.yml"
    package static let workflow = ".github/workflows/site.yml"
    package static let gitignore = ".gitignore"

    /// In the order they are written and listed.
    package let files: [File]
    /// The three steps GitHub needs, in order, as `init` prints them.
    package let nextSteps: String

    /// `characters`: the first is the main one. Each must be a character's name (the game's
    /// rule, `CharacterName`); a name given twice is kept once.
    package init(characters: [String], release: ReleasePin) throws(StarterError) {
        var names: [String] = []
        for name in characters {
            if let problem = CharacterName.problem(name) {
                throw StarterError("--character \(CharacterName.quoted(name)) is not a character's name: \(problem)")
            }
            let normalized = CharacterName.normalized(name)
            if !names.contains(normalized) { names.append(normalized) }
        }
        // The words of loas.yml (its title, its placeholders) are the template's; only names go in.
        let others = names.dropFirst().map(Self.scalar).joined(separator: ", ")
        let config = Self.fill(
            Self.keeping(try Self.bundled("loas.yml"), ["named": !names.isEmpty, "others": !others.isEmpty]),
            [
                "name": names.first ?? "", "main": names.first.map(Self.scalar) ?? "", "others": others,
                "earners": names.map(Self.scalar).joined(separator: ", "),
            ])
        let workflow = Self.fill(
            try Self.bundled("site.yml"),
            [
                "action": release.uses, "action_comment": release.comment,
                "written_by": release.version.map { "loas \($0)" } ?? "loas, pinned with --action",
            ])
        files = [
            File(path: Self.config, data: Data(config.utf8)),
            File(path: Self.workflow, data: Data(workflow.utf8)),
            File(path: Self.gitignore, data: Data(try Self.bundled("gitignore").utf8)),
        ]
        nextSteps = try Self.bundled("next-steps.txt")
    }

    /// `text` with each `{{#flag}}` … `{{/flag}}` block (one line each way) kept when the flag is
    /// true and each `{{^flag}}` … `{{/flag}}` block kept when it is false; the marker lines go.
    static func keeping(_ text: String, _ flags: [String: Bool]) -> String {
        var kept: [Substring] = []
        var open: [(flag: String, wanted: Bool)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("{{#") || line.hasPrefix("{{^"), line.hasSuffix("}}") {
                let flag = String(line.dropFirst(3).dropLast(2))
                open.append((flag, line.hasPrefix("{{#")))
            } else if line.hasPrefix("{{/"), line.hasSuffix("}}") {
                _ = open.popLast()
            } else if open.allSatisfy({ flags[$0.flag] == $0.wanted }) {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// A checked name as a YAML scalar: Hangul as it is; letters or digits alone quoted, since
    /// YAML reads `123` as a number and `yes` or `null` as something else too.
    static func scalar(_ name: String) -> String {
        name.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } ? name : "\"\(name)\""
    }

    static func fill(_ text: String, _ values: [String: String]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "{{\($1.key)}}", with: $1.value) }
    }

    static func bundled(_ name: String) throws(StarterError) -> String {
        guard let data = BundledResources.starter[name] else {
            throw StarterError("this loas was built without its Starter/\(name); build it again from a whole checkout")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A refusal of `loas init`, in one sentence naming what it is about.
package struct StarterError: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
