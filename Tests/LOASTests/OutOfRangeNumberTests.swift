import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// A number no game figure reaches, from the API or from a file a user writes, never stops
/// a build: the field is read as absent, a warning names the file and the field, and the
/// page is still built. (Each of these crashed the build with SIGILL before.)
@Suite struct OutOfRangeNumberTests {
    static func site(_ files: [String: Any], options: SiteBuilder.Options = .init()) throws -> SiteBuilder.Site {
        let data = try files.mapValues { try JSONSerialization.data(withJSONObject: $0) }
        return try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: data), options: options).build()
    }

    static func armory(_ name: String, collectibles: [[String: Any]]) -> [String: Any] {
        [
            "ArmoryProfile": ["CharacterName": name, "ItemAvgLevel": "1,600.00", "ServerName": "루페온"],
            "Collectibles": collectibles,
        ]
    }

    @Test func aCollectiblePointAtIntMaxIsAWarningAndTheSheetIsBuilt() throws {
        let armory = Self.armory("큰수", collectibles: [["Type": "모코코 씨앗", "Point": Int.max, "MaxPoint": 1_474, "CollectiblePoints": []]])
        let site = try Self.site(["armories/characters/큰수.json": armory])
        #expect(
            site.warnings.contains("test/armories/characters/큰수.json: Collectibles[0].Point 9223372036854775807 is out of range"),
            "\(site.warnings)")
        #expect(site.warnings.count { $0.contains("Collectibles[0].Point") } == 1, "\(site.warnings)")
        let sheet = try #require(site.files["characters/큰수.html"].map { VisibleText.ofHTML(String(decoding: $0, as: UTF8.self)) })
        #expect(sheet.contains("모코코 씨앗"))
        #expect(!sheet.contains("9,223,372,036,854,775,807"))
    }

    @Test func aNegativePointUnderAHugeMaxPointIsAWarningAndTheSheetIsBuilt() throws {
        let armory = Self.armory(
            "음수",
            collectibles: [
                [
                    "Type": "섬의 마음", "Point": -1, "MaxPoint": Int.max,
                    "CollectiblePoints": [
                        ["PointName": "어딘가", "Point": -1, "MaxPoint": Int.max]
                    ],
                ]
            ])
        let site = try Self.site(["armories/characters/음수.json": armory])
        #expect(
            site.warnings.contains("test/armories/characters/음수.json: Collectibles[0].MaxPoint 9223372036854775807 is out of range"),
            "\(site.warnings)")
        #expect(
            site.warnings.contains(
                "test/armories/characters/음수.json: Collectibles[0].CollectiblePoints[0].MaxPoint 9223372036854775807 is out of range"))
        #expect(site.files["characters/음수.html"] != nil)
        #expect(site.files["characters/음수.md"] != nil)
    }

    @Test func aMarketTradeCountAtIntMaxIsAWarningAndTheMarketPageIsBuilt() throws {
        let market: [Any] = [
            [
                "Name": "시험 재료", "TradeRemainCount": NSNull(),
                "Stats": [
                    ["Date": "2026-11-21", "AvgPrice": 12.5, "TradeCount": Int.max],
                    ["Date": "2026-11-20", "AvgPrice": 12.0, "TradeCount": 100],
                ],
            ]
        ]
        let site = try Self.site(["markets/items/1.json": market])
        #expect(
            site.warnings.contains("test/markets/items/1.json: [0].Stats[0].TradeCount 9223372036854775807 is out of range"),
            "\(site.warnings)")
        let page = try #require(site.files["market.html"].map { VisibleText.ofHTML(String(decoding: $0, as: UTF8.self)) })
        #expect(page.contains("시험 재료"))
    }

    @Test(arguments: ["[9223372036854775807, 1]", "[5e18, 5e18]", "[5000000000000000000, 5000000000000000000]"])
    func raidGoldPastTheRangeIsRefusedNamingTheFileAndPlace(gold: String) throws {
        let yaml = "raids:\n  - name: 에기르\n    difficulties:\n      - { difficulty: 하드, min_item_level: 1, gold: \(gold) }\n"
        let error = #expect(throws: ConfigError.self) {
            try RaidCatalogFile.parse(Data(yaml.utf8), file: URL(fileURLWithPath: "/tmp/raids.yml"))
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("raids.yml"), "\(message)")
        #expect(message.contains("raids[1].difficulties[1].gold[1]"), "\(message)")
        #expect(message.contains("out of range") || message.contains("should be a whole number"), "\(message)")
    }

    /// The catalog's sums are clamped too, for a catalog made in code rather than read.
    @Test func theHomeworkBoardSumsGoldWithoutTrapping() throws {
        let raids = ["에기르", "베히모스", "카멘"].map {
            RaidDifficulty(raid: $0, difficulty: "하드", minItemLevel: 1, gateGold: [Int.max, 1], gateBound: [Int.max, Int.max])
        }
        let armory: [String: Any] = ["ArmoryProfile": ["CharacterName": "부자", "ItemAvgLevel": "1,700.00", "ServerName": "루페온"]]
        let site = try Self.site(
            ["armories/characters/부자.json": armory], options: .init(site: SiteSettings(raidCatalog: RaidCatalog(raids: raids))))
        #expect(site.files["homework.html"] != nil)
    }

    /// The scheduled run's case: such an answer fetched into the store, then built from it
    /// with history (charts, "changed since") every time after.
    @Test func aStoredAnswerOutOfRangeStillBuildsFromTheStoreWithHistory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let path = "armories/characters/이다.json"
        for (day, level, power, point) in [(1, "1,600.00", "2,000.50", "1"), (2, "1e300", "1e999", "9223372036854775807")] {
            let body =
                #"{"ArmoryProfile": {"CharacterName": "이다", "ItemAvgLevel": "\#(level)", "CombatPower": "\#(power)"}, "#
                + #""Collectibles": [{"Type": "모코코 씨앗", "Point": \#(point), "MaxPoint": 2, "CollectiblePoints": []}]}"#
            _ = try store.record([Response(mirrorPath: path, body: Data(body.utf8), fetchedAt: StoreFixtures.day(day))])
        }
        let market = #"[{"Name": "돌", "Stats": [{"Date": "2026-11-21", "AvgPrice": 1e300, "TradeCount": 9223372036854775807}]}]"#
        _ = try store.record([Response(mirrorPath: "markets/items/7.json", body: Data(market.utf8), fetchedAt: StoreFixtures.day(2))])
        let site = try SiteBuilder(snapshots: try store.snapshots(), history: store).build()
        #expect(site.files["characters/이다.html"] != nil)
        #expect(site.files["market.html"] != nil)
        for field in ["ArmoryProfile.ItemAvgLevel 1e300", "ArmoryProfile.CombatPower 1e999", "Collectibles[0].Point 9223372036854775807"] {
            #expect(site.warnings.contains { $0.hasSuffix("\(path): \(field) is out of range") }, "\(site.warnings)")
        }
        #expect(
            site.warnings.contains { $0.hasSuffix("markets/items/7.json: [0].Stats[0].TradeCount 9223372036854775807 is out of range") })
        #expect(site.warnings.contains { $0.hasSuffix("markets/items/7.json: [0].Stats[0].AvgPrice 1e+300 is out of range") })
    }

    /// JSON allows numbers no Swift number holds; Foundation refuses to read them.
    @Test func aNumberPastDoubleIsAWarningToo() throws {
        let armory = #"{"ArmoryProfile": {"CharacterName": "무한", "CharacterLevel": 1e400, "ItemAvgLevel": "1,600.00"}}"#
        let files = ["armories/characters/무한.json": Data(armory.utf8)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        #expect(
            site.warnings.contains("test/armories/characters/무한.json: ArmoryProfile.CharacterLevel is out of range"),
            "\(site.warnings)")
        #expect(site.files["characters/무한.html"] != nil)
    }
}
