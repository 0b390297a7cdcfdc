import BundledResources
import Foundation
import LOASTestSupport
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// Every character gets a file any file system accepts, and one page that still cannot be
/// written costs only that page.
@Suite struct SheetFileNameTests {
    static let taken = Date(timeIntervalSince1970: 1_700_000_000)

    /// The demo with one more armory, filed as `long.json`, whose character is called `name`.
    static func demo(withCharacterNamed name: String) throws -> InMemorySnapshots {
        var files = BundledResources.demoSnapshots
        let armory = try #require(files["armories/characters/새싹모코코.json"])
        files["armories/characters/long.json"] = StreamingBuildTests.renamed(armory, from: "새싹모코코", to: name)
        return InMemorySnapshots(label: "demo", files: files, takenAt: taken)
    }

    static func build(_ snapshots: any SnapshotSource, sink: some SiteSink, folder: SiteFolder) throws -> [String] {
        do {
            let warnings = try SiteBuilder(snapshots: snapshots).build(into: sink)
            _ = try folder.commit()
            return warnings
        } catch {
            folder.abort()
            throw error
        }
    }

    @Test func aCharacterWithAThreeHundredCharacterNameGetsAPageTheRosterLinksTo() throws {
        let name = String(repeating: "가", count: 300)
        let snapshots = try Self.demo(withCharacterNamed: name)
        let folder = StreamingBuildTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try SiteFolder(folder)
        let warnings = try Self.build(snapshots, sink: output, folder: output)
        #expect(warnings.isEmpty, "\(warnings)")

        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "characters").path)
        let page = try #require(sheets.first { $0.hasPrefix("가가가") && $0.hasSuffix(".html") })
        #expect(page.utf8.count <= 255)
        let roster = String(decoding: try Data(contentsOf: folder.appending(path: "roster.html")), as: UTF8.self)
        #expect(roster.contains("href=\"\(SitePaths.href("characters/" + page, fromDepth: 0))\""))

        // The same name, the same file: a rebuild writes nothing.
        let again = try SiteFolder(folder)
        _ = try SiteBuilder(snapshots: snapshots).build(into: again)
        #expect(try again.commit().written == 0)
    }

    @Test func shortSafeNamesKeepTheirSlugAndLongOnesDifferByTheirHash() {
        #expect(SitePaths.slug("별빛수호자") == "별빛수호자")
        #expect(SitePaths.slug("a b") == "a_20b")
        let long = String(repeating: "가", count: 300)
        let first = SitePaths.slug(long)
        let second = SitePaths.slug(long + "나")
        #expect(first != second)
        #expect(first.utf8.count <= SitePaths.slugLimit)
        #expect(second.utf8.count <= SitePaths.slugLimit)
        // Escapes are never cut in half.
        let symbols = SitePaths.slug(String(repeating: "!", count: 100))
        #expect(symbols.split(separator: "~")[0].utf8.count % 3 == 0)
        #expect(SitePaths.slug("con").hasPrefix("con~"))
    }

    @Test func aPageThatCannotBeWrittenIsAWarningAndTheRestIsBuilt() throws {
        let folder = StreamingBuildTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try StreamingBuildTests.write(to: folder)
        let before = try StreamingBuildTests.contents(of: folder)
        let output = try SiteFolder(folder)
        let refusing = RefusingOne(path: "characters/달그림자.html", wrapped: output)
        let snapshots = InMemorySnapshots(label: "demo", files: BundledResources.demoSnapshots, takenAt: Self.taken)
        let warnings = try Self.build(snapshots, sink: refusing, folder: output)

        #expect(warnings.contains { $0.contains("armories/characters/달그림자.json") && $0.contains("the sheet of 달그림자") })
        let after = try StreamingBuildTests.contents(of: folder)
        #expect(after["characters/달그림자.html"] == before["characters/달그림자.html"])
        #expect(after["characters/달그림자.md"] != before["characters/달그림자.md"], "the other format is written")
        #expect(after["index.html"] != before["index.html"], "the rest of the site is built")
    }

    /// Issue 23, 11b: a new character whose sheet cannot be written has no page to link to;
    /// the roster and the sheets of its siblings show it without a link.
    @Test func aSheetThatCannotBeWrittenAndHadNoPageIsLinkedFromNowhere() throws {
        let folder = StreamingBuildTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try SiteFolder(folder)
        let refusing = RefusingOne(path: "characters/달그림자.html", wrapped: output)
        let snapshots = InMemorySnapshots(label: "demo", files: BundledResources.demoSnapshots, takenAt: Self.taken)
        let warnings = try Self.build(snapshots, sink: refusing, folder: output)

        #expect(warnings.contains { $0.contains("the sheet of 달그림자") && $0.contains("no page links to it") }, "\(warnings)")
        let site = try StreamingBuildTests.contents(of: folder)
        #expect(site["characters/달그림자.html"] == nil)
        #expect(site["characters/달그림자.md"] == nil, "nothing links the other format either")
        #expect(site["roster.html"] != nil)
        let link = SitePaths.href("달그림자", fromDepth: 0)
        let linking = site.filter { path, bytes in
            (path.hasSuffix(".html") || path.hasSuffix(".md")) && String(decoding: bytes, as: UTF8.self).contains(link + ".")
        }
        #expect(linking.isEmpty, "\(linking.keys.sorted())")
    }
}

/// Passes everything on to a folder but `path`, which fails as an unwritable name would.
private final class RefusingOne: SiteSink {
    let path: String
    let wrapped: SiteFolder

    init(path: String, wrapped: SiteFolder) {
        self.path = path
        self.wrapped = wrapped
    }

    func put(_ path: String, _ data: Data) throws(SiteOutputError) {
        guard path != self.path else { throw SiteOutputError(path, "cannot be written (File name too long)") }
        try wrapped.put(path, data)
    }

    func retain(_ path: String) -> Bool {
        wrapped.retain(path)
    }
}
