/// Escapes text for a Markdown inline context (a table cell, a list item, a heading).
///
/// Escapes what could start markup anywhere (`\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `&` `~`)
/// and what starts a block at the beginning of a line, and folds newlines into spaces,
/// so text from the API can never become a link, raw HTML or a table break.
/// Nil when memory for the escaped text cannot be had.
package func markdownEscaped(_ text: String) -> String? {
    guard var bytes = OutputBytes(capacity: text.utf8.count + 8) else { return nil }
    appendMarkdownEscaped(text, to: &bytes)
    return bytes.isComplete ? bytes.withBytes { String(decoding: $0, as: UTF8.self) } : nil
}

/// `markdownEscaped(text)` added to `out`: templates write pages as bytes, and a String
/// made per value only to be taken apart again cost a check of its UTF-8 each time.
func appendMarkdownEscaped(_ text: String, to out: inout OutputBytes) {
    // Bytes, not Characters: every byte that matters is ASCII, and breaking Korean text
    // into grapheme clusters would cost more than the escaping. The runs between them are
    // copied whole.
    let start = out.count
    var text = text
    text.withUTF8 { bytes in
        var run = 0
        for (index, byte) in bytes.enumerated() {
            let lineBreak: Bool
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "~"):
                lineBreak = false
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lineBreak = true
            default:
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            run = index + 1
            if !lineBreak {
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            } else if byte == UInt8(ascii: "\r") || index == 0 || bytes[index - 1] != UInt8(ascii: "\r") {
                out.append(UInt8(ascii: " "))  // a line break folds to a space; CRLF is one
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    // A heading, a bullet, a rule or a setext underline starts with one of these followed by
    // a space, a tab, the end (the template may go on with a space) or, for all but a bullet,
    // the same mark again; "+21" or "-5%" starts none and keeps no backslash.
    if out.count > start, "#-+=".utf8.contains(out[start]) {
        let next = start + 1 < out.count ? out[start + 1] : nil
        if next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || (next == out[start] && out[start] != UInt8(ascii: "+"))
        {
            out.insert(UInt8(ascii: "\\"), at: start)
        }
    }
    // "1. " or "1) " would start an ordered list, and so would "1." ending the value, which
    // the template may follow with a space; "31.5" would not, and stays as a reader wrote it.
    var digits = 0
    while start + digits < out.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(out[start + digits]) { digits += 1 }
    let delimiter = start + digits
    guard digits > 0, delimiter < out.count, out[delimiter] == UInt8(ascii: ".") || out[delimiter] == UInt8(ascii: ")") else {
        return
    }
    if delimiter + 1 == out.count || out[delimiter + 1] == UInt8(ascii: " ") || out[delimiter + 1] == UInt8(ascii: "\t") {
        out.insert(UInt8(ascii: "\\"), at: delimiter)
    }
}
