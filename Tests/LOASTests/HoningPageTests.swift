import Foundation
import Honing
import LOASTestSupport
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// The planner's page (issue 52) on a fictional character whose armory the build reads:
/// each piece's next step priced at the market's answers, a missing price named and its gold
/// unknown (never 0), a piece at the last stage done, the 완갑 apart, and the sheet linking
/// to it. The tables are two rows made here, so the test does not follow `honing.yml`.
@Suite struct HoningPageTests {
    static let crystal = 66102107, leapstone = 66110226, pouch = 66130143

    static let tables = HoningTables(
        rows: [
            HoningStep(
                line: .jeonyul, kind: .armor, from: 21, baseRate: Rate(percent: 1),
                materials: [MaterialAmount(material: crystal, amount: 2080), MaterialAmount(material: leapstone, amount: 24)],
                shards: 21280, silver: 28800, gold: 5450, breaths: [], books: [], growthShards: 77000, status: .confirmed, source: "test"),
            HoningStep(
                line: .wangap, kind: .vambrace, from: 17, baseRate: Rate(percent: 3),
                materials: [MaterialAmount(material: crystal, amount: 3170)],
                shards: 28870, silver: 104000, gold: 10030, breaths: [], books: [], growthShards: 388000, status: .confirmed,
                growthStatus: .single, source: "test"),
        ],
        materials: [
            HoningMaterial(id: crystal, name: "운명의 수호석 결정", bundle: 100, category: 50010),
            HoningMaterial(id: leapstone, name: "위대한 운명의 돌파석", bundle: 1, category: 50010),
            HoningMaterial(id: pouch, name: "운명의 파편 주머니(대)", bundle: 1, pouchShards: 3000, category: 50010),
        ], asOf: "2026-11-30")

    static func item(_ slot: String, _ name: String, _ grade: String) -> [String: Any] {
        let tooltip = #"{"Element_000": {"type": "NameTagBox", "value": "\#(name)"}}"#
        return ["Type": slot, "Name": name, "Grade": grade, "Tooltip": tooltip]
    }

    static func market(_ id: Int, _ name: String, bundle: Int, price: Double) -> Data {
        let answer: [[String: Any]] = [
            ["Name": name, "BundleCount": bundle, "Stats": [["Date": "2026-11-29", "AvgPrice": price, "TradeCount": 1000]]]
        ]
        return (try? JSONSerialization.data(withJSONObject: answer)) ?? Data()
    }

    /// The built site; the leapstone has no market answer.
    static let site: Result<[String: String], any Error> = Result {
        let armory: [String: Any] = [
            "ArmoryProfile": ["CharacterName": "재련꾼", "ItemAvgLevel": "1,780.00"],
            "ArmoryEquipment": [
                item("투구", "+21 운명의 전율 머리장식", "고대"), item("상의", "+25 운명의 전율 상의", "고대"),
                item("완갑", "+17 운명의 전율 완갑", "유물"),
            ],
        ]
        let files = [
            "armories/characters/재련꾼.json": try JSONSerialization.data(withJSONObject: armory),
            "markets/items/\(crystal).json": market(crystal, "운명의 수호석 결정", bundle: 100, price: 37),
            "markets/items/\(pouch).json": market(pouch, "운명의 파편 주머니(대)", bundle: 1, price: 498),
        ]
        var options = SiteBuilder.Options()
        options.site.honingTables = tables
        let built = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files), options: options).build()
        return built.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    static func page(_ path: String) throws -> String {
        try #require(try site.get()[path], "no \(path)")
    }

    @Test func missingPriceIsNamedAndItsGoldUnknownNeverZero() throws {
        let html = try Self.page("honing.html")
        #expect(html.contains("시세 없음: 위대한 운명의 돌파석"))
        #expect(html.contains("기대 <strong>알 수 없음</strong>"))
        #expect(try Self.page("honing.md").contains("기대 **알 수 없음**"))
    }

    @Test func pieceAtTheLastStageIsDone() throws {
        #expect(try Self.page("honing.html").contains(#"<strong>+25</strong> <span class="tag">완료</span>"#))
    }

    @Test func vambraceHasItsOwnListPricedWhereEveryPriceIsKnown() throws {
        let html = try Self.page("honing.html")
        let vambrace = try #require(html.firstRange(of: #"<h3 class="plan-vambrace">"#))
        let rest = html[vambrace.upperBound...]
        #expect(rest.contains(#"<span class="piece-slot-name">완갑</span> <strong>+17</strong> → <strong>+18</strong>"#))
        #expect(rest.contains(#"<span class="estimate-mark">추정</span>"#), "its growth is from one source")
        #expect(!rest.contains("알 수 없음"))
    }

    @Test func pageShowsTheDatesOfPricesAndTables() throws {
        let html = try Self.page("honing.html")
        #expect(html.contains(#"시세 <time datetime="2026-11-29">2026-11-29</time> 기준"#))
        #expect(html.contains(#"재련 표 <time datetime="2026-11-30">2026-11-30</time> 기준"#))
    }

    @Test func sheetLinksToItsPartOfThePlanner() throws {
        let anchor = "plan-재련꾼".addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? ""
        #expect(try Self.page("characters/재련꾼.html").contains(#"<a href="../honing.html#\#(anchor)">"#))
        #expect(try Self.page("honing.html").contains(#"id="plan-재련꾼""#))
    }
}
