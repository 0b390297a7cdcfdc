import Discord
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// `loas notify --preview` (issue 50 item 5): one notice of each kind from a fresh store,
/// nothing recorded; and the words of the notices a user first meets.
@Suite struct NoticePreviewTests {
    static let fetches = [NoticeFixture.kst("2026-11-18T07:00"), NoticeFixture.kst("2026-11-18T08:00")]

    @Test func aFreshStoresPreviewShowsAChangeADayAndAWeekAndRecordsNothing() throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        let job = NoticeJob(store: fixture.store, composer: fixture.composer, renames: [:])

        let notices = try job.preview(now: NoticeFixture.kst("2026-11-18T09:00")).notices

        let titles = notices.flatMap(\.embeds).compactMap(\.title)
        #expect(titles.count == 4, "\(titles)")
        #expect(titles.first == "지켜보는 캐릭터 3명")
        #expect(titles.contains { $0.hasSuffix("의 변화") })
        #expect(titles.contains { $0.hasPrefix("오늘의 일정") })
        #expect(titles.contains { $0.hasPrefix("지난주 성장") })
        #expect(notices.allSatisfy { $0.keys.isEmpty })
        #expect(try fixture.store.postedNotices().isEmpty)
    }

    @Test func aCharacterWithoutAFigureForLastWeekSaysThereIsNoRecord() async throws {
        let fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-10T07:00")])
        defer { fixture.remove() }
        let clock = ManualClock(now: NoticeFixture.kst("2026-11-10T09:00"))
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        // Combat power vanishes from one fetch on: its week has no figure at the start.
        try fixture.fetch(1, at: NoticeFixture.kst("2026-11-12T07:00"))
        clock.advance(to: NoticeFixture.kst("2026-11-18T07:00"))
        let facts = try NoticeFacts.read(try fixture.store.snapshots(), renames: [:]).facts
        var characters = facts.characters
        characters[0].combatPower = characters[0].combatPower.filter { $0.date > NoticeFixture.kst("2026-11-12T00:00") }

        let notices = fixture.composer.compose(
            NoticeFacts(characters: characters, calendar: nil), posted: try fixture.store.postedNotices(), now: clock.now)

        let field = try #require(notices.flatMap(\.embeds).flatMap(\.fields).first { $0.name == characters[0].name })
        #expect(field.value.contains("전투력 기록 없음"), "\(field.value)")
        #expect(!field.value.contains("전투력 없음"))
    }

    @Test func theSummarySaysOneMessageInTheSingular() {
        #expect(NoticeRun.Outcome(messages: 1, notices: 1).summary == "posted 1 message to Discord (1 notice)")
        #expect(NoticeRun.Outcome(messages: 2, notices: 12).summary == "posted 2 messages to Discord (12 notices)")
    }

    @Test func anExportCarriesTheNoticeRecordIntoTheStoreItIsImportedInto() throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        try fixture.store.recordPostedNotices(["watch/달그림자", "day/2026-11-18"], at: NoticeFixture.kst("2026-11-18T09:00"))
        let folder = fixture.folder.url.appending(path: "export")
        _ = try fixture.store.exportMirror(to: folder)
        try fixture.store.exportPostedNotices(to: folder)
        let other = try SnapshotDatabase(url: fixture.folder.url.appending(path: "other.sqlite"))

        _ = try other.importMirror(folder, fetchedAt: NoticeFixture.kst("2026-11-18T10:00"))
        _ = try other.importPostedNotices(from: folder)

        #expect(try other.postedNotices() == fixture.store.postedNotices())
    }
}
