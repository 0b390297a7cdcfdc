import ArgumentParser
import Foundation
import Starter

struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a dashboard repository: loas.yml, the publishing workflow and .gitignore.",
        discussion: """
            Writes loas.yml (the characters named, never an API key), .github/workflows/site.yml (the \
            scheduled publishing workflow, pinned to this release) and .gitignore (the store, the site, \
            loas's state and .env), then prints the three steps GitHub needs. A file that is there is \
            never replaced (the command fails, naming it) unless --force; a .gitignore that is there \
            gets only the lines it lacks. --dir is made when it is missing and its parent is there.
            """)

    @Option(name: .customLong("character"), help: "A character to fetch (repeatable); the first is the main one.")
    var characters: [String] = []

    @Option(help: "The repository's folder; nothing is written outside it.")
    var dir: String = "."

    @Flag(help: "Replace loas.yml and the workflow when they are there.")
    var force = false

    func run() async throws {
        let release = ReleasePin(repository: Version.repository, release: Version.release, latest: Version.latestRelease)
        let writer = StarterWriter(folder: dir, force: force)
        let written: [(path: String, outcome: StarterWriter.Outcome)]
        let starter: StarterFiles
        do {
            starter = try StarterFiles(characters: characters, release: release)
            written = try writer.write(starter)
        } catch {
            throw CommandError(error.description)
        }
        for (path, outcome) in written {
            print("  \(Self.describe(outcome)) \(writer.display(path))")
        }
        if release.isDevelopmentBuild {
            print(
                "\nThis loas is a development build: the workflow runs the latest release known to it, "
                    + "\(release.uses); change that line if there is a newer one.")
        } else {
            print("\nThe workflow runs this release, \(release.uses).")
        }
        if characters.isEmpty {
            print("No --character named: write your characters into loas.yml (main_character, characters).")
        }
        if !writer.isInGitRepository {
            print("\(dir) is not in a git repository yet: `git init` it, then push it to GitHub.")
        }
        print("\n" + starter.nextSteps, terminator: "")
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
