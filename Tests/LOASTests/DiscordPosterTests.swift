import Discord
import FakeDiscord
import Foundation
import LOASTestSupport
import Support
import Testing

/// The poster against the stand-in webhook on 127.0.0.1, on a manual clock: time moves only
/// when the poster waits (a 429, a spent bucket, a backoff), and then exactly to the moment
/// it waits for, so waits are asserted on the clock, never measured.
struct DiscordPosterTests {
    struct Harness {
        let clock = ManualClock()
        let fake: FakeDiscordWebhook
        let webhook: DiscordWebhook
        let poster: DiscordPoster
        let events = Locked<[DiscordPoster.Event]>([])

        init(maxRetries: Int = 5, maxRetriesPerRun: Int = 20, timeout: Duration = .seconds(30), url: String? = nil) throws {
            fake = FakeDiscordWebhook(clock: clock)
            webhook = try DiscordWebhook(url: url ?? fake.start())
            let (clock, events) = (clock, events)
            poster = DiscordPoster(
                webhook: webhook, clock: clock, maxRetries: maxRetries, timeout: timeout, maxRetriesPerRun: maxRetriesPerRun
            ) { event in
                events.withLock { $0.append(event) }
                switch event {
                case .rateLimited(_, let until), .waitingForBucket(let until), .retrying(_, _, let until): clock.advance(to: until)
                case .posted: break
                }
            }
        }

        /// The post's error, or nil when it was posted.
        func post(_ message: DiscordMessage = DiscordPosterTests.message) async -> DiscordError? {
            do {
                try await poster.post(message)
                return nil
            } catch {
                return error
            }
        }

        /// Seconds between the arrivals of two requests, on the manual clock.
        func gap(_ first: Int, _ second: Int) -> TimeInterval {
            let requests = fake.requests
            return requests[second].received.timeIntervalSince(requests[first].received)
        }

        /// Everything this test printed or could print: errors, events.
        func printed(_ errors: [DiscordError?]) -> [String] {
            errors.compactMap { $0 }.flatMap { ["\($0)", String(reflecting: $0)] }
                + events.withLock { $0 }.flatMap { ["\($0)", String(reflecting: $0)] } + ["\(webhook)", String(reflecting: webhook)]
        }
    }

    static let message = DiscordMessage(
        content: "@everyone 새싹모코코 changed",
        embeds: [.init(title: "새싹모코코", description: "item level 1,640 → 1,645", fields: [.init(name: "gems", value: "10레벨 겁화")])])

    @Test func aPostArrivesAsJSONWithEmptyAllowedMentions() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        #expect(await harness.post() == nil)
        let request = try #require(harness.fake.requests.first)
        #expect(harness.fake.requests.count == 1)
        #expect(request.method == "POST")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.query == "wait=true")
        let json = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        let mentions = try #require(json["allowed_mentions"] as? [String: Any])
        #expect((mentions["parse"] as? [Any])?.isEmpty == true && mentions.count == 1)
        #expect(harness.fake.messages == [Self.message])
        #expect(request.violations.isEmpty)
    }

    /// `retry_after` in the body (fractional), or only the `Retry-After` header (whole seconds).
    @Test(arguments: [(2.5, true, 2.5), (1.2, false, 2.0)])
    func a429WaitsRetryAfterOnTheClockThenPostsOnce(retryAfter: Double, inBody: Bool, waited: Double) async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        harness.fake.script(.rateLimited(retryAfter: retryAfter, inBody: inBody))
        #expect(await harness.post() == nil)
        #expect(harness.fake.requests.map(\.status) == [429, 200])
        #expect(harness.gap(0, 1) == waited)
        #expect(harness.fake.messages.count == 1)
        let start = harness.fake.requests[0].received
        #expect(harness.events.withLock { $0 }.first == .rateLimited(retryAfter: .seconds(waited), until: start.addingTimeInterval(waited)))
    }

    @Test func aSpentBucketHoldsTheNextPostUntilItResets() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        harness.fake.script(.okBucketSpent(resetAfter: 3.25))
        #expect(await harness.post() == nil)
        #expect(await harness.post() == nil)
        #expect(harness.fake.requests.map(\.status) == [200, 200])
        #expect(harness.gap(0, 1) == 3.25)
        #expect(harness.events.withLock { $0 }.contains { if case .waitingForBucket = $0 { true } else { false } })
    }

    @Test func a503IsRetriedThenFailsAfterTheBound() async throws {
        let harness = try Harness(maxRetries: 3)
        defer { harness.fake.stop() }
        harness.fake.script(.status(503), .status(503), .status(503), .status(503), .status(503))
        let error = try #require(await harness.post())
        #expect(harness.fake.requests.count == 4)
        #expect(error == .gaveUp(tries: 4, last: .serverError(status: 503, message: "503: Service Unavailable")))
        #expect("\(error)".contains("HTTP 503") && "\(error)".contains("gave up after 4 tries"))
        // Backoff 1, 2, 4 s on the clock.
        #expect([harness.gap(0, 1), harness.gap(1, 2), harness.gap(2, 3)] == [1, 2, 4])
    }

    @Test func a503ThenSuccessPostsOnce() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        harness.fake.script(.status(503))
        #expect(await harness.post() == nil)
        #expect(harness.fake.requests.map(\.status) == [503, 200])
        #expect(harness.fake.messages.count == 1)
    }

    @Test func aRunStopsRetryingOnceItsBudgetIsSpent() async throws {
        let harness = try Harness(maxRetries: 5, maxRetriesPerRun: 3)
        defer { harness.fake.stop() }
        harness.fake.script(.status(503), .status(503), .status(503), .status(503), .status(503), .status(503))
        let first = try #require(await harness.post())
        #expect(harness.fake.requests.count == 4)
        let second = try #require(await harness.post())
        #expect(harness.fake.requests.count == 5)
        for error in [first, second] {
            #expect("\(error)".contains("all 3 of its retries"), "\(error)")
        }
    }

    @Test func a404IsNotRetriedAndSaysTheWebhookIsGone() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        harness.fake.script(.status(404))
        let error = try #require(await harness.post())
        #expect(harness.fake.requests.count == 1)
        #expect(error == .webhookGone(message: "Unknown Webhook"))
        #expect("\(error)".contains("no longer exists"))
    }

    @Test func aWrongTokenIsNotRetried() async throws {
        let fake = FakeDiscordWebhook()
        defer { fake.stop() }
        let url = try fake.start().replacingOccurrences(of: fake.token, with: "another-token")
        let harness = try Harness(url: url)
        let error = try #require(await harness.post())
        #expect(fake.requests.count == 1)
        #expect(error == .refused(status: 401, message: "Invalid Webhook Token"))
    }

    @Test func aMessageDiscordRefusesIsNotRetriedAndNamesTheField() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        let tooLong = DiscordMessage(embeds: [.init(title: String(repeating: "가", count: 300))])
        let error = try #require(await harness.post(tooLong))
        #expect(harness.fake.requests.count == 1)
        #expect("\(error)".contains("HTTP 400") && "\(error)".contains("embeds[0].title is 300 characters"), "\(error)")
    }

    @Test func aWaitLongerThanARunWaitsIsAnError() async throws {
        let harness = try Harness()
        defer { harness.fake.stop() }
        harness.fake.script(.rateLimited(retryAfter: 3_600))
        let error = try #require(await harness.post())
        #expect(harness.fake.requests.count == 1)
        #expect(error == .rateLimitTooLong(wait: .seconds(3_600), longest: DiscordPoster.longestWait))
    }

    /// The request hangs; the timeout is on the manual clock, moved once the request is held.
    @Test func aHungRequestTimesOutNamingTheTimeout() async throws {
        let harness = try Harness(maxRetries: 0, timeout: .seconds(30))
        defer { harness.fake.stop() }
        harness.fake.script(.hang)
        let posting = Task { await harness.post() }
        #expect(await eventually { harness.fake.heldRequests == 1 && harness.clock.sleepingUntil.count == 1 })
        harness.clock.advance(by: .seconds(30))
        let error = try #require(await posting.value)
        #expect(error == .gaveUp(tries: 1, last: .timedOut(after: .seconds(30))))
        #expect("\(error)".contains("deadline of 30 s was reached"), "\(error)")
        harness.fake.releaseHeld()
    }

    @Test func aNetworkFailureIsRetriedThenNamed() async throws {
        let fake = FakeDiscordWebhook()
        let url = try fake.start()
        fake.stop()  // nothing listens on that port any more
        let harness = try Harness(maxRetries: 2, url: url)
        let error = try #require(await harness.post())
        guard case .gaveUp(tries: 3, last: .network) = error else {
            Issue.record("expected a network failure after 3 tries, got \(error)")
            return
        }
        #expect(harness.events.withLock { $0 }.count == 2)
    }

    @Test func theTokenNeverAppearsInAnErrorOrEvent() async throws {
        var errors: [DiscordError?] = []
        var printed: [String] = []
        let token: String
        do {
            let harness = try Harness(maxRetries: 1)
            defer { harness.fake.stop() }
            token = harness.fake.token
            harness.fake.script(.rateLimited(retryAfter: 1), .status(503), .status(503), .status(404))
            errors = [await harness.post(), await harness.post()]
            harness.fake.script(.rateLimited(retryAfter: 10_000))
            errors.append(await harness.post())
            printed = harness.printed(errors)
        }
        let gone = FakeDiscordWebhook(token: token)
        let url = try gone.start()
        gone.stop()
        let unreachable = try Harness(maxRetries: 1, url: url)
        errors = [await unreachable.post()]
        printed += unreachable.printed(errors)
        #expect(printed.count > 10)
        for text in printed { #expect(!text.contains(token), "\(text)") }
    }
}
