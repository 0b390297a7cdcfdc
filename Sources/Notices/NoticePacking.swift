import Discord

/// Embeds packed into messages within `DiscordLimits`, in order, one message's embeds after
/// the other's, an over-long text cut with "…".
///
/// A stand-in with the signature of module Discord's `DiscordBatches.pack` (branch
/// fix/discord), which replaces its body at the merge; `NoticeBatches` relies only on what
/// both promise: every embed given is in exactly one message, in order.
enum NoticePacking {
    static func pack(content: String?, embeds: [DiscordMessage.Embed]) -> [DiscordMessage] {
        var messages: [DiscordMessage] = []
        var current = DiscordMessage(content: content.map { cut($0, DiscordLimits.content) })
        var text = 0
        for embed in embeds.map(fitted) {
            let size = length(embed)
            if !current.embeds.isEmpty
                && (current.embeds.count == DiscordLimits.embedsPerMessage || text + size > DiscordLimits.embedTextPerMessage)
            {
                messages.append(current)
                (current, text) = (DiscordMessage(), 0)
            }
            current.embeds.append(embed)
            text += size
        }
        if !current.embeds.isEmpty || current.content != nil { messages.append(current) }
        return messages
    }

    private static func fitted(_ embed: DiscordMessage.Embed) -> DiscordMessage.Embed {
        var embed = embed
        embed.title = embed.title.map { cut($0, DiscordLimits.title) }
        embed.description = embed.description.map { cut($0, DiscordLimits.description) }
        embed.fields = embed.fields.prefix(DiscordLimits.fields).map { field in
            DiscordMessage.Field(
                name: cut(field.name, DiscordLimits.fieldName), value: cut(field.value, DiscordLimits.fieldValue), inline: field.inline)
        }
        embed.footer = embed.footer.map { DiscordMessage.Footer(text: cut($0.text, DiscordLimits.footer)) }
        // One embed alone over a message's share: its description gives way first, then its
        // last fields.
        let over = length(embed) - DiscordLimits.embedTextPerMessage
        if over > 0, let description = embed.description {
            embed.description = cut(description, max(1, description.utf16.count - over))
        }
        while length(embed) > DiscordLimits.embedTextPerMessage, !embed.fields.isEmpty {
            embed.fields.removeLast()
        }
        return embed
    }

    /// The characters of an embed that count towards a message's 6,000, in UTF-16 units.
    static func length(_ embed: DiscordMessage.Embed) -> Int {
        let texts = [embed.title, embed.description, embed.footer?.text].compactMap { $0 } + embed.fields.flatMap { [$0.name, $0.value] }
        return texts.reduce(0) { $0 + $1.utf16.count }
    }

    /// `text` in at most `limit` UTF-16 units, ending in "…" when cut; never splits a character.
    static func cut(_ text: String, _ limit: Int) -> String {
        guard text.utf16.count > limit else { return text }
        var result = ""
        var used = 1
        for character in text {
            let size = character.utf16.count
            guard used + size <= limit else { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }
}
