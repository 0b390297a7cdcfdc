import Foundation
import Images
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// No link inside a snapshots folder is followed: a link could publish, serve or record any
/// file of the machine. Each is named in a warning; a pipe or a device is refused as one.
@Suite struct SnapshotLinkTests {
    static let picture = ImageAddress("https://cdn-lostark.game.onstove.com/efui_iconatlas/use/use_1_1.png")

    @Test func anArmoryLinkedToAFileOutsideIsNotPublishedAndIsNamed() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        try mirror.write(TinyArmory.json("안쪽"), at: "armories/characters/안쪽.json")
        try mirror.link("armories/characters/바깥.json", to: try mirror.writeOutside(TinyArmory.json("바깥"), at: "secret.json"))

        let site = try SiteBuilder(snapshots: MirrorDirectory(mirror.url)).build()

        #expect(site.files["characters/바깥.html"] == nil)
        #expect(site.files["characters/안쪽.html"] != nil, "the rest of the site is built")
        #expect(site.warnings.contains { $0.contains("\(mirror.path)/armories/characters/바깥.json: is a symbolic link") })
    }

    @Test func aFolderOfArmoriesLinkedOutsideIsNotEnteredAndIsNamed() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        _ = try mirror.writeOutside(TinyArmory.json("바깥"), at: "armories/characters/바깥.json")
        try mirror.link("armories", to: mirror.outside.appending(path: "armories").path)

        let site = try SiteBuilder(snapshots: MirrorDirectory(mirror.url)).build()

        #expect(site.files["characters/바깥.html"] == nil)
        #expect(site.warnings.contains { $0.contains("\(mirror.path)/armories: is a symbolic link") })
    }

    @Test func aPictureLinkedToAFileOutsideIsNotUsedAndIsNamed() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        let address = try #require(Self.picture)
        try mirror.link(address.mirrorPath, to: try mirror.writeOutside(StandInPictures.png(seed: "outside"), at: "secret.png"))

        let images = try MirrorDirectory(mirror.url).images

        #expect(images.image(for: address) == nil)
        #expect(images.problems.contains { $0.contains("\(mirror.path)/\(address.mirrorPath): is a symbolic link") })
    }

    @Test func importSkipsALinkedArmoryAndNamesIt() throws {
        let mirror = try ScratchMirror()
        let folder = TemporaryFolder()
        defer {
            mirror.remove()
            folder.remove()
        }
        try mirror.write(TinyArmory.json("안쪽"), at: "armories/characters/안쪽.json")
        try mirror.link("armories/characters/바깥.json", to: try mirror.writeOutside(TinyArmory.json("바깥"), at: "secret.json"))

        let summary = try SnapshotDatabase(url: folder.store).importMirror(mirror.url, fetchedAt: StoreFixtures.day(1))

        #expect(summary.added == 1)
        #expect(summary.skipped.contains { $0.contains("\(mirror.path)/armories/characters/바깥.json: is a symbolic link") })
    }

    @Test func importSkipsALinkedPictureAndNamesIt() throws {
        let mirror = try ScratchMirror()
        let folder = TemporaryFolder()
        defer {
            mirror.remove()
            folder.remove()
        }
        let address = try #require(Self.picture)
        try mirror.link(address.mirrorPath, to: try mirror.writeOutside(StandInPictures.png(seed: "outside"), at: "secret.png"))

        let imported = try SnapshotDatabase(url: folder.store).importImages(from: mirror.url, fetchedAt: StoreFixtures.day(1))

        #expect(imported.summary.addresses == 0)
        #expect(imported.skipped.contains { $0.contains("\(address.mirrorPath): is a symbolic link") })
    }

    @Test func aPipeAmongTheSnapshotsIsRefusedAsAPipe() throws {
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        try #require(try mirror.fifo("armories/characters/파이프.json"))

        #expect {
            _ = try MirrorDirectory(mirror.url).data(at: "armories/characters/파이프.json")
        } throws: { error in
            (error as? SnapshotError)?.problem.hasPrefix("is a named pipe (FIFO), not a regular file") == true
        }
    }

    @Test func importRefusesAPipeByItsKindAndRecordsNothing() throws {
        let mirror = try ScratchMirror()
        let folder = TemporaryFolder()
        defer {
            mirror.remove()
            folder.remove()
        }
        try mirror.write(TinyArmory.json("안쪽"), at: "armories/characters/안쪽.json")
        try #require(try mirror.fifo("armories/characters/파이프.json"))
        let store = try SnapshotDatabase(url: folder.store)

        #expect {
            _ = try store.importMirror(mirror.url, fetchedAt: StoreFixtures.day(1))
        } throws: { error in
            let problem = (error as? SnapshotError)?.problem ?? ""
            return problem.contains("is a named pipe (FIFO)") && problem.hasSuffix("nothing was imported")
        }
        #expect(try store.snapshots().entries(in: "armories/characters").isEmpty)
    }
}
