import Foundation
import LOASTestSupport
import Testing

/// A broken row of a `honing.yml` beside `loas.yml` is named with its file and line by
/// `loas check` and stops `loas build`, as a broken `raids.yml` does.
@Suite struct HoningCommandTests {
    static func folder(brokenRow: Bool) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "snapshots"), withIntermediateDirectories: true)
        try Data("title: 재련\n".utf8).write(to: folder.url.appending(path: "loas.yml"))
        var text = String(decoding: try Data(contentsOf: packageRoot.appending(path: "Templates/honing.yml")), as: UTF8.self)
        if brokenRow { text = text.replacingOccurrences(of: "silver: 21600, gold: 4750,", with: "silver: 21600, gold: lots,") }
        try Data(text.utf8).write(to: folder.url.appending(path: "honing.yml"))
        return folder
    }

    @Test func checkNamesTheBrokenRowWithItsFileAndLine() async throws {
        let folder = try Self.folder(brokenRow: true)
        defer { folder.remove() }
        let run = await LoasCall.run(["check"], in: folder.url)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("problem: honing.yml: line 81: tables[1].rows[9].gold should be"), "\(run.output)")
    }

    @Test func buildStopsNamingTheBrokenRowWithItsFileAndLine() async throws {
        let folder = try Self.folder(brokenRow: true)
        defer { folder.remove() }
        let run = await LoasCall.run(["build", "--snapshots", "snapshots", "--out", "site"], in: folder.url)
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("honing.yml: line 81: tables[1].rows[9].gold should be"), "\(run.output)")
    }

    @Test func aSoundFileBesideTheConfigPassesTheCheck() async throws {
        let folder = try Self.folder(brokenRow: false)
        defer { folder.remove() }
        let run = await LoasCall.run(["check"], in: folder.url)
        #expect(!run.output.contains("honing.yml:"), "\(run.output)")
    }
}
