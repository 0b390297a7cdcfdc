import FakeLostArkAPI
import Fetching
import Foundation
import LOASTestSupport
import LostArkAPI
import SiteWriter
import SnapshotStore
import Testing

/// `loas fetch` posts the searches to the fake API and keeps each answer under its label,
/// where the market page reads it.
@Suite struct MarketSearchFetchTests {
    static let market = MarketSearchPageTests.list([MarketSearchPageTests.item(1, "운명의 파괴석", yesterday: 2.5, current: 2.4)])
    static let auction = MarketSearchPageTests.list([MarketSearchPageTests.listing("10레벨 겁화의 보석", buy: 2_890_000)])
    static let searches: [MarketSearch] = [
        .market(label: "재련 재료", category: 50010, name: nil, grade: nil, tier: 4),
        .gem(label: "10레벨 겁화", kind: "겁화", level: 10, tier: 4),
    ]

    @Test func eachSearchAnswerIsKeptUnderItsLabelAndShownOnThePage() async throws {
        let harness = try FetchTests.Harness(files: ["markets/items.json": Self.market, "auctions/items.json": Self.auction])
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(searches: Self.searches, gameContents: false))
        #expect(summary.succeeded)
        #expect(summary.added.count == 2)
        #expect(try harness.store.latest(path: "markets/items/search/재련 재료.json")?.body == Self.market)
        #expect(try harness.store.latest(path: "auctions/items/search/10레벨 겁화.json")?.body == Self.auction)
        let site = try SiteBuilder(snapshots: try harness.store.snapshots(), history: harness.store).build()
        let html = String(decoding: try #require(site.files["market.html"]), as: UTF8.self)
        #expect(MarketSearchPageTests.row(html, "운명의 파괴석") == "운명의 파괴석 2.4 2.5 -4.0%")
        #expect(MarketSearchPageTests.row(html, "10레벨 겁화의 보석") == "10레벨 겁화의 보석 2,890,000 1")
    }

    @Test func aSearchThatFindsNothingIsAnEmptyPageNotAFailure() async throws {
        let harness = try FetchTests.Harness(files: [:])
        defer { harness.finish() }
        let summary = try await harness.run(FetchPlan(searches: Self.searches, gameContents: false))
        #expect(summary.succeeded)
        let kept = try #require(try harness.store.latest(path: "markets/items/search/재련 재료.json"))
        #expect(String(decoding: kept.body, as: UTF8.self).contains(#""TotalCount":0"#))
    }
}
