import Foundation
import LOASTestSupport
import Planning
import SnapshotStore
import Testing

@testable import SiteWriter

/// A calendar fetched in a week that is over by the time the site is built names its week and
/// says it is past, on the front page and the calendar, in both formats.
@Suite struct PastWeekTests {
    /// The demo's calendar is the week of 2026-11-18 (Wednesday), over at 2026-11-25 06:00 KST.
    static func site(builtAt moment: String) throws -> [String: String] {
        let now = try #require(KoreanDate.date(kst: moment))
        let site = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(now: now)).build()
        return site.files.filter { ["index.html", "calendar.html", "index.md", "calendar.md"].contains($0.key) }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aWeekThatIsOverSaysWhichWeekAndThatItIsPast() throws {
        let pages = try Self.site(builtAt: "2026-11-26T10:00")
        #expect(pages.count == 4)
        for (path, page) in pages {
            #expect(page.contains("11/18 (수) – 11/24 (화) 한 주의 일정"), "\(path)")
            #expect(page.contains("지난 주의 일정입니다"), "\(path)")
            #expect(!page.contains(#"<span class="week-past" hidden>"#), "\(path)")
        }
    }

    @Test func theWeekItIsStillOnlyNamesItsDaysAndLeavesThePastToTheScript() throws {
        let pages = try Self.site(builtAt: "2026-11-25T05:59")
        for (path, page) in pages {
            #expect(page.contains("11/18 (수) – 11/24 (화) 한 주의 일정"), "\(path)")
        }
        #expect(try #require(pages["calendar.html"]).contains(#"<span class="week-past" hidden>"#))
        #expect(try #require(pages["calendar.md"]).contains("지난 주") == false)
    }
}
