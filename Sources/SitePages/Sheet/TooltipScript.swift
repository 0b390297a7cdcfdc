import Foundation

/// `tooltips/NAME.js`: a sheet's shelved tooltips as data, so `tooltip.js` can open each one
/// over the sheet. A script the sheet adds on first use, not a file it fetches: browsers
/// refuse `fetch()` of a local file, and the site must work opened from disk.
///
/// The bodies are the fragments LOAS's renderer made for the tooltip page (every API string
/// escaped there); here they are JSON strings, so nothing in them can end the data early.
package enum TooltipScript {
    /// `window.loasTooltips = {"tt-1": {"body": …, "title": …}, …};`, keys sorted, written as
    /// Foundation's `JSONEncoder` with sorted keys writes it, byte for byte, but in one pass
    /// over the bytes: the encoder took 6.6% of a 1,000-character build.
    package static func data(_ entries: [TooltipShelf.Entry]) -> Data {
        var seen: Set<String> = []
        let unique = entries.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(unique.reduce(64) { $0 + $1.body.utf8.count + $1.title.utf8.count + 32 })
        bytes.append(contentsOf: "window.loasTooltips = {".utf8)
        for (index, entry) in unique.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(entry.id, to: &bytes)
            bytes.append(contentsOf: #":{"body":"#.utf8)
            appendString(entry.body, to: &bytes)
            bytes.append(contentsOf: #","title":"#.utf8)
            appendString(entry.title, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(contentsOf: "};\n".utf8)
        return Data(bytes)
    }

    /// A JSON string as `JSONEncoder` writes one: quotes, backslashes and slashes escaped (so
    /// `</script>` cannot close a script), control characters as escapes, the rest as it is.
    /// The runs between bytes to escape are copied whole: byte by byte, this was 4.7% of a
    /// 1,000-character build.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var clean = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
                else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<index]))
                clean = index + 1
                appendEscape(byte, to: &bytes)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x00..<0x20: bytes += [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
