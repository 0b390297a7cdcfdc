import Discord
import Foundation
import LOASTestSupport
import Notices
import SitePages
import SnapshotStore
import Support
import Testing

/// What a notice says and how notices become Discord messages: links, escaping, the limits of
/// one message, and which message completes which notice.
@Suite struct NoticeMessageTests {
    static let fetches = [NoticeFixture.kst("2026-11-18T07:00")]
    static let firstRun = NoticeFixture.kst("2026-11-18T09:00")

    @Test func aChangeLinksToTheCharactersTimelinePageWhenTheSiteURLIsKnown() async throws {
        var fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        fixture.composer.siteURL = SiteURL("https://me.github.io/loas/")
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        try fixture.fetch(1, at: NoticeFixture.kst("2026-11-18T10:00"))

        let embeds = try fixture.compose(now: NoticeFixture.kst("2026-11-18T10:05")).flatMap(\.embeds)

        let urls = embeds.compactMap(\.url)
        #expect(urls.count == NoticeFixture.names.count)
        #expect(urls.contains("https://me.github.io/loas/timeline/%EB%8B%AC%EA%B7%B8%EB%A6%BC%EC%9E%90.html"))
    }

    @Test func markdownInATextFromTheAPIIsEscaped() async throws {
        let fixture = try NoticeFixture(fetches: Self.fetches)
        defer { fixture.remove() }
        let clock = ManualClock(now: Self.firstRun)
        _ = try await fixture.run(clock: clock, poster: RecordingPoster())
        try fixture.fetch(1, at: NoticeFixture.kst("2026-11-18T10:00"), itemName: "*굉장한* <@123> 무기")

        let embeds = try fixture.compose(now: NoticeFixture.kst("2026-11-18T10:05")).flatMap(\.embeds)

        let description = try #require(embeds.first?.description)
        #expect(description.contains(#"\*굉장한\* \<@123\> 무기"#), "\(description)")
    }

    /// Thirty notices of long texts, one of them of twelve embeds.
    static let heavy: [OutgoingNotice] = (0..<30).map { index in
        let embed = DiscordMessage.Embed(
            title: String(repeating: "제", count: 300), description: String(repeating: "긴 설명 ", count: 900),
            fields: (0..<30).map { DiscordMessage.Field(name: "이름 \($0)", value: String(repeating: "값", count: 1_500)) },
            footer: DiscordMessage.Footer(text: "우리 원정대"))
        return OutgoingNotice(keys: ["key/\(index)"], embeds: Array(repeating: embed, count: index == 3 ? 12 : 1))
    }

    @Test func everyMessageIsWithinDiscordsLimits() {
        let messages = NoticeBatches.steps(Self.heavy).compactMap(\.message)

        #expect(messages.count > 1)
        for message in messages {
            #expect((1...DiscordLimits.embedsPerMessage).contains(message.embeds.count))
            let text = message.embeds.map { embed in
                ([embed.title, embed.description, embed.footer?.text].compactMap { $0 } + embed.fields.flatMap { [$0.name, $0.value] })
                    .reduce(0) { $0 + $1.utf16.count }
            }
            #expect(text.reduce(0, +) <= DiscordLimits.embedTextPerMessage)
            for embed in message.embeds {
                #expect((embed.title?.utf16.count ?? 0) <= DiscordLimits.title)
                #expect((embed.description?.utf16.count ?? 0) <= DiscordLimits.description)
                #expect(embed.fields.count <= DiscordLimits.fields)
                #expect(embed.fields.allSatisfy { $0.value.utf16.count <= DiscordLimits.fieldValue })
            }
            #expect(message.allowedMentions.parse.isEmpty)
        }
    }

    @Test func aNoticeIsRecordedWithTheLastMessageHoldingItsEmbedsInOrder() {
        let steps = NoticeBatches.steps(Self.heavy)

        let keys = steps.flatMap(\.keys)
        #expect(keys == (0..<30).map { "key/\($0)" })
        let spanning = try? #require(steps.firstIndex { $0.keys.contains("key/3") })
        let embedsThrough = steps[...(spanning ?? 0)].compactMap(\.message).reduce(0) { $0 + $1.embeds.count }
        #expect(embedsThrough >= 15, "key/3 ends with the fifteenth embed")
        #expect(steps.filter { $0.keys.contains("key/3") }.count == 1)
    }

    @Test func aNoticeWithoutEmbedsIsRecordedWithoutAMessage() {
        let steps = NoticeBatches.steps([OutgoingNotice(keys: ["week/2026-11-25"], embeds: [])])

        #expect(steps.count == 1)
        #expect(steps.first?.message == nil && steps.first?.keys == ["week/2026-11-25"])
    }
}
