import Foundation
import LOASTestSupport
import LostArkAPI
import SnapshotStore
import Support
import Testing

@testable import SitePages
@testable import SiteWriter

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG chart: well-formed, escaped, readable labels; and the equipment comparison.
@Suite struct LineChartTests {
    static func point(_ day: Int, _ value: Double) -> HistoryPoint {
        HistoryPoint(date: StoreFixtures.day(day), value: value)
    }

    @Test func chartIsWellFormedXMLWithOneCirclePerPoint() {
        let chart = LineChart(
            id: "c", title: "아이템 레벨", points: [Self.point(1, 1600), Self.point(2, 1610), Self.point(5, 1640)], decimals: 2)
        let svg = chart.svg(.builtIn)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.components(separatedBy: "<circle ").count - 1 == 3)
        #expect(svg.contains(">1,640.00</text>"))
        #expect(svg.contains(#"aria-labelledby="c-title c-desc""#))
    }

    @Test func aHostileTitleStaysText() {
        let svg = LineChart(id: "c", title: "</title><script>alert(1)</script>", points: [Self.point(1, 5)], decimals: 0).svg(.builtIn)
        #expect(!svg.contains("<script>"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    @Test func aSinglePointOrAFlatSeriesDrawsWithoutDividingByZero() {
        for points in [[Self.point(1, 7)], [Self.point(1, 7), Self.point(2, 7)]] {
            let svg = LineChart(id: "c", title: "t", points: points, decimals: 0).svg(.builtIn)
            #expect(!svg.contains("nan") && !svg.contains("inf"))
            #expect(svg.components(separatedBy: "<circle ").count - 1 == points.count)
        }
    }

    @Test func datesAreKoreanCalendarDays() {
        // 2026-11-20 15:30 UTC is already the 21st in Korea.
        #expect(ChartLabels.kstDay(Date(timeIntervalSince1970: 1_795_188_600)) == "2026-11-21")
        #expect(ChartLabels.number(1234567.891, decimals: 2) == "1,234,567.89")
        #expect(ChartLabels.number(-5, decimals: 0) == "-5")
    }

    static func armory(_ items: [(String, String)], level: String) throws -> Armory {
        let equipment = items.map { #"{"Type": "\#($0.0)", "Name": "\#($0.1)"}"# }.joined(separator: ",")
        let json = #"{"ArmoryProfile": {"CharacterName": "x", "ItemAvgLevel": "\#(level)"}, "ArmoryEquipment": [\#(equipment)]}"#
        return try JSONDecoder().decode(Armory.self, from: Data(json.utf8))
    }

    @Test func changesTellHoningFromSwapsAndPairRingsInOrder() throws {
        let old = try Self.armory([("무기", "+20 업화 무기"), ("반지", "A 반지"), ("반지", "B 반지"), ("어빌리티 스톤", "돌")], level: "1,600.00")
        let new = try Self.armory([("무기", "+22 업화 무기"), ("반지", "A 반지"), ("반지", "C 반지"), ("팔찌", "팔찌")], level: "1,610.00")
        let changes = ArmoryChanges(from: old, to: new)
        #expect(
            changes.changes == [
                .honed(slot: "무기", name: "업화 무기", from: 20, to: 22),
                .swapped(slot: "반지", from: "B 반지", to: "C 반지"),
                .equipped(slot: "팔찌", name: "팔찌"),
                .removed(slot: "어빌리티 스톤", name: "돌"),
            ])
        #expect(changes.itemLevelGain == 10)
    }
}
