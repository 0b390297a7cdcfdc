import Discord
import FakeDiscord
import Foundation
import Support
import Testing
import URLTasks

/// A webhook URL typed in capitals is the same address: it posts, and an address the transport
/// can never use is said at once instead of retried as if the network were at fault.
struct UpperCaseWebhookTests {
    @Test func anUpperCaseSchemeAndHostPostOnce() async throws {
        let fake = FakeDiscordWebhook(clock: ManualClock())
        let url = try fake.start()
        let shouted = url.replacingOccurrences(of: "http://", with: "HTTP://").replacingOccurrences(of: "127.0.0.1", with: "LOCALHOST")
        #expect(shouted != url)
        let webhook = try DiscordWebhook(url: shouted)
        #expect(webhook.description.hasPrefix("http://localhost:"))
        let poster = DiscordPoster(webhook: webhook, clock: ManualClock(), maxRetries: 5, timeout: .seconds(30), maxRetriesPerRun: 20) {
            _ in
        }
        try await poster.post(DiscordPosterTests.message)
        #expect(fake.requests.count == 1)
    }

    @Test func aURLTheTransportCannotUseIsNotRetried() async throws {
        let answer = await WebClient(clock: ManualClock()).send(
            WebRequest(url: try #require(URL(string: "gopher://127.0.0.1:9/x")), deadline: .seconds(30)))
        guard case .failure(.unusable) = answer else {
            Issue.record("expected a failure no retry can fix, got \(answer)")
            return
        }
    }
}
