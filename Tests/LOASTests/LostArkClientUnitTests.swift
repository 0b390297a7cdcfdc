import Foundation
import Synchronization
import Testing

@testable import LostArkClient

@Suite struct EndpointTests {
    let base = URL(string: "https://api.example/base/")!

    @Test func characterNamesArePercentEncodedAsOneSegment() throws {
        let url = try #require(Endpoint.armory(character: "이다/../x?y").url(base: base))
        #expect(url.absoluteString == "https://api.example/base/armories/characters/%EC%9D%B4%EB%8B%A4%2F..%2Fx%3Fy")
    }

    @Test func armoryIsOneCallWithoutFilters() throws {
        let url = try #require(Endpoint.armory(character: "a").url(base: base))
        #expect(url.query == nil)
        #expect(Endpoint.armory(character: "a").mirrorPath == "armories/characters/a.json")
    }

    @Test func searchesAreKeptApartByLabel() {
        let body = Data("{}".utf8)
        #expect(Endpoint.marketSearch(label: "파괴석", body: body).mirrorPath == "markets/items/search/파괴석.json")
        #expect(Endpoint.marketSearch(label: "a", body: body).method == .post)
        #expect(Endpoint.marketItem(id: 66110223).mirrorPath == "markets/items/66110223.json")
        #expect(Endpoint.siblings(character: "b").storeEndpoint == "characters/siblings")
    }
}

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

@Suite struct RateLimiterTests {
    static func headers(_ remaining: Int, reset: Double, limit: Int = 10) -> RateLimiter.Headers {
        RateLimiter.Headers(limit: limit, remaining: remaining, reset: reset)
    }

    @Test func onlyOneRequestBeforeTheFirstAnswer() async throws {
        let limiter = RateLimiter(maxInFlight: 4)
        try await limiter.acquire()
        let acquired = Mutex(false)
        let second = Task {
            try await limiter.acquire()
            acquired.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!acquired.withLock { $0 }, "a second request went out before the quota was known")
        await limiter.release(Self.headers(9, reset: Date().timeIntervalSince1970 + 60), status: 200)
        try await second.value
        #expect(acquired.withLock { $0 })
    }

    @Test func neverSendsPastTheRemainingBudget() async throws {
        let limiter = RateLimiter(maxInFlight: 8)
        try await limiter.acquire()
        let reset = Date().timeIntervalSince1970 + 1.2
        await limiter.release(Self.headers(3, reset: reset), status: 200)
        let start = Date()
        for _ in 0..<3 { try await limiter.acquire() }
        #expect(Date().timeIntervalSince(start) < 0.5)
        for _ in 0..<3 { await limiter.release(Self.headers(0, reset: reset), status: 200) }
        try await limiter.acquire()  // the fourth waits for the window
        #expect(Date().timeIntervalSince1970 >= reset)
    }

    @Test func aNewWindowCountsRequestsStillInFlight() async throws {
        let limiter = RateLimiter(maxInFlight: 8)
        try await limiter.acquire()
        let now = Date().timeIntervalSince1970
        await limiter.release(Self.headers(5, reset: now + 0.3), status: 200)
        for _ in 0..<4 { try await limiter.acquire() }  // 4 in flight, 1 left
        // An answer from the next window: the 3 others may not be counted by the server yet.
        await limiter.release(Self.headers(4, reset: now + 60), status: 200)
        try await limiter.acquire()
        let blocked = Task { try await limiter.acquire() }
        try await Task.sleep(for: .milliseconds(100))
        blocked.cancel()
        // 4 remaining − 3 others in flight = 1 token: the second acquire had to wait.
        await limiter.release(nil, status: nil)
        #expect(await (try? blocked.value) == nil)
    }

    @Test func unansweredRequestsDoNotSpendAnUnknownQuota() async throws {
        let limiter = RateLimiter(window: .seconds(60), maxInFlight: 4)
        let start = Date()
        for _ in 0..<5 {
            try await limiter.acquire()
            await limiter.release(nil, status: nil)  // connection refused: no answer, no headers
        }
        #expect(Date().timeIntervalSince(start) < 1, "waited for a window nobody announced")
    }

    @Test func aRefusedKeyLetsNothingMoreOut() async throws {
        let limiter = RateLimiter(maxInFlight: 4)
        #expect(try await limiter.acquire())
        let waiting = Task { try await limiter.acquire() }
        try await Task.sleep(for: .milliseconds(50))  // the second request is waiting
        await limiter.release(nil, status: 401)
        #expect(try await waiting.value == false)
        #expect(try await limiter.acquire() == false)
    }

    @Test func headersAreReadCaseInsensitively() {
        let parsed = RateLimiter.Headers(["X-RateLimit-Limit": "100", "x-ratelimit-remaining": "42", "X-RATELIMIT-RESET": "1700000000"])
        #expect(parsed == Self.headers(42, reset: 1_700_000_000, limit: 100))
        #expect(RateLimiter.Headers(["X-RateLimit-Limit": "100"]) == nil)
    }
}
