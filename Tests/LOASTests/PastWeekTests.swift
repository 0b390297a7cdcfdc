import Demo
import Foundation
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Testing

@testable import SiteWriter

/// A calendar fetched in a week that is over by the time the site is built names its week and
/// says it is past, on the front page and the calendar, in both formats.
@Suite struct PastWeekTests {
    /// The demo's calendar is the week of 2026-11-18 (Wednesday), over at 2026-11-25 06:00 KST.
    static func site(builtAt moment: String) throws -> [String: String] {
        let now = try #require(KoreanDate.date(kst: moment))
        let site = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(now: now))).build()
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

    /// A week that is over has no next start: where it stood, the pages say that this week's
    /// schedule comes with the next fetch and when the calendar was last fetched.
    @Test func aWeekThatIsOverSaysThisWeeksComesWithTheNextFetchInsteadOfANextStart() throws {
        let pages = try Self.site(builtAt: "2026-11-26T10:00")
        #expect(pages.count == 4)
        for (path, page) in pages {
            #expect(!page.contains("다음 시작"), "\(path)")
            #expect(page.contains("이번 주 일정은 다음 수집 때 나옵니다 (마지막 수집 2026-11-21 09:00 KST)."), "\(path)")
        }
        #expect(try #require(pages["index.html"]).contains("이 캘린더는 지난 주 11/18 (수) – 11/24 (화)의 일정입니다."))
    }

    @Test func theWeekItIsStillOnlyNamesItsDaysAndLeavesThePastToTheScript() throws {
        let pages = try Self.site(builtAt: "2026-11-25T05:59")
        for (path, page) in pages {
            #expect(page.contains("11/18 (수) – 11/24 (화) 한 주의 일정"), "\(path)")
        }
        let calendar = try #require(pages["calendar.html"])
        #expect(calendar.contains(#"<span class="week-past" hidden>"#))
        // The next starts, for the script to show while the week runs.
        #expect(calendar.contains(#"<ul class="next-up" hidden>"#))
        #expect(try #require(pages["index.html"]).contains(#"<p class="today-next">"#))
        #expect(try #require(pages["calendar.md"]).contains("지난 주") == false)
    }
}
