import Discord
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// `loas notify`'s promise against a store of three characters' changes: the first run names
/// the characters and posts no backlog, nothing is posted twice, and what a failure left is
/// posted by the next run. Time is a `ManualClock`.
@Suite struct NoticeRunTests {
    /// Two fetches on Wednesday 2026-11-18 (a change each already), the first run at 09:00 KST.
    static let firstFetches = [NoticeFixture.kst("2026-11-18T07:00"), NoticeFixture.kst("2026-11-18T08:00")]
    static let firstRun = NoticeFixture.kst("2026-11-18T09:00")

    @Test func theFirstRunPostsOneMessageNamingEveryCharacterWithItsItemLevelAndNoBacklog() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let poster = RecordingPoster()

        _ = try await fixture.run(clock: ManualClock(now: Self.firstRun), poster: poster)

        #expect(poster.messages.count == 1)
        for name in NoticeFixture.names {
            #expect(poster.text.contains("**\(name)** · 아이템 레벨 1,700.83"), "\(name)")
        }
        #expect(!poster.text.contains("시험의 무기"), "the changes before the first run are backlog")
    }

    @Test func aSecondRunPostsNothing() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        clock.advance(by: .seconds(3_600))
        let second = RecordingPoster()

        let outcome = try await fixture.run(clock: clock, poster: second)

        #expect(second.messages.isEmpty)
        #expect(outcome == NoticeRun.Outcome(messages: 0, notices: 0))
    }

    @Test func aNewFetchsChangesArePostedOnceOneNoticePerCharacter() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        try fixture.fetch(2, at: NoticeFixture.kst("2026-11-18T12:00"))
        clock.advance(to: NoticeFixture.kst("2026-11-18T12:05"))
        let poster = RecordingPoster()
        let again = RecordingPoster()

        _ = try await fixture.run(clock: clock, poster: poster)
        _ = try await fixture.run(clock: clock, poster: again)

        let embeds = poster.messages.flatMap(\.embeds)
        #expect(embeds.map(\.title) == NoticeFixture.names.sorted().map { "\($0)의 변화" })
        #expect(embeds.allSatisfy { $0.description?.contains("+11 → +12") == true })
        #expect(embeds.allSatisfy { $0.description?.contains("아이템 레벨 1,700.83 → 1,701.66 (+0.83)") == true })
        #expect(again.messages.isEmpty)
    }

    @Test func aFailedPostThrowsNamingTheFailureAndTheNextRunPostsOnlyWhatWasLeft() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        // Four fetches of three characters: twelve changes, two messages of ten and two embeds.
        for step in 2..<6 { try fixture.fetch(step, at: NoticeFixture.kst("2026-11-18T1\(step):00")) }
        clock.advance(to: NoticeFixture.kst("2026-11-18T17:00"))
        let failing = RecordingPoster(failFrom: 2)

        let failure = await #expect(throws: NoticeFailure.self) { try await fixture.run(clock: clock, poster: failing) }
        let next = RecordingPoster()
        _ = try await fixture.run(clock: clock, poster: next)

        #expect(failure?.description.contains("503 Service Unavailable") == true)
        #expect(failure?.description.contains("1 of 2 messages") == true)
        #expect(failing.messages.flatMap(\.embeds).count == 10)
        #expect(next.messages.flatMap(\.embeds).count == 2)
        #expect(Set(failing.messages.flatMap(\.embeds)).isDisjoint(with: next.messages.flatMap(\.embeds)))
    }

    @Test func aRunWhoseFirstMessageFailsRecordsNothingAndTheNextRunPostsItAll() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)

        await #expect(throws: NoticeFailure.self) { try await fixture.run(clock: clock, poster: RecordingPoster(failFrom: 1)) }
        let next = RecordingPoster()
        _ = try await fixture.run(clock: clock, poster: next)

        #expect(next.messages.count == 1)
        #expect(NoticeFixture.names.allSatisfy { next.text.contains($0) })
    }

    @Test func aCharacterTheRosterGainsIsNamedWithoutItsBacklog() async throws {
        let fixture = try NoticeFixture(fetches: Self.firstFetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        // One character posted as watched, as if the roster had gained it: its changes so far are backlog.
        let facts = try NoticeFacts.read(try fixture.store.snapshots(), renames: [:]).facts
        var posted = try fixture.store.postedNotices()
        posted[NoticeKey.watch("달그림자")] = nil

        let notices = fixture.composer.compose(facts, posted: posted, now: clock.now)

        #expect(notices.count == 1)
        #expect(notices.first?.embeds.first?.title == "새로 지켜보는 캐릭터 1명")
        #expect(notices.first?.embeds.first?.description?.contains("달그림자") == true)
    }
}
