import Discord
import Foundation
import Testing

/// Which webhook URLs are taken, and that the token never prints.
struct DiscordWebhookTests {
    static let token = "AbC-dEf_123-SecretTokenXYZ"

    @Test(arguments: [
        "https://discord.com/api/webhooks/123456789012345678/\(token)",
        "https://discordapp.com/api/webhooks/123456789012345678/\(token)",
        "https://canary.discord.com/api/webhooks/123456789012345678/\(token)",
        "https://discord.com/api/v10/webhooks/123456789012345678/\(token)",
        "https://discord.com/api/webhooks/123456789012345678/\(token)/",
        "  https://discord.com/api/webhooks/123456789012345678/\(token)\n",
        "https://discord.com/api/webhooks/123456789012345678/\(token)?thread_id=42",
        "http://127.0.0.1:8080/api/webhooks/123456789012345678/\(token)",
        "http://127.9.9.9/api/webhooks/123456789012345678/\(token)",
        "http://localhost:9/api/webhooks/123456789012345678/\(token)",
        "http://[::1]:9/api/webhooks/123456789012345678/\(token)",
    ])
    func aWebhookURLIsTaken(url: String) throws {
        let webhook = try DiscordWebhook(url: url)
        #expect(webhook.id == "123456789012345678")
        #expect(!"\(webhook)".contains(Self.token))
    }

    @Test func theURLPrintsWithItsTokenMasked() throws {
        let webhook = try DiscordWebhook(url: "https://discord.com/api/webhooks/123/\(Self.token)")
        #expect(webhook.description == "https://discord.com/api/webhooks/123/<token>")
        #expect(String(reflecting: webhook) == "https://discord.com/api/webhooks/123/<token>")
        var dumped = ""
        dump(webhook, to: &dumped)
        #expect(!dumped.contains(Self.token), "\(dumped)")
        #expect(!"\([webhook])".contains(Self.token))
    }

    @Test(arguments: [
        ("http://discord.com/api/webhooks/123/\(token)", "only https"),
        ("http://192.168.1.20/api/webhooks/123/\(token)", "only https"),
        ("http://127.0.0.1.evil.example/api/webhooks/123/\(token)", "only https"),
        ("ftp://discord.com/api/webhooks/123/\(token)", "only https"),
        ("https://example.com/api/webhooks/123/\(token)", "not at Discord"),
        ("https://discord.com.evil.example/api/webhooks/123/\(token)", "not at Discord"),
        ("https://discord.com/api/channels/123/\(token)", "path of a webhook"),
        ("https://discord.com/webhooks/123/\(token)", "path of a webhook"),
        ("https://discord.com/api/webhooks/123", "path of a webhook"),
        ("https://discord.com/api/webhooks/abc/\(token)", "webhook id"),
        ("https://discord.com/api/webhooks/123/\(token)!", "webhook token"),
        ("https://discord.com/api/webhooks/123/\(token)?token=1", "query parameter"),
        ("https://discord.com/api/webhooks/123/\(token)#x", "fragment"),
        ("https://user:\(token)@discord.com/api/webhooks/123/\(token)", "user name or password"),
        ("discord.com/api/webhooks/123/\(token)", "not a URL"),
        ("   ", "is empty"),
    ])
    func aWrongURLIsRefusedSayingWhatIsWrongWithoutTheToken(url: String, words: String) {
        #expect {
            try DiscordWebhook(url: url)
        } throws: { error in
            let text = "\(error)"
            return text.contains(words) && !text.contains(Self.token) && !String(reflecting: error).contains(Self.token)
        }
    }
}
