import Foundation
import Honing
import LOASConfig
import Testing

/// The planner's materials are fetched with no setting, but a phone should not scroll past a
/// chart for every book: the market page charts the few honing.yml marks, and lists the rest.
@Suite struct MarketChartsTests {
    @Test func theMarketPageChartsOnlyTheMaterialsHoningYmlMarks() throws {
        let page = try DemoSiteTests.page("market.html")
        let tables = try HoningTableFile.bundled()
        let charted = tables.materials.filter(\.chart).map(\.id)
        let listedOnly = tables.materials.filter { !$0.chart }.map(\.id)
        #expect(charted.count == 7)
        for id in charted { #expect(page.contains("id=\"chart-price-\(id)\""), "no chart for \(id)") }
        for id in listedOnly {
            #expect(!page.contains("id=\"chart-price-\(id)\""), "\(id) is charted")
            #expect(page.contains("id=\"item-\(id)\""), "\(id) is not listed")
        }
    }
}
