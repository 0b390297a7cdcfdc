import BundledResources
import Foundation
import LostArkAPI

/// What `loas init` writes into a dashboard repository, filled in from the bundled `Starter/`
/// files: `loas.yml` (the characters named, never an `api_key:`), the publishing workflow
/// pinned to a release, and the `.gitignore` that keeps the store, the site, loas's state and
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
        let config = Self.fill(
            try Self.bundled("loas.yml"),
            [
                "title": names.first.map { Self.scalar("\($0)의 원정대") } ?? "우리 원정대",
                "characters": Self.characterLines(names),
                "earners": names.isEmpty ? "캐릭터이름" : names.map(Self.scalar).joined(separator: ", "),
            ])
        let workflow = Self.fill(try Self.bundled("site.yml"), ["action": release.uses, "written_by": release.writtenBy])
        files = [
            File(path: Self.config, data: Data(config.utf8)),
            File(path: Self.workflow, data: Data(workflow.utf8)),
            File(path: Self.gitignore, data: Data(try Self.bundled("gitignore").utf8)),
        ]
        nextSteps = try Self.bundled("next-steps.txt")
    }

    /// `main_character` and `characters`, or a commented placeholder when none were named.
    static func characterLines(_ names: [String]) -> String {
        guard let main = names.first else {
            return """
                # main_character: 캐릭터이름   # your main character (loas init --character NAME writes it)
                # characters: [부캐릭터]   # others to fetch, shown as favourites
                """
        }
        var lines = ["main_character: \(scalar(main))   # shown first"]
        if names.count > 1 {
            let others = names.dropFirst().map(scalar).joined(separator: ", ")
            lines.append("characters: [\(others)]   # favourites, fetched too")
        }
        return lines.joined(separator: "\n")
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
