import ArgumentParser
import Foundation
import Starter

struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a dashboard repository: loas.yml, the publishing workflow and .gitignore.",
        discussion: """
            Writes loas.yml (the characters named, never an API key), .github/workflows/site.yml (the \
            scheduled publishing workflow, its action pinned to this release's full commit SHA, or to \
            --action) and .gitignore (the store, the site, loas's state and .env), then prints the three \
            steps GitHub needs. Every file is written or none is. A file that is there is never replaced \
            (the command fails, naming it) unless --force; a .gitignore that is there gets only the \
            lines it lacks. --dir is made when it is missing and its parent is there; it must be the \
            root of its git repository, the only place GitHub reads workflows from.
            """)

    @Option(name: .customLong("character"), help: "A character to fetch (repeatable); the first is the main one.")
    var characters: [String] = []

    @Option(help: "The repository's folder; nothing is written outside it.")
    var dir: String = "."

    @Flag(help: "Replace loas.yml and the workflow when they are there.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "The action the workflow runs, OWNER/NAME@COMMIT (a full 40-hex commit SHA of a LOAS release; a tag works, unpinned). Default: the release this loas is; a development build needs it.",
            valueName: "owner/name@ref"))
    var action: String?

    func run() async throws {
        let writer = StarterWriter(folder: dir, in: CommandContext.current.directory, force: force)
        let written: [(path: String, outcome: StarterWriter.Outcome)]
        let starter: StarterFiles
        let release: ReleasePin
        do {
            release = try ReleasePin.resolve(action: action, built: Version.built)
            starter = try StarterFiles(characters: characters, release: release)
            written = try writer.write(starter)
        } catch {
            throw CommandError(error.description)
        }
        for (path, outcome) in written {
            say("  \(Self.describe(outcome)) \(writer.display(path))")
        }
        say("\nThe workflow runs \(release.uses)\(release.isCommit ? release.version.map { " (v\($0))" } ?? "" : "").")
        if !release.isCommit {
            say("\(release.ref) is a tag, which can be moved: pin the full commit SHA it names (`loas check` says so too).")
        }
        if characters.isEmpty {
            say("No --character named: write your characters into loas.yml (main_character, characters).")
        }
        if !writer.isInGitRepository {
            say("\(dir) is not in a git repository yet: `git init` it, then push it to GitHub.")
        }
        say("\n" + starter.nextSteps, terminator: "")
    }

    private static func describe(_ outcome: StarterWriter.Outcome) -> String {
        switch outcome {
        case .written: "wrote   "
        case .replaced: "replaced"
        case .added(let lines): "added \(lines) line\(lines == 1 ? "" : "s") to"
        case .unchanged: "kept    "
        }
    }
}
