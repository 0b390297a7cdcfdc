import Discord
import FakeDiscord
import Foundation
import LOASTestSupport
import Notices
import SnapshotStore
import Support
import Testing

/// A rate limit Discord asks us to wait out is no fault (issue 49 item 7): a run waits it out
/// on its clock however many times it comes, and stops only at its deadline, exiting as a
/// success with the rest kept for the next run.
@Suite struct NotifyRateLimitTests {
    struct Harness {
        let clock = ManualClock(now: NoticeFixture.kst("2026-11-18T09:00"))
        let fake: FakeDiscordWebhook
        let poster: DiscordPoster
        let fixture: NoticeFixture

        /// `deadline`: how long after the clock's start the run may wait.
        init(deadline: Duration) throws {
            fixture = try NoticeFixture(fetches: [NoticeFixture.kst("2026-11-18T07:00")])
            fake = FakeDiscordWebhook(clock: clock)
            let clock = clock
            poster = DiscordPoster(
                webhook: try DiscordWebhook(url: fake.start()), clock: clock,
                deadline: clock.now.addingTimeInterval(deadline.timeInterval)
            ) { event in
                switch event {
                case .rateLimited(_, let until), .waitingForBucket(let until), .retrying(_, _, let until): clock.advance(to: until)
                case .posted: break
                }
            }
        }

        func run() async throws -> NoticeRun.Outcome {
            try await NoticeJob(store: fixture.store, composer: fixture.composer, renames: [:])
                .post(through: poster, clock: clock) { _ in }
        }

        func stop() {
            fake.stop()
            fixture.remove()
        }
    }

    static func limited(_ count: Int, after seconds: Double) -> [FakeDiscordWebhook.Answer] {
        Array(repeating: .rateLimited(retryAfter: seconds), count: count)
    }

    @Test func twentyFive429sAreWaitedOutAndEverythingIsPosted() async throws {
        let harness = try Harness(deadline: .seconds(600))
        defer { harness.stop() }
        harness.fake.script(contentsOf: Self.limited(25, after: 2))

        let outcome = try await harness.run()

        #expect(outcome == NoticeRun.Outcome(messages: 1, notices: 1))
        #expect(harness.fake.requests.map(\.status) == Array(repeating: 429, count: 25) + [200])
        #expect(outcome.summary == "posted 1 message to Discord (1 notice)")
    }

    @Test func aRunWhoseDeadlineComesStopsKeepingTheRestForTheNextRun() async throws {
        let harness = try Harness(deadline: .seconds(60))
        defer { harness.stop() }
        _ = try await harness.run()
        for step in 1..<6 { try harness.fixture.fetch(step, at: NoticeFixture.kst("2026-11-18T1\(step):00")) }
        // The first message of changes goes; then Discord asks to wait past the deadline.
        harness.fake.script(contentsOf: [.ok] + Self.limited(1, after: 120))

        let outcome = try await harness.run()

        #expect(outcome.messages == 1 && outcome.left == 1, "\(outcome)")
        #expect(outcome.summary.contains("1 message is left for the next run"), "\(outcome.summary)")
        let posted = try harness.fixture.store.postedNotices()
        #expect(posted.keys.filter { $0.hasPrefix("change/") }.count == 10, "the first message's ten notices are recorded")
    }
}
