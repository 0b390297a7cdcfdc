import Foundation
import LOASTestSupport
import SiteWriter
import Support
import Testing

@testable import SnapshotStore

/// The SQLite snapshot store: recording, reading back by date, mirror import/export,
/// refusing files that are not stores, and history series.
@Suite struct SnapshotDatabaseTests {
    private static let armoryPath = "armories/characters/이다.json"

    private static func armory(_ body: Data, at date: Date) -> Response {
        Response(path: armoryPath, endpoint: "armories/characters", key: "이다", body: body, fetchedAt: date)
    }

    // MARK: Recording

    @Test func recordingAnUnchangedBodyAddsNoRowAndMovesLastSeen() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = StoreFixtures.armory(itemLevel: "1,600.00")

        let first = try store.record([Self.armory(body, at: StoreFixtures.day(1))])
        let rowsBefore = try store.responseCount()
        let second = try store.record([Self.armory(body, at: StoreFixtures.day(2))])

        #expect(first == RecordSummary(added: 1, unchanged: 0))
        #expect(second == RecordSummary(added: 0, unchanged: 1))
        #expect(try store.responseCount() == rowsBefore)
        let latest = try #require(try store.latest(path: Self.armoryPath))
        #expect(latest.fetchedAt == StoreFixtures.day(1))
        #expect(latest.lastSeenAt == StoreFixtures.day(2))
        #expect(latest.body == body)
    }

    @Test func aChangedBodyAddsARowAndEarlierDatesStillSeeTheOldOne() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let old = StoreFixtures.armory(itemLevel: "1,600.00")
        let new = StoreFixtures.armory(itemLevel: "1,610.00")

        _ = try store.record([Self.armory(old, at: StoreFixtures.day(1))])
        let summary = try store.record([Self.armory(new, at: StoreFixtures.day(3))])

        #expect(summary == RecordSummary(added: 1, unchanged: 0))
        #expect(try store.responseCount() == 2)
        #expect(try store.snapshots().data(at: Self.armoryPath) == new)
        #expect(try store.snapshots(at: StoreFixtures.day(2)).data(at: Self.armoryPath) == old)
        #expect(try store.snapshots(at: StoreFixtures.day(0)).data(at: Self.armoryPath) == nil)
    }

    @Test func identicalBodiesUnderTwoPathsAreStoredOnce() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = Data("null".utf8)

        _ = try store.record([
            Response(mirrorPath: "armories/characters/없는이름.json", body: body, fetchedAt: StoreFixtures.day(1)),
            Response(mirrorPath: "armories/characters/다른이름.json", body: body, fetchedAt: StoreFixtures.day(1)),
        ])

        #expect(try store.responseCount() == 2)
        #expect(try store.bodyCount() == 1)
    }

    @Test func aReopenedStoreKeepsItsAnswers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let body = StoreFixtures.armory(itemLevel: "1,600.00")
        _ = try SnapshotDatabase(url: folder.store).record([Self.armory(body, at: StoreFixtures.day(1))])

        let reopened = try SnapshotDatabase(url: folder.store)

        #expect(try reopened.latest(path: Self.armoryPath)?.body == body)
    }

    @Test func anOlderAnswerRecordedLaterDoesNotReplaceTheLatest() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let old = StoreFixtures.armory(itemLevel: "1,600.00")
        let new = StoreFixtures.armory(itemLevel: "1,610.00")

        _ = try store.record([Self.armory(new, at: StoreFixtures.day(5))])
        _ = try store.record([Self.armory(old, at: StoreFixtures.day(1))])

        #expect(try store.latest(path: Self.armoryPath)?.body == new)
        #expect(try store.snapshots(at: StoreFixtures.day(2)).data(at: Self.armoryPath) == old)
    }

    @Test func anOlderIdenticalAnswerRecordedLaterMovesTheFirstFetchEarlier() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = StoreFixtures.armory(itemLevel: "1,600.00")

        _ = try store.record([Self.armory(body, at: StoreFixtures.day(5))])
        let summary = try store.record([Self.armory(body, at: StoreFixtures.day(1))])

        #expect(summary == RecordSummary(added: 0, unchanged: 1))
        #expect(try store.responseCount() == 1)
        let latest = try #require(try store.latest(path: Self.armoryPath))
        #expect(latest.fetchedAt == StoreFixtures.day(1))
        #expect(latest.lastSeenAt == StoreFixtures.day(5))
    }

    @Test func aDecomposedNameIsTheSamePathAsItsComposedForm() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = StoreFixtures.armory(itemLevel: "1,600.00")
        let decomposed = Self.armoryPath.decomposedStringWithCanonicalMapping
        #expect(Array(decomposed.utf8) != Array(Self.armoryPath.utf8))

        _ = try store.record([Response(mirrorPath: decomposed, body: body, fetchedAt: StoreFixtures.day(1))])
        let summary = try store.record([Self.armory(body, at: StoreFixtures.day(2))])

        #expect(summary == RecordSummary(added: 0, unchanged: 1))
        #expect(try store.snapshots().entries(in: "armories/characters") == ["이다.json"])
    }

    @Test func recordRefusesAPathOutsideTheMirrorAndRecordsNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = Data("{}".utf8)

        let error = #expect(throws: SnapshotError.self) {
            try store.record([
                Response(mirrorPath: "news/notices.json", body: body, fetchedAt: StoreFixtures.day(1)),
                Response(mirrorPath: "../escape.json", body: body, fetchedAt: StoreFixtures.day(1)),
            ])
        }

        #expect(error?.path == "../escape.json")
        #expect(try store.responseCount() == 0)
    }

    @Test func mirrorPathsGiveTheirEndpointAndKey() {
        let routes = [
            "armories/characters/이다.json", "armories/characters/이다/profiles.json", "characters/이다/siblings.json",
            "markets/items/66110223.json", "markets/items.json", "gamecontents/calendar.json",
        ].map { Response(mirrorPath: $0, body: Data(), fetchedAt: StoreFixtures.day(1)) }

        #expect(
            routes.map(\.endpoint) == [
                "armories/characters", "armories/characters/profiles", "characters/siblings", "markets/items", "markets/items",
                "gamecontents/calendar",
            ])
        #expect(routes.map(\.key) == ["이다", "이다", "이다", "66110223", "", ""])
    }

    // MARK: Mirror import and export

    /// The answers; the demo's pictures are SVG drawings, which an import refuses (see
    /// `PictureStoreTests` for pictures through import and export).
    @Test func importingTheDemoThenExportingReproducesEveryFileByteForByte() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let demo = StoreFixtures.files(under: StoreFixtures.demo).filter { !$0.key.hasPrefix("images/") }
        #expect(demo.count >= 10)

        let imported = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let exported = try store.exportMirror(to: folder.url.appending(path: "export"))

        #expect(imported.added == demo.count)
        #expect(exported == demo.count)
        #expect(StoreFixtures.files(under: folder.url.appending(path: "export")) == demo)
    }

    @Test func importingTheSameFolderAgainAddsNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let first = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))

        let second = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(2))

        #expect(second == RecordSummary(added: 0, unchanged: first.added))
        #expect(try store.responseCount() == first.added)
    }

    @Test func importSkipsFilesThatAreNotJSON() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let mirror = folder.url.appending(path: "mirror")
        try FileManager.default.createDirectory(at: mirror.appending(path: "news"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: mirror.appending(path: "news/notices.json"))
        try Data("file\trepo\n".utf8).write(to: mirror.appending(path: "MANIFEST.tsv"))
        let store = try SnapshotDatabase(url: folder.store)

        let summary = try store.importMirror(mirror, fetchedAt: StoreFixtures.day(1))

        #expect(summary.added == 1)
        #expect(try store.snapshots().entries(in: "") == ["news"])
    }

    @Test func exportRefusesAFolderThatIsNotEmpty() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let target = folder.url.appending(path: "export")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: target.appending(path: "notes.txt"))

        let error = #expect(throws: SnapshotError.self) { try store.exportMirror(to: target) }

        #expect(error?.path == target.path)
        #expect(error?.problem.contains("not empty") == true)
        #expect(StoreFixtures.files(under: target) == ["notes.txt": Data("mine".utf8)])
    }

    @Test func importOfAFolderWithOneInvalidJSONFileRecordsNothingAndNamesIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let mirror = folder.url.appending(path: "mirror")
        try FileManager.default.createDirectory(at: mirror.appending(path: "gamecontents"), withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: mirror.appending(path: "gamecontents/calendar.json"))
        let broken = mirror.appending(path: "gamecontents/challenge-abyss-dungeons.json")
        try Data(#"[{"Name": "#.utf8).write(to: broken)
        try Data("{}".utf8).write(to: mirror.appending(path: "news.json"))
        let store = try SnapshotDatabase(url: folder.store)

        let error = #expect(throws: SnapshotError.self) { try store.importMirror(mirror, fetchedAt: StoreFixtures.day(1)) }

        #expect(error?.path == broken.path)
        #expect(error?.problem.contains("not valid JSON") == true)
        #expect(try store.responseCount() == 0)
        #expect(try store.bodyCount() == 0)
    }

    // MARK: Files that are not stores

    @Test func openingATextFileThrowsNamingItAndLeavesItUnchanged() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "notes.txt")
        let text = Data("Remember to fetch 이다 every day.\n".utf8)
        try text.write(to: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(url: file) }

        #expect(error?.path == file.path)
        #expect(error?.problem.contains("not a SQLite database") == true)
        #expect(try Data(contentsOf: file) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
    }

    @Test func openingAForeignSQLiteDatabaseThrowsNamingItAndLeavesItUnchanged() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "notes.sqlite")
        try StoreFixtures.foreignDatabase.write(to: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(url: file) }

        #expect(error?.path == file.path)
        #expect(error?.problem.contains("is not a LOAS snapshot store") == true)
        #expect(try Data(contentsOf: file) == StoreFixtures.foreignDatabase)
    }

    @Test func openingAnotherApplicationsDatabaseThrowsNamingItAndLeavesItUnchanged() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "app.sqlite")
        var bytes = StoreFixtures.foreignDatabase
        // PRAGMA application_id lives at offset 68 of the header, big-endian.
        bytes.replaceSubrange(68..<72, with: [0x12, 0x34, 0x56, 0x78])
        try bytes.write(to: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(url: file) }

        #expect(error?.path == file.path)
        #expect(error?.problem.contains("another application (application_id 305419896)") == true)
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func anEmptyFileBecomesAStore() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "new.sqlite")
        try Data().write(to: file)

        let store = try SnapshotDatabase(url: file)
        _ = try store.record([Self.armory(StoreFixtures.armory(itemLevel: "1,600.00"), at: StoreFixtures.day(1))])

        #expect(try SnapshotDatabase(url: file).responseCount() == 1)
    }

    @Test func openingAFolderThrowsNamingIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(url: folder.url) }

        #expect(error?.path == folder.url.path)
    }

    // MARK: History

    @Test func itemLevelAndCombatPowerHistoriesFollowThreeArmoryAnswers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.record([Self.armory(StoreFixtures.armory(itemLevel: "1,581.67"), at: StoreFixtures.day(1))])
        _ = try store.record([
            Self.armory(StoreFixtures.armory(itemLevel: "1,600.00", combatPower: "2,000.50"), at: StoreFixtures.day(2))
        ])
        _ = try store.record([
            Self.armory(StoreFixtures.armory(itemLevel: "1,600.00", combatPower: "2,751.36"), at: StoreFixtures.day(3))
        ])

        #expect(
            try store.itemLevelHistory(character: "이다") == [
                HistoryPoint(date: StoreFixtures.day(1), value: 1581.67),
                HistoryPoint(date: StoreFixtures.day(2), value: 1600),
                HistoryPoint(date: StoreFixtures.day(3), value: 1600),
            ])
        #expect(
            try store.combatPowerHistory(character: "이다") == [
                HistoryPoint(date: StoreFixtures.day(2), value: 2000.5),
                HistoryPoint(date: StoreFixtures.day(3), value: 2751.36),
            ])
    }

    @Test func anUnchangedArmorySeenAgainExtendsItsHistoryToTheLastSighting() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let body = StoreFixtures.armory(itemLevel: "1,600.00")
        for day in 1...3 {
            _ = try store.record([Self.armory(body, at: StoreFixtures.day(day))])
        }

        #expect(
            try store.itemLevelHistory(character: "이다") == [
                HistoryPoint(date: StoreFixtures.day(1), value: 1600),
                HistoryPoint(date: StoreFixtures.day(3), value: 1600),
            ])
    }

    @Test func itemLevelHistoryReadsTheProfilesSubResourceToo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.record([
            Self.armory(StoreFixtures.armory(itemLevel: "1,600.00"), at: StoreFixtures.day(1)),
            Response(
                mirrorPath: "armories/characters/이다/profiles.json", body: Data(#"{"ItemAvgLevel": "1,620.00"}"#.utf8),
                fetchedAt: StoreFixtures.day(2)),
        ])

        #expect(try store.itemLevelHistory(character: "이다").map(\.value) == [1600, 1620])
    }

    @Test func aFigureOfTheWrongKindGivesNoPointAndKeepsTheOtherFigure() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let profiles = "armories/characters/이다/profiles.json"
        _ = try store.record([
            Response(
                mirrorPath: profiles, body: Data(#"{"ItemAvgLevel": 1620.5, "CombatPower": true}"#.utf8),
                fetchedAt: StoreFixtures.day(1))
        ])
        _ = try store.record([
            Response(
                mirrorPath: profiles, body: Data(#"{"ItemAvgLevel": {"Value": 1630}, "CombatPower": " 3,001.25 "}"#.utf8),
                fetchedAt: StoreFixtures.day(2))
        ])

        #expect(try store.itemLevelHistory(character: "이다") == [HistoryPoint(date: StoreFixtures.day(1), value: 1620.5)])
        #expect(try store.combatPowerHistory(character: "이다") == [HistoryPoint(date: StoreFixtures.day(2), value: 3001.25)])
    }

    @Test func anAnswerThatDoesNotParseGivesNoPointAndNoError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.record([
            Self.armory(Data("<html>busy</html>".utf8), at: StoreFixtures.day(1)),
            Self.armory(StoreFixtures.armory(itemLevel: "1,600.00"), at: StoreFixtures.day(2)),
            Self.armory(Data("null".utf8), at: StoreFixtures.day(3)),
            Response(mirrorPath: "markets/items/1.json", body: Data("{".utf8), fetchedAt: StoreFixtures.day(1)),
        ])

        #expect(try store.itemLevelHistory(character: "이다") == [HistoryPoint(date: StoreFixtures.day(2), value: 1600)])
        #expect(try store.priceHistory(itemID: 1) == [])
    }

    @Test func priceHistoryMergesOverlappingAnswersWithTheLaterFetchWinning() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let path = "markets/items/66110223.json"
        let earlier = StoreFixtures.market([[("2025-08-21", 6.2, 100), ("2025-08-20", 5.9, 300), ("2025-08-19", 6.5, 250)]])
        let later = StoreFixtures.market([[("2025-08-22", 7.0, 200), ("2025-08-21", 6.4, 900), ("2025-08-20", 5.9, 300)]])
        _ = try store.record([Response(mirrorPath: path, body: earlier, fetchedAt: StoreFixtures.day(1))])
        _ = try store.record([Response(mirrorPath: path, body: later, fetchedAt: StoreFixtures.day(2))])

        let history = try store.priceHistory(itemID: 66_110_223)

        let days = try ["2025-08-19", "2025-08-20", "2025-08-21", "2025-08-22"].map { try #require(StoreFixtures.marketDay($0)) }
        #expect(history == zip(days, [6.5, 5.9, 6.4, 7.0]).map { HistoryPoint(date: $0, value: $1) })
    }

    @Test func priceHistoryWeighsVariantsByTradesAndSkipsDaysWithoutTrades() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        // Shaped like 2024-01/markets/items/65202602.json: a tradeable variant that never
        // trades and a bound one that does.
        let body = StoreFixtures.market([
            [("2024-01-12", 0, 0), ("2024-01-11", 0, 0)],
            [("2024-01-12", 1.6, 92), ("2024-01-11", 0, 0)],
            [("2024-01-12", 2.0, 8)],
        ])
        _ = try store.record([Response(mirrorPath: "markets/items/65202602.json", body: body, fetchedAt: StoreFixtures.day(1))])

        let history = try store.priceHistory(itemID: 65_202_602)

        let day = try #require(StoreFixtures.marketDay("2024-01-12"))
        #expect(history.count == 1)
        #expect(history.first?.date == day)
        #expect(abs((history.first?.value ?? 0) - (1.6 * 92 + 2.0 * 8) / 100) < 1e-9)
    }

    // MARK: Building the site from the store

    /// The export keeps each answer's fetch time as the file's modification time, so the
    /// data-as-of stamps survive the round trip too.
    @Test func theDemoSiteBuildsTheSameFromTheStoreAndFromItsExport() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let exported = folder.url.appending(path: "export")
        _ = try store.exportMirror(to: exported)

        let fromStore = try SiteBuilder(snapshots: try store.snapshots()).build()
        let fromFolder = try SiteBuilder(snapshots: try MirrorDirectory(exported)).build()

        #expect(fromStore.warnings == [])
        #expect(fromStore.files.count == fromFolder.files.count)
        #expect(fromStore.files == fromFolder.files)
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func theNewestCorpusSetRoundTripsThroughTheStore() throws {
        let set = try #require(Corpus.sets.last)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let expected = StoreFixtures.files(under: set).filter { $0.key.hasSuffix(".json") }

        _ = try store.importMirror(set, fetchedAt: StoreFixtures.day(1))
        _ = try store.exportMirror(to: folder.url.appending(path: "export"))

        #expect(StoreFixtures.files(under: folder.url.appending(path: "export")) == expected)
    }
}

/// The store's content hash against the NIST FIPS 180-4 examples and sha256sum.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("별빛수호자", "c8f98e7b168c8eaa5f1d7a99c232d38d87ae4eb4c39a694a8ab9b10fd6fb1daa"),
    ])
    func digestMatchesTheStandard(input: String, expected: String) {
        #expect(SHA256.hex(of: Data(input.utf8)) == expected)
    }

    @Test func longInputCrossesManyBlocks() {
        // One million 'a': the NIST long-message vector.
        #expect(
            SHA256.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
