import Foundation
import GRDB
import LOASTestSupport
import SiteWriter
import Support
import Testing

@testable import SnapshotStore

/// A store written by the LOAS before the compact store (`Fixtures/stores/demo-v2.sqlite`,
/// see its README) upgrades in place: every answer is still there, byte for byte.
@Suite struct StoreUpgradeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures/stores/demo-v2.sqlite")

    /// The fixture copied into a fresh folder: opening a store for writing upgrades it.
    static func copy(into folder: TemporaryFolder) throws -> URL {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let url = folder.url.appending(path: "old.sqlite")
        try FileManager.default.copyItem(at: fixture, to: url)
        return url
    }

    struct OldAnswer {
        var path: String
        var fetchedAt: Double
        var body: Data
    }

    /// Every answer as the old LOAS stored it, read with plain SQL from its own tables.
    static func oldAnswers(_ url: URL) throws -> [OldAnswer] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT path, fetchedAt, data FROM response JOIN body USING (hash)").map { row in
                OldAnswer(path: row["path"], fetchedAt: row["fetchedAt"], body: row["data"])
            }
        }
    }

    @Test func anUpgradedStoreExportsEveryAnswerByteForByteAtEveryTime() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy(into: folder)
        let old = try Self.oldAnswers(url)
        try #require(old.count == 13)
        let oldSize = try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)

        let store = try SnapshotDatabase(url: url)

        #expect(store.compactedBodies == 13)
        #expect(try store.stats().fileBytes < oldSize / 2)
        for time in Set(old.map(\.fetchedAt)).sorted() {
            var expected: [String: (Double, Data)] = [:]
            for answer in old where answer.fetchedAt <= time && answer.fetchedAt >= (expected[answer.path]?.0 ?? -1) {
                expected[answer.path] = (answer.fetchedAt, answer.body)
            }
            let export = folder.url.appending(path: "export-\(Int(time))")
            _ = try store.exportMirror(to: export, at: Date(timeIntervalSince1970: time))
            #expect(StoreFixtures.files(under: export) == expected.mapValues(\.1), "as of \(time)")
        }
        #expect(try store.check().isSound)
    }

    @Test func aReaderAsksForTheUpgradeAndLeavesTheOldStoreAsItWas() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy(into: folder)
        let bytes = try Data(contentsOf: url)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(readingFrom: url) }

        #expect(error?.problem.contains("loas store upgrade") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: url) == bytes)
    }

    /// GRDB checks every foreign key before committing a migration; a store whose answer lost
    /// its body row (edited by another program) would then never upgrade.
    @Test func aStoreWithAnAnswerThatLostItsBodyStillUpgradesKeepingTheRest() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy(into: folder)
        let events = try #require(try Self.oldAnswers(url).first { $0.path == "news/events.json" })
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try queue.write { db in
                try db.execute(sql: "DELETE FROM body WHERE hash = (SELECT hash FROM response WHERE path = 'gamecontents/calendar.json')")
            }
        }

        let store = try SnapshotDatabase(url: url)

        #expect(store.compactedBodies == 12)
        let snapshot = try store.snapshots()
        #expect(throws: SnapshotError.self) { try snapshot.data(at: "gamecontents/calendar.json") }
        #expect(try snapshot.data(at: "news/events.json") == events.body)
        #expect(try store.check().problems.count == 1)
    }

    @Test func theUpgradedStoreBuildsEverySheetWithItsHistory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.copy(into: folder)

        let store = try SnapshotDatabase(url: url)
        let snapshot = try store.snapshots()
        let site = try SiteBuilder(snapshots: snapshot, history: snapshot).build()

        #expect(site.warnings == [])
        #expect(snapshot.entries(in: "armories/characters").count == 3)
        let sheet = String(decoding: try #require(site.files["characters/새싹모코코.html"]), as: UTF8.self)
        #expect(sheet.contains("302.50"))
        #expect(try snapshot.itemLevelHistory(character: "새싹모코코").map(\.value) == [250, 302.5, 302.5])
    }
}
