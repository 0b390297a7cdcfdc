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

    /// A year of fetches four times a day, with one spike up and one down in the middle.
    @Test func aYearOfFetchesDrawsItsShapeFromAFewHundredPointsAndMarksTheLatest() throws {
        var points = (0..<1_460).map { run in
            HistoryPoint(date: StoreFixtures.day(1) + Double(run) * 21_600, value: 1_700 + Double(run % 40) / 10)
        }
        points[700].value = 1_800
        points[701].value = 1_600
        let svg = LineChart(id: "c", title: "t", points: points, decimals: 2).svg(.builtIn)

        let polyline = try #require(svg.firstRange(of: #"points=""#).map { svg[$0.upperBound...] })
        let vertices = polyline.prefix { $0 != "\"" }.split(separator: " ")
        // At most four points in each two-pixel column of the 552-pixel plot.
        #expect(vertices.count <= 4 * 276, "\(vertices.count) vertices")
        #expect(svg.utf8.count < 20_000, "\(svg.utf8.count) bytes")
        #expect(vertices.contains { $0.hasSuffix(",16") }, "the spike up reaches the top")
        #expect(vertices.contains { $0.hasSuffix(",188") }, "the spike down reaches the bottom")
        #expect(vertices.first?.hasPrefix("72,") == true && vertices.last?.hasPrefix("624,") == true)
        #expect(svg.components(separatedBy: "<circle ").count - 1 == 1)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
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
}
