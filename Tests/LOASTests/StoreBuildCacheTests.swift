import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// Building from the store into a folder keeps a cache like a folder build: a sheet whose
/// armory and history did not change is kept, not read; one whose history moved is rebuilt.
@Suite struct StoreBuildCacheTests {
    static let armoryPath = "armories/characters/별빛수호자.json"

    static func site(_ folder: TemporaryFolder) -> URL { folder.url.appending(path: "site") }

    /// Builds the store's latest snapshots, with their history, into the folder's site.
    static func build(_ store: SnapshotDatabase, into folder: TemporaryFolder) throws -> (kept: Int, summary: SiteFolder.Summary) {
        let output = try SiteFolder(site(folder))
        let counting = CountingKeeps(wrapped: output)
        let snapshot = try store.snapshots()
        do {
            _ = try SiteBuilder(snapshots: snapshot, history: snapshot).build(into: counting)
            return (counting.kept, try output.commit())
        } catch {
            output.abort()
            throw error
        }
    }

    /// What the folder holds, but the build's own files.
    static func pages(_ folder: TemporaryFolder) throws -> [String: Data] {
        try StreamingBuildTests.contents(of: site(folder)).filter { !$0.key.hasPrefix(".loas-") }
    }

    static func inMemory(_ store: SnapshotDatabase) throws -> [String: Data] {
        let snapshot = try store.snapshots()
        return try SiteBuilder(snapshots: snapshot, history: snapshot).build().files
    }

    @Test func aNoChangeRebuildFromTheStoreKeepsEverySheetAndWritesNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        _ = try Self.build(store, into: folder)

        let again = try Self.build(store, into: folder)

        let sheets = try store.snapshots().entries(in: "armories/characters").count
        #expect(again.kept == sheets * 2)
        #expect(again.summary.written == 0)
    }

    /// The same armory seen again: its bytes are the same, but its charts now reach the new
    /// fetch, so its sheet is built again (and only it, and the pages listing every character).
    @Test func aSheetWhoseHistoryMovedIsRebuiltAndTheOthersKept() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        _ = try Self.build(store, into: folder)
        let armory = try Data(contentsOf: StoreFixtures.demo.appending(path: Self.armoryPath))
        _ = try store.record([Response(mirrorPath: Self.armoryPath, body: armory, fetchedAt: StoreFixtures.day(2))])

        let rebuilt = try Self.build(store, into: folder)

        let sheets = try store.snapshots().entries(in: "armories/characters").count
        #expect(rebuilt.kept == (sheets - 1) * 2)
        #expect(try Self.pages(folder) == (try Self.inMemory(store)))
    }

    /// An armory whose bytes and times are unchanged, but whose previous answer is new (an
    /// older mirror imported later): "changed since" moves, so the sheet is rebuilt.
    @Test func aSheetWhosePreviousAnswerChangedIsRebuilt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(5))
        _ = try Self.build(store, into: folder)
        let armory = String(decoding: try Data(contentsOf: StoreFixtures.demo.appending(path: Self.armoryPath)), as: UTF8.self)
        let older = armory.replacingOccurrences(of: #""ItemAvgLevel": "1,780.00""#, with: #""ItemAvgLevel": "1,775.00""#)
        try #require(older != armory)
        _ = try store.record([Response(mirrorPath: Self.armoryPath, body: Data(older.utf8), fetchedAt: StoreFixtures.day(1))])

        let rebuilt = try Self.build(store, into: folder)

        let sheets = try store.snapshots().entries(in: "armories/characters").count
        #expect(rebuilt.kept == (sheets - 1) * 2)
        #expect(try Self.pages(folder) == (try Self.inMemory(store)))
    }
}
