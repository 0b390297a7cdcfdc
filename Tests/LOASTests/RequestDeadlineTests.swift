import Foundation
import LOASTestSupport
import LostArkAPI
import LostArkClient
import Support
import Testing

/// A request's timeout is one deadline for the whole of it: a server that keeps sending a
/// header now and then (never idle, never done) does not hold a request past it.
struct RequestDeadlineTests {
    @Test func keyProbeStopsAtItsDeadlineThoughTheServerKeepsTrickling() async throws {
        // Trickling until the probe hangs up, however slowly this machine gets to the clock.
        let server = try TricklingServer(lines: 1_000_000)
        defer { server.stop() }
        let clock = ManualClock()
        let key = try #require(APIKey("test-key"))
        let probe = Task { await KeyProbe.probe(base: server.url, key: key, timeout: .seconds(30), clock: clock) }
        // The answer has begun, and the deadline is on the clock.
        #expect(await eventually { server.headersSent >= 3 && clock.sleepingUntil.count == 1 })
        clock.advance(by: .seconds(30))
        guard case .failed(let message) = await probe.value else {
            Issue.record("the probe did not fail")
            return
        }
        #expect(message.contains("deadline of 30s"), "\(message)")
    }

    @Test func apiRequestStopsAtItsDeadlineThoughTheServerKeepsTrickling() async throws {
        let server = try TricklingServer()
        defer { server.stop() }
        let key = try #require(APIKey("test-key"))
        // The request's own deadline is in real time (`Configuration.clock`); one second of
        // the server's five.
        let client = LostArkClient(
            .init(baseURL: server.url, key: key, timeout: .seconds(1), retry: RetryPolicy(maxAttempts: 1), clock: ManualClock()))
        let answer = try await client.fetch(.notices)
        #expect(answer == .failed(.timedOut(attempts: 1)))
        #expect(server.headersSent >= 3)
    }
}
