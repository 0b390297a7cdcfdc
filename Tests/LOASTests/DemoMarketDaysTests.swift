import Demo
import Foundation
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// The demo moved into the week of its build lists no market day after the build's own.
@Suite struct DemoMarketDaysTests {
    @Test func aDemoBuiltOnThursdayHasNoPricesOfTheWeekend() throws {
        let now = try #require(KoreanDate.date(kst: "2026-11-26T12:00"))
        let demo = InMemorySnapshots.demo(weekContaining: now)
        let site = try SiteBuilder(
            snapshots: demo, history: DemoHistory.make(from: demo, weekContaining: now), options: .init(site: SiteSettings(now: now))
        )
        .build()
        let page = String(decoding: try #require(site.files["market.md"]), as: UTF8.self)
        #expect(page.contains("| 2026-11-26 |"))
        #expect(!page.contains("| 2026-11-27 |") && !page.contains("| 2026-11-28 |"))
        #expect(site.warnings == [])
    }
}
