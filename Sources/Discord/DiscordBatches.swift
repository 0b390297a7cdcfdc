/// Notices packed into webhook messages that Discord accepts, in order.
///
/// Discord refuses a whole message that breaks one of its limits
/// (https://discord.com/developers/docs/resources/message#embed-object-embed-limits: "Violating
/// any of these constraints will result in a Bad Request response"), so nothing is sent
/// that could: every text is cut to its limit with "…", an embed with more fields than
/// fit goes on in continuation embeds under the same title, and embeds fill messages of at
/// most ten embeds and 6,000 characters of embed text.
package enum DiscordBatches {
    /// Stands in for an empty field name or value, which Discord requires to be non-empty.
    static let blank = "\u{200B}"

    /// The messages that carry `content` (on the first) and `embeds`, in their order. No
    /// message is empty: nothing to say is no message at all.
    ///
    /// Discord shows only the first of a message's embeds that share a `url` ("Embeds are
    /// deduplicated by URL"), so a later embed with a link already in its message keeps its
    /// text and loses the link, and continuation embeds carry none.
    package static func pack(content: String?, embeds: [DiscordMessage.Embed]) -> [DiscordMessage] {
        var messages: [DiscordMessage] = []
        var current = DiscordMessage(content: DiscordText.trimmed(content).map { DiscordText.cut($0, to: DiscordLimits.content) })
        var text = 0
        var links: Set<String> = []
        for var piece in embeds.flatMap(pieces(of:)) {
            let size = DiscordLimits.embedText(of: piece)
            if current.embeds.count == DiscordLimits.embedsPerMessage || text + size > DiscordLimits.embedTextPerMessage {
                messages.append(current)
                (current, text, links) = (DiscordMessage(), 0, [])
            }
            if let url = piece.url, !links.insert(url).inserted { piece.url = nil }
            current.embeds.append(piece)
            text += size
        }
        if current.content != nil || !current.embeds.isEmpty { messages.append(current) }
        return messages
    }

    /// One embed as the embeds it takes: each text trimmed and cut to its limit, the fields
    /// in runs that fit (25 at most, 6,000 characters with the title), the footer and
    /// timestamp on the last. Nil texts stay nil; an embed without any text is dropped, and
    /// so is a link that is not http(s), which Discord would refuse.
    static func pieces(of embed: DiscordMessage.Embed) -> [DiscordMessage.Embed] {
        typealias Embed = DiscordMessage.Embed
        let title = DiscordText.trimmed(embed.title).map { DiscordText.cut($0, to: DiscordLimits.title) }
        let description = DiscordText.trimmed(embed.description).map { DiscordText.cut($0, to: DiscordLimits.description) }
        let footer = DiscordText.trimmed(embed.footer?.text).map { DiscordText.cut($0, to: DiscordLimits.footer) }
        let fields = embed.fields.map { field in
            DiscordMessage.Field(
                name: DiscordText.trimmed(field.name).map { DiscordText.cut($0, to: DiscordLimits.fieldName) } ?? blank,
                value: DiscordText.trimmed(field.value).map { DiscordText.cut($0, to: DiscordLimits.fieldValue) } ?? blank,
                inline: field.inline)
        }
        let continuation = Embed(title: title, color: embed.color)
        let url = embed.url.flatMap { DiscordLimits.isWebAddress($0) ? $0 : nil }
        var pieces = [Embed(title: title, description: description, url: url, color: embed.color)]
        func fits(_ extra: Int, in piece: Embed) -> Bool {
            DiscordLimits.embedText(of: piece) + extra <= DiscordLimits.embedTextPerMessage
        }
        for field in fields {
            let size = DiscordText.length(field.name) + DiscordText.length(field.value)
            if let last = pieces.last, last.fields.count == DiscordLimits.fields || !fits(size, in: last) {
                pieces.append(continuation)
            }
            pieces[pieces.count - 1].fields.append(field)
        }
        if let footer {
            if let last = pieces.last, !fits(DiscordText.length(footer), in: last) { pieces.append(continuation) }
            pieces[pieces.count - 1].footer = DiscordMessage.Footer(text: footer)
        }
        pieces[pieces.count - 1].timestamp = embed.timestamp
        return pieces.filter { DiscordLimits.embedText(of: $0) > 0 }
    }
}
