import Foundation
import LOASConfig
import LOASTestSupport
import LostArkAPI
import SnapshotStore
import Testing

/// A name too long for a file (over 255 bytes): `loas.yml` refuses it as a search label, and a
/// store that already holds one (an older LOAS accepted it) still exports, cut into folders,
/// and imports back to the same answers.
@Suite struct LongNameExportTests {
    /// 90 Hangul syllables: 270 bytes, 275 with `.json`.
    static let longLabel = String(repeating: "재련재료", count: 22) + "묶음"
    static let answer = Data(#"{"PageNo": 1, "Items": []}"#.utf8)

    /// Eight answers, as in the report: the long label among them.
    static func store(in folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        var responses = [Route.marketSearch(label: longLabel), .auctionSearch(label: longLabel + " 고대")].map { route in
            Response(mirrorPath: route.mirrorPath, body: answer, fetchedAt: StoreFixtures.day(1))
        }
        for (index, name) in ["가나", "다라", "마바", "사아", "자차", "카타"].enumerated() {
            let body = StoreFixtures.armory(itemLevel: "1,\(700 + index).00")
            responses.append(Response(mirrorPath: Route.armory(character: name).mirrorPath, body: body, fetchedAt: StoreFixtures.day(1)))
        }
        _ = try store.record(responses)
        return store
    }

    @Test func aStoreHoldingALabelTooLongForAFileExportsEveryAnswer() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let export = folder.url.appending(path: "export")

        let count = try Self.store(in: folder).exportMirror(to: export)

        let files = StoreFixtures.files(under: export)
        #expect(count == 8 && files.count == 8)
        #expect(files.keys.allSatisfy { $0.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } })
        #expect(files[Route.filePath(ofMirrorPath: Route.marketSearch(label: Self.longLabel).mirrorPath)] == Self.answer)
    }

    @Test func whatExportWroteImportsBackToTheSameAnswers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let export = folder.url.appending(path: "export")
        _ = try Self.store(in: folder).exportMirror(to: export, at: nil)

        let again = try SnapshotDatabase(url: folder.url.appending(path: "again/loas.sqlite"))
        let summary = try again.importMirror(export, fetchedAt: StoreFixtures.day(2))

        #expect(summary.added == 8 && summary.skipped.isEmpty)
        for route in [Route.marketSearch(label: Self.longLabel), .auctionSearch(label: Self.longLabel + " 고대")] {
            #expect(try again.latest(path: route.mirrorPath)?.body == Self.answer, "\(route)")
        }
        let second = folder.url.appending(path: "second")
        _ = try again.exportMirror(to: second)
        #expect(StoreFixtures.files(under: second) == StoreFixtures.files(under: export))
    }

    /// A build reads the exported folder itself as the store: the label is listed and read.
    @Test func anExportedFolderListsAndReadsTheLongLabel() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let export = folder.url.appending(path: "export")
        _ = try Self.store(in: folder).exportMirror(to: export)

        let reader = SnapshotReader(try MirrorDirectory(export))
        #expect(reader.marketSearchLabels() == [Self.longLabel])
        #expect(reader.auctionSearchLabels() == [Self.longLabel + " 고대"])
        var warnings: [String] = []
        #expect(try reader.marketSearch(label: Self.longLabel, warnings: &warnings) != nil)
    }

    @Test func aFilePathCutsOnlyAPartTooLongAndReadsBackWhole() {
        let labels = [
            Self.longLabel, String(repeating: "a", count: 251), String(repeating: "가", count: 400),
            String(repeating: "x", count: 239) + "....." + String(repeating: "y", count: 100),
            String(repeating: "z", count: 237) + "…" + String(repeating: "w", count: 100),
        ]
        for label in labels {
            let path = Route.marketSearch(label: label).mirrorPath
            let file = Route.filePath(ofMirrorPath: path)
            #expect(file != path)
            #expect(file.split(separator: "/").allSatisfy { $0.utf8.count <= 255 && !$0.hasPrefix(".") }, "\(file)")
            #expect(Route.mirrorPath(ofFilePath: file) == path)
        }
        for path in ["markets/items/search/재련 재료.json", "markets/items/search/" + String(repeating: "a", count: 250) + ".json"] {
            #expect(Route.filePath(ofMirrorPath: path) == path)
        }
        // A folder of one's own ending in `…` is not a cut: together they fit in one file name.
        #expect(Route.mirrorPath(ofFilePath: "markets/items/search/메모…/x.json") == "markets/items/search/메모…/x.json")
    }

    @Test func loasYmlRefusesALabelTooLongForAFileNamingTheRule() throws {
        let file = URL(fileURLWithPath: "/project/loas.yml")
        #expect {
            try SiteConfig(yaml: "market_searches: [{ label: \(Self.longLabel), category: 50010 }]", file: file)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("/project/loas.yml: market_searches[1].label \"재련재료")
                && text.contains("is 270 bytes in UTF-8 (90 characters)") && text.contains("at most 250 bytes: 83 Hangul syllables")
        }
        #expect {
            try SiteConfig(yaml: "auction_searches: [{ name: \(Self.longLabel), category: 200010 }]", file: file)
        } throws: { "\($0)".contains("auction_searches[1] has no `label:`") && "\($0)".contains("give it a shorter `label:`") }
        let longest = String(repeating: "가", count: 83)
        let config = try SiteConfig(yaml: "market_searches: [{ label: \(longest), category: 50010 }]", file: file)
        #expect(config.marketSearches?.map(\.label) == [longest])
    }
}
