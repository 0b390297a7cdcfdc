/// Text measured and cut as Discord measures it.
///
/// Discord counts a string's length in UTF-16 code units (a Korean syllable is one, an emoji
/// two), after trimming leading and trailing whitespace (its embed limits,
/// https://discord.com/developers/docs/resources/message#embed-object-embed-limits). Cutting
/// happens on a `Character` boundary, so no syllable, emoji or combining mark is split.
package enum DiscordText {
    /// What a cut text ends with, so the reader sees that something is missing.
    package static let ellipsis = "…"

    /// The length Discord counts.
    package static func length(_ text: String) -> Int { text.utf16.count }

    /// `text` when it fits in `limit` units, else its longest prefix of whole characters
    /// that fits with "…" after it.
    package static func cut(_ text: String, to limit: Int) -> String {
        guard length(text) > limit else { return text }
        let room = limit - length(ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(max(0, limit))) }
        var used = 0
        var end = text.startIndex
        for character in text {
            let units = character.utf16.count
            guard used + units <= room else { break }
            used += units
            end = text.index(after: end)
        }
        return String(text[..<end]).trimmingTrailingWhitespace + ellipsis
    }

    /// Leading and trailing whitespace dropped, as Discord drops it before measuring; nil
    /// when nothing is left.
    package static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = String(text.drop(while: \.isWhitespace)).trimmingTrailingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[..<end])
    }
}
