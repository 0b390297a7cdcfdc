import Foundation
import GRDB
import LOASTestSupport
import SiteWriter
import Support
import Testing

@testable import SnapshotStore

/// The compact store: answers cut into sections kept once each and compressed, put back
/// together byte for byte, and read one at a time from one moment of the store.
@Suite struct CompactStoreTests {
    static let armoryPath = "armories/characters/별빛수호자.json"

    static var demoArmory: Data {
        get throws { try Data(contentsOf: StoreFixtures.demo.appending(path: armoryPath)) }
    }

    /// The demo armory with its combat power replaced, as the next fetch would bring it.
    static func armory(combatPower: String) throws -> Data {
        let text = String(decoding: try demoArmory, as: UTF8.self)
        let replaced = text.replacingOccurrences(of: #""CombatPower": "4,512.37""#, with: #""CombatPower": "\#(combatPower)""#)
        #expect(replaced != text)
        return Data(replaced.utf8)
    }

    static func sectionCount(_ store: SnapshotDatabase) throws -> Int {
        try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM section") ?? 0 }
    }

    // MARK: Sections

    @Test(arguments: [
        #"{"A": 1, "B": [1, {"c": "}"}], "C": "a \"quoted\", string"}"#,
        "  {\n  \"A\": {}\n}\n",
        #"[{"A": 1}, {"B": 2}]"#, "null", "", #"{"A": "cut off"#, "{}", #"{"A": 1}}}"#, "<html>busy</html>",
        #"{"A\"B": "\\", "C": 2}"#,
    ])
    func sectionsPutBackTogetherAreTheAnswerExactly(text: String) {
        let bytes = Array(text.utf8)
        let sections = BodySections.split(bytes)
        #expect(sections.flatMap { bytes[$0.range] } == bytes)
        #expect(sections.allSatisfy { !$0.range.isEmpty })
    }

    @Test func anObjectIsCutAtItsTopLevelMembersEachLabelledWithItsKey() {
        let bytes = Array(#"{"ArmoryProfile": {"A": 1, "B": 2}, "ArmoryEquipment": [{"C": 3}, 4]}"#.utf8)
        let sections = BodySections.split(bytes)
        #expect(sections.map(\.label) == ["ArmoryProfile", "ArmoryEquipment", nil])
        #expect(
            sections.map { String(decoding: bytes[$0.range], as: UTF8.self) } == [
                #"{"ArmoryProfile": {"A": 1, "B": 2}"#, #", "ArmoryEquipment": [{"C": 3}, 4]"#, "}",
            ])
    }

    @Test func deflateRoundTripsAndRefusesADamagedStream() throws {
        let bytes = try Self.demoArmory
        let compressed = Deflate.compress(bytes)
        #expect(compressed.codec == .zlib)
        #expect(compressed.bytes.count < bytes.count / 4)
        #expect(Deflate.decompress(compressed.bytes, codec: compressed.codec.rawValue, size: bytes.count) == bytes)
        var damaged = compressed.bytes
        damaged[damaged.startIndex + damaged.count / 2] ^= 0xFF
        #expect(Deflate.decompress(damaged, codec: 1, size: bytes.count) == nil)
        #expect(Deflate.decompress(compressed.bytes, codec: 1, size: bytes.count + 1) == nil)
        #expect(Deflate.decompress(compressed.bytes, codec: 7, size: bytes.count) == nil)
    }

    /// A size edited to a terabyte must be reported as damage, not allocated.
    @Test func anAbsurdStoredSizeIsDamageNotAnAllocation() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try SnapshotDatabase(url: folder.store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        let queue = try DatabaseQueue(path: folder.store.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE section SET size = ? WHERE label = 'ArmoryProfile'", arguments: [1 << 40])
            try db.execute(
                sql: "UPDATE body SET size = ? WHERE hash = (SELECT hash FROM response WHERE path = 'news/notices.json')",
                arguments: [1 << 40])
        }
        let store = try SnapshotDatabase(readingFrom: folder.store)

        let report = try store.check()
        let snapshot = try store.snapshots()

        #expect(report.problems.contains { $0.contains("(ArmoryProfile) cannot be expanded") }, "\(report.problems)")
        #expect(report.problems.contains { $0.contains("the body of news/notices.json") }, "\(report.problems)")
        #expect(throws: SnapshotError.self) { try snapshot.data(at: Self.armoryPath) }
        #expect(throws: SnapshotError.self) { try snapshot.data(at: "news/notices.json") }
    }

    // MARK: What a change costs

    @Test func anArmoryWhoseCombatPowerMovedAddsOnlyItsProfileSection() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.record([Response(mirrorPath: Self.armoryPath, body: try Self.demoArmory, fetchedAt: StoreFixtures.day(1))])
        let before = try Self.sectionCount(store)
        let storedBefore = try store.stats().storedBytes

        let next = try Self.armory(combatPower: "2,401.07")
        _ = try store.record([Response(mirrorPath: Self.armoryPath, body: next, fetchedAt: StoreFixtures.day(2))])

        #expect(before > 5)
        #expect(try Self.sectionCount(store) == before + 1)
        #expect(try store.stats().storedBytes - storedBefore < next.count / 20)
        #expect(try store.latest(path: Self.armoryPath)?.body == next)
    }

    @Test func everyAnswerOfAMonthExportsByteForByteAtItsOwnTime() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        var bodies: [Data] = []
        for run in 0..<12 {
            // The combat power moves every run; every third run the answer is the same as before.
            let body = try Self.armory(combatPower: "2,\(400 + run - run % 3).00")
            bodies.append(body)
            _ = try store.record([Response(mirrorPath: Self.armoryPath, body: body, fetchedAt: StoreFixtures.day(run))])
        }

        for (run, body) in bodies.enumerated() {
            let export = folder.url.appending(path: "export-\(run)")
            _ = try store.exportMirror(to: export, at: StoreFixtures.day(run))
            #expect(try Data(contentsOf: export.appending(path: Self.armoryPath)) == body, "run \(run)")
        }
        #expect(try store.responseCount() == 4)
    }

    // MARK: Reading one moment

    @Test func aSnapshotReadsTheStoreAsItWasWhenTakenWhateverIsRecordedMeanwhile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let first = try Self.armory(combatPower: "2,400.00")
        _ = try store.record([Response(mirrorPath: Self.armoryPath, body: first, fetchedAt: StoreFixtures.day(1))])
        let snapshot = try store.snapshots()

        _ = try store.record([
            Response(mirrorPath: Self.armoryPath, body: try Self.armory(combatPower: "2,500.00"), fetchedAt: StoreFixtures.day(2))
        ])

        #expect(try snapshot.data(at: Self.armoryPath) == first)
        #expect(try snapshot.combatPowerHistory(character: "별빛수호자").map(\.value) == [2400])
        #expect(try snapshot.armoryAnswers(character: "별빛수호자").count == 1)
        #expect(try store.snapshots().combatPowerHistory(character: "별빛수호자").map(\.value) == [2400, 2500])
    }

    // MARK: Damage

    /// Flips a byte in the middle of the stored profile section of the demo armory.
    static func damageProfileSection(of store: URL) throws {
        let queue = try DatabaseQueue(path: store.path)
        try queue.write { db in
            let row = try #require(
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT section.id, section.data FROM response JOIN body USING (hash)
                        JOIN body_section ON body_section.body = body.id JOIN section ON section.id = body_section.section
                        WHERE response.path = ? AND section.label = 'ArmoryProfile'
                        """,
                    arguments: [armoryPath]))
            var data: Data = row["data"]
            data[data.startIndex + data.count / 2] ^= 0xFF
            try db.execute(sql: "UPDATE section SET data = ? WHERE id = ?", arguments: [data, row["id"] as Int64])
        }
    }

    @Test func aDamagedSectionIsAWarningNamingThePathAndCheckNamesIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try SnapshotDatabase(url: folder.store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        try Self.damageProfileSection(of: folder.store)
        let store = try SnapshotDatabase(readingFrom: folder.store)

        let snapshot = try store.snapshots()
        let site = try SiteBuilder(snapshots: snapshot, history: snapshot).build()
        let report = try store.check()

        let warning = site.warnings.first { $0.contains(Self.armoryPath) }
        #expect(warning?.hasPrefix(folder.store.path + "/" + Self.armoryPath + ": ") == true, "\(site.warnings)")
        #expect(warning?.contains("missing or damaged") == true)
        #expect(site.files["characters/달그림자.html"] != nil)
        #expect(!report.isSound)
        #expect(report.problems.contains { $0.contains("(ArmoryProfile)") && $0.contains("cannot be expanded") }, "\(report.problems)")
        #expect(report.problems.contains { $0.contains("the body of \(Self.armoryPath)") }, "\(report.problems)")
    }

    @Test func aSoundStoreChecksSoundCountingWhatItRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let imported = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))

        let report = try store.check()

        #expect(report.isSound, "\(report.problems)")
        #expect(report.answers == imported.added)
        #expect(report.bodies == imported.added)
        #expect(report.sections > report.bodies)
    }

    // MARK: Stats

    @Test func statsAddUpTheAnswersAsReceivedAndAsStored() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        _ = try store.record([
            Response(mirrorPath: Self.armoryPath, body: try Self.armory(combatPower: "2,500.00"), fetchedAt: StoreFixtures.day(3))
        ])
        // The answers, not the demo's drawings under images/ (pictures have tables of their own).
        let demo = StoreFixtures.files(under: StoreFixtures.demo).filter { $0.key.hasSuffix(".json") }

        let stats = try store.stats()

        let armories = try #require(stats.kinds.first { $0.name == "armories/characters" })
        let character = try #require(stats.characters.first { $0.name == "별빛수호자" })
        #expect(stats.all.answers == demo.count + 1)
        #expect(stats.all.receivedBytes == demo.values.map(\.count).reduce(0, +) + (try Self.armory(combatPower: "2,500.00")).count)
        #expect(stats.all.firstFetch == StoreFixtures.day(1))
        #expect(stats.all.lastFetch == StoreFixtures.day(3))
        #expect(armories.paths == DemoCharacters.names.count)
        #expect(armories.answers == DemoCharacters.names.count + 1)
        #expect(character.paths == 2, "the armory and the roster it owns")
        #expect(stats.storedBytes < stats.all.receivedBytes / 4)
        #expect(stats.fileBytes > 0)
    }
}
