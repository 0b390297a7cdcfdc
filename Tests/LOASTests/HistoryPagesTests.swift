import Foundation
import LOASTestSupport
import SiteWriter
import SnapshotStore
import Testing

/// History drawn from a store built here: charts on the character sheet and the market
/// page, "changed since the previous snapshot", and no sheet chart without a store.
@Suite struct HistoryPagesTests {
    /// An armory with a profile and two equipment slots.
    static func armory(itemLevel: String, power: String, helmet: String, weapon: String) -> Data {
        let item = { (slot: String, name: String) in
            #"{"Type": "\#(slot)", "Name": "\#(name)", "Icon": null, "Grade": "고대", "Tooltip": "{}"}"#
        }
        return Data(
            """
            {"ArmoryProfile": {"CharacterName": "이다", "ItemAvgLevel": "\(itemLevel)", "CombatPower": "\(power)",
              "Stats": [], "Tendencies": []},
             "ArmoryEquipment": [\(item("투구", helmet)), \(item("무기", weapon))]}
            """.utf8)
    }

    /// Three armory answers (item level 1,600 → 1,620 → 1,640) and two market answers
    /// covering four distinct days.
    static func store(in folder: TemporaryFolder) throws -> SnapshotDatabase {
        let store = try SnapshotDatabase(url: folder.store)
        let levels = [
            ("1,600.00", "+18 운명의 전율 투구", "+20 운명의 업화 무기"),
            ("1,620.00", "+18 운명의 전율 투구", "+21 운명의 업화 무기"),
            ("1,640.00", "+20 운명의 전율 투구", "+21 운명의 업화 무기"),
        ]
        for (day, level) in levels.enumerated() {
            let body = armory(itemLevel: level.0, power: "\(2000 + day * 100).50", helmet: level.1, weapon: level.2)
            _ = try store.record([Response(mirrorPath: "armories/characters/이다.json", body: body, fetchedAt: StoreFixtures.day(day + 1))])
        }
        _ = try store.record([
            Response(
                mirrorPath: "markets/items/66110223.json",
                body: StoreFixtures.market([[("2026-11-19", 100, 5), ("2026-11-20", 110, 5)]]), fetchedAt: StoreFixtures.day(1))
        ])
        _ = try store.record([
            Response(
                mirrorPath: "markets/items/66110223.json",
                body: StoreFixtures.market([[("2026-11-21", 120, 5), ("2026-11-22", 130, 5)]]), fetchedAt: StoreFixtures.day(2))
        ])
        return store
    }

    static func build(history: Bool) throws -> SiteBuilder.Site {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try store(in: folder)
        return try SiteBuilder(snapshots: try store.snapshots(), history: history ? store : nil).build()
    }

    static func text(_ site: SiteBuilder.Site, _ path: String) throws -> String {
        String(decoding: try #require(site.files[path], "no \(path)"), as: UTF8.self)
    }

    /// The `<circle>` count of the SVG with `id`.
    static func points(in html: String, chart id: String) -> Int? {
        guard let start = html.range(of: "<svg class=\"chart\" id=\"\(id)\""),
            let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return html[start.lowerBound..<end.lowerBound].components(separatedBy: "<circle ").count - 1
    }

    @Test func characterSheetDrawsOnePointPerArmoryAnswer() throws {
        let site = try Self.build(history: true)
        let html = try Self.text(site, "characters/이다.html")
        #expect(Self.points(in: html, chart: "chart-item-level") == 3)
        #expect(Self.points(in: html, chart: "chart-combat-power") == 3)
        #expect(site.warnings == [])
    }

    @Test func markdownSheetListsThePointsAsATable() throws {
        let md = try Self.text(try Self.build(history: true), "characters/이다.md")
        #expect(md.contains("| 날짜 (KST) | 아이템 레벨 |"))
        #expect(md.contains("| 1,640.00 |"))
        #expect(!md.contains("<svg"))
    }

    @Test func marketPageDrawsOnePointPerTradedDay() throws {
        let html = try Self.text(try Self.build(history: true), "market.html")
        #expect(Self.points(in: html, chart: "chart-price-66110223") == 4)
    }

    @Test func sheetListsItsLastChangeAndLinksItsTimeline() throws {
        let md = try Self.text(try Self.build(history: true), "characters/이다.md")
        #expect(md.contains("### 마지막 변화 · "))
        #expect(md.contains("**성장** 아이템 레벨 1,620.00 → 1,640.00 (+20.00)"))
        #expect(md.contains("**장비** 투구 운명의 전율 투구 +18 → +20"))
        #expect(!md.contains("**장비** 무기"), "the weapon did not change since the previous snapshot")
        #expect(md.contains("[변화 기록 전체 보기](../timeline/%EC%9D%B4%EB%8B%A4.md)"))
    }

    @Test func withoutAStoreTheSheetHasNoChartAndNoWarning() throws {
        let site = try Self.build(history: false)
        #expect(site.warnings == [])
        #expect(!(try Self.text(site, "characters/이다.html")).contains("<svg"))
        // A market answer carries its own two weeks: without a store, the latest one's days.
        #expect(Self.points(in: try Self.text(site, "market.html"), chart: "chart-price-66110223") == 2)
        #expect(!(try Self.text(site, "characters/이다.md")).contains("## 기록"))
    }
}
