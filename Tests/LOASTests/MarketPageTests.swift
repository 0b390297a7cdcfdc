import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// The market page from the API's answers alone (no store): figures, stats, escaping.
@Suite struct MarketPageTests {
    static func page(_ files: [String: Data], _ path: String = "market.html") throws -> (text: String, warnings: [String]) {
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        return (String(decoding: try #require(site.files[path]), as: UTF8.self), site.warnings)
    }

    @Test func showsLatestTradedDayYesterdayAndTheStatsTable() throws {
        let body = StoreFixtures.market([[("2026-11-22", 0, 0), ("2026-11-21", 130, 12), ("2026-11-20", 120, 7)]])
        let (html, warnings) = try Self.page(["markets/items/1.json": body])
        #expect(warnings == [])
        #expect(html.contains("<dt>최근 평균가</dt><dd>130 <span class=\"date\">(2026-11-21)</span></dd>"))
        #expect(html.contains("<dt>전일 평균가</dt><dd>130</dd>"))
        #expect(html.contains("<dt>전일 거래량</dt><dd>12</dd>"))
        #expect(html.components(separatedBy: "<tr><td>").count - 1 == 3)
    }

    @Test func withoutAStoreTheAnswersOwnTradedDaysAreTheChart() throws {
        let body = StoreFixtures.market([[("2026-11-22", 0, 0), ("2026-11-21", 130, 12), ("2026-11-20", 120, 7)]])
        let (html, _) = try Self.page(["markets/items/1.json": body])
        #expect(HistoryPagesTests.points(in: html, chart: "chart-price-1") == 2)
        #expect(html.contains("<dt>전일 대비</dt><dd><span class=\"price-up\">+10.0 (+8.3%)</span></dd>"))
    }

    @Test func aHostileItemNameStaysText() throws {
        let body = Data(#"[{"Name": "<script>alert(1)</script> | x", "Stats": []}]"#.utf8)
        let (html, _) = try Self.page(["markets/items/1.json": body])
        #expect(!html.contains("<script>alert"))
        let (md, _) = try Self.page(["markets/items/1.json": body], "market.md")
        #expect(md.contains(#"\<script\>alert(1)\</script\> \| x"#))
    }

    @Test(.enabled(if: Corpus.isAvailable), arguments: Corpus.sets)
    func corpusMarketItemsBuildWithoutWarnings(set: URL) throws {
        let folder = set.appending(path: "markets/items")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard !names.isEmpty else { return }
        var files: [String: Data] = [:]
        for name in names { files["markets/items/" + name] = try Data(contentsOf: folder.appending(path: name)) }
        let (html, warnings) = try Self.page(files)
        #expect(warnings == [])
        // Some variants (bound copies) never trade; at least one of each item does.
        #expect(html.firstMatch(of: /<dt>최근 평균가<\/dt><dd>[0-9]/) != nil, "\(set.lastPathComponent)")
    }
}
