import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Support
import Testing

/// History past the API's two weeks: the store keeps every answer, and the page draws the
/// union of their days.
@Suite struct MarketHistoryTests {
    static let path = "markets/items/66110223.json"

    /// Three answers fetched ten days apart, each with the 14 days up to its fetch:
    /// 14 + 10 + 10 = 34 distinct days.
    static func store(in folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        let start = try #require(StoreFixtures.marketDay("2026-10-01"))
        for fetch in 0..<3 {
            let last = 13 + fetch * 10
            let days = (last - 13...last).reversed().map { offset in
                let day = start.addingTimeInterval(Double(offset) * 86_400)
                return (ChartDay.text(day), 100 + Double(offset), 5)
            }
            _ = try store.record([
                Response(mirrorPath: path, body: StoreFixtures.market([days]), fetchedAt: start.addingTimeInterval(Double(last) * 86_400))
            ])
        }
        return store
    }

    @Test func threeFourteenDayAnswersTenDaysApartGiveAtLeastThirtyDays() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try Self.store(in: folder)
        let days = try store.priceHistory(itemID: 66_110_223)
        #expect(Set(days.map(\.date)).count >= 30)
        #expect(days.count == 34)
        let site = try SiteBuilder(snapshots: try store.snapshots(), history: store).build()
        let html = String(decoding: try #require(site.files["market.html"]), as: UTF8.self)
        #expect(HistoryPagesTests.points(in: html, chart: "chart-price-66110223") == 34)
        #expect(html.contains("<dt>한 달 전 대비</dt>"))
        #expect(html.contains(#"<details class="market-days">"#), "the table is folded under the chart")
    }
}

/// A market search's answers kept over a week: each item's week change, from yesterday's
/// averages alone.
@Suite struct MarketSearchHistoryTests {
    @Test func answersKeptAWeekApartGiveEachItemItsWeekChange() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let path = "markets/items/search/각인서.json"
        let start = try #require(StoreFixtures.marketDay("2026-10-01"))  // 09:00 KST
        for (days, yesterday, current) in [(0.0, 100_000.0, 99_000.0), (8, 90_000, 95_000)] {
            let body = MarketSearchPageTests.list([MarketSearchPageTests.item(1, "유물 원한 각인서", yesterday: yesterday, current: current)])
            _ = try store.record([Response(mirrorPath: path, body: body, fetchedAt: start.addingTimeInterval(days * 86_400))])
        }
        let series = try #require(try store.searchPrices(path: path)["1"])
        #expect(series.map(\.value) == [100_000, 90_000])
        #expect(series.map { ChartDay.text($0.date) } == ["2026-09-30", "2026-10-08"], "the day before each fetch (KST)")
        let site = try SiteBuilder(snapshots: try store.snapshots(), history: store).build()
        let html = String(decoding: try #require(site.files["market.html"]), as: UTF8.self)
        #expect(MarketSearchPageTests.row(html, "유물 원한 각인서") == "유물 원한 각인서 95,000 90,000 +5.6% -10.0%")
        #expect(html.contains(#"<th scope="col" class="num">1주</th>"#))
    }

    @Test func withoutAStoreThereIsNoWeekColumn() throws {
        let (html, _) = try MarketSearchPageTests.page([
            "markets/items/search/각인서.json": MarketSearchPageTests.list([MarketSearchPageTests.item(1, "a", yesterday: 1, current: 1)])
        ])
        #expect(!html.contains(">1주</th>"))
    }
}

/// "2026-10-01" for a midnight-UTC date, as the API writes market days.
enum ChartDay {
    static func text(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
