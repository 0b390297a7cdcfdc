import BenchCorpus
import Discord
import Foundation
import Testing

/// Notices packed into messages Discord takes: every limit, in order, nothing empty.
struct DiscordBatchesTests {
    typealias Embed = DiscordMessage.Embed
    typealias Field = DiscordMessage.Field

    /// Korean, ASCII, emoji with skin tones and flags (two UTF-16 units and more per
    /// character), combining marks, spaces.
    static let pieces = ["가", "각", "a", "Z", "👍🏽", "🇰🇷", "e\u{301}", " ", "\n", "1,640", "🧑‍🧑‍🧒"]

    static func text(_ random: inout SeededGenerator, upTo count: Int) -> String {
        let length = random.int(in: 0...count)
        return (0..<length).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
    }

    /// An embed whose title and field names say where it came from (`E7`, `E7.3`), so order
    /// can be followed; the rest random and often far over its limit.
    static func embed(_ number: Int, _ random: inout SeededGenerator) -> Embed {
        let fieldCount = random.int(in: 0...3) == 0 ? random.int(in: 20...60) : random.int(in: 0...6)
        var fields: [Field] = []
        for index in 0..<fieldCount {
            let longest = random.int(in: 0...1) == 0 ? 40 : 900
            fields.append(Field(name: "E\(number).\(index)", value: text(&random, upTo: longest)))
        }
        let description = random.int(in: 0...2) == 0 ? nil : text(&random, upTo: random.int(in: 0...4) == 0 ? 5_000 : 300)
        let footer = random.int(in: 0...3) == 0 ? DiscordMessage.Footer(text: text(&random, upTo: 2_500)) : nil
        return Embed(title: "E\(number) " + text(&random, upTo: 300), description: description, fields: fields, footer: footer)
    }

    @Test(arguments: 0..<40)
    func everyMessageIsWithinEveryLimitAndInOrder(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let embeds = (0..<random.int(in: 1...30)).map { Self.embed($0, &random) }
        let content = random.int(in: 0...1) == 0 ? nil : Self.text(&random, upTo: 3_000)
        let messages = DiscordBatches.pack(content: content, embeds: embeds)
        for message in messages {
            let violations = DiscordLimits.violations(of: message)
            #expect(violations.isEmpty, "\(violations)")
        }
        let packed: [Embed] = messages.flatMap { $0.embeds }
        // Order: every field, by its name, where it was; every embed's pieces in its order.
        let givenFields: [Field] = embeds.flatMap { $0.fields }
        let sentFields: [Field] = packed.flatMap { $0.fields }
        #expect(sentFields.map { $0.name } == givenFields.map { $0.name })
        let owners: [Int] = packed.compactMap { embed in
            embed.title?.split(separator: " ").first.flatMap { Int($0.dropFirst()) }
        }
        #expect(owners == owners.sorted())
        #expect(Set(owners) == Set(embeds.indices))
        // Each text is what was given, or a prefix of it ending in "…".
        for (given, sent) in zip(givenFields, sentFields) {
            #expect(Self.isKept(sent.value, from: given.value), "\(sent.value.debugDescription) from \(given.value.debugDescription)")
        }
        let expected: String? = content.flatMap { Self.kept($0, limit: DiscordLimits.content) }
        #expect(messages.first?.content == expected)
    }

    @Test func aCutEndsWithAnEllipsisOnACharacterBoundaryCountingUTF16() {
        let text = String(repeating: "👍🏽", count: 100)  // 4 UTF-16 units each
        let cut = DiscordText.cut(text, to: 10)
        #expect(cut == "👍🏽👍🏽…")
        #expect(DiscordText.length(cut) <= 10)
        #expect(DiscordText.cut("짧다", to: 10) == "짧다")
    }

    @Test func fieldsOverTwentyFiveGoOnUnderTheSameTitle() throws {
        let fields = (0..<30).map { Field(name: "f\($0)", value: "v") }
        let messages = DiscordBatches.pack(
            content: nil,
            embeds: [Embed(title: "별빛수호자", description: "d", url: "https://x.example/a", fields: fields, footer: .init(text: "end"))])
        let embeds = try #require(messages.first?.embeds)
        #expect(messages.count == 1 && embeds.count == 2)
        #expect(embeds.map(\.title) == ["별빛수호자", "별빛수호자"])
        #expect(embeds.map(\.fields.count) == [25, 5])
        #expect(embeds.map(\.description) == ["d", nil])
        #expect(embeds.map(\.url) == ["https://x.example/a", nil])
        #expect(embeds.map(\.footer) == [nil, .init(text: "end")])
    }

    @Test func elevenEmbedsTakeTwoMessages() {
        let messages = DiscordBatches.pack(content: "hello", embeds: (0..<11).map { Embed(title: "E\($0)") })
        #expect(messages.map(\.embeds.count) == [10, 1])
        #expect(messages.map(\.content) == ["hello", nil])
    }

    @Test func nothingToSayIsNoMessage() {
        #expect(DiscordBatches.pack(content: nil, embeds: []).isEmpty)
        #expect(DiscordBatches.pack(content: "  \n", embeds: [Embed(color: 0xFF0000), Embed(title: " ")]).isEmpty)
        #expect(DiscordBatches.pack(content: "hi", embeds: []) == [DiscordMessage(content: "hi")])
    }

    @Test func aLinkAlreadyInTheMessageIsDroppedFromLaterEmbeds() {
        let url = "https://example.github.io/site/characters/a/timeline.html"
        let messages = DiscordBatches.pack(content: nil, embeds: [Embed(title: "a", url: url), Embed(title: "b", url: url)])
        #expect(messages.first?.embeds.map(\.url) == [url, nil])
    }

    @Test func aLinkThatIsNotHTTPIsLeftOut() {
        let messages = DiscordBatches.pack(
            content: nil, embeds: [Embed(title: "a", url: "javascript:alert(1)"), Embed(title: "b", url: "")])
        #expect(messages.first?.embeds.map(\.url) == [nil, nil])
        #expect(messages.allSatisfy { DiscordLimits.violations(of: $0).isEmpty })
    }

    @Test func emptyFieldNamesAndValuesAreFilledSoDiscordTakesThem() {
        let messages = DiscordBatches.pack(content: nil, embeds: [Embed(title: "t", fields: [Field(name: "", value: "  ")])])
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { DiscordLimits.violations(of: $0).isEmpty })
    }

    static func kept(_ given: String, limit: Int) -> String? {
        DiscordText.trimmed(given).map { DiscordText.cut($0, to: limit) }
    }

    static func isKept(_ sent: String, from given: String) -> Bool {
        let trimmed = DiscordText.trimmed(given) ?? "\u{200B}"
        if sent == trimmed { return true }
        return sent.hasSuffix("…") && trimmed.hasPrefix(sent.dropLast()) && DiscordText.length(sent) <= DiscordLimits.fieldValue
    }
}
