import BundledResources
import FakeLostArkAPI
import Fetching
import Foundation
import LOASTestSupport
import Testing

/// A scheduled run goes red only when the user must act: a roster character the API does not
/// answer for is a warning, a name in loas.yml it never answered for (a typo) fails the run.
@Suite struct RunVerdictTests {
    /// The demo's answers, with 별빛수호자's roster naming two characters the fake has no
    /// armory of (it answers `null` for them, as the API does).
    static func files() -> [String: Data] {
        var files = BundledResources.demoSnapshots.filter { !$0.key.hasPrefix("characters/") }
        let roster = [("별빛수호자", 70, "1,780.00"), ("응답없음", 60, "1,600.00"), ("사라진부캐", 60, "1,600.00")].map { name, level, itemLevel in
            #"{"ServerName":"루페온","CharacterName":"\#(name)","CharacterLevel":\#(level),"CharacterClassName":"바드","ItemAvgLevel":"\#(itemLevel)"}"#
        }
        files["characters/별빛수호자/siblings.json"] = Data(("[" + roster.joined(separator: ",") + "]").utf8)
        return files
    }

    @Test func siblingsAnsweringNullAreWarningsNotAFailedRun() async throws {
        let harness = try FetchTests.Harness(files: Self.files())
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자"], followSiblings: true, gameContents: false))
        #expect(!summary.needsTheUser, "\(summary.actions)")
        #expect(summary.warnings.contains { $0.contains("응답없음") }, "\(summary.warnings)")
        #expect(summary.warnings.contains { $0.contains("사라진부캐") }, "\(summary.warnings)")
    }

    @Test func aNamedCharacterNeverAnsweredForFailsTheRunNamingIt() async throws {
        let harness = try FetchTests.Harness(files: Self.files())
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(characters: ["별빛수호자", "별빛수효자"], gameContents: false))
        #expect(summary.needsTheUser)
        #expect(summary.actions.contains { $0.contains("별빛수효자") }, "\(summary.actions)")
    }

    @Test func updateWithSilentSiblingsExitsZeroWritesSiteStoreAndSummary() async throws {
        let server = FakeLostArkServer(files: Self.files(), rateLimit: .init(limit: 1_000, window: .seconds(60)))
        let base = try server.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let summaryFile = folder.appending(path: "step-summary.md")
        let run = await LoasCall.run(
            ["update", "--character", "별빛수호자", "--siblings", "--no-images", "--api-base-url", base.absoluteString, "--out", "site"],
            in: folder, environment: ["LOSTARK_API_KEY": "test-key", "GITHUB_STEP_SUMMARY": summaryFile.path])
        #expect(run.status == 0, "\(run.output)")
        let summary = try String(contentsOf: summaryFile, encoding: .utf8)
        #expect(summary.contains("응답없음") && summary.contains("사라진부캐"), "\(summary)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "site/index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "loas.sqlite").path))
    }

    @Test func updateWithATypoInTheNamesExitsNonZeroNamingIt() async throws {
        let server = FakeLostArkServer(files: Self.files(), rateLimit: .init(limit: 1_000, window: .seconds(60)))
        let base = try server.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "title: test\ncharacters: [별빛수호자, 별빛수효자]\n".write(to: folder.appending(path: "loas.yml"), atomically: true, encoding: .utf8)
        let summaryFile = folder.appending(path: "step-summary.md")
        let run = await LoasCall.run(
            ["update", "--no-images", "--api-base-url", base.absoluteString, "--out", "site"],
            in: folder, environment: ["LOSTARK_API_KEY": "test-key", "GITHUB_STEP_SUMMARY": summaryFile.path])
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("별빛수효자"), "\(run.output)")
        #expect(try String(contentsOf: summaryFile, encoding: .utf8).contains("별빛수효자"))
    }
}
