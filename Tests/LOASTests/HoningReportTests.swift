import Foundation
import Honing
import LOASConfig
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// `loas plan`'s report, in process: pieces read from real and fixture armories, prices from
/// market answers, and the JSON of issue 52.
@Suite struct HoningReportTests {
    static let tables = (try? HoningTableFile.bundled()) ?? HoningTables()
    static let goals = [RaidGoal(raid: "벨가르딘 나이트메어", itemLevel: 1780)]

    static func json(_ files: [String: Data], names: [String]? = nil) throws -> [[String: Any]] {
        var warnings: [String] = []
        let text = try HoningReport.render(
            InMemorySnapshots(label: "fixture", files: files), tables: tables, goals: goals, names: names, format: .json,
            warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    static var fixture: [String: Data] {
        HoningFixture.market().merging(["armories/characters/\(HoningFixture.name).json": HoningFixture.armory]) { $1 }
    }

    @Test func eachPieceHasTheIssuesFields() throws {
        let characters = try Self.json(Self.fixture)
        let character = try #require(characters.first)
        #expect(characters.count == 1)
        #expect(character["name"] as? String == HoningFixture.name)
        #expect(character["item_level"] as? Double == 1775.83)
        let pieces = try #require(character["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["slot"] as? String } == ["무기", "투구", "상의", "하의", "장갑", "어깨", "완갑"])
        let keys = [
            "slot", "gear", "stage", "next", "base_rate", "expected_taps_bare", "pity_tap_bare", "expected_taps", "expected_gold",
            "worst_gold", "unknown_prices",
        ]
        for piece in pieces { #expect(Set(keys).isSubset(of: piece.keys), "\(piece.keys.sorted())") }
        let helmet = pieces[1]
        #expect(helmet["gear"] as? String == "전율" && helmet["stage"] as? Int == 19 && helmet["next"] as? Int == 20)
        #expect(helmet["base_rate"] as? Double == 0.015 && helmet["pity_tap_bare"] as? Int == 76)
        #expect(helmet["expected_gold"] is Double && helmet["worst_gold"] is Double)
        #expect((helmet["unknown_prices"] as? [String])?.isEmpty == true)
        #expect(pieces[6]["gear"] as? String == "완갑" && pieces[6]["stage"] as? Int == 7)
    }

    @Test func aPieceAtTwentyFiveIsDoneWithNextNull() throws {
        let pieces = try #require(try Self.json(Self.fixture).first?["pieces"] as? [[String: Any]])
        let shoulder = pieces[5]
        #expect(shoulder["next"] is NSNull && shoulder["done"] as? Bool == true && shoulder["expected_gold"] is NSNull)
    }

    @Test func theTooltipsGrowthBarIsRead() throws {
        let pieces = try #require(try Self.json(Self.fixture).first?["pieces"] as? [[String: Any]])
        #expect(pieces[0]["growth_shards"] as? Int == 80_000)
        #expect(pieces[1]["growth_shards"] as? Int == 67_000)  // no bar: the table's
        #expect(pieces[2]["growth_shards"] as? Int == 0)  // a full bar
        #expect(pieces[6]["growth_shards"] as? Int == 166_000)
    }

    @Test func aMissingPriceIsNamedAndItsGoldIsNull() throws {
        let files = Self.fixture.filter { $0.key != "markets/items/66102107.json" }
        let pieces = try #require(try Self.json(files).first?["pieces"] as? [[String: Any]])
        let helmet = pieces[1]
        #expect(helmet["expected_gold"] is NSNull && helmet["worst_gold"] is NSNull)
        #expect(helmet["unknown_prices"] as? [String] == ["운명의 수호석 결정"])
        #expect(pieces[0]["expected_gold"] is Double)  // the weapon needs no 수호석 결정
    }

    @Test func theTargetReachesTheNextRaidsItemLevel() throws {
        let character = try #require(try Self.json(Self.fixture).first)
        let target = try #require((character["targets"] as? [[String: Any]])?.first)
        #expect(target["item_level"] as? Double == 1780 && target["raid"] as? String == "벨가르딘 나이트메어")
        #expect((target["steps"] as? [[String: Any]])?.count == 5)
        #expect(target["expected_gold"] is Double)
    }

    @Test func pricesAreTheNewestDayWithTradesPerItem() throws {
        var warnings: [String] = []
        let prices = HoningSnapshots.prices(
            SnapshotReader(InMemorySnapshots(label: "fixture", files: HoningFixture.market())), tables: Self.tables, warnings: &warnings)
        #expect(prices.day == "2026-11-30")
        #expect(prices.unitPrice(66102107) == 1.8)
        #expect(prices.unitPrice(66110226) == 48)
        #expect(prices.shardPrice(pouches: Self.tables.pouches) == 0.23)
        #expect(prices.unitPrice(66112546) == nil)
    }

    @Test func theTextFormatNamesEveryPieceAndTheDates() throws {
        var warnings: [String] = []
        let text = try HoningReport.render(
            InMemorySnapshots(label: "fixture", files: Self.fixture), tables: Self.tables, goals: Self.goals, names: nil, format: .text,
            warnings: &warnings)
        #expect(text.contains("투구 전율 +19 → +20"), "\(text)")
        #expect(text.contains("어깨 전율 +25: done"))
        #expect(text.contains("Prices of 2026-11-30; tables of 2026-12-01."))
    }

    /// A real 2025-08 armory: 업화 armor at +25 is done; the weapon (패룡) is not planned.
    @Test(.enabled(if: Corpus.isAvailable, "the corpus is not beside this checkout"))
    func aRealArmoryWithGearAtTwentyFiveIsMarkedDone() throws {
        let set = try #require(Corpus.sets.first { $0.lastPathComponent == "2025-08" })
        let pieces = try #require(
            try Self.json(try Corpus.jsonFiles(under: set), names: ["이다"]).first?["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["slot"] as? String } == ["투구", "상의", "하의", "장갑", "어깨"])
        #expect(pieces.allSatisfy { $0["gear"] as? String == "업화" && $0["done"] as? Bool == true && $0["next"] is NSNull })
    }
}
