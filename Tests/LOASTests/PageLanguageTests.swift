import BundledResources
import Demo
import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import LostArkAPI
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// One language on every page: no English a reader sees on any HTML or Markdown page of the
/// demo or of a corpus set, the API's own data and brand names aside (`PageWords`).
@Suite struct PageLanguageTests {

    static func options() throws -> SiteBuilder.Options {
        var options = SiteBuilder.Options(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()))
        options.site.honingTables = try HoningTableFile.bundled()
        return options
    }

    @Test func demoPagesHaveNoEnglish() throws {
        let site = try DemoSite.site(.full)
        let data = PageWords.dataWords(in: BundledResources.demoSnapshots)
        let found = (PageWords.findings(in: site.files, data: data))
        #expect(found.isEmpty, "English on demo pages:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
    func corpusPagesHaveNoEnglish() throws {
        for set in Corpus.sets {
            let site = try DemoSite.site(.init(source: .corpus(set), raids: true, honing: true))
            let data = PageWords.dataWords(in: try Corpus.jsonFiles(under: set))
            let found = (PageWords.findings(in: site.files, data: data))
            #expect(found.isEmpty, "English on \(set.lastPathComponent) pages:\n\(found.map(\.description).joined(separator: "\n"))")
        }
    }

    /// The states the demo and the corpus never show: empty answers, a stale page, a route the
    /// API removed, a section with no snapshot, a character with no siblings.
    @Test func emptyStaleAndRemovedStatesHaveNoEnglish() throws {
        let day = Date(timeIntervalSince1970: 1_795_219_200)
        let files: [String: Data] = [
            Route.armory(character: "하나").mirrorPath: Data(#"{"ArmoryProfile": {"CharacterName": "하나", "ItemAvgLevel": "1,640.00"}}"#.utf8),
            Route.calendar.mirrorPath: Data("[]".utf8), Route.notices.mirrorPath: Data("[]".utf8), Route.events.mirrorPath: Data("[]".utf8),
            Route.abyssDungeons.mirrorPath: Data("[]".utf8),
        ]
        let snapshots = InMemorySnapshots(
            label: "sparse", files: files, times: files.mapValues { _ in SnapshotTimes(day) }, lastRunStart: day + 86_400,
            gone: [Route.abyssDungeons.mirrorPath: day + 86_400])
        let site = try SiteBuilder(snapshots: snapshots, options: try Self.options()).build()
        #expect(site.files["rewards.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("class=\"gone\"") == true)
        let found = (PageWords.findings(in: site.files, data: []))
        #expect(found.isEmpty, "English on sparse pages:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    /// The check must be able to fail, and must not count the API's data as English.
    @Test func anEnglishSentenceIsFoundButDataAndBrandsAreNot() {
        let page = """
            <html><head><title>로스터 · LOAS</title></head><body><p>No sibling data.</p>
            <p>Sword Master 레벨</p><img alt="Portrait of A"><p>PvP 등급 · Lv.60 · (KST)</p></body></html>
            """
        let found = PageWords.englishRuns(in: PageWords.ofHTML(page), data: ["Sword", "Master"])
        #expect(found == ["No sibling data", "Portrait of A"])
    }

    @Test func markdownLinkTargetsAreNotText() {
        let found = PageWords.englishRuns(in: PageWords.ofMarkdown("[캐릭터](characters/some-name.md) Missing data"), data: [])
        #expect(found == ["Missing data"])
    }
}
