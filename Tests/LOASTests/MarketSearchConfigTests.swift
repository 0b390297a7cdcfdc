import Foundation
import LOASConfig
import LOASTestSupport
import LostArkAPI
import Testing

/// `market_searches` and `auction_searches` in loas.yml, and the set that ships.
@Suite struct MarketSearchConfigTests {
    let file = URL(fileURLWithPath: "/project/loas.yml")

    static func body(_ search: MarketSearch) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: search.body) as? [String: Any])
    }

    @Test func readsMarketSearchesIntoRequestBodies() throws {
        let config = try SiteConfig(
            yaml: """
                market_searches:
                  - { label: 재련 재료, category: 50010, tier: 4 }
                  - { name: 각인서, category: 40000, grade: 유물 }
                """, file: file)
        let searches = try #require(config.marketSearches)
        #expect(searches.map(\.label) == ["재련 재료", "유물 각인서"])
        #expect(searches.map(\.route.mirrorPath) == ["markets/items/search/재련 재료.json", "markets/items/search/유물 각인서.json"])
        let first = try Self.body(searches[0])
        #expect(first["CategoryCode"] as? Int == 50010 && first["ItemTier"] as? Int == 4 && first["ItemName"] == nil)
        let second = try Self.body(searches[1])
        #expect(second["ItemName"] as? String == "각인서" && second["ItemGrade"] as? String == "유물")
    }

    @Test func aGemSearchIsOneSearchPerLevel() throws {
        let config = try SiteConfig(yaml: "auction_searches: [{ gem: 겁화, level: [9, 10] }, { gem: 작열, level: 10 }]", file: file)
        let searches = try #require(config.marketSearches)
        #expect(searches.map(\.label) == ["9레벨 겁화", "10레벨 겁화", "10레벨 작열"])
        #expect(searches.allSatisfy { $0.kind == .auction })
        let body = try Self.body(searches[1])
        #expect(body["ItemName"] as? String == "10레벨 겁화" && body["CategoryCode"] as? Int == 210_000)
        #expect(body["Sort"] as? String == "BUY_PRICE" && body["SortCondition"] as? String == "ASC")
    }

    @Test func anAuctionSearchOfOtherItemsHasCategoryGradeAndQuality() throws {
        let config = try SiteConfig(
            yaml: "auction_searches: [{ label: 고대 목걸이, category: 200010, grade: 고대, quality: 90 }]", file: file)
        let search = try #require(config.marketSearches?.first)
        #expect(search.kind == .auction && search.label == "고대 목걸이")
        #expect(search.route.mirrorPath == "auctions/items/search/고대 목걸이.json")
        let body = try Self.body(search)
        #expect(body["CategoryCode"] as? Int == 200_010 && body["ItemGrade"] as? String == "고대")
        #expect(body["ItemGradeQuality"] as? Int == 90 && body["Sort"] as? String == "BUY_PRICE")
        #expect {
            try SiteConfig(yaml: "auction_searches: [{ category: 200010, quality: 120 }]", file: file)
        } throws: { "\($0)".contains("auction_searches[1].quality should be a quality from 0 to 100") }
    }

    @Test func noSearchKeyLeavesTheShippedSetAndEmptyListsMeanNone() throws {
        #expect(try SiteConfig(yaml: "title: x", file: file).marketSearches == nil)
        #expect(try SiteConfig(yaml: "market_searches: []", file: file).marketSearches == [])
    }

    @Test func errorsNameTheFileAndThePlace() {
        let cases: [(String, String)] = [
            ("market_searches: [{ category: 50010 }, { category: 40000, tier: four }]", "market_searches[2].tier should be a whole number"),
            ("market_searches: [{ grade: 유물 }]", "market_searches[1] needs a `category:` or a `name:`"),
            ("market_searches: [{ name: x, grade: 전셜 }]", "market_searches[1].grade should be one of"),
            ("market_searches: [{ name: x, colour: red }]", "market_searches[1]: unknown key `colour`"),
            ("auction_searches: [{ gem: 겁화, level: [10, 11] }]", "auction_searches[1].level[2] should be a gem level from 1 to 10"),
            ("auction_searches: [{ level: 10 }]", "auction_searches[1].gem is missing"),
            ("market_searches: [{ name: a }, { name: a }]", "two searches are labelled \"a\""),
            ("market_searches: 3", "market_searches should be a list"),
        ]
        for (yaml, expected) in cases {
            #expect {
                try SiteConfig(yaml: yaml, file: file)
            } throws: { error in
                "\(error)".hasPrefix("/project/loas.yml: ") && "\(error)".contains(expected)
            }
        }
    }

    @Test func aLabelCannotLeaveItsFolder() throws {
        let config = try SiteConfig(yaml: "market_searches: [{ label: ../../x/y, name: a }]", file: file)
        #expect(config.marketSearches?.map(\.label) == ["x y"])
    }

    @Test func theShippedSetHasHoningBooksAndGemsSevenToTen() throws {
        let searches = try MarketSearchReader.bundled()
        let markets = searches.filter { $0.kind == .market }.map(\.label)
        #expect(markets.contains("재련 재료") && markets.contains("유물 각인서"))
        let gems = Set(searches.filter { $0.kind == .auction }.map(\.label))
        for kind in ["겁화", "작열"] {
            for level in 7...10 { #expect(gems.contains("\(level)레벨 \(kind)"), "\(level)레벨 \(kind)") }
        }
    }
}
