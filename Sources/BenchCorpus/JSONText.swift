/// Edits made on a response's bytes rather than on a parsed object: re-serialising a 400 KB
/// armory through Foundation takes longer than the build being measured, and keeping the
/// bytes keeps the API's own spacing and escaping.
struct JSONText {
    private(set) var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func find(_ pattern: [UInt8], from start: Int = 0) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Replaces the string value of the first `"key": "old"` after `anchor`; false when the
    /// key is not followed by exactly that value (then nothing changes).
    @discardableResult
    mutating func replaceValue(of key: String, old: String, with new: String, after anchor: Int) -> Bool {
        guard let keyStart = find(Array("\"\(key)\"".utf8), from: anchor) else { return false }
        var index = keyStart + key.utf8.count + 2
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: ":"), 0x0A, 0x0D, 0x09].contains(bytes[index]) {
            index += 1
        }
        let quoted = Array("\"\(old)\"".utf8)
        guard index + quoted.count <= bytes.count, bytes[index..<(index + quoted.count)].elementsEqual(quoted) else {
            return false
        }
        bytes.replaceSubrange((index + 1)..<(index + quoted.count - 1), with: Array(new.utf8))
        return true
    }

    /// The bytes of `range` replaced by `new`.
    mutating func replace(_ range: Range<Int>, with new: String) {
        bytes.replaceSubrange(range, with: Array(new.utf8))
    }

    /// The non-negative integer written at `start` and where it ends; nil when no digits are there.
    func integer(at start: Int) -> (value: Int, end: Int)? {
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        guard end > start, end - start < 10 else { return nil }
        return Int(String(decoding: bytes[start..<end], as: UTF8.self)).map { ($0, end) }
    }

    /// Every occurrence of `old`, in names and in the tooltips that repeat them.
    mutating func replaceAll(_ old: String, with new: String) {
        let pattern = Array(old.utf8)
        let replacement = Array(new.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while let found = find(pattern, from: index) {
            result += bytes[index..<found]
            result += replacement
            index = found + pattern.count
        }
        result += bytes[index...]
        bytes = result
    }

    /// Rewrites each non-negative integer that follows `key` (after its closing quote, an
    /// escaped quote, the colon and spaces), as `transform` says.
    mutating func replaceNumbers(after key: String, _ transform: (Int) -> Int) {
        let pattern = Array(key.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while let found = find(pattern, from: index) {
            var cursor = found + pattern.count
            while cursor < bytes.count,
                [UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")]
                    .contains(bytes[cursor])
            {
                cursor += 1
            }
            var end = cursor
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            result += bytes[index..<cursor]
            // A "-1" (no quality: stones, bracelets) has no digits here and is kept.
            if end > cursor, end - cursor < 10, let value = Int(String(decoding: bytes[cursor..<end], as: UTF8.self)) {
                result += Array(String(transform(value)).utf8)
                index = end
            } else {
                index = cursor
            }
        }
        result += bytes[index...]
        bytes = result
    }
}
