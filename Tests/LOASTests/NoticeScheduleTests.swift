import Discord
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// Today's schedule once a game day, last week's gains once a week, each at its reset on
/// Korea's clock (06:00 KST; Wednesday for the week), on a `ManualClock`.
@Suite struct NoticeScheduleTests {
    /// A fetch before the week of Wednesday 2026-11-18 began and one after; the first run
    /// (which records that day and week as told) at 09:00 KST.
    static let fetches = [NoticeFixture.kst("2026-11-17T20:00"), NoticeFixture.kst("2026-11-18T07:00")]
    static let firstRun = NoticeFixture.kst("2026-11-18T09:00")

    static func started() async throws -> (NoticeFixture, ManualClock) {
        let fixture = try NoticeFixture(fetches: fetches)
        let clock = ManualClock(now: firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        return (fixture, clock)
    }

    static func titles(_ notices: [OutgoingNotice]) -> [String] {
        notices.flatMap(\.embeds).compactMap(\.title)
    }

    @Test func theDayNoticeWaitsForTheDailyResetAndIsPostedOnce() async throws {
        let (fixture, clock) = try await Self.started()
        defer { fixture.remove() }

        clock.advance(to: NoticeFixture.kst("2026-11-19T05:59"))
        let before = try fixture.compose(now: clock.now)
        clock.advance(to: NoticeFixture.kst("2026-11-19T06:00"))
        let poster = RecordingPoster()
        _ = try await fixture.run(clock: clock, poster: poster)
        clock.advance(to: NoticeFixture.kst("2026-11-19T23:00"))
        let again = try fixture.compose(now: clock.now)

        #expect(!Self.titles(before).contains { $0.hasPrefix("오늘의 일정") })
        #expect(poster.messages.flatMap(\.embeds).compactMap(\.title) == ["오늘의 일정 · 11/19 (목)"])
        #expect(again.isEmpty)
    }

    @Test func theDayNoticeGivesTheDaysIslandsAndChaosGateTimes() async throws {
        let (fixture, clock) = try await Self.started()
        defer { fixture.remove() }
        clock.advance(to: NoticeFixture.kst("2026-11-19T06:00"))

        let embed = try #require(try fixture.compose(now: clock.now).flatMap(\.embeds).first)

        let fields = Dictionary(uniqueKeysWithValues: embed.fields.map { ($0.name, $0.value) })
        #expect(fields["모험 섬"]?.contains("달빛 축제 섬 · 11:00") == true)
        #expect(fields["카오스게이트"] == "18:50–23:50, 60분마다")
        #expect(embed.fields.map(\.name).allSatisfy { ["모험 섬", "필드보스", "카오스게이트"].contains($0) })
    }

    @Test func noDayNoticeWhenTheCalendarHasNothingOfToday() async throws {
        let (fixture, clock) = try await Self.started()
        defer { fixture.remove() }

        clock.advance(to: NoticeFixture.kst("2026-12-02T07:00"))

        #expect(!Self.titles(try fixture.compose(now: clock.now)).contains { $0.hasPrefix("오늘의 일정") })
    }

    @Test func theWeekNoticeWaitsForTheWednesdayResetAndGivesEachCharactersGainsOnce() async throws {
        let (fixture, clock) = try await Self.started()
        defer { fixture.remove() }
        try fixture.fetch(2, at: NoticeFixture.kst("2026-11-20T12:00"))

        clock.advance(to: NoticeFixture.kst("2026-11-25T05:59"))
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        clock.advance(to: NoticeFixture.kst("2026-11-25T06:00"))
        let poster = RecordingPoster()
        _ = try await fixture.run(clock: clock, poster: poster)
        let again = try fixture.compose(now: clock.now)

        let week = try #require(poster.messages.flatMap(\.embeds).first { $0.title?.hasPrefix("지난주 성장") == true })
        #expect(week.title == "지난주 성장 · 11/18 ~ 11/25")
        #expect(week.fields.map(\.name).sorted() == NoticeFixture.names.sorted())
        #expect(week.fields.allSatisfy { $0.value == "아이템 레벨 +1.66\n전투력 +40.00" })
        #expect(again.isEmpty)
    }
}
