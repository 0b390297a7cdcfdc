import Foundation
import Images
import LOASTestSupport
import SnapshotStore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The commands that read the store (`build`, `serve`, `export`), run as the `loas` binary:
/// what they say of a file that is no store (`serve` would serve on if it did not refuse), and
/// reading from a read-only file system (a child in a mount namespace of its own); `import`
/// and `export` in process.
@Suite struct StoreCommandTests {
    static let loas = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "loas")
    static let isBuilt = FileManager.default.isExecutableFile(atPath: loas.path)

    struct Finished {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `executable` with `arguments` in `folder` to its end; fails after two minutes of
    /// naps (a debug build on a busy machine is slow, but a hang must not stall the suite).
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) async throws -> Finished {
        let output = folder.appending(path: "stdout-\(UUID().uuidString).txt")
        let errors = folder.appending(path: "stderr-\(UUID().uuidString).txt")
        try Data().write(to: output)
        try Data().write(to: errors)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        if !(await eventually(tries: 24_000) { !process.isRunning }) {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(executable.lastPathComponent) \(arguments) did not finish")
        }
        let text = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        return Finished(status: process.terminationStatus, output: text(output), errors: text(errors))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-store-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        .enabled(if: isBuilt, "loas is not built beside the tests"),
        arguments: [["build", "--out", "site"], ["serve", "--port", "0"], ["export", "exported"]])
    func aCommandThatReadsTheStoreSaysAnEmptyFileIsNotAStore(command: [String]) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appending(path: "empty.sqlite")
        try Data().write(to: store)

        let finished = try await Self.run(Self.loas, command + ["--store", store.path], in: folder)

        #expect(finished.status != 0)
        #expect(finished.errors.contains("\(store.path): is an empty file (0 bytes), not a LOAS snapshot store"), "\(finished.errors)")
        #expect(!finished.errors.contains("API-mirror layout"), "\(finished.errors)")
        #expect(try Data(contentsOf: store).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["empty.sqlite"])
    }

    /// Root may mount in a mount namespace of its own (`unshare -m`), which nobody else
    /// sees: there the store's folder is bound read-only, as a CD or a `:ro` volume would be.
    static let canMountReadOnly: Bool = {
        #if os(Linux)
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-m", "true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
        #else
        return false
        #endif
    }()

    @Test(.enabled(if: isBuilt && canMountReadOnly, "needs root, unshare and loas built beside the tests"))
    func aBuildReadsAStoreOnAReadOnlyFileSystem() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let media = folder.appending(path: "media")
        let store = media.appending(path: "loas.sqlite")
        _ = try SnapshotDatabase(url: store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let before = try FileManager.default.contentsOfDirectory(atPath: media.path)
        try #require(before == ["loas.sqlite"])

        let script = """
            mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && exec "$2" build --store "$1/loas.sqlite" --out "$3"
            """
        let finished = try await Self.run(
            URL(fileURLWithPath: "/usr/bin/unshare"),
            ["-m", "sh", "-c", script, "sh", media.path, Self.loas.path, folder.appending(path: "site").path], in: folder)

        #expect(finished.status == 0, "\(finished.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "site/calendar.html").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: media.path) == before)
    }

    /// `import` then `export` (in process): the demo folder's answers go in, its SVG drawings
    /// are refused in a few lines, and an export writes the pictures the store has.
    @Test func importRefusesTheDemosDrawingsInAFewLinesAndExportWritesKeptPictures() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = await LoasCall.run(["import", StoreFixtures.demo.path, "--store", "s.sqlite"], in: folder)
        #expect(imported.status == 0, "\(imported.standardError)")
        let warnings = imported.standardError.split(separator: "\n").filter { $0.contains("picture skipped") }
        #expect(warnings.count == 4, "\(warnings)")
        #expect(imported.standardOutput.contains("0 pictures"), "\(imported.standardOutput)")

        let store = try SnapshotDatabase(url: folder.appending(path: "s.sqlite"))
        let portrait = try #require(ImageAddress(PictureStoreTests.portrait))
        _ = try store.recordImages([(portrait, StandInPictures.png(seed: "p"))], at: StoreFixtures.day(1))
        let exported = await LoasCall.run(["export", "out", "--store", "s.sqlite"], in: folder)
        #expect(exported.status == 0, "\(exported.standardError)")
        #expect(exported.standardOutput.contains("and 1 pictures"), "\(exported.standardOutput)")
        let file = folder.appending(path: "out").appending(path: portrait.mirrorPath)
        #expect(try Data(contentsOf: file) == StandInPictures.png(seed: "p"))
    }
}
