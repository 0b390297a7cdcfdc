/// Escapes text for a Markdown inline context (a table cell, a list item, a heading).
///
/// Escapes what could start markup anywhere (`\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `&` `~`)
/// and what starts a block at the beginning of a line, and folds newlines into spaces,
/// so text from the API can never become a link, raw HTML or a table break.
package func markdownEscaped(_ text: String) -> String {
    // Bytes, not Characters: every byte that matters is ASCII, and breaking Korean text
    // into grapheme clusters made this a tenth of the whole build.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    var afterCR = false
    for byte in text.utf8 {
        defer { afterCR = byte == UInt8(ascii: "\r") }
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "~"):
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        case UInt8(ascii: "\n") where afterCR:
            continue  // CRLF is one line break, already one space
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            bytes.append(UInt8(ascii: " "))
        default:
            bytes.append(byte)
        }
    }
    if let first = bytes.first, "#-+=".utf8.contains(first) {
        bytes.insert(UInt8(ascii: "\\"), at: 0)
    }
    // "1. " or "1) " would start an ordered list.
    let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
    if digits > 0, digits < bytes.count, bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")") {
        bytes.insert(UInt8(ascii: "\\"), at: digits)
    }
    return String(decoding: bytes, as: UTF8.self)
}
