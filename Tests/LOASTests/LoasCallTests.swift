import Foundation
import LOASTestSupport
import Testing

/// A command called in process answers as the binary does, and two calls side by side share
/// nothing: each resolves relative paths in its own folder, reads its own environment and
/// writes its own output.
@Suite struct LoasCallTests {
    /// Help, usage errors and the tool's own errors: the same text, in the same stream, with
    /// the same status as the binary's.
    @Test(
        .enabled(if: LoasRun.isBuilt, "loas is not built beside the tests"),
        arguments: [
            ["--version"], ["store", "--help"], ["nosuch"], ["build", "--nosuch"], ["tooltip", "--format", "nope"],
            ["tooltip", "missing.json"], ["store", "check", "--store", "missing.sqlite"], ["check", "--config", "missing.yml"],
            ["notify", "--store", "missing.sqlite", "--dry-run"],
        ])
    func aCallSaysWhatTheBinarySays(arguments: [String]) async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        defer { folder.remove() }
        let logs = folder.url.appending(path: "logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let environment = ["COLUMNS": "80"]

        let binary = try await LoasRun.run(arguments, in: folder.url, logs: logs, environment: environment)
        let call = await LoasCall.run(arguments, in: folder.url, environment: environment)

        #expect(call.finished && binary.finished)
        #expect(call.status == binary.status)
        #expect(call.output == binary.output)
        #expect(call.standardOutput.isEmpty || call.standardError.isEmpty, "one stream each: \(call.output)")
    }

    /// The same relative paths in two folders at once: each call imports, exports and reads its
    /// own, and names only its own folder and its own base URL.
    @Test func twoCallsAtOnceKeepTheirFoldersEnvironmentsAndOutputs() async throws {
        let first = TemporaryFolder(), second = TemporaryFolder()
        defer {
            first.remove()
            second.remove()
        }
        for folder in [first, second] {
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: StoreFixtures.demo, to: folder.url.appending(path: "mirror"))
        }

        async let one = Self.importExportAndFetch(in: first.url, base: "one.invalid")
        async let two = Self.importExportAndFetch(in: second.url, base: "two.invalid")
        let (a, b) = await (one, two)

        for ((folder, other), calls) in [((first.url, second.url), a), ((second.url, first.url), b)] {
            #expect(calls.imported.status == 0, "\(calls.imported.output)")
            #expect(calls.imported.output.contains("into \(folder.appending(path: "loas.sqlite").path)"), "\(calls.imported.output)")
            #expect(calls.exported.status == 0, "\(calls.exported.output)")
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "out/news/notices.json").path))
            for call in [calls.imported, calls.exported, calls.fetched] {
                #expect(!call.output.contains(other.lastPathComponent), "\(call.output)")
            }
        }
        #expect(a.fetched.output.contains("\"one.invalid\"") && !a.fetched.output.contains("two.invalid"), "\(a.fetched.output)")
        #expect(b.fetched.output.contains("\"two.invalid\"") && !b.fetched.output.contains("one.invalid"), "\(b.fetched.output)")
    }

    static func importExportAndFetch(in folder: URL, base: String) async -> (imported: LoasCall, exported: LoasCall, fetched: LoasCall) {
        let imported = await LoasCall.run(["import", "mirror"], in: folder)
        let exported = await LoasCall.run(["export", "out"], in: folder)
        let fetched = await LoasCall.run(
            ["fetch", "--character", "별빛수호자"], in: folder, environment: ["LOSTARK_API_KEY": "k", "LOSTARK_API_BASE_URL": base])
        return (imported, exported, fetched)
    }
}
