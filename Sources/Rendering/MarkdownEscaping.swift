/// Escapes text for a Markdown inline context (a table cell, a list item, a heading).
///
/// Escapes what could start markup anywhere (`\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `&` `~`)
/// and what starts a block at the beginning of a line, and folds newlines into spaces,
/// so text from the API can never become a link, raw HTML or a table break.
public func markdownEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for character in text {
        switch character {
        case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~":
            result.append("\\")
            result.append(character)
        case "\n", "\r", "\r\n":
            result.append(" ")
        default:
            result.append(character)
        }
    }
    if let first = result.first, "#-+=".contains(first) {
        result.insert("\\", at: result.startIndex)
    }
    // "1. " or "1) " would start an ordered list.
    let digits = result.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let marker = result.dropFirst(digits.count).first, marker == "." || marker == ")" {
        result.insert("\\", at: result.index(result.startIndex, offsetBy: digits.count))
    }
    return result
}
