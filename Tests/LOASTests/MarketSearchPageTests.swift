import Foundation
import LOASTestSupport
import LostArkAPI
import SitePages
import SiteWriter
import SnapshotStore
import Testing

/// The market page's current prices: each search's items with their lowest price,
/// yesterday's average and the change, and the gems' lowest buy-now price per kind and level.
@Suite struct MarketSearchPageTests {
    static func page(_ files: [String: Data], _ path: String = "market.html") throws -> (text: String, warnings: [String]) {
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        return (String(decoding: try #require(site.files[path], "no \(path)"), as: UTF8.self), site.warnings)
    }

    static func item(_ id: Int, _ name: String, yesterday: Double, current: Double, bundle: Int = 1) -> String {
        #"{"Id": \#(id), "Name": "\#(name)", "Grade": "유물", "BundleCount": \#(bundle), "YDayAvgPrice": \#(yesterday), "RecentPrice": \#(current), "CurrentMinPrice": \#(current)}"#
    }

    static func list(_ items: [String]) -> Data {
        Data(#"{"PageNo": 1, "PageSize": 10, "TotalCount": \#(items.count), "Items": [\#(items.joined(separator: ", "))]}"#.utf8)
    }

    static func listing(_ name: String, buy: Int?) -> String {
        #"{"Name": "\#(name)", "Grade": "유물", "AuctionInfo": {"BuyPrice": \#(buy.map(String.init) ?? "null"), "BidStartPrice": 1, "EndDate": "2026-11-24T10:00:00"}}"#
    }

    /// The text of row `name` of the page's price tables, tags removed.
    static func row(_ html: String, _ name: String) -> String? {
        html.split(separator: "\n").first { $0.hasPrefix("<tr><th scope=\"row\">") && $0.contains(name) }
            .map { String($0).replacing(/<[^>]+>/, with: " ").split(separator: " ").joined(separator: " ") }
    }

    @Test func eachSearchIsAGroupWithItsItemsPricesAndChange() throws {
        let (html, warnings) = try Self.page([
            "markets/items/search/재련 재료.json": Self.list([Self.item(1, "운명의 파괴석", yesterday: 2.5, current: 2.4, bundle: 10)]),
            "markets/items/search/유물 각인서.json": Self.list([Self.item(2, "유물 원한 각인서", yesterday: 96_000, current: 100_800)]),
        ])
        #expect(warnings == [])
        #expect(html.contains("<h2>재련 재료</h2>") && html.contains("<h2>유물 각인서</h2>"))
        #expect(Self.row(html, "운명의 파괴석") == "운명의 파괴석 (10개) 2.4 2.5 -4.0%")
        #expect(Self.row(html, "유물 원한 각인서") == "유물 원한 각인서 100,800 96,000 +5.0%")
        #expect(html.contains(#"<span class="price-up">+5.0%</span>"#))
        #expect(html.contains(#"<span class="price-down">-4.0%</span>"#))
    }

    @Test func aSearchItemThatIsTrackedLinksToItsHistory() throws {
        let (html, _) = try Self.page([
            "markets/items/search/각인서.json": Self.list([Self.item(7, "유물 원한 각인서", yesterday: 1, current: 1)]),
            "markets/items/7.json": StoreFixtures.market([[("2026-11-21", 130, 12), ("2026-11-20", 120, 7)]]),
        ])
        #expect(html.contains(##"<a href="#item-7">유물 원한 각인서</a>"##))
        #expect(html.contains(#"<section class="market-item" id="item-7">"#))
    }

    @Test func gemsShowTheLowestBuyNowPricePerKindAndLevel() throws {
        let (html, _) = try Self.page([
            "auctions/items/search/10레벨 겁화.json": Self.list([
                Self.listing("10레벨 겁화의 보석", buy: 2_950_000), Self.listing("10레벨 겁화의 보석", buy: 2_890_000),
                Self.listing("10레벨 겁화의 보석", buy: nil), Self.listing("10레벨 겁화의 보석", buy: 0),
            ]),
            "auctions/items/search/9레벨 겁화.json": Self.list([Self.listing("9레벨 겁화의 보석", buy: 1_012_000)]),
        ])
        #expect(Self.row(html, "10레벨 겁화의 보석") == "10레벨 겁화의 보석 2,890,000 2")
        #expect(Self.row(html, "9레벨 겁화의 보석") == "9레벨 겁화의 보석 1,012,000 1")
        let ten = try #require(html.range(of: "10레벨 겁화의 보석")), nine = try #require(html.range(of: "9레벨 겁화의 보석</th>"))
        #expect(ten.lowerBound < nine.lowerBound, "higher levels first")
    }

    @Test func otherAuctionSearchesListEachListingWithQualityOptionsAndPrices() throws {
        let necklace = #"""
            {"Name": "참혹한 파멸의 목걸이", "Grade": "고대", "GradeQuality": 93,
             "AuctionInfo": {"BuyPrice": 9999, "BidStartPrice": 1},
             "Options": [{"OptionName": "신속", "Value": 497}, {"OptionName": "추가 피해", "Value": 2.6, "IsValuePercentage": true}]}
            """#
        let bidOnly = #"{"Name": "공허한 운명의 목걸이", "Grade": "고대", "GradeQuality": 80, "AuctionInfo": {"BuyPrice": null, "BidStartPrice": 1}}"#
        let (html, _) = try Self.page(["auctions/items/search/고대 목걸이.json": Self.list([necklace, bidOnly])])
        #expect(html.contains("<h2>고대 목걸이</h2>"))
        #expect(Self.row(html, "참혹한 파멸의 목걸이") == "참혹한 파멸의 목걸이 품질 93 신속 497 · 추가 피해 2.60% 9,999 1")
        #expect(Self.row(html, "공허한 운명의 목걸이") == "공허한 운명의 목걸이 품질 80 – 1")
        #expect(!html.contains(#"id="gems""#), "no gem is listed")
    }

    @Test func aHostileLabelOrNameStaysText() throws {
        let hostile = "<img src=x onerror=alert(1)>"
        let (html, _) = try Self.page([
            "markets/items/search/\(hostile).json": Self.list([Self.item(1, hostile, yesterday: 1, current: 1)])
        ])
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    /// The issue's acceptance: a folder holding the corpus's search answers, in the layout a
    /// mirror of the API has (`markets/items.json`, `auctions/items.json`), shows every item
    /// listed with its current price.
    @Test(.enabled(if: Corpus.isAvailable)) func corpusSearchAnswersShowEveryListedItemAndItsPrice() throws {
        let root = try #require(Corpus.root)
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        // 2024-01 holds the market search with items (2025-08's found none); 2025-08 the gems.
        let market = try Data(contentsOf: root.appending(path: "2024-01/markets/items.json"))
        let auction = try Data(contentsOf: root.appending(path: "2025-08/auctions/items.json"))
        try mirror.write(market, at: "markets/items.json")
        try mirror.write(auction, at: "auctions/items.json")
        let site = try SiteBuilder(snapshots: try MirrorDirectory(mirror.url)).build()
        #expect(site.warnings == [])
        let html = String(decoding: try #require(site.files["market.html"]), as: UTF8.self)
        let items = try FastDecode.list(market)
        #expect(items.items.count == 10)
        for item in items.items {
            let price = try #require(item.currentMinPrice)
            let row = try #require(Self.row(html, item.name), "\(item.name) is not listed")
            #expect(row.hasPrefix("\(item.name) \(MarketPrice.text(price)) "), "\(row)")
        }
        let gems = try FastDecode.auctions(auction)
        #expect(!html.contains(#"<section class="market-auction""#), "gems are not listed one by one")
        let lowest = try #require(gems.items.compactMap(\.buyPrice).min())
        #expect(Self.row(html, "10레벨 홍염의 보석")?.contains(MarketPrice.text(Double(lowest))) == true)
        #expect(html.contains("검색 결과 285개 가운데 첫 10개입니다."), "the search found more than its one page")
    }
}

/// The answers decoded as the build decodes them.
enum FastDecode {
    static func list(_ data: Data) throws -> MarketList { try JSONDecoder().decode(MarketList.self, from: data) }
    static func auctions(_ data: Data) throws -> AuctionList { try JSONDecoder().decode(AuctionList.self, from: data) }
}

/// An accessory search as a mirror of the API keeps it: every listing shown.
@Suite struct AuctionListingCorpusTests {
    @Test(.enabled(if: Corpus.isAvailable)) func corpusAccessoryListingsAreEachShown() throws {
        let root = try #require(Corpus.root)
        let mirror = try ScratchMirror()
        defer { mirror.remove() }
        let answer = try Data(contentsOf: root.appending(path: "2023-06/auctions/items.json"))
        try mirror.write(answer, at: "auctions/items.json")
        let site = try SiteBuilder(snapshots: try MirrorDirectory(mirror.url)).build()
        #expect(site.warnings == [])
        let html = String(decoding: try #require(site.files["market.html"]), as: UTF8.self)
        #expect(html.contains("<h2>경매장 검색</h2>"))
        #expect(html.contains("매물 10,000개 가운데 첫 10개입니다."))
        let listings = try FastDecode.auctions(answer).items
        #expect(!listings.isEmpty)
        let rows = html.split(separator: "\n").filter { $0.hasPrefix(#"<tr><th scope="row">"#) }
        #expect(rows.count == listings.count)
        for listing in listings {
            let quality = try #require(listing.quality)
            #expect(html.contains(#"\#(listing.name)</span> <span class="bundle">품질 \#(quality)</span>"#), "\(listing.name)")
        }
    }
}
