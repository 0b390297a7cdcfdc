import Foundation
import LOASTestSupport
import Planning
import SitePages
import SnapshotStore
import Support
import Testing

@testable import Demo
@testable import SiteWriter

/// The demo built with a clock is moved by whole weeks into the game week of that clock, so a
/// demo built today shows this week; built without one it stays as written (the goldens).
@Suite struct DemoOfTodayTests {
    static func site(builtAt moment: String) throws -> [String: String] {
        let now = try #require(KoreanDate.date(kst: moment))
        let demo = InMemorySnapshots.demo(weekContaining: now)
        let site = try SiteBuilder(
            snapshots: demo, history: DemoHistory.make(from: demo, weekContaining: now), options: .init(site: SiteSettings(now: now))
        ).build()
        return site.files.filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".md") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The fallback the week's script replaces in a hidden list, not a sentence a reader sees.
    static let scriptFallback = #"<span class="next-time">이번 주 일정 없음</span>"#
    /// The words the front page's today strip keeps for its script, for a week with nothing left.
    static let todayFallback = #"data-none="이번 주 남은 일정 없음""#

    @Test(arguments: [
        ("2027-03-10T12:00", "3/10 (수) – 3/16 (화) 한 주의 일정", "2027-03-10 06:00 KST"),
        ("2026-12-24T23:00", "12/23 (수) – 12/29 (화) 한 주의 일정", "2026-12-24 06:00 KST"),
    ])
    func theFrontPageAndCalendarShowTheWeekOfTheBuild(moment: String, week: String, asOf: String) throws {
        let pages = try Self.site(builtAt: moment)
        for path in ["index.html", "calendar.html", "index.md", "calendar.md"] {
            let page = try #require(pages[path])
            #expect(page.contains(week), "\(path)")
            #expect(page.contains("데이터 기준"), "\(path)")
            // Fetched that morning at the latest: never a stamp from later in the week.
            #expect(page.contains(asOf), "\(path)")
        }
        // The week is the build's own, so it is not said to be past (the script may say so later).
        #expect(try #require(pages["calendar.html"]).contains(#"<span class="week-past" hidden>"#))
        #expect(try #require(pages["index.md"]).contains("지난 주") == false)
    }

    @Test func noPageOfTheMovedDemoSaysThereIsNothingScheduled() throws {
        let pages = try Self.site(builtAt: "2026-12-24T23:00")
        for (path, page) in pages {
            let words = page.replacingOccurrences(of: Self.scriptFallback, with: "").replacingOccurrences(of: Self.todayFallback, with: "")
            #expect(!words.contains("일정 없음"), "\(path)")
        }
        // Nor would the week's script: every category of the glance starts again after the
        // build's moment within its week, so none is left to "이번 주 일정 없음".
        let now = try #require(KoreanDate.date(kst: "2026-12-24T23:00")).timeIntervalSince1970
        let weekEnd = now + 6 * 86_400
        // The glance's lists (the today strip's are each one day's, some of them over).
        let lists = try #require(pages["index.html"]).components(separatedBy: #"<li data-starts=""#).dropFirst()
        #expect(!lists.isEmpty)
        for list in lists {
            let starts = (list.split(separator: "\"").first ?? "").split(separator: " ").compactMap { Double($0) }
            #expect(starts.contains { $0 > now && $0 < weekEnd }, "\(list.prefix(80))")
        }
    }

    @Test func withoutAClockTheDemoIsAsWritten() {
        #expect(DemoWeek.weeks(toWeekContaining: nil) == 0)
        let demo = InMemorySnapshots.demo(weekContaining: nil)
        #expect(demo.times(at: "gamecontents/calendar.json")?.fetchedAt == DemoWeek.takenAt)
    }

    @Test func aBuildOnTheWeeklyResetMovesToTheWeekItStarts() throws {
        // Wednesday 2026-11-25 06:00 KST starts the week after the demo's own; a minute
        // earlier is still the demo's week.
        let before = try #require(KoreanDate.date(kst: "2026-11-25T05:59"))
        let reset = try #require(KoreanDate.date(kst: "2026-11-25T06:00"))
        let earlier = try #require(KoreanDate.date(kst: "2026-11-11T06:00"))
        #expect(DemoWeek.weeks(toWeekContaining: before) == 0)
        #expect(DemoWeek.weeks(toWeekContaining: reset) == 1)
        #expect(DemoWeek.weeks(toWeekContaining: earlier) == -1)
    }

    @Test func onlyQuotedDatesMoveAndByWholeDays() {
        let moved = DemoWeek.movingDates(in: #"{"Date":"2026-12-30T19:00:00","v":"20261121","t":"2026-11-21"}"#, days: 7)
        #expect(moved == #"{"Date":"2027-01-06T19:00:00","v":"20261121","t":"2026-11-28"}"#)
    }
}

/// The demo roster is late 2026: no elixir or transcendence (removed 2025-12-10), a main
/// showing ArkPassive ranks and radiance gems.
@Suite struct DemoRosterTests {
    static let sheets: [String: String] = {
        let site = try? DemoSite.plain.get()
        return (site?.files ?? [:]).filter { $0.key.hasPrefix("characters/") || $0.key.hasPrefix("tooltips/") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
    }()

    @Test func noDemoSheetMentionsElixirsOrTranscendence() {
        #expect(!Self.sheets.isEmpty)
        for (path, page) in Self.sheets {
            #expect(!page.contains("엘릭서"), "\(path)")
            #expect(!page.contains("초월"), "\(path)")
        }
    }

    @Test func theMainsSummaryShowsArkPassiveRanksAndRadianceGems() throws {
        let sheet = try #require(Self.sheets["characters/별빛수호자.html"])
        let afterSummary = try #require(sheet.components(separatedBy: #"<section id="summary">"#).dropFirst().first)
        let summary = try #require(afterSummary.components(separatedBy: "<section").first)
        #expect(summary.contains(#"진화 120</strong> <span class="ap-rank">6랭크 30레벨</span>"#))
        #expect(summary.contains("10레벨 광휘 (피해) ×1") && summary.contains("10레벨 광휘 (재사용 대기시간) ×1"))
    }

    @Test func theDemosHistoryEndsNoLaterThanItsSnapshots() throws {
        let now = try #require(KoreanDate.date(kst: "2026-11-26T23:30"))
        let demo = InMemorySnapshots.demo(weekContaining: now)
        let history = DemoHistory.make(from: demo, weekContaining: now)
        let last = try #require(history.itemLevels["별빛수호자"]?.last?.date)
        #expect(last <= GameResets.dayStart(containing: now))
    }
}
