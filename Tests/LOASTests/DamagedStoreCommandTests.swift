import FakeLostArkAPI
import Foundation
import GRDB
import LOASTestSupport
import SnapshotStore
import Testing

/// A store whose file SQLite finds damaged (issue 23, item 5): `fetch` and `import` refuse
/// it before writing, pointing at `loas store check`, and leave every byte as it was.
@Suite struct DamagedStoreCommandTests {
    /// Flips the b-tree header of `table`'s root page, past the file's first page: SQLite
    /// still opens the file, its integrity check fails, and reading that table fails.
    /// `sqlite_master` flips the schema's header, on the first page: nothing can be read.
    static func damageRootPage(of store: URL, table: String = "section") throws {
        try #require(!FileManager.default.fileExists(atPath: store.path + "-wal"), "the store is still open")
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: store.path, configuration: configuration)
        let (pageSize, root) = try queue.read { db in
            (
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0,
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0
            )
        }
        try queue.close()
        try #require(pageSize > 0 && (root > 1 || table == "sqlite_master"))
        let handle = try FileHandle(forUpdating: store)
        defer { try? handle.close() }
        // The first page's b-tree header follows the 100-byte file header.
        let offset = table == "sqlite_master" ? 100 : UInt64((root - 1) * pageSize)
        try handle.seek(toOffset: offset)
        let header = try #require(try handle.read(upToCount: 8))
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: Data(header.map { $0 ^ 0xFF }))
    }

    /// The store file and its `-wal`: SQLite may leave an empty `-wal` beside a store it only
    /// read, never one holding pages.
    static func bytes(of store: URL) -> (file: Data?, wal: Int) {
        let wal = (try? FileManager.default.attributesOfItem(atPath: store.path + "-wal")[.size] as? Int) ?? 0
        return (try? Data(contentsOf: store), wal)
    }

    @Test func fetchRefusesADamagedStoreChangingNoByte() async throws {
        let folder = try StoreMaintenanceCommandTests.demoStore()
        defer { folder.remove() }
        try Self.damageRootPage(of: folder.store)
        let before = Self.bytes(of: folder.store)
        let server = FakeLostArkServer(files: FetchTests.demo)
        let base = try server.start()
        defer { server.stop() }

        let run = await LoasCall.run(
            ["fetch", "--store", folder.store.path, "--character", "별빛수호자", "--api-base-url", base.absoluteString],
            in: folder.url, environment: ["LOSTARK_API_KEY": "test-key"])

        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("is damaged") && run.output.contains("loas store check"), "\(run.output)")
        #expect(server.requests.isEmpty)
        let after = Self.bytes(of: folder.store)
        #expect(after.file == before.file, "the store's file changed")
        #expect(after.wal == 0, "a -wal of \(after.wal) bytes was left")
    }

    @Test func importRefusesADamagedStoreChangingNoByte() async throws {
        let folder = try StoreMaintenanceCommandTests.demoStore()
        defer { folder.remove() }
        try Self.damageRootPage(of: folder.store)
        let before = Self.bytes(of: folder.store)

        let run = await LoasCall.run(["import", StoreFixtures.demo.path, "--store", folder.store.path], in: folder.url)

        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("is damaged") && run.output.contains("loas store check"), "\(run.output)")
        let after = Self.bytes(of: folder.store)
        #expect(after.file == before.file, "the store's file changed")
        #expect(after.wal == 0, "a -wal of \(after.wal) bytes was left")
    }

    @Test func checkOfAStoreSQLiteFindsDamagedExitsOne() async throws {
        let folder = try StoreMaintenanceCommandTests.demoStore()
        defer { folder.remove() }
        try Self.damageRootPage(of: folder.store)

        let run = await LoasCall.run(["store", "check", "--store", folder.store.path], in: folder.url)

        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("damaged: SQLite integrity check"), "\(run.output)")
    }

    @Test func checkOfAStoreWhoseSchemaCannotBeReadExitsOne() async throws {
        let folder = try StoreMaintenanceCommandTests.demoStore()
        defer { folder.remove() }
        try Self.damageRootPage(of: folder.store, table: "sqlite_master")

        let run = await LoasCall.run(["store", "check", "--store", folder.store.path], in: folder.url)

        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("damaged: \(folder.store.path): is damaged"), "\(run.output)")
    }
}
