import BundledResources
import Foundation
import Images
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// Pictures in the snapshot store (by address and by content), through export and import,
/// and read back from a snapshot folder by a build.
@Suite struct PictureStoreTests {
    static let icon = "https://cdn-lostark.game.onstove.com/efui_iconatlas/acc/acc_215.png"
    static let sameBytes = "https://cdn-lostark.game.onstove.com/efui_iconatlas/acc/acc_215_copy.png"
    static let portrait = "https://img.lostark.co.kr/armory/1/portrait.png?v=20250821"

    static func address(_ text: String) throws -> ImageAddress {
        try #require(ImageAddress(text))
    }

    @Test func theSameBytesUnderTwoAddressesAreStoredOnce() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let png = StandInPictures.png(seed: "acc_215")
        let first = try store.recordImages([(try Self.address(Self.icon), png)], at: StoreFixtures.day(1))
        let second = try store.recordImages(
            [(try Self.address(Self.sameBytes), png), (try Self.address(Self.icon), png)], at: StoreFixtures.day(2))
        #expect(first.addresses == 1 && first.newBodies == 1)
        #expect(second.addresses == 1 && second.newBodies == 0)
        let counts = try store.imageCounts()
        #expect(counts.addresses == 2 && counts.bodies == 1)
    }

    @Test func theStoreRefusesAnSVGOrAnErrorPageAndKeepsNothingOfTheBatch() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
        for bad in [svg, Data("<html>503</html>".utf8)] {
            #expect(throws: SnapshotError.self) {
                try store.recordImages(
                    [(try Self.address(Self.sameBytes), StandInPictures.png(seed: "ok")), (try Self.address(Self.icon), bad)],
                    at: StoreFixtures.day(1))
            }
        }
        let counts = try store.imageCounts()
        #expect(counts.addresses == 0 && counts.bodies == 0)
    }

    /// A snapshot folder with one armory naming `icon` twice and the portrait.
    static func folderFiles() throws -> [String: Data] {
        let armory = #"""
            {"ArmoryProfile": {"CharacterName": "그림판", "ItemAvgLevel": "1,700.00", "CharacterImage": "\#(portrait)"},
             "ArmoryEquipment": [
               {"Type": "무기", "Name": "+25 그림 붓", "Icon": "\#(icon)", "Grade": "고대", "Tooltip": "{}"},
               {"Type": "투구", "Name": "+25 그림 모자", "Icon": "\#(icon)", "Grade": "고대", "Tooltip": "{}"},
               {"Type": "상의", "Name": "+25 그림 옷", "Icon": "https://cdn-lostark.game.onstove.com/efui_iconatlas/missing.png", "Grade": "유물", "Tooltip": "{}"}]}
            """#
        return ["armories/characters/그림판.json": Data(armory.utf8)]
    }

    @Test func exportWritesPicturesBesideTheAnswersAndImportReadsThemBack() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let mirror = folder.url.appending(path: "mirror")
        let exported = folder.url.appending(path: "exported")
        for (path, data) in try Self.folderFiles() {
            let file = mirror.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let store = try SnapshotDatabase(url: folder.store)
        _ = try store.importMirror(mirror, fetchedAt: StoreFixtures.day(1))
        _ = try store.recordImages(
            [
                (try Self.address(Self.icon), StandInPictures.png(seed: "icon")),
                (try Self.address(Self.portrait), StandInPictures.png(seed: "p")),
            ],
            at: StoreFixtures.day(1))
        _ = try store.exportMirror(to: exported)
        let written = try store.exportImages(to: exported)
        #expect(written.written == 2 && written.skipped.isEmpty)
        let portraitFile = exported.appending(path: try Self.address(Self.portrait).mirrorPath)
        #expect(try Data(contentsOf: portraitFile) == StandInPictures.png(seed: "p"))

        let other = try SnapshotDatabase(url: folder.url.appending(path: "other/loas.sqlite"))
        #expect(try other.importMirror(exported, fetchedAt: StoreFixtures.day(2)).added == 1, "images/ is not an answer")
        let imported = try other.importImages(from: exported, fetchedAt: StoreFixtures.day(2))
        #expect(imported.summary.addresses == 2 && imported.summary.newBodies == 2 && imported.skipped.isEmpty)
        #expect(try other.imageKeys() == [try Self.address(Self.icon).key, try Self.address(Self.portrait).key])
    }

    @Test func importSkipsAndNamesAFileThatIsNoPicture() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let bad = folder.url.appending(path: "mirror/images/cdn-lostark.game.onstove.com/a/evil.png")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8).write(to: bad)
        let store = try SnapshotDatabase(url: folder.store)
        let imported = try store.importImages(from: folder.url.appending(path: "mirror"), fetchedAt: StoreFixtures.day(1))
        #expect(imported.summary.addresses == 0)
        #expect(imported.skipped.count == 1 && imported.skipped[0].contains("evil.png"), "\(imported.skipped)")
    }

    @Test func aSnapshotFolderWithPicturesBuildsWithThemEachWrittenOnce() throws {
        var files = try Self.folderFiles()
        files[try Self.address(Self.icon).mirrorPath] = StandInPictures.png(seed: "icon")
        files[try Self.address(Self.portrait).mirrorPath] = StandInPictures.png(seed: "p")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for (path, data) in files {
            let file = folder.url.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let site = try SiteBuilder(snapshots: try MirrorDirectory(folder.url)).build()
        let pictures = site.files.keys.filter { $0.hasPrefix("img/") && !$0.contains("placeholder") }
        #expect(pictures.count == 2, "the icon worn twice is one file: \(pictures.sorted())")
        let sheet = String(decoding: try #require(site.files["characters/그림판.html"]), as: UTF8.self)
        for picture in pictures {
            #expect(sheet.contains("src=\"../\(picture)\""), "\(picture) is not shown")
            #expect(site.files[picture].map { ImageKind(sniffing: $0) } == .png)
        }
        #expect(sheet.contains(#"src="../img/placeholder-relic.svg" alt="+25 그림 옷""#), "a missing picture is a placeholder")
        #expect(OutsideImages.find(in: site.files) == [])
    }

    /// The demo's own drawings are SVG: built as a folder (`--snapshots Demo`) they are
    /// refused, in a few lines, not one per file.
    @Test func aFolderOfRefusedPicturesIsAFewWarningsNotOnePerFile() throws {
        let site = try SiteBuilder(snapshots: try MirrorDirectory(StoreFixtures.demo)).build()
        let pictures = site.warnings.filter { $0.contains("/images") }
        #expect(pictures.count == 4, "\(pictures)")
        #expect(pictures.last?.contains("more files under \(StoreFixtures.demo.path)/images not used") == true, "\(pictures)")
        #expect(OutsideImages.find(in: site.files) == [])
    }

    @Test func aSnapshotFolderWithoutPicturesBuildsWithPlaceholdersOnly() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for (path, data) in try Self.folderFiles() {
            let file = folder.url.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let site = try SiteBuilder(snapshots: try MirrorDirectory(folder.url)).build()
        let sheet = String(decoding: try #require(site.files["characters/그림판.html"]), as: UTF8.self)
        #expect(sheet.contains(#"<img class="portrait placeholder" src="../img/placeholder-portrait.svg" alt="그림판""#))
        #expect(sheet.contains(#"src="../img/placeholder-ancient.svg" alt="+25 그림 붓""#))
        #expect(!site.files.keys.contains { $0.hasPrefix("img/") && !$0.contains("placeholder") })
        #expect(OutsideImages.find(in: site.files) == [])
    }
}
