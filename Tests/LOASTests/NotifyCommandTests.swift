import FakeDiscord
import Foundation
import GRDB
import LOASConfig
import LOASTestSupport
import Notices
import Testing

@testable import SnapshotStore

/// `loas notify` as a user meets it: the webhook only from the environment, never from
/// loas.yml nor printed; `--dry-run` shows the messages and records nothing; the store's
/// record of what was posted keeps an older LOAS out.
@Suite struct NotifyCommandTests {
    static let webhook = "https://discord.com/api/webhooks/123456789012345678/SeCrEtToKeN-abcdefghijklmnopqrstuvwxyz0123"

    @Test func aWebhookInLoasYmlIsRefusedPointingToTheEnvironmentWithoutShowingIt() {
        let file = URL(fileURLWithPath: "/project/loas.yml")
        let error = #expect(throws: ConfigError.self) {
            try SiteConfig(yaml: "title: 원정대\ndiscord_webhook: \(Self.webhook)\n", file: file)
        }
        let message = error?.description ?? ""
        #expect(message.contains("discord_webhook") && message.contains("LOAS_DISCORD_WEBHOOK"), "\(message)")
        #expect(!message.contains("SeCrEtToKeN"), "\(message)")
    }

    @Test func aBrokenWebhookLineInLoasYmlDoesNotShowTheToken() {
        let file = URL(fileURLWithPath: "/project/loas.yml")
        let error = #expect(throws: ConfigError.self) {
            // A second colon on the line: the parser quotes the line in its message.
            try SiteConfig(yaml: "title: x\ndiscord_webhook: \(Self.webhook): z\n", file: file)
        }
        #expect(error?.description.contains("mapping values are not allowed") == true, "\(String(describing: error))")
        #expect(error.map { !$0.description.contains("SeCrEtToKeN") } == true, "\(String(describing: error))")
    }

    @Test func aStoreThatRecordedNoticesIsRefusedByTheLOASBeforeIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        try store.recordPostedNotices(["day/2026-11-18"], at: Date(timeIntervalSince1970: 1_795_000_000))
        // The LOAS before knew every migration but the notices'.
        var older = DatabaseMigrator()
        for name in Schema.migrator.migrations.dropLast() { older.registerMigration(name) { _ in } }

        let superseded = try DatabaseQueue(path: folder.store.path).read { db in try older.hasBeenSuperseded(db) }

        #expect(Schema.migrator.migrations.last == Schema.postedNotices)
        #expect(superseded)
    }

    @Test func theDryRunPrintsTheMessagesAsJSONAndRecordsNothing() async throws {
        let fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-18T07:00")])
        defer { fixture.remove() }

        let run = await LoasCall.run(
            ["notify", "--store", fixture.folder.store.path, "--dry-run"], in: fixture.folder.url,
            environment: ["LOAS_DISCORD_WEBHOOK": ""])

        #expect(run.status == 0, "\(run.output)")
        let json = try #require(run.output.firstIndex(of: "[").map { run.output[$0...] })
        let messages = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(messages.count == 1)
        #expect(NoticeFixture.names.allSatisfy { run.output.contains($0) })
        #expect(run.output.contains(#""allowed_mentions" : {"#))
        #expect(try fixture.store.postedNotices().isEmpty)
    }

    @Test(arguments: [["notify"], ["notify", "--dry-run"], ["notify", "--preview", "--dry-run"], ["build"]])
    func aStoreGivenThatIsNotThereIsAnErrorNamingItAndIsNotMade(command: [String]) async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let typo = folder.url.appending(path: "loas.sqlte")
        let fake = FakeDiscordWebhook()
        defer { fake.stop() }

        let run = await LoasCall.run(
            command + ["--store", typo.path], in: folder.url, environment: ["LOAS_DISCORD_WEBHOOK": try fake.start()])

        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("no snapshot store at \(typo.path)"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: typo.path))
    }

    @Test func aStoreInLoasYmlThatIsNotThereIsAnErrorAndNoFolderIsMade() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("title: 원정대\nstore: data/loas.sqlite\n".utf8).write(to: folder.url.appending(path: "loas.yml"))
        let fake = FakeDiscordWebhook()
        defer { fake.stop() }

        let run = await LoasCall.run(["notify"], in: folder.url, environment: ["LOAS_DISCORD_WEBHOOK": try fake.start()])

        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("no snapshot store at") && run.output.contains("`store` in"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "data").path))
    }

    @Test func aTemplatesFoldersWordsRewordTheNotices() async throws {
        let fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-18T07:00")])
        defer { fixture.remove() }
        let templates = fixture.folder.url.appending(path: "templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("notice.watchTitle = Watching {count}\n".utf8).write(to: templates.appending(path: "words.txt"))

        let run = await LoasCall.run(
            ["notify", "--store", fixture.folder.store.path, "--templates", templates.path, "--dry-run"], in: fixture.folder.url)

        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(#""title" : "Watching 3""#), "\(run.output)")
    }

    @Test func postingWithoutTheWebhookNamesTheVariableAndRecordsNothing() async throws {
        let fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-18T07:00")])
        defer { fixture.remove() }

        let run = await LoasCall.run(
            ["notify", "--store", fixture.folder.store.path], in: fixture.folder.url, environment: ["LOAS_DISCORD_WEBHOOK": " "])

        #expect(run.status != 0)
        #expect(run.output.contains("LOAS_DISCORD_WEBHOOK is not set"), "\(run.output)")
        #expect(try fixture.store.postedNotices().isEmpty)
    }
}
