import BundledResources
import FakeLostArkAPI
import Foundation
import LOASTestSupport
import Testing

/// `loas check` reads the workflow `loas init` wrote, as GitHub will run it: the placeholder, an
/// action not pinned to a commit and a secret not passed each fail it, naming the file and
/// line; a dashboard below the repository's root that nothing publishes fails it too; and a
/// build's warnings (a `gold_earners` name on no roster) are named, not left to a log.
@Suite(.enabled(if: ScriptRun.which("git") != nil, "needs git"))
struct WorkflowCheckTests {
    static let workflow = ".github/workflows/site.yml"

    /// Replaces `old` in the workflow init wrote, and says on which line it was.
    static func edit(_ folder: URL, _ old: String, _ new: String) throws -> Int {
        let file = folder.appending(path: workflow)
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(old) }, "\(old) is not in \(text)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
        return index + 1
    }

    @Test func theWorkflowInitWritesPasses() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(Self.workflow), "\(run.output)")
    }

    @Test func thePlaceholderPutBackFailsNamingFileAndLine() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let line = try Self.edit(folder, InitCommandTests.action, "OWNER/loas@v0.1.0")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.output.contains("problem: \(Self.workflow): line \(line): `uses: OWNER/loas@v0.1.0` names the placeholder OWNER"),
            "\(run.output)")
    }

    @Test func anActionPinnedToATagFailsNamingFileAndLine() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let line = try Self.edit(folder, "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1", "actions/checkout@v7")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.output.contains("problem: \(Self.workflow): line \(line): `uses: actions/checkout@v7` is not pinned to a full commit SHA"),
            "\(run.output)")
    }

    @Test func aSecretNotPassedOrWrittenInTheClearFailsNamingIt() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = try Self.edit(folder, "store-key: ${{ secrets.LOAS_STORE_KEY }}", "# no store-key")
        let line = try Self.edit(folder, "${{ secrets.LOSTARK_API_KEY }}", "abc-my-key")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("the LOAS step passes no store-key"), "\(run.output)")
        #expect(run.output.contains("line \(line): `api-key` is written into the workflow"), "\(run.output)")
        #expect(run.output.contains("LOSTARK_API_KEY"))
    }

    /// A dashboard in board/ of a repository whose root has no workflow passing its config.
    @Test func aDashboardBelowTheRootThatNothingPublishesFails() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let board = folder.appending(path: "board")
        try FileManager.default.createDirectory(at: board, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.appending(path: "loas.yml"), to: board.appending(path: "loas.yml"))
        try FileManager.default.moveItem(at: folder.appending(path: ".github"), to: board.appending(path: ".github"))
        let run = await LoasCall.run(["check"], in: board)
        #expect(run.status == 1)
        #expect(run.output.contains("problem: .github/workflows: GitHub never runs a workflow here"), "\(run.output)")
        #expect(run.output.contains("below the repository's root \(folder.standardizedFileURL.path)"), "\(run.output)")
    }

    /// After a fetch, a misspelt `gold_earners` name is a problem of loas.yml, as a build would warn.
    @Test func aGoldEarnerOnNoRosterIsAProblemOfLoasYml() async throws {
        let (folder, _) = try await CheckCommandTests.initialized()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let server = FakeLostArkServer(files: BundledResources.demoSnapshots, rateLimit: .init(limit: 1_000))
        let base = try server.start()
        defer { server.stop() }
        let fetch = await LoasCall.run(
            ["fetch", "--no-images", "--api-base-url", base.absoluteString], in: folder,
            environment: ["LOSTARK_API_KEY": "test-key"])
        try #require(FileManager.default.fileExists(atPath: folder.appending(path: "loas.sqlite").path), "\(fetch.output)")
        let good = await LoasCall.run(["check"], in: folder)
        #expect(good.status == 0, "\(good.output)")
        let config = try String(contentsOf: folder.appending(path: "loas.yml"), encoding: .utf8)
        try CheckCommandTests.write(config + "\ngold_earners: [별빛수호쟈]\n", to: folder, "loas.yml")
        let run = await LoasCall.run(["check"], in: folder)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("problem: loas.yml: `gold_earners` in loas.yml: 별빛수호쟈 is on none of the rosters"), "\(run.output)")
    }
}
