import Discord
import FakeDiscord
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// Issue 45's acceptance against the stand-in webhook on 127.0.0.1: notices composed from a
/// store of three characters' changes go through the real `DiscordPoster` (in the process, on
/// a manual clock that moves only when the poster waits) and through `loas notify`.
@Suite struct NotifyWebhookTests {
    static let firstFetches = [NoticeFixture.kst("2026-11-18T07:00"), NoticeFixture.kst("2026-11-18T08:00")]
    static let firstRun = NoticeFixture.kst("2026-11-18T09:00")

    /// The stand-in, a poster on its clock, and one `loas notify` run at the clock's time.
    struct Harness {
        let clock = ManualClock(now: NotifyWebhookTests.firstRun)
        let fake: FakeDiscordWebhook
        let poster: DiscordPoster
        let fixture: NoticeFixture

        init() throws {
            fixture = try NoticeFixture(fetches: NotifyWebhookTests.firstFetches)
            fake = FakeDiscordWebhook(clock: clock)
            let clock = clock
            poster = DiscordPoster(webhook: try DiscordWebhook(url: fake.start()), clock: clock, maxRetries: 2) { event in
                switch event {
                case .rateLimited(_, let until), .waitingForBucket(let until), .retrying(_, _, let until): clock.advance(to: until)
                case .posted: break
                }
            }
        }

        func run() async throws -> NoticeRun.Outcome {
            let (store, clock) = (fixture.store, clock)
            let notices = try fixture.compose(now: clock.now)
            return try await NoticeRun(poster: poster) { keys in try store.recordPostedNotices(keys, at: clock.now) }.post(notices)
        }

        func stop() {
            fake.stop()
            fixture.remove()
        }
    }

    @Test func theFirstRunNamesEveryCharacterAsJSONWithinDiscordsLimits() async throws {
        let harness = try Harness()
        defer { harness.stop() }

        _ = try await harness.run()

        let requests = harness.fake.requests
        #expect(!requests.isEmpty)
        #expect(requests.allSatisfy { $0.headers["content-type"] == "application/json" && $0.violations.isEmpty })
        let text = Self.text(of: harness.fake.messages)
        #expect(NoticeFixture.names.allSatisfy { text.contains($0) }, "\(text)")
    }

    @Test func aSecondRunPostsNothing() async throws {
        let harness = try Harness()
        defer { harness.stop() }
        _ = try await harness.run()
        let before = harness.fake.requests.count

        _ = try await harness.run()

        #expect(harness.fake.requests.count == before)
    }

    @Test func aNewFetchsChangesArePostedOnceAfterA429sRetryAfter() async throws {
        let harness = try Harness()
        defer { harness.stop() }
        _ = try await harness.run()
        try harness.fixture.fetch(2, at: NoticeFixture.kst("2026-11-18T12:00"))
        harness.clock.advance(to: NoticeFixture.kst("2026-11-18T12:05"))
        let before = harness.fake.requests.count
        harness.fake.script(.rateLimited(retryAfter: 2.5))

        _ = try await harness.run()
        _ = try await harness.run()

        let requests = Array(harness.fake.requests.dropFirst(before))
        #expect(requests.first?.status == 429)
        #expect(requests.count == 2, "the 429, then the one message with the three changes; the run after posts nothing")
        #expect(requests[1].received.timeIntervalSince(requests[0].received) >= 2.5)
        let titles = requests.last?.message?.embeds.compactMap(\.title) ?? []
        #expect(titles == NoticeFixture.names.sorted().map { "\($0)의 변화" })
    }

    @Test func aRunWhileTheWebhookAnswers503FailsAndTheNextRunPostsWhatItCouldNot() async throws {
        let harness = try Harness()
        defer { harness.stop() }
        _ = try await harness.run()
        try harness.fixture.fetch(2, at: NoticeFixture.kst("2026-11-18T12:00"))
        harness.clock.advance(to: NoticeFixture.kst("2026-11-18T12:05"))
        harness.fake.script(.status(503), .status(503), .status(503))

        let failure = await #expect(throws: NoticeFailure.self) { try await harness.run() }
        let accepted = harness.fake.messages.count
        _ = try await harness.run()

        #expect(failure?.description.contains("503") == true, "\(String(describing: failure))")
        #expect(failure?.description.contains("next run posts the rest") == true)
        let posted = harness.fake.messages.dropFirst(accepted).flatMap(\.embeds).compactMap(\.title)
        #expect(posted == NoticeFixture.names.sorted().map { "\($0)의 변화" })
    }

    /// A store of three characters' changes and a stand-in webhook on the system clock, for
    /// `loas notify` run as a user runs it.
    struct Command {
        let fixture: NoticeFixture
        let fake = FakeDiscordWebhook()
        let url: String

        init() throws {
            fixture = try NoticeFixture(fetches: NotifyWebhookTests.firstFetches)
            url = try fake.start()
        }

        func notify() async -> LoasCall {
            await LoasCall.run(
                ["notify", "--store", fixture.folder.store.path], in: fixture.folder.url,
                environment: ["LOAS_DISCORD_WEBHOOK": url])
        }

        func stop() {
            fake.stop()
            fixture.remove()
        }
    }

    /// Every embed's title and description, to look for names in.
    static func text(of messages: [DiscordMessage]) -> String {
        messages.flatMap(\.embeds).map { [$0.title, $0.description].compactMap { $0 }.joined() }.joined()
    }

    @Test func theCommandPostsThroughTheWebhookAndNeverPrintsItsToken() async throws {
        let command = try Command()
        defer { command.stop() }

        let first = await command.notify()
        let asked = command.fake.requests.count
        let again = await command.notify()

        #expect(first.status == 0, "\(first.output)")
        #expect(asked >= 1)
        #expect(command.fake.requests.allSatisfy { $0.headers["content-type"] == "application/json" && $0.violations.isEmpty })
        let text = Self.text(of: command.fake.messages)
        #expect(NoticeFixture.names.allSatisfy { text.contains($0) }, "\(text)")
        #expect(again.status == 0, "\(again.output)")
        #expect(command.fake.requests.count == asked, "nothing new: the second run asks Discord nothing")
        #expect(![first.output, again.output].contains { $0.contains(command.fake.token) })
    }

    @Test func aDeletedWebhookFailsTheCommandNamingItWithoutItsToken() async throws {
        let command = try Command()
        defer { command.stop() }
        command.fake.script(.status(404))

        let run = await command.notify()

        #expect(run.status != 0)
        #expect(run.output.contains("404") || run.output.contains("deleted"), "\(run.output)")
        #expect(!run.output.contains(command.fake.token), "\(run.output)")
        #expect(try command.fixture.store.postedNotices().isEmpty)
    }
}
