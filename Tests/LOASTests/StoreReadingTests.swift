import FileSystem
import Foundation
import GRDB
import LOASTestSupport
import SiteServer
import SiteWriter
import Testing

@testable import SnapshotStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening the store for reading (`loas build`, `serve`, `export`): nothing is written, an
/// unusable file is named with what to do, a lost body is a warning, and `serve`'s watcher
/// sees new data only.
@Suite struct StoreReadingTests {
    /// A store holding the demo snapshots; its writer is closed on return, as after `loas import`.
    static func demoStore(_ folder: TemporaryFolder) throws -> URL {
        _ = try SnapshotDatabase(url: folder.store).importMirror(StoreFixtures.demo, fetchedAt: StoreFixtures.day(1))
        return folder.store
    }

    /// Bytes and modification time of the store and its -wal and -shm files, where they exist.
    static func fileState(_ store: URL) -> [String: (Data?, Date?)] {
        var state: [String: (Data?, Date?)] = [:]
        for suffix in ["", "-wal", "-shm"] {
            let path = store.path + suffix
            guard let status = FileStatus(path: path) else { continue }
            state[suffix] = (FileManager.default.contents(atPath: path), status.modified)
        }
        return state
    }

    static func build(from store: SnapshotDatabase) throws -> SiteBuilder.Site {
        try SiteBuilder(snapshots: try store.snapshots(), history: store).build()
    }

    @Test func aBuildFromAStoreAtRestLeavesTheFileAsItWas() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.demoStore(folder)
        let before = Self.fileState(url)
        try #require(before[""] != nil)

        do {
            let site = try Self.build(from: try SnapshotDatabase(readingFrom: url))
            #expect(site.files["calendar.html"] != nil)
        }

        let after = Self.fileState(url)
        #expect(after[""]?.0 == before[""]?.0, "the store's bytes changed")
        #expect(after[""]?.1 == before[""]?.1, "the store's modification time changed")
        // SQLite may create an empty log beside a WAL store to read it; it holds no data.
        let log = after["-wal"].flatMap(\.0) ?? Data()
        #expect(log.isEmpty)
    }

    @Test func aBuildWhileAWriterHasTheStoreOpenLeavesTheStoreAndItsLogAsTheyWere() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.demoStore(folder)
        let writer = try SnapshotDatabase(url: url)
        _ = try writer.record([Response(mirrorPath: "news/notices.json", body: Data("[]".utf8), fetchedAt: StoreFixtures.day(2))])
        let before = Self.fileState(url)
        try #require(before["-wal"] != nil)

        _ = try Self.build(from: try SnapshotDatabase(readingFrom: url))

        let after = Self.fileState(url)
        for suffix in ["", "-wal"] {
            #expect(after[suffix]?.0 == before[suffix]?.0, "loas.sqlite\(suffix): bytes changed")
            #expect(after[suffix]?.1 == before[suffix]?.1, "loas.sqlite\(suffix): modification time changed")
        }
        #expect(try writer.responseCount() > 0)
    }

    @Test func aReaderCannotWrite() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let reader = try SnapshotDatabase(readingFrom: try Self.demoStore(folder))

        #expect(!reader.isWritable)
        #expect(throws: SnapshotError.self) { try reader.markGone("news/notices.json", at: StoreFixtures.day(2)) }
    }

    // MARK: Files that cannot be read as a store

    @Test func readingAnEmptyFileSaysItIsEmptyAndNotAStore() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "loas.sqlite")
        try Data().write(to: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(readingFrom: file) }

        #expect(error?.path == file.path)
        #expect(error?.problem.contains("empty file (0 bytes), not a LOAS snapshot store") == true, "\(String(describing: error))")
        #expect(error?.problem.contains("loas fetch") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["loas.sqlite"])
        #expect(FileStatus(path: file.path)?.size == 0)
    }

    @Test func readingAMissingStoreNamesItAndCreatesNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(readingFrom: folder.store) }

        #expect(error?.path == folder.store.path)
        #expect(error?.problem.contains("no such snapshot store") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    }

    @Test func readingAStoreOfAnOlderSchemaSaysWhichCommandUpgradesItAndLeavesIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "old.sqlite")
        do {
            let queue = try DatabaseQueue(path: file.path)
            try Schema.migrator.migrate(queue, upTo: "v1 content-addressed responses")
        }
        let bytes = try Data(contentsOf: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(readingFrom: file) }

        #expect(error?.problem.contains("older LOAS") == true, "\(String(describing: error))")
        #expect(error?.problem.contains("loas fetch") == true)
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func readingAForeignDatabaseNamesItAndLeavesItUnchanged() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "notes.sqlite")
        try StoreFixtures.foreignDatabase.write(to: file)

        let error = #expect(throws: SnapshotError.self) { try SnapshotDatabase(readingFrom: file) }

        #expect(error?.problem.contains("is not a LOAS snapshot store") == true)
        #expect(try Data(contentsOf: file) == StoreFixtures.foreignDatabase)
    }

    /// The file name SQLite reads as a URI when it falls back to `immutable=1`.
    @Test func theImmutableURIEscapesWhatSQLiteWouldReadAsItsQuery() {
        #expect(ReadOnlyStore.immutableURI("/a b/저장#1?.sqlite") == "file:/a%20b/%EC%A0%80%EC%9E%A5%231%3F.sqlite?mode=ro&immutable=1")
    }

    // MARK: A row without its body

    @Test func aLatestAnswerWithoutItsBodyWarnsNamingThePathInsteadOfDroppingThePage() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.demoStore(folder)
        // What a hand edit does: sqlite3 does not enforce the foreign key unless asked to.
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try queue.write { db in
                try db.execute(
                    sql: "DELETE FROM body WHERE hash = (SELECT hash FROM response WHERE path = 'gamecontents/calendar.json')")
            }
        }

        let site = try Self.build(from: try SnapshotDatabase(readingFrom: url))

        let warning = site.warnings.first { $0.contains("gamecontents/calendar.json") }
        #expect(warning?.hasPrefix(url.path + "/gamecontents/calendar.json: ") == true, "\(site.warnings)")
        #expect(warning?.contains("has no body") == true)
        #expect(site.files["index.html"] != nil)
    }

    // MARK: What `loas serve` watches

    /// `changed()` is mutating, which `#expect` cannot call on its own.
    enum Watch {
        static func changed(_ watcher: inout ChangeWatcher) -> Bool { watcher.changed() }
    }

    /// `loas serve`'s view of the store: its content, asked through the watcher.
    struct StoreProbe: ChangeProbe {
        var changes: StoreChanges

        mutating func fingerprint() -> String? {
            changes.fingerprint()
        }
    }

    @Test func afterABuildFromTheStoreTheWatcherSeesNoChangeUntilAnAnswerIsRecorded() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let url = try Self.demoStore(folder)
        var watcher = ChangeWatcher(paths: [], probes: [StoreProbe(changes: StoreChanges(url: url))])

        _ = try Self.build(from: try SnapshotDatabase(readingFrom: url))
        for poll in 1...5 {
            #expect(!Watch.changed(&watcher), "poll \(poll) after the first build")
            _ = try SnapshotDatabase(readingFrom: url).responseCount()
        }

        let body = Data(#"[{"Title": "새 공지", "Date": "2025-08-21T10:00:00", "Link": "https://example.com", "Type": "공지"}]"#.utf8)
        _ = try SnapshotDatabase(url: url).record([Response(mirrorPath: "news/notices.json", body: body, fetchedAt: StoreFixtures.day(2))])

        #expect(Watch.changed(&watcher), "a recorded answer was not noticed")
        #expect(!Watch.changed(&watcher), "one answer was noticed twice")
    }

    @Test func theWatcherSeesAStoreAppearAndAStoreReplacedByAnother() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var watcher = ChangeWatcher(paths: [], probes: [StoreProbe(changes: StoreChanges(url: folder.store))])
        #expect(!Watch.changed(&watcher))

        let url = try Self.demoStore(folder)
        #expect(Watch.changed(&watcher), "a new store was not noticed")
        #expect(!Watch.changed(&watcher))

        let other = folder.url.appending(path: "other.sqlite")
        try FileManager.default.copyItem(at: url, to: other)
        // rename(2), as `mv` does: the probe's connection keeps the old file, so the new one
        // cannot reuse its inode.
        try #require(rename(other.path, url.path) == 0)
        #expect(Watch.changed(&watcher), "a store moved over the old one was not noticed")
    }
}
