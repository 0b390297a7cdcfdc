import BundledResources
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `loas serve` binary: it prints where it serves, serves under --base-path, and
/// rebuilds when a snapshot in --snapshots changes.
@Suite struct ServeCommandTests {
    static let loas = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "loas")

    static func text(_ file: URL) -> String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// Tries for what the `loas` child does: three times `eventually`'s default, since a debug
    /// binary's first build takes a while on a busy machine.
    static let childTries = 12_000

    static func status(_ url: URL) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: url)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func servesUnderTheBasePathAndRebuildsWhenASnapshotGoes() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = try Self.demoSnapshots(in: folder)
        let serving = try await Serving.start(["serve", "--snapshots", snapshots.path, "--base-path", "/repo", "--port", "0"], in: folder)
        defer { serving.stop() }
        let base = serving.base
        #expect(serving.base.absoluteString.hasSuffix("/repo/"))
        #expect(try await Self.status(base.appending(path: "calendar.html")) == 200)

        try FileManager.default.removeItem(at: snapshots.appending(path: "gamecontents/calendar.json"))
        let rebuilt = await eventually(tries: Self.childTries) { serving.errors.contains("rebuilt") }
        #expect(rebuilt, "stderr: \(serving.errors)")
        #expect(try await Self.status(base.appending(path: "calendar.html")) == 404)
        #expect(try await Self.status(base.appending(path: "index.html")) == 200)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func servesFromTheStoreAndRebuildsWhenAnotherProcessRecordsAnAnswer() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appending(path: "loas.sqlite")
        _ = try SnapshotDatabase(url: store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let serving = try await Serving.start(["serve", "--store", store.path, "--port", "0"], in: folder)
        defer { serving.stop() }
        let feed = serving.base.appending(path: "calendar.ics")
        let before = try await URLSession.shared.data(from: feed).0

        // As a `loas fetch` in another terminal would: a new answer, committed by another connection.
        _ = try SnapshotDatabase(url: store).record([
            Response(mirrorPath: "gamecontents/calendar.json", body: Data("[]".utf8), fetchedAt: StoreFixtures.day(2))
        ])

        let changed = try await eventually(tries: Self.childTries) { try await URLSession.shared.data(from: feed).0 != before }
        #expect(changed, "the served calendar did not change; stderr: \(serving.errors)")
        #expect(serving.errors.contains("rebuilt"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func aTemplateIncludingItselfIsReportedAndTheLastGoodSiteStaysUp() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-cycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = try Self.demoSnapshots(in: folder)
        let partials = folder.appending(path: "templates/partials")
        try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
        let serving = try await Serving.start(
            ["serve", "--snapshots", snapshots.path, "--templates", folder.appending(path: "templates").path, "--port", "0"], in: folder)
        defer { serving.stop() }
        let before = try await URLSession.shared.data(from: serving.base.appending(path: "index.html")).0

        // Saved while serving: every page includes the head, which now includes itself.
        try Data("{{> partials/head}}".utf8).write(to: partials.appending(path: "head.html"))
        let reported = await eventually(tries: Self.childTries) { serving.errors.contains("rebuild failed") || !serving.process.isRunning }
        #expect(reported && serving.process.isRunning, "stderr: \(serving.errors)")
        #expect(serving.errors.contains("includes itself: partials/head.html → partials/head.html"), "stderr: \(serving.errors)")
        #expect(try await URLSession.shared.data(from: serving.base.appending(path: "index.html")).0 == before)
    }

    /// A file `loas build` reads beside `loas.yml` (before the templates' own), saved while
    /// serving where there was none: it is read, so its mistake is reported by name.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"),
        arguments: ["raids.yml", "classes.yml", "honing.yml"])
    func aDataFileSavedBesideTheConfigWhileServingIsRead(name: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = try Self.demoSnapshots(in: folder)
        try Data("title: 시험\n".utf8).write(to: folder.appending(path: "loas.yml"))
        let serving = try await Serving.start(["serve", "--snapshots", snapshots.path, "--port", "0"], in: folder)
        defer { serving.stop() }

        try Data("- a list, where the file holds a mapping\n".utf8).write(to: folder.appending(path: name))
        let reported = await eventually(tries: Self.childTries) { serving.errors.contains("rebuild failed") }
        #expect(reported, "stderr: \(serving.errors)")
        #expect(serving.errors.contains(name), "stderr: \(serving.errors)")
    }

    /// `store:` edited while serving: the rebuild reads the newly named store, and its new
    /// answers are watched from then on, not the old store's.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: loas.path), "loas is not built beside the tests"))
    func aStoreNamedAnewInTheConfigWhileServingIsWatched() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-serve-moved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["first.sqlite", "second.sqlite"] {
            _ = try SnapshotDatabase(url: folder.appending(path: name)).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        }
        let config = folder.appending(path: "loas.yml")
        try Data("store: first.sqlite\n".utf8).write(to: config)
        let serving = try await Serving.start(["serve", "--port", "0"], in: folder)
        defer { serving.stop() }
        let feed = serving.base.appending(path: "calendar.ics")
        let before = try await URLSession.shared.data(from: feed).0

        try Data("store: second.sqlite\n".utf8).write(to: config)
        let moved = await eventually(tries: Self.childTries) { serving.errors.contains("rebuilt") }
        #expect(moved, "stderr: \(serving.errors)")
        _ = try SnapshotDatabase(url: folder.appending(path: "second.sqlite")).record([
            Response(mirrorPath: "gamecontents/calendar.json", body: Data("[]".utf8), fetchedAt: StoreFixtures.day(2))
        ])

        let changed = try await eventually(tries: Self.childTries) { try await URLSession.shared.data(from: feed).0 != before }
        #expect(changed, "the served calendar did not change; stderr: \(serving.errors)")
    }

    /// The demo's snapshots in `folder/snapshots`, in the API-mirror layout.
    static func demoSnapshots(in folder: URL) throws -> URL {
        let snapshots = folder.appending(path: "snapshots")
        for (path, data) in BundledResources.demoSnapshots {
            let file = snapshots.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return snapshots
    }

    /// A `loas serve` child, its output in files, and the address it printed.
    struct Serving {
        let process: Process
        let output: URL
        let errorFile: URL
        let base: URL

        var errors: String { ServeCommandTests.text(errorFile) }

        static func start(_ arguments: [String], in folder: URL) async throws -> Serving {
            let output = folder.appending(path: "out.txt")
            let errors = folder.appending(path: "err.txt")
            try Data().write(to: output)
            try Data().write(to: errors)
            let process = Process()
            process.executableURL = ServeCommandTests.loas
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            let announced = await eventually(tries: ServeCommandTests.childTries) {
                ServeCommandTests.text(output).contains("serving http://")
            }
            let line = ServeCommandTests.text(output)
            guard announced, let address = line.firstMatch(of: #/serving (http://127\.0\.0\.1:[0-9]+/[^ ]*) /#)?.output.1,
                let base = URL(string: String(address))
            else {
                process.terminate()
                process.waitUntilExit()
                throw ServeError(message: "no address printed; stderr: \(ServeCommandTests.text(errors))")
            }
            return Serving(process: process, output: output, errorFile: errors, base: base)
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    struct ServeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
