/// One message for a Discord webhook (`POST /webhooks/{id}/{token}`), as its JSON body.
///
/// Field names follow Discord's "Execute Webhook" and "Embed Object" documentation
/// (https://discord.com/developers/docs/resources/webhook#execute-webhook,
/// https://discord.com/developers/docs/resources/message#embed-object). `allowedMentions` is
/// always empty, so no name in a notice can ever ping anyone.
package struct DiscordMessage: Sendable, Hashable, Codable {
    package var content: String?
    package var embeds: [Embed]
    package var allowedMentions = AllowedMentions()

    package init(content: String? = nil, embeds: [Embed] = []) {
        self.content = content
        self.embeds = embeds
    }

    enum CodingKeys: String, CodingKey {
        case content, embeds
        case allowedMentions = "allowed_mentions"
    }

    /// `{"parse": []}`: mentions in the text stay text.
    package struct AllowedMentions: Sendable, Hashable, Codable {
        package var parse: [String] = []
        package init() {}
    }

    package struct Embed: Sendable, Hashable, Codable {
        package var title: String?
        package var description: String?
        package var url: String?
        /// ISO 8601, shown by Discord in the reader's time zone.
        package var timestamp: String?
        /// 0xRRGGBB.
        package var color: Int?
        package var fields: [Field]
        package var footer: Footer?

        package init(
            title: String? = nil, description: String? = nil, url: String? = nil, timestamp: String? = nil, color: Int? = nil,
            fields: [Field] = [], footer: Footer? = nil
        ) {
            self.title = title
            self.description = description
            self.url = url
            self.timestamp = timestamp
            self.color = color
            self.fields = fields
            self.footer = footer
        }
    }

    package struct Field: Sendable, Hashable, Codable {
        package var name: String
        package var value: String
        package var inline: Bool?

        package init(name: String, value: String, inline: Bool? = nil) {
            self.name = name
            self.value = value
            self.inline = inline
        }
    }

    package struct Footer: Sendable, Hashable, Codable {
        package var text: String
        package init(text: String) { self.text = text }
    }
}

/// Discord's documented limits on one message (https://discord.com/developers/docs/resources/message#embed-object-embed-limits).
/// Counted in characters as Discord counts them (UTF-16 code units is the safe reading).
package enum DiscordLimits {
    package static let content = 2_000
    package static let embedsPerMessage = 10
    /// Title, description, field names and values, footer text and author name, summed over
    /// every embed of one message.
    package static let embedTextPerMessage = 6_000
    package static let title = 256
    package static let description = 4_096
    package static let fields = 25
    package static let fieldName = 256
    package static let fieldValue = 1_024
    package static let footer = 2_048
}
