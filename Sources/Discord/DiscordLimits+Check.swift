extension DiscordLimits {
    /// The embed text of one embed as Discord sums it for `embedTextPerMessage`: title,
    /// description, field names and values, footer.
    package static func embedText(of embed: DiscordMessage.Embed) -> Int {
        let parts: [String?] = [embed.title, embed.description, embed.footer?.text]
        let fields = embed.fields.reduce(0) { $0 + DiscordText.length($1.name) + DiscordText.length($1.value) }
        return parts.reduce(fields) { $0 + DiscordText.length($1 ?? "") }
    }

    /// Every way `message` breaks Discord's documented rules, in words naming the place
    /// (`embeds[2].fields[0].value`); empty when Discord would take it. The test stand-in
    /// and `--dry-run` read it.
    package static func violations(of message: DiscordMessage) -> [String] {
        var found: [String] = []
        func check(_ text: String?, _ limit: Int, _ place: String) {
            guard let text else { return }
            let length = DiscordText.length(text)
            if length > limit { found.append("\(place) is \(length) characters, more than \(limit)") }
        }
        func required(_ text: String, _ place: String) {
            if DiscordText.trimmed(text) == nil { found.append("\(place) is empty") }
        }
        if DiscordText.trimmed(message.content) == nil && message.embeds.isEmpty {
            found.append("the message has neither content nor embeds")
        }
        check(message.content, Self.content, "content")
        if message.embeds.count > Self.embedsPerMessage {
            found.append("the message has \(message.embeds.count) embeds, more than \(Self.embedsPerMessage)")
        }
        for (index, embed) in message.embeds.enumerated() {
            let place = "embeds[\(index)]"
            if embedText(of: embed) == 0 { found.append("\(place) has no title, description, field or footer") }
            if let url = embed.url, !isWebAddress(url) { found.append("\(place).url is not an http(s) address") }
            check(embed.title, Self.title, "\(place).title")
            check(embed.description, Self.description, "\(place).description")
            check(embed.footer?.text, Self.footer, "\(place).footer.text")
            if let text = embed.footer?.text { required(text, "\(place).footer.text") }
            if embed.fields.count > Self.fields {
                found.append("\(place) has \(embed.fields.count) fields, more than \(Self.fields)")
            }
            for (number, field) in embed.fields.enumerated() {
                check(field.name, Self.fieldName, "\(place).fields[\(number)].name")
                check(field.value, Self.fieldValue, "\(place).fields[\(number)].value")
                required(field.name, "\(place).fields[\(number)].name")
                required(field.value, "\(place).fields[\(number)].value")
            }
        }
        let total = message.embeds.reduce(0) { $0 + embedText(of: $1) }
        if total > Self.embedTextPerMessage {
            found.append("the embeds hold \(total) characters of text, more than \(Self.embedTextPerMessage)")
        }
        if !message.allowedMentions.parse.isEmpty { found.append("allowed_mentions.parse is not empty") }
        return found
    }

    /// Discord refuses an embed `url` that is not http or https.
    package static func isWebAddress(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && !url.contains(where: \.isWhitespace)
    }
}
