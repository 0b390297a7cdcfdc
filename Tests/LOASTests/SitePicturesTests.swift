import BundledResources
import Demo
import Foundation
import Images
import LOASTestSupport
import LostArkAPI
import SitePages
import SiteWriter
import SnapshotStore
import Support
import Testing

/// Pictures in built sites: the site's own files only, the demo complete, link previews,
/// the build cache, and the pages asking for just what a fetch fetches.
@Suite struct SitePicturesTests {
    static let demoSite = DemoSite.plain

    /// Every `src` of every page, resolved against the page.
    static func sources(in files: [String: Data]) -> [(page: String, file: String)] {
        var found: [(String, String)] = []
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let base = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
            for match in html.matches(of: #/\bsrc="([^"]*)"/#) {
                let target = base.appending(path: String(match.output.1)).standardizedFileURL.path
                found.append((path, target.replacingOccurrences(of: "/site/", with: "")))
            }
        }
        return found
    }

    @Test func theDemoSiteRefersToNoImageOnAnotherHost() throws {
        let files = try Self.demoSite.get().files
        #expect(OutsideImages.find(in: files) == [])
    }

    @Test func theDemoShowsItsOwnPictureForEveryPlaceAndEachIsAFileOfTheSite() throws {
        let files = try Self.demoSite.get().files
        let sources = Self.sources(in: files)
        #expect(sources.count > 100)
        for (page, file) in sources {
            #expect(files[file] != nil, "\(page) shows missing \(file)")
            #expect(!file.contains("placeholder"), "\(page) shows a placeholder: the demo's drawings should cover it")
        }
        let pictures = files.keys.filter { $0.hasPrefix("img/") && !$0.contains("placeholder") }
        #expect(Set(sources.map(\.file)).isSuperset(of: pictures), "every picture written is shown")
    }

    /// The checker must be able to fail.
    @Test func theOutsideImageCheckFindsEachKindOfReference() {
        let files: [String: Data] = [
            "a.html": Data(
                #"<img src="https://cdn.example/a.png"><img srcset="//cdn.example/b.png 2x"><p style="background:url(http://x.example/c.png)">"#
                    .utf8),
            "b.css": Data("body { background: url('https://x.example/d.png') }".utf8),
            "c.md": Data("![e](https://x.example/e.png)".utf8),
            "d.html": Data(#"<meta property="og:image" content="https://other.example/f.png">"#.utf8),
            "ok.html": Data(#"<img src="img/a.png"><a href="https://lostark.game.onstove.com/">link</a>"#.utf8),
        ]
        let found = OutsideImages.find(in: files)
        #expect(found.count == 6, "\(found)")
        #expect(!found.contains { $0.hasPrefix("ok.html") })
    }

    @Test func withASiteURLSheetsPreviewThePortraitAndOtherPagesTheSiteIcon() throws {
        let siteURL = try #require(SiteURL("https://me.github.io/repo/"))
        let site = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(siteURL: siteURL))).build()
        let sheet = String(decoding: try #require(site.files["characters/별빛수호자.html"]), as: UTF8.self)
        let portrait = try #require(sheet.firstMatch(of: #/<img class="portrait" src="\.\./(img/[0-9a-f]{32}\.svg)"/#)?.output.1)
        #expect(sheet.contains(#"<meta property="og:image" content="https://me.github.io/repo/\#(portrait)">"#))
        let index = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        #expect(index.contains(#"<meta property="og:image" content="https://me.github.io/repo/icon.png">"#))
        #expect(site.files["icon.png"].map { ImageKind(sniffing: $0) } == .png)
        #expect(OutsideImages.find(in: site.files, siteURL: "https://me.github.io/repo/") == [])
    }

    @Test func withoutASiteURLNoPageHasALinkPreviewImage() throws {
        let files = try Self.demoSite.get().files
        #expect(!files.contains { $0.key.hasSuffix(".html") && String(decoding: $0.value, as: UTF8.self).contains("og:image") })
    }

    /// A picture fetched after the last build replaces its placeholder: the build cache
    /// remembers what each sheet's pictures were, not only its snapshot.
    @Test func aSheetIsMadeAgainWhenOneOfItsPicturesArrives() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = Date(timeIntervalSince1970: 1_700_000_000)
        let armories = ImageFetchTests.armories()
        let before = InMemorySnapshots(label: "pictures", files: armories, takenAt: taken)
        var withPicture = armories
        withPicture[try #require(ImageAddress(ImageFetchTests.portrait)).mirrorPath] = StandInPictures.png(seed: "portrait")
        let after = InMemorySnapshots(label: "pictures", files: withPicture, takenAt: taken)
        for snapshots in [before, after] {
            let output = try SiteFolder(folder)
            _ = try SiteBuilder(snapshots: snapshots).build(into: output)
            _ = try output.commit()
        }
        let sheet = try String(contentsOf: folder.appending(path: "characters/그림판.html"), encoding: .utf8)
        #expect(sheet.contains(#/<img class="portrait" src="\.\./img/[0-9a-f]{32}\.png"/#), "the sheet still shows the placeholder")
        #expect(try SiteBuilder(snapshots: after).build().files["characters/그림판.html"] == Data(sheet.utf8))
    }

    /// A rebuild after one armory changed leaves every picture file as it was (same inode),
    /// and does not even read the pictures' bytes again: a file already there with its size
    /// is kept, its name being its content's hash.
    @Test func aRebuildNeitherReadsNorRewritesAnUnchangedPicture() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "loas-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func inodes() throws -> [String: Int] {
            let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "img").path)
            return try Dictionary(
                uniqueKeysWithValues: pictures.map { name in
                    let attributes = try FileManager.default.attributesOfItem(atPath: folder.appending(path: "img/\(name)").path)
                    return (name, (attributes[.systemFileNumber] as? Int) ?? -1)
                })
        }
        func build(_ files: [String: Data]) throws -> (SiteFolder.Summary, reads: Int) {
            let pictures = CountingReads(
                FolderImages(label: "demo", allowSVG: true, size: { files[$0]?.count }, read: { path throws(SnapshotError) in files[path] })
            )
            let taken = SnapshotTimes(Date(timeIntervalSince1970: 1_795_219_200))
            let snapshots = InMemorySnapshots(label: "demo", files: files, times: files.mapValues { _ in taken }, images: pictures)
            let output = try SiteFolder(folder)
            _ = try SiteBuilder(snapshots: snapshots).build(into: output)
            return (try output.commit(), pictures.reads)
        }
        var files = BundledResources.demoSnapshots
        let first = try build(files)
        let before = try inodes()
        try #require(before.count > 20 && first.reads > 20)
        let path = "armories/characters/별빛수호자.json"
        let armory = String(decoding: try #require(files[path]), as: UTF8.self)
        let level = try #require(armory.firstMatch(of: /"ItemAvgLevel": *"[^"]*"/))
        files[path] = Data(armory.replacingCharacters(in: level.range, with: #""ItemAvgLevel": "1,234.56""#).utf8)
        let second = try build(files)
        #expect(second.0.written > 0)
        #expect(second.reads == 0, "unchanged pictures were read again")
        #expect(try inodes() == before)
    }

    /// The pages ask the build's pictures for exactly the addresses `loas fetch` fetches
    /// (`SnapshotReader.pictureURLs`), in the demo and in every corpus set.
    @Test func thePagesShowJustThePicturesAFetchFetches() throws {
        var sources: [(String, [String: Data])] = [("demo", BundledResources.demoSnapshots)]
        for set in Corpus.sets { sources.append((set.lastPathComponent, try Corpus.jsonFiles(under: set))) }
        for (label, files) in sources {
            let recording = RecordingImages()
            let snapshots = InMemorySnapshots(label: label, files: files, images: recording)
            _ = try SiteBuilder(snapshots: snapshots).build()
            let expected = Set(SnapshotReader(snapshots).pictureAddresses().addresses.map(\.key))
            if label == "demo" { #expect(expected.count > 100, "the demo names \(expected.count) pictures") }
            #expect(
                recording.asked == expected,
                "\(label): pages asked for \(recording.asked.subtracting(expected).sorted().prefix(5)) more and \(expected.subtracting(recording.asked).sorted().prefix(5)) fewer"
            )
        }
    }

    /// Issue 14's second acceptance point: a real snapshot folder, which has no pictures.
    @Test(.enabled(if: Corpus.isAvailable, "the corpus is not beside this checkout"))
    func aSiteFromASnapshotFolderWithoutPicturesRefersToNoOutsideImage() throws {
        for set in Corpus.sets {
            let site = try SiteBuilder(snapshots: try MirrorDirectory(set)).build()
            #expect(OutsideImages.find(in: site.files) == [], "\(set.lastPathComponent)")
            #expect(Self.sources(in: site.files).allSatisfy { site.files[$0.file] != nil }, "\(set.lastPathComponent)")
        }
    }
}

/// An image source that keeps nothing and notes every address asked for.
private final class RecordingImages: ImageSource {
    private let seen = Locked<Set<String>>([])

    var asked: Set<String> { seen.withLock { $0 } }

    func image(for address: ImageAddress) -> StoredImage? {
        _ = seen.withLock { $0.insert(address.key) }
        return nil
    }

    func data(of image: StoredImage) throws(SnapshotError) -> Data {
        throw SnapshotError(path: "recording", problem: "keeps nothing")
    }
}

/// Passes lookups on, counting how many pictures' bytes were read.
private final class CountingReads: ImageSource {
    private let wrapped: any ImageSource
    private let count = Locked(0)

    init(_ wrapped: any ImageSource) {
        self.wrapped = wrapped
    }

    var reads: Int { count.withLock { $0 } }

    func image(for address: ImageAddress) -> StoredImage? {
        wrapped.image(for: address)
    }

    func data(of image: StoredImage) throws(SnapshotError) -> Data {
        count.withLock { $0 += 1 }
        return try wrapped.data(of: image)
    }
}
