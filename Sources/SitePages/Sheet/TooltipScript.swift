import Foundation
import Rendering
import Support

/// `tooltips/NAME.js`: a sheet's shelved tooltips as data, so `tooltip.js` can open each one
/// over the sheet. A script the sheet adds on first use, not a file it fetches: browsers
/// refuse `fetch()` of a local file, and the site must work opened from disk.
///
/// The bodies are the fragments LOAS's renderer made for the tooltip page (every API string
/// escaped there); here they are JSON strings, so nothing in them can end the data early.
package enum TooltipScript {
    /// `window.loasTooltips = {"tt-1": {"body": …, "title": …}, …};`, keys sorted, written as
    /// Foundation's `JSONEncoder` with sorted keys writes it, byte for byte, but in one pass
    /// over the bytes: the encoder took 6.6% of a 1,000-character build. The buffer has room
    /// for every byte escaped with a backslash (two bytes for one), so it grows only for a
    /// control written as `\u00XX`; counting the size first was a second pass (1.4%). Nil
    /// when memory for the script cannot be had.
    package static func data(_ entries: [TooltipShelf.Entry]) -> Data? {
        var seen: Set<String> = []
        let unique = entries.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        let (head, open, middle, close, tail) = (
            "window.loasTooltips = {".utf8, #":{"body":"#.utf8, #","title":"#.utf8, "}".utf8, "};\n".utf8
        )
        var bound = head.count + tail.count + max(0, unique.count - 1)
        for entry in unique {
            bound += open.count + middle.count + close.count + 6
            bound += 2 * (entry.id.utf8.count + entry.body.text.utf8.count + entry.title.utf8.count)
        }
        // Not zeroed first: only the bytes written are kept (`UnzeroedBytes`).
        guard var out = UnzeroedBytes(capacity: bound) else { return nil }
        var at = 0
        put(head, into: &out, at: &at)
        for (index, entry) in unique.enumerated() {
            if index > 0 { put(",".utf8, into: &out, at: &at) }
            guard putString(entry.id, into: &out, at: &at) else { return nil }
            put(open, into: &out, at: &at)
            guard putString(entry.body.text, into: &out, at: &at) else { return nil }
            put(middle, into: &out, at: &at)
            guard putString(entry.title, into: &out, at: &at) else { return nil }
            put(close, into: &out, at: &at)
        }
        put(tail, into: &out, at: &at)
        return out.data(count: at)
    }

    private static func put(_ text: String.UTF8View, into out: inout UnzeroedBytes, at: inout Int) {
        let room = out.room(from: 0)
        for byte in text {
            room[at] = byte
            at += 1
        }
    }

    /// The first index from `index` whose byte is escaped, eight bytes at a time: the bodies
    /// are long runs of markup and Korean text with a quote or slash every tag.
    @inline(__always)
    private static func nextEscape(in utf8: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        ByteWord.firstMarked(in: utf8, from: index) { word in
            word.marking(below: 0x20) | word.marking(0x22) | word.marking(0x5C) | word.marking(0x2F)
        }
    }

    /// A JSON string as `JSONEncoder` writes one: quotes, backslashes and slashes escaped (so
    /// `</script>` cannot close a script), control characters as escapes, the rest as it is.
    /// The runs between bytes to escape are copied whole. `out` has room for the string with
    /// every byte escaped by a backslash; a `\u00XX` takes four bytes more, made when needed.
    /// False, the string not all written, when memory for those cannot be had.
    static func putString(_ text: String, into out: inout UnzeroedBytes, at: inout Int) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            escapes.withUnsafeBufferPointer { escapes in
                var room = out.room(from: 0)
                room[at] = UInt8(ascii: "\"")
                at += 1
                var clean = 0
                var index = nextEscape(in: utf8, from: 0)
                while index < utf8.count {
                    defer { index = nextEscape(in: utf8, from: index + 1) }
                    let escape = escapes[Int(utf8[index])]
                    copy(UnsafeBufferPointer(rebasing: utf8[clean..<index]), into: room, at: &at)
                    clean = index + 1
                    if escape == UInt8(ascii: "u") {
                        guard out.grow(to: out.capacity + 4) else { return false }
                        room = out.room(from: 0)
                    }
                    room[at] = UInt8(ascii: "\\")
                    room[at + 1] = escape
                    at += 2
                    if escape == UInt8(ascii: "u") {
                        let byte = utf8[index]
                        (room[at], room[at + 1], room[at + 2], room[at + 3]) = (
                            UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]
                        )
                        at += 4
                    }
                }
                copy(UnsafeBufferPointer(rebasing: utf8[clean...]), into: room, at: &at)
                room[at] = UInt8(ascii: "\"")
                at += 1
                return true
            }
        }
    }

    private static func copy(_ run: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableRawBufferPointer, at: inout Int) {
        UnsafeMutableRawBufferPointer(rebasing: out[at..<at + run.count]).copyMemory(from: UnsafeRawBufferPointer(run))
        at += run.count
    }

    /// For each byte, the letter after the backslash that escapes it (`u` for `\u00XX`), or 0.
    private static let escapes: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x22: UInt8(ascii: "\"")
        case 0x5C: UInt8(ascii: "\\")
        case 0x2F: UInt8(ascii: "/")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x00..<0x20: UInt8(ascii: "u")
        default: 0
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
