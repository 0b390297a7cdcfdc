import Foundation
import LOASTestSupport
import LostArkAPI
import Support
import Testing

@testable import LostArkClient

@Suite struct APIKeyTests {
    @Test func keyNeverPrints() throws {
        let key = try #require(APIKey("  bearer eyJ-secret-token \n"))
        #expect(key.authorization == "bearer eyJ-secret-token")
        #expect(!"\(key)".contains("secret"))
        #expect(!String(reflecting: key).contains("secret"))
        #expect(!"\([key])".contains("secret"))
    }

    @Test func blankKeyIsNoKey() {
        #expect(APIKey("   ") == nil)
        #expect(APIKey("bearer ") == nil)
    }
}

/// A limiter that never lets a request go would hang a test that awaits it: the limit ends it.
@Suite(.timeLimit(.minutes(1))) struct RateLimiterTests {
    static func headers(_ remaining: Int, reset: Date, limit: Int = 10, retryAfter: String? = nil) -> RateLimiter.Headers {
        RateLimiter.Headers(limit: limit, remaining: remaining, reset: reset.timeIntervalSince1970, retryAfter: retryAfter)
    }

    /// A limiter on a manual clock, and what it reported.
    struct Subject {
        let clock = ManualClock()
        let events = Locked<[RateLimiter.Event]>([])
        let limiter: RateLimiter

        init(maxInFlight: Int = 4, window: Duration = .seconds(60)) {
            let events = events
            limiter = RateLimiter(window: window, maxInFlight: maxInFlight, clock: clock) { event in
                events.withLock { $0.append(event) }
            }
        }

        var now: Date { clock.now }
        var reported: [RateLimitRule.Implausible] {
            events.withLock { $0 }.compactMap { if case .implausible(let header) = $0 { header } else { nil } }
        }

        /// Starts an acquire that may have to wait; the test looks at what it waits for.
        func acquireLater() -> Task<Bool, any Error> {
            Task { try await limiter.acquire() }
        }
    }

    /// Fault 6 of issue 13: every answer taking 30 s sent the requests one at a time.
    @Test func aSlowFirstAnswerDoesNotHoldTheOthersBack() async throws {
        let subject = Subject(maxInFlight: 4)
        let sent = Locked(0)
        let four = Task {
            for _ in 0..<4 {
                try await subject.limiter.acquire()
                sent.withLock { $0 += 1 }
            }
        }
        let allSent = await eventually { sent.withLock { $0 } == 4 }
        four.cancel()
        await subject.limiter.release(nil, status: nil)  // unblocks the main branch's probe wait, so the test ends
        #expect(allSent, "\(sent.withLock { $0 }) of 4 went out before the first answer")
    }

    @Test func noMoreThanMaxInFlightAtOnce() async throws {
        let subject = Subject(maxInFlight: 2)
        for _ in 0..<2 { try await subject.limiter.acquire() }
        let third = subject.acquireLater()
        try #require(await eventually { await subject.limiter.waiting == 1 })
        await subject.limiter.release(Self.headers(50, reset: subject.now + 30), status: 200)
        #expect(try await third.value)
    }

    @Test func neverSendsPastTheRemainingBudget() async throws {
        let subject = Subject(maxInFlight: 8)
        try await subject.limiter.acquire()
        let reset = subject.now + 1.2
        await subject.limiter.release(Self.headers(3, reset: reset), status: 200)
        for _ in 0..<3 { try await subject.limiter.acquire() }
        for _ in 0..<3 { await subject.limiter.release(Self.headers(0, reset: reset), status: 200) }
        let fourth = subject.acquireLater()
        // It sleeps until just past the advertised reset, and goes when the clock gets there.
        try #require(await eventually { subject.clock.sleepingUntil == [reset + 0.05] })
        subject.clock.advance(to: reset + 0.05)
        #expect(try await fourth.value)
    }

    @Test func aNewWindowCountsRequestsStillInFlight() async throws {
        let subject = Subject(maxInFlight: 8)
        try await subject.limiter.acquire()
        await subject.limiter.release(Self.headers(5, reset: subject.now + 0.3), status: 200)
        for _ in 0..<4 { try await subject.limiter.acquire() }  // 4 in flight, 1 left
        // An answer from the next window: the 3 others may not be counted by the server yet.
        let nextReset = subject.now + 60
        await subject.limiter.release(Self.headers(4, reset: nextReset), status: 200)
        try await subject.limiter.acquire()
        // 4 remaining − 3 others in flight = 1 token: the next one waits for the window.
        let blocked = subject.acquireLater()
        try #require(await eventually { subject.clock.sleepingUntil == [nextReset + 0.05] })
        blocked.cancel()
        await #expect(throws: CancellationError.self) { try await blocked.value }
    }

    @Test func requestsWithoutAnswersDoNotWaitForAWindowNobodyAnnounced() async throws {
        let subject = Subject(maxInFlight: 4)
        for _ in 0..<5 {
            try await subject.limiter.acquire()
            await subject.limiter.release(nil, status: nil)  // connection refused: no answer, no headers
        }
        #expect(subject.clock.sleepingUntil.isEmpty)
        #expect(subject.events.withLock { $0 }.isEmpty)
    }

    @Test func aRefusedKeyLetsNothingMoreOut() async throws {
        let subject = Subject(maxInFlight: 1)
        #expect(try await subject.limiter.acquire())
        let waiting = subject.acquireLater()
        try #require(await eventually { await subject.limiter.waiting == 1 })
        await subject.limiter.release(nil, status: 401)
        #expect(try await waiting.value == false)
        #expect(try await subject.limiter.acquire() == false)
    }

    // MARK: Headers that make no sense (RateLimitRule)

    @Test(arguments: [
        ("in the year 3000", Date(timeIntervalSince1970: 32_503_680_000)),
        ("an hour ago", Date(timeIntervalSince1970: 1_750_000_000 - 3_600)),
    ])
    func anImplausibleResetIsReportedOnceAndAWindowAssumed(_ when: String, reset: Date) async throws {
        let subject = Subject(maxInFlight: 8)
        try await subject.limiter.acquire()
        let answered = subject.now
        await subject.limiter.release(Self.headers(2, reset: reset), status: 200)
        for _ in 0..<2 { try await subject.limiter.acquire() }
        for _ in 0..<2 { await subject.limiter.release(Self.headers(0, reset: reset), status: 200) }
        let next = subject.acquireLater()
        // One window (60 s) after the answer, not the header's time nor a silent cap.
        try #require(await eventually { subject.clock.sleepingUntil == [answered + 60.05] }, "reset \(when)")
        subject.clock.advance(to: answered + 60.05)
        #expect(try await next.value)
        let reported = subject.reported
        #expect(reported.map(\.header) == ["X-RateLimit-Reset"], "reported once for three answers")
        #expect(reported.first?.description.contains(String(Int64(reset.timeIntervalSince1970))) == true)
    }

    /// A request answered two windows after it was sent carries its own, long-ended window:
    /// neither nonsense to report, nor a count for the window open now.
    @Test func aLateAnswerFromAnEndedWindowIsNeitherReportedNorCounted() async throws {
        let subject = Subject(maxInFlight: 8)
        let sent = subject.now
        try await subject.limiter.acquire()  // the slow one
        try await subject.limiter.acquire()
        await subject.limiter.release(Self.headers(8, reset: sent + 60), status: 200)
        subject.clock.advance(by: .seconds(120))
        try await subject.limiter.acquire()
        await subject.limiter.release(Self.headers(9, reset: subject.now + 60), status: 200)
        await subject.limiter.release(Self.headers(0, reset: sent + 60), status: 200, sentAt: sent)
        for _ in 0..<5 {
            try await subject.limiter.acquire()
            await subject.limiter.release(nil, status: nil)
        }
        #expect(subject.clock.sleepingUntil.isEmpty, "the old window's 0 stopped the new one")
        #expect(subject.reported.isEmpty)
    }

    @Test func aRetryAfterPastTheHorizonIsReportedAndTheResetUsed() async throws {
        let subject = Subject(maxInFlight: 8)
        try await subject.limiter.acquire()
        let reset = subject.now + 20
        await subject.limiter.release(Self.headers(0, reset: reset, retryAfter: "99999999"), status: 429)
        let next = subject.acquireLater()
        try #require(await eventually { subject.clock.sleepingUntil == [reset + 0.05] })
        subject.clock.advance(to: reset + 0.05)
        #expect(try await next.value)
        #expect(subject.reported.map(\.header) == ["Retry-After"])
        #expect(subject.reported.first?.description.contains("99999999") == true)
    }

    @Test func aSensibleRetryAfterIsWaitedFor() async throws {
        let subject = Subject(maxInFlight: 8)
        try await subject.limiter.acquire()
        let answered = subject.now
        await subject.limiter.release(Self.headers(0, reset: answered + 10, retryAfter: "30"), status: 429)
        let next = subject.acquireLater()
        try #require(await eventually { subject.clock.sleepingUntil == [answered + 30.05] })
        subject.clock.advance(to: answered + 30.05)
        #expect(try await next.value)
        #expect(subject.reported.isEmpty)
    }

    @Test func headersAreReadCaseInsensitively() {
        let parsed = RateLimiter.Headers(["X-RateLimit-Limit": "100", "x-ratelimit-remaining": "42", "X-RATELIMIT-RESET": "1700000000"])
        #expect(parsed == Self.headers(42, reset: Date(timeIntervalSince1970: 1_700_000_000), limit: 100))
        #expect(RateLimiter.Headers(["X-RateLimit-Limit": "100"]) == nil)
    }
}
