import Discord
import FakeDiscord
import FileSystem
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// Issue 49's notice faults: two runs at once post nothing twice, a rename is told once and
/// its changes go on, text from the API never starts a markdown line, a rate limit is waited
/// out until the run's deadline. Time is a `ManualClock`; Discord the stand-in on 127.0.0.1.
@Suite struct NotifyFaultTests {
    static let fetches = [NoticeFixture.kst("2026-11-18T07:00"), NoticeFixture.kst("2026-11-18T08:00")]
    static let firstRun = NoticeFixture.kst("2026-11-18T09:00")

    /// Takes every message, each only once `open` has been called.
    final class GatedPoster: NoticePoster {
        private let state = Locked<(messages: [DiscordMessage], open: Bool, waiting: [CheckedContinuation<Void, Never>])>(
            ([], false, []))

        var messages: [DiscordMessage] { state.withLock { $0.messages } }
        var isHeld: Bool { state.withLock { !$0.waiting.isEmpty } }

        func post(_ message: DiscordMessage) async throws {
            await withCheckedContinuation { continuation in
                let go = state.withLock { state in
                    if state.open { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if go { continuation.resume() }
            }
            state.withLock { $0.messages.append(message) }
        }

        func open() {
            let waiting = state.withLock { state in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }
            waiting.forEach { $0.resume() }
        }
    }

    @Test func twoRunsStartedTogetherPostEachNoticeOnce() async throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        let poster = GatedPoster()
        let job = NoticeJob(store: fixture.store, composer: fixture.composer, renames: [:])

        let first = Task { try await job.post(through: poster, clock: clock) { _ in } }
        #expect(await eventually { poster.isHeld }, "the first run is posting")
        let second = Task { try await job.post(through: poster, clock: clock) { _ in } }
        // The second waits for the lock (on the clock) or, without one, posts at once.
        _ = await eventually { !clock.sleepingUntil.isEmpty || poster.messages.count > 0 }
        poster.open()
        let firstOutcome = try await first.value
        clock.advance(by: .seconds(1))
        let secondOutcome = try await second.value

        #expect(poster.messages.count == 1, "\(poster.messages.count) messages")
        #expect(firstOutcome.messages + secondOutcome.messages == 1)
        #expect(try fixture.store.postedNotices().keys.contains(NoticeKey.watch("달그림자")))
    }

    @Test func aRunThatWaitedInVainForAnotherSaysWhyAndPostsNothing() async throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        let held = try await NoticeLock.acquire(store: fixture.store.url, clock: clock, wait: .zero)
        defer { held.release() }
        var job = NoticeJob(store: fixture.store, composer: fixture.composer, renames: [:])
        job.lockWait = .seconds(3)
        let poster = RecordingPoster()

        let run = Task { try await job.post(through: poster, clock: clock) { _ in } }
        for _ in 0..<3 {
            _ = await eventually { !clock.sleepingUntil.isEmpty }
            clock.advance(by: .seconds(1))
        }
        let failure = await #expect(throws: NoticeFailure.self) { try await run.value }

        #expect(failure?.description.contains("another loas notify (process") == true, "\(String(describing: failure))")
        #expect(failure?.description.contains(fixture.store.url.path) == true)
        #expect(poster.messages.isEmpty)
        #expect(try fixture.store.postedNotices().isEmpty)
    }

    @Test func aDeclaredRenameIsOneNoticeAndTheChangesAfterItArePosted() async throws {
        var fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        // 달그림자 renamed to 달빛그림자 and honed once more; the old name answers nothing.
        try fixture.record(
            [
                "달그림자": Data("null".utf8),
                "달빛그림자": try NoticeFixture.armory("달그림자", step: 2, answeringAs: "달빛그림자"),
            ], at: NoticeFixture.kst("2026-11-18T12:00"))
        fixture.renames = ["달그림자": "달빛그림자"]
        clock.advance(to: NoticeFixture.kst("2026-11-18T12:05"))
        let poster = RecordingPoster()

        _ = try await fixture.run(clock: clock, poster: poster)
        let again = RecordingPoster()
        _ = try await fixture.run(clock: clock, poster: again)

        let titles = poster.messages.flatMap(\.embeds).compactMap(\.title)
        #expect(titles == ["이름이 바뀐 캐릭터", "달빛그림자의 변화"], "\(titles)")
        #expect(poster.text.contains("달그림자 → **달빛그림자**"), "\(poster.text)")
        #expect(poster.text.contains("+11 → +12"), "the honing after the rename is posted")
        #expect(!poster.text.contains("새로 지켜보는"))
        #expect(again.messages.isEmpty)
    }

    @Test func anItemNameWithLineBreaksNeverStartsAMarkdownLine() async throws {
        let fixture = try NoticeFixture(fetches: [Self.fetches[0]])
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        let name = "무기\n# 제목\n-# 작은 글\n- 목록\n+ 목록\n1. 번호\n> 인용\n## 둘"
        try fixture.fetch(1, at: NoticeFixture.kst("2026-11-18T10:00"), itemName: name)

        let embeds = try fixture.compose(now: NoticeFixture.kst("2026-11-18T10:05")).flatMap(\.embeds)

        let lines = embeds.compactMap(\.description).flatMap { $0.split(separator: "\n") }
        #expect(!lines.isEmpty)
        for mark in ["#", "-", "+", "1.", ">"] {
            #expect(!lines.contains { $0.drop { $0 == " " }.hasPrefix(mark) }, "a line starts with \(mark): \(lines)")
        }
        #expect(lines.contains { $0.contains(#"무기 # 제목 -# 작은 글 - 목록 + 목록 1. 번호 \> 인용 ## 둘"#) }, "\(lines)")
    }

    @Test func aTextThatBeginsWithAMarkHasItEscaped() throws {
        let fixture = try NoticeFixture(fetches: [Self.fetches[0]])
        defer { fixture.remove() }
        let facts = try NoticeFacts.read(try fixture.store.snapshots(), renames: [:]).facts
        var character = try #require(facts.characters.first)
        character.name = "# 큰 이름"
        let notices = fixture.composer.compose(
            NoticeFacts(characters: [character], calendar: nil), posted: [:], now: NoticeFixture.kst("2026-11-18T10:05"))

        let description = try #require(notices.first?.embeds.first?.description)
        #expect(description.contains(##"**\# 큰 이름**"##), "\(description)")
    }

    @Test func aCharacterNeverAnsweredForIsNotAnnouncedAsWatched() async throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        try fixture.record(["없는이름": Data("null".utf8)], at: Self.fetches[1])
        let poster = RecordingPoster()

        _ = try await fixture.run(clock: ManualClock(now: Self.firstRun), poster: poster)

        #expect(poster.text.contains("지켜보는 캐릭터 3명"), "\(poster.text)")
        #expect(!poster.text.contains("없는이름"))
    }
}
