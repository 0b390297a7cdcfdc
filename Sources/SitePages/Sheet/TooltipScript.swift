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
        bytes += Array("window.loasTooltips = {".utf8)
        for (index, entry) in unique.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(entry.id, to: &bytes)
            bytes += Array(#":{"body":"#.utf8)
            appendString(entry.body, to: &bytes)
            bytes += Array(#","title":"#.utf8)
            appendString(entry.title, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("};\n".utf8)
        return Data(bytes)
    }

    /// A JSON string as `JSONEncoder` writes one: quotes, backslashes and slashes escaped (so
    /// `</script>` cannot close a script), control characters as escapes, the rest as it is.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "/")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00..<0x20: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
