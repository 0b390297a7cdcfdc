import Foundation
import Support

extension JSONParser {
    /// Parses a string at the opening quote. A string without escapes is made straight from
    /// the input. Invalid UTF-8 becomes U+FFFD, as everywhere else a Swift string is made from
    /// bytes, except in the decodable dialect, where it is an error.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Snapshots repeat long strings (tooltips) from file to file; see `LongStrings`.
        if dialect == .decodable, let end = rawEnd(from: start),
            (LongStrings.minimumLength...LongStrings.maximumLength).contains(end - start), let base = bytes.baseAddress
        {
            let raw = UnsafeBufferPointer(start: base + start, count: end - start)
            if let known = LongStrings.shared.string(for: raw) {
                index = end + 1
                return known
            }
            let made = try parseStringBody(from: start)
            LongStrings.shared.remember(made, for: raw)
            return made
        }
        return try parseStringBody(from: start)
    }

    /// Where the string starting at `start` ends (its closing quote), without reading its
    /// escapes; nil when it does not end. Only quotes are looked for, eight bytes at a time:
    /// one ends the string unless an odd run of backslashes escapes it. (Tooltips are
    /// escaped JSON, a backslash every few bytes.) A control character inside is left for
    /// `parseStringBody` to report: such bytes were never remembered by `LongStrings`.
    private func rawEnd(from start: Int) -> Int? {
        var position = start
        while true {
            position = ByteWord.firstMarked(in: bytes, from: position) { $0.marking(UInt8(ascii: "\"")) }
            guard position < bytes.count else { return nil }
            var backslashes = 0
            while position - backslashes > start, bytes[position - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return position }
            position += 1
        }
    }

    private mutating func parseStringBody(from start: Int) throws(JSONSyntaxError) -> String {
        while true {
            skipPlainBytes()
            guard index < bytes.count else { throw error("unexpected end of input inside a string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try makeString(UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), at: start)
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            throw error("unescaped control character in a string")
        }
    }

    /// The rest of a string from its first escape, unescaped into `scratch`. No escape is
    /// shorter than what it stands for, so scratch as long as the rest of the input holds the
    /// string; it is allocated once per parse, and tooltips are long strings of escaped JSON.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        reserveScratch(bytes.count - start)
        var count = 0
        var runStart = start
        while true {
            skipPlainBytes()
            guard index < bytes.count else { throw error("unexpected end of input inside a string") }
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                throw error("unescaped control character in a string")
            }
            count = copyToScratch(runStart..<index, at: count)
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try makeString(UnsafeBufferPointer(rebasing: scratch[0..<count]), at: start)
            }
            count = try unescape(into: count)
            runStart = index
        }
    }

    /// Moves `index` past bytes that need no attention in a string, eight at a time while it
    /// can: none of them a quote, a backslash or a control character.
    private mutating func skipPlainBytes() {
        index = ByteWord.firstMarked(in: bytes, from: index) {
            $0.marking(UInt8(ascii: "\"")) | $0.marking(UInt8(ascii: "\\")) | $0.marking(below: 0x20)
        }
    }

    private mutating func reserveScratch(_ capacity: Int) {
        guard scratch.count < capacity else { return }
        scratch.deallocate()
        scratch = .allocate(capacity: capacity)
    }

    private func copyToScratch(_ range: Range<Int>, at count: Int) -> Int {
        guard let source = bytes.baseAddress, let target = scratch.baseAddress, !range.isEmpty else { return count }
        (target + count).update(from: source + range.lowerBound, count: range.count)
        return count + range.count
    }

    /// `String(validating:as:)` is not specialised and looks up generic metadata on every
    /// call, which cost more than the validation; `String(decoding:as:)` is. Repairing
    /// replaces bad bytes with U+FFFD's, which are valid, so the string has its input's bytes
    /// exactly when nothing was repaired.
    private func makeString(_ run: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONSyntaxError) -> String {
        var string = String(decoding: run, as: UTF8.self)
        guard dialect == .decodable else { return string }
        let intact =
            string.utf8.count == run.count
            && string.withUTF8 { decoded in
                guard let source = run.baseAddress, let target = decoded.baseAddress else { return true }
                return memcmp(source, target, run.count) == 0
            }
        guard intact else { throw error("invalid UTF-8 in a string", at: start) }
        return string
    }

    /// Writes the escape at `index` into `scratch` at `count`; returns the new count.
    private mutating func unescape(into count: Int) throws(JSONSyntaxError) -> Int {
        index += 1  // the backslash
        guard index < bytes.count else { throw error("unexpected end of input in an escape") }
        let escaped = bytes[index]
        index += 1
        let byte: UInt8
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte = escaped
        case UInt8(ascii: "b"): byte = 0x08
        case UInt8(ascii: "f"): byte = 0x0C
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "r"): byte = 0x0D
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "u"):
            var written = count
            let encoded = UTF8.encode(try parseUnicodeEscape())
            for unit in encoded ?? UTF8.encode("\u{FFFD}") ?? .init() {
                scratch[written] = unit
                written += 1
            }
            return written
        default:
            index -= 1
            throw error("invalid escape \\\(describeCurrent())")
        }
        scratch[count] = byte
        return count + 1
    }

    /// The scalar of a `\u` escape whose hex digits start at `index`, joining a surrogate pair.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar), bytes.count - index >= 6,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            let mark = index
            index += 2
            let low = try parseHex4()
            if (0xDC00..<0xE000).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = mark  // not a pair: the high half stands alone
            }
        }
        if let character = Unicode.Scalar(scalar) { return character }
        // A lone surrogate is not a character; it becomes U+FFFD like any bad byte.
        guard dialect == .tooltip else { throw error("a lone surrogate in a \\u escape", at: index - 6) }
        return "\u{FFFD}"
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("unexpected end of input in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit \(describeCurrent()) in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
