/// Text from the API as Discord's markdown shows it literally: each character markdown
/// would read is escaped with a backslash, so an item called `*굉장한*` stays as written and
/// `<@123>` is not drawn as a mention (the message's `allowed_mentions` stops the ping).
enum DiscordMarkdown {
    private static let special: Set<Character> = ["\\", "*", "_", "~", "`", "|", ">", "<", "[", "]"]

    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
