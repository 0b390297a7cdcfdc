import Demo
import Foundation
import LOASConfig
import LOASTestSupport
import Planning
import SnapshotStore
import Support
import Testing

@testable import SitePages
@testable import SiteWriter

/// The front page's cards, today strip and week's gold, as the build makes them.
@Suite struct DashboardCardsTests {
    static func kst(_ text: String) throws -> Date { try #require(KoreanDate.date(kst: text)) }

    static func page(_ files: [String: Data], _ path: String = "index.html") -> String {
        String(decoding: files[path] ?? Data(), as: UTF8.self)
    }

    /// One card's markup, by character name.
    static func card(_ html: String, _ name: String) -> String {
        guard let start = html.range(of: #"data-name="\#(name)""#) else { return "" }
        let rest = html[start.upperBound...]
        return String(rest[..<(rest.range(of: "</li>")?.lowerBound ?? rest.endIndex)])
    }

    static func armory(_ name: String, itemLevel: String, combatPower: String) -> Data {
        Data(
            #"{"ArmoryProfile": {"CharacterName": "\#(name)", "CharacterClassName": "바드", "ItemAvgLevel": "\#(itemLevel)", "CombatPower": "\#(combatPower)"}, "ArmoryEquipment": []}"#
                .utf8)
    }

    @Test func theWeeksChangeCountsFromTheValueHeldAtWednesdaysReset() throws {
        let points = [
            HistoryPoint(date: try Self.kst("2026-11-10T09:00"), value: 1_590),
            HistoryPoint(date: try Self.kst("2026-11-18T05:59"), value: 1_600),
            HistoryPoint(date: try Self.kst("2026-11-18T06:00"), value: 1_605),
            HistoryPoint(date: try Self.kst("2026-11-20T09:00"), value: 1_612.5),
        ]
        // Wednesday 06:00 is the week's first moment: the value recorded then already counts.
        #expect(WeekChange.since(weekOf: try Self.kst("2026-11-21T12:00"), points) == 7.5)
        // A week later nothing has been gained in the new week.
        #expect(WeekChange.since(weekOf: try Self.kst("2026-11-26T12:00"), points) == 0)
        #expect(WeekChange.since(weekOf: try Self.kst("2026-11-21T12:00"), Array(points.suffix(1))) == nil)
        #expect(WeekChange.since(weekOf: nil, []) == nil)
    }

    @Test func theCachedSeriesKeepEnoughToTellTheWeeksChange() throws {
        let points = (0..<30).map { day in HistoryPoint(date: Date(timeIntervalSince1970: Double(day) * 86_400), value: Double(day)) }
        let recent = WeekChange.recent(points)
        #expect(recent.count == 9)
        #expect(recent.first?.value == 21)
        let moment = Date(timeIntervalSince1970: 29 * 86_400)
        #expect(WeekChange.since(weekOf: moment, recent) == WeekChange.since(weekOf: moment, points))
    }

    @Test func aStoreSitesCardsShowEveryCharacterWithItemLevelCombatPowerAndTheWeeksGain() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let store = try SnapshotDatabase(url: folder.store)
        let before = try Self.kst("2026-11-17T09:00"), after = try Self.kst("2026-11-19T09:00")
        for (name, old, new) in [
            ("이다", ("1,600.00", "1,000.00"), ("1,610.00", "1,100.50")), ("하나", ("1,500.00", "900.00"), ("1,500.00", "900.00")),
        ] {
            let path = "armories/characters/\(name).json"
            _ = try store.record([
                Response(mirrorPath: path, body: Self.armory(name, itemLevel: old.0, combatPower: old.1), fetchedAt: before)
            ])
            _ = try store.record([
                Response(mirrorPath: path, body: Self.armory(name, itemLevel: new.0, combatPower: new.1), fetchedAt: after)
            ])
        }
        let snapshot = try store.snapshots()
        let files = try SiteBuilder(
            snapshots: snapshot, history: snapshot, options: .init(site: SiteSettings(now: try Self.kst("2026-11-20T12:00")))
        ).build()
            .files
        let html = Self.page(files)
        #expect(DashboardTests.cardNames(html) == ["이다", "하나"])
        let gained = Self.card(html, "이다")
        #expect(gained.contains("1,610.00") && gained.contains("1,100.50"))
        #expect(gained.contains("이번 주 </span>+10.00") && gained.contains("이번 주 </span>+100.50"))
        let same = Self.card(html, "하나")
        #expect(same.contains("1,500.00") && same.contains("900.00") && !same.contains("change"))
    }

    @Test func aSiteWithoutHistoryStillShowsEveryCardTodayTheGoldAndTheNotices() throws {
        let options = SiteBuilder.Options(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()))
        let html = Self.page(try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().files)
        // The demo's 달그림자 has no combat power in its snapshot.
        for (name, level, power) in [
            ("별빛수호자", "1,780.00", "4,512.37"), ("노을빛검사", "1,765.83", "3,921.48"), ("달그림자", "1,600.83", "—"),
            ("새싹모코코", "250.00", "35.72"),
        ] {
            let card = Self.card(html, name)
            #expect(card.contains("<dt>아이템 레벨</dt><dd>\(level)</dd>") && card.contains("<dt>전투력</dt><dd>\(power)</dd>"), "\(name)")
        }
        #expect(!html.contains(#"class="change"#))
        for heading in ["today-heading", "gold-heading", "cards-heading", "week-heading", "notices-heading"] {
            #expect(html.contains(#"aria-labelledby="\#(heading)""#), "\(heading)")
        }
    }

    @Test func withoutScriptTheBuildsDayShowsWithWhatStartsNextAfterTheBuild() throws {
        let options = SiteBuilder.Options(site: SiteSettings(now: try Self.kst("2026-11-20T09:48")))
        let html = Self.page(try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().files)
        let shown = html.matches(of: /<div class="today-day" data-today="([0-9-]+)">/).map { String($0.output.1) }
        #expect(shown == ["2026-11-20"])
        #expect(html.matches(of: /<div class="today-day" data-today="[0-9-]+" hidden>/).count == 6)
        #expect(html.contains(#"<strong class="next-what">모험 섬 별빛 등대 섬</strong> <span class="next-at">11:00</span>"#))
    }

    @Test func aStripOfAWeekOverAtTheBuildSaysItsCalendarIsPast() throws {
        let over = Self.page(
            try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(now: try Self.kst("2026-12-10T12:00"))))
                .build().files)
        #expect(over.contains(#"<p class="strip-past">"#))
        let current = Self.page(
            try SiteBuilder(snapshots: InMemorySnapshots.demo, options: .init(site: SiteSettings(now: try Self.kst("2026-11-20T12:00"))))
                .build().files)
        #expect(current.contains(#"<p class="strip-past" hidden>"#))
    }

    @Test func theWeeksGoldIsTheHomeworkBoardsPlanWithEachOfItsGoldBoxes() throws {
        let options = SiteBuilder.Options(site: SiteSettings(raidCatalog: try RaidCatalogFile.bundled()))
        let files = try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().files
        let (index, board) = (Self.page(files), Self.page(files, "homework.html"))
        let planned = try #require(board.firstMatch(of: /이번 주 골드 <strong>([0-9,]+)<\/strong>/)?.output.1)
        #expect(index.contains("계획 <strong>\(planned)</strong>"))
        // A roster content worth no gold is no share of the week's gold.
        let boxes = board.matches(of: /data-task="([^"]+)" data-reset="weekly" data-gold="(\d+)"/).map { "\($0.output.1)=\($0.output.2)" }
            .filter { !$0.hasSuffix("=0") }
        let tasks = index.matches(of: /data-gold-task="([^"]+)" data-gold="(\d+)"/).map { "\($0.output.1)=\($0.output.2)" }
        #expect(!boxes.isEmpty && tasks.sorted() == boxes.sorted())
    }

    @Test func theMarkdownFrontPageHasTheCardsAsATableAndTheDaysScheduleAsAList() throws {
        let options = SiteBuilder.Options(site: SiteSettings(now: try Self.kst("2026-11-20T09:48")))
        let markdown = Self.page(try SiteBuilder(snapshots: InMemorySnapshots.demo, options: options).build().files, "index.md")
        #expect(markdown.contains(" (대표) | 바드 | 루페온 | 1,780.00 | 4,512.37 |"))
        #expect(markdown.contains("### 11/20 (금) 일정"))
        #expect(markdown.contains("- **모험 섬** 별빛 등대 섬: 11:00 13:00 19:00 21:00 23:00 — 보상: "))
        #expect(markdown.contains("- **필드보스**: 18:00–23:00, 60분마다"))
        #expect(!markdown.contains("<script"))
    }
}
