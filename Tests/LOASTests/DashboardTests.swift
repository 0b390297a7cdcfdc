import Demo
import Foundation
import LOASTestSupport
import LostArkAPI
import Planning
import SnapshotStore
import Testing

@testable import SitePages
@testable import SiteWriter

/// The front page: the character cards, the week at a glance and the notices.
@Suite struct DashboardTests {
    static func build(_ options: SiteBuilder.Options = .init()) throws -> String {
        let site = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build()
        return String(decoding: site.files["index.html"] ?? Data(), as: UTF8.self)
    }

    static func section(_ html: String, _ id: String) -> String {
        guard let start = html.range(of: #"aria-labelledby="\#(id)""#) else { return "" }
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)])
    }

    /// The names on the character cards, in the page's order.
    static func cardNames(_ html: String) -> [String] {
        section(html, "cards-heading").matches(of: /<li class="card[^"]*" data-name="([^"]+)"/).map { String($0.output.1) }
    }

    @Test func withoutAConfigTheHighestSheetLeadsAndEverySheetIsACard() throws {
        let html = try Self.build()
        #expect(Self.cardNames(html) == ["별빛수호자", "노을빛검사", "달그림자", "새싹모코코"])
        #expect(Self.section(html, "cards-heading").contains(#"<li class="card main" data-name="별빛수호자""#))
    }

    @Test func theConfiguredMainCharacterAndCharactersAreTheCardsInOrder() throws {
        let html = try Self.build(.init(site: SiteSettings(mainCharacter: "달그림자", favourites: ["새싹모코코", "없는캐릭터"])))
        #expect(Self.cardNames(html) == ["달그림자", "새싹모코코"])
    }

    @Test func aMainCharacterWithoutASheetFallsBackToTheHighest() throws {
        let html = try Self.build(.init(site: SiteSettings(mainCharacter: "없는캐릭터")))
        #expect(Self.cardNames(html).first == "별빛수호자")
    }

    @Test func theFavouritesTableIsGone() throws {
        let html = try Self.build()
        #expect(!html.contains("favourites-heading") && !html.contains(#"<table class="roster">"#))
    }

    @Test func islandsGiveGoldOnlyOnTheDaysTheirGoldRewardLists() throws {
        let entry = try JSONDecoder().decode(
            CalendarEntry.self,
            from: Data(
                #"""
                {"CategoryName": "모험 섬", "ContentsName": "금빛 섬",
                 "StartTimes": ["2026-11-18T09:00:00", "2026-11-19T09:00:00"],
                 "RewardItems": [{"ItemLevel": 0, "Items": [{"Name": "골드", "StartTimes": ["2026-11-19T09:00:00"]}]}]}
                """#.utf8))
        let boss = try JSONDecoder().decode(
            CalendarEntry.self,
            from: Data(
                #"""
                {"CategoryName": "필드보스", "ContentsName": "세베크 아툰", "StartTimes": ["2026-11-19T11:00:00"]}
                """#.utf8))
        let days = WeekGlance(WeekSchedule([entry, boss]), calendarHref: .link(SitePaths.calendar)).days
        #expect(days.map(\.date) == ["2026-11-18", "2026-11-19"])
        #expect(days.map { $0.islands.map(\.gold) } == [[false], [true]])
        #expect(days.map(\.fieldBoss) == [false, true])
        #expect(days[1].href?.html == "calendar.html" && days[1].href?.markdown == "calendar.md")
    }

    @Test func everyDayOfTheDemoWeekIsARowTheScriptCanMarkAsToday() throws {
        let html = try Self.build()
        let week = Self.section(html, "week-heading")
        for day in 18...24 {
            #expect(week.contains(#"<tr data-day="2026-11-\#(day)">"#))
        }
        #expect(week.contains(#"<script src="week.js" defer></script>"#))
    }
}

extension DashboardTests {
    @Test func theNewestNoticesAreListedNewestFirstWithTheWayToTheNewsPage() throws {
        let notices = (1...7).map { day in
            #"{"Title": "공지 \#(day)", "Date": "2026-11-0\#(day)T10:00:00", "Link": "https://lostark.game.onstove.com/News/Notice/Views/\#(day)", "Type": "공지"}"#
        }
        let files = ["news/notices.json": Data("[\(notices.joined(separator: ","))]".utf8)]
        let site = try SiteBuilder(snapshots: InMemorySnapshots(label: "test", files: files)).build()
        let html = String(decoding: site.files["index.html"] ?? Data(), as: UTF8.self)
        let section = Self.section(html, "notices-heading")
        let shown = section.matches(of: /공지 (\d)/).map { String($0.output.1) }
        #expect(shown == ["7", "6", "5", "4", "3"])
        #expect(section.contains(#"href="news.html""#))
        #expect(String(decoding: site.files["index.md"] ?? Data(), as: UTF8.self).contains("[소식 전체 보기](news.md)"))
    }
}
