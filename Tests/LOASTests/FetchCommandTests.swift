import BundledResources
import FakeLostArkAPI
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

/// `loas fetch` against the fake API, as the binary killed mid-fetch; and `update` compared
/// (in process) with `build` and `build --snapshots` on the same answers.
@Suite struct FetchCommandTests {
    /// `loas` sits beside the test binary in the build folder.
    static let loas = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "loas")

    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "loas-cli-\(UUID().uuidString)")
    }

    /// The fake's key, and pictures from the fake too: the snapshots name the game's CDN,
    /// which a test never asks.
    static func environment(base: URL) -> [String: String] {
        ["LOSTARK_API_KEY": "test-key", "LOSTARK_IMAGE_BASE_URL": base.appending(path: "images").absoluteString]
    }

    /// Starts the `loas` binary with `arguments` in `folder`, with the fake's key in the environment.
    static func start(_ arguments: [String], in folder: URL, base: URL) throws -> Process {
        let process = Process()
        process.executableURL = loas
        process.arguments = arguments + ["--api-base-url", base.absoluteString]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment(base: base)) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Until the child ends, or two minutes of naps (a debug binary on a busy machine),
    /// after which it is killed and the test fails rather than hangs.
    static func wait(_ process: Process) async {
        let ended = await eventually(tries: 24_000) { !process.isRunning }
        if !ended {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("loas \(process.arguments ?? []) did not end")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func killedMidFetchLosesNothingEarlier() async throws {
        let armory = try #require(BundledResources.demoSnapshots["armories/characters/새싹모코코.json"])
        var files: [String: Data] = [:]
        let names = (1...60).map { "모코코\($0)" }
        for name in names { files["armories/characters/\(name).json"] = armory }
        // A quota this test never reaches: three runs here ask ~120 times, and waiting out a
        // whole window would only slow the suite.
        let server = FakeLostArkServer(files: files, rateLimit: .init(limit: 1_000, window: .seconds(60)))
        let base = try server.start()
        defer { server.stop() }
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appending(path: "loas.sqlite")

        // A first complete fetch of ten characters: the snapshots that must survive.
        let first = try Self.start(["fetch"] + names.prefix(10).flatMap { ["--character", $0] }, in: folder, base: base)
        await Self.wait(first)
        #expect(first.terminationStatus == 0)
        let before = try SnapshotDatabase(url: store).responseCount()
        #expect(before >= 10)

        // Every answer changes; forty come, a little slowly, and the rest are held, so the
        // fetch is surely still running, with answers being recorded, when it is killed.
        for name in names { server.replaceFile("armories/characters/\(name).json", with: armory + Data(" ".utf8)) }
        server.inject(.delay(.milliseconds(30)), count: 40)
        server.inject(.hold, count: 1_000)
        let doomed = try Self.start(["fetch"] + names.flatMap { ["--character", $0] }, in: folder, base: base)
        try #require(await eventually { server.heldRequests > 0 }, "the second fetch never got going")
        kill(doomed.processIdentifier, SIGKILL)
        await Self.wait(doomed)
        #expect(doomed.terminationReason == .uncaughtSignal)

        server.clearFaults()
        server.releaseHeld()
        // The store opens, keeps all it had, and a new fetch completes.
        let reopened = try SnapshotDatabase(url: store)
        let afterKill = try reopened.responseCount()
        #expect(afterKill >= before)
        let again = try Self.start(["fetch"] + names.flatMap { ["--character", $0] }, in: folder, base: base)
        await Self.wait(again)
        #expect(again.terminationStatus == 0)
        #expect(try SnapshotDatabase(url: store).responseCount() >= afterKill)
        print("kill -9: \(before) rows before, \(afterKill) after the kill, store reopened and fetched again")
    }

    @Test func updateBuildsTheSameSiteAsBuildFromTheSameFiles() async throws {
        // The demo answers the plan below asks for (every file but the roster).
        let files = BundledResources.demoSnapshots.filter { !$0.key.hasPrefix("characters/") }
        // A quota this run never reaches (it asks over a hundred times with the pictures):
        // waiting out a real minute's window would only slow the suite; the limit has tests of its own.
        let server = FakeLostArkServer(files: files, rateLimit: .init(limit: 1_000, window: .seconds(60)))
        let base = try server.start()
        defer { server.stop() }
        let folder = Self.temporaryFolder()
        let mirror = folder.appending(path: "mirror")
        for (path, data) in files {
            let url = mirror.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan =
            DemoCharacters.names.flatMap { ["--character", $0] }
            + ["65203905", "66102006"].flatMap { ["--market-item", $0] }
        let update = await LoasCall.run(
            ["update", "--out", "from-update"] + plan + ["--api-base-url", base.absoluteString], in: folder,
            environment: Self.environment(base: base))
        #expect(update.status == 0)

        // `build` from the store draws the same history as `update`; `build --snapshots`
        // reads one moment and has no charts and no history pages, but the same other pages.
        for (arguments, out) in [(["build"], "from-build"), (["build", "--snapshots", mirror.path], "from-mirror")] {
            let build = await LoasCall.run(arguments + ["--out", out], in: folder)
            #expect(build.status == 0)
        }

        let fromUpdate = try Self.files(in: folder.appending(path: "from-update"))
        let fromBuild = try Self.files(in: folder.appending(path: "from-build"))
        // Every build into a folder, with history or without, keeps a cache of what it can skip next time.
        let fromMirror = try Self.files(in: folder.appending(path: "from-mirror"))
        #expect(fromUpdate.keys.sorted() == fromBuild.keys.sorted())
        // History adds its own pages: the roster's changes and each character's timeline.
        let historyPages = fromUpdate.keys.filter { $0.hasPrefix("/timeline/") || $0.hasPrefix("/changes.") }
        #expect(historyPages.count == 2 + 2 * DemoCharacters.names.count)
        #expect(fromUpdate.keys.filter { !historyPages.contains($0) }.sorted() == fromMirror.keys.sorted())
        #expect(fromUpdate.count > 10)
        for (path, data) in fromBuild {
            #expect(fromUpdate[path] == data, "\(path) differs between update and build from the store")
        }
    }

    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let urls = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for url in urls where !url.hasDirectoryPath {
            result[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))] = try Data(contentsOf: url)
        }
        return result
    }
}
