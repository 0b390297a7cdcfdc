import BundledResources
import Foundation
import LOASTestSupport
import SiteServer
import SiteWriter
import SnapshotStore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A snapshot folder's file names are bytes: one that is not UTF-8 is said to be unreadable.
@Suite struct MirrorFileNameTests {
    @Test func anArmoryFileWhoseNameIsNotUTF8IsReportedAsAnUnreadableName() throws {
        let mirror = FileManager.default.temporaryDirectory.appending(path: "loas-mirror-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: mirror) }
        for (path, data) in BundledResources.demoSnapshots {
            let file = mirror.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let armory = try #require(BundledResources.demoSnapshots["armories/characters/새싹모코코.json"])
        let name = Array((mirror.path + "/armories/characters/bad").utf8) + [0xFF] + Array(".json".utf8) + [0]
        let written = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { path -> Bool in
                guard let path = path.baseAddress else { return false }
                let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard file >= 0 else { return false }
                defer { close(file) }
                return armory.withUnsafeBytes { write(file, $0.baseAddress, $0.count) } == armory.count
            }
        }
        try #require(written, "the file system here refuses a name that is not UTF-8")

        let site = try SiteBuilder(snapshots: try MirrorDirectory(mirror)).build()
        let about = site.warnings.filter { $0.contains("bad") }
        #expect(
            about == [
                "\(mirror.path)/armories/characters/bad\\xFF.json: the file name is not valid UTF-8, so this armory cannot be read; rename the file"
            ])
        #expect(!site.warnings.contains { $0.contains("no such character") })
        #expect(site.files["characters/새싹모코코.html"] != nil, "the rest of the site is built")
    }

    @Test func importNamesAnArmoryFileWhoseNameIsNotUTF8() throws {
        let mirror = try ScratchMirror()
        let folder = TemporaryFolder()
        defer {
            mirror.remove()
            folder.remove()
        }
        try mirror.write(TinyArmory.json("좋음"), at: "armories/characters/좋음.json")
        try #require(
            try mirror.write(TinyArmory.json("bad"), in: "armories/characters", named: Array("bad".utf8) + [0xFF] + Array(".json".utf8)),
            "the file system here refuses a name that is not UTF-8")

        let summary = try SnapshotDatabase(url: folder.store).importMirror(mirror.url, fetchedAt: StoreFixtures.day(1))

        #expect(summary.added == 1)
        #expect(
            summary.skipped == [
                "\(mirror.path)/armories/characters/bad\\xFF.json: the file name is not valid UTF-8, so it was not imported; rename the file"
            ])
    }

    @Test func theServeWatcherSeesAChangeToAFileWhoseNameIsNotUTF8() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        let name = Array("bad".utf8) + [0xFF] + Array(".json".utf8)
        try #require(try mirror.write(TinyArmory.json("bad"), in: "armories/characters", named: name))
        var watcher = ChangeWatcher(paths: [mirror.url])

        try #require(try mirror.write(TinyArmory.json("bad", itemLevel: "1,700.00 and more"), in: "armories/characters", named: name))

        let changed = watcher.changed()
        #expect(changed)
    }
}
