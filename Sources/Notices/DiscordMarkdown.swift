/// Text from the API as Discord's markdown shows it literally: each character markdown
/// would read is escaped with a backslash, so an item called `*굉장한*` stays as written and
/// `<@123>` is not drawn as a mention (the message's `allowed_mentions` stops the ping).
///
/// Discord also reads marks at the start of a line (`# ` a heading, `-# ` small text, `- `,
/// `+ ` and `1. ` lists, `> ` a quote). A line break in the text is folded to a space, so
/// no mark inside it starts a line, and a mark the text begins with is escaped, since the
/// words may put the text at a line's start.
enum DiscordMarkdown {
    private static let special: Set<Character> = ["\\", "*", "_", "~", "`", "|", ">", "<", "[", "]"]
    /// Marks Discord reads only at a line's start (`>` is escaped everywhere already).
    private static let lineStart: Set<Character> = ["#", "-", "+"]

    static func escaped(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var leading = true
        var digits = false
        for (index, character) in characters.enumerated() {
            if character.isNewline {
                result.append(" ")
                continue
            }
            if leading {
                if character.isWhitespace {
                    result.append(character)
                    continue
                }
                if lineStart.contains(character) { result.append("\\") }
                digits = character.isASCII && character.isNumber
                leading = false
            } else if digits {
                // "1. " or "1) ": an ordered list; "1.5" is none.
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if character == "." || character == ")", next.isWhitespace { result.append("\\") }
                digits = character.isASCII && character.isNumber
            }
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
