/// A strict RFC 8259 parser from UTF-8 bytes to a ``JSONTape``, and from it a ``JSONValue``.
///
/// Tooltips are JSON inside JSON, parsed once per item per build, and an armory is mostly
/// such escaped strings; Foundation's decoders spend most of their time on them. This one
/// reads bytes in a single pass, unescapes into one reused buffer, caps nesting so hostile
/// input cannot exhaust the stack, and says where the input went wrong.
package struct JSONParser {
    /// Deep enough for every layout the API sends (six levels), shallow enough for any stack.
    package static let maximumDepth = 128

    /// What the parser makes of input that RFC 8259 leaves open or that readers disagree on.
    package enum Dialect: Sendable {
        /// The tooltip decoder's: a lone surrogate escape becomes U+FFFD, a repeated key keeps
        /// its last value, and numbers are read as they come.
        case tooltip
        /// Rejects whatever Foundation's `JSONDecoder` rejects or reads differently (invalid
        /// UTF-8, lone surrogates, repeated keys (it keeps the first), leading zeros, numbers
        /// that underflow), so that `TapeDecoder` can hand such input to Foundation and still
        /// give its exact answer. It may reject more than Foundation, never less.
        case decodable
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let dialect: Dialect
    /// Each value costs a few hundred bytes in the tree, small ones many times what they
    /// take in the text, so a caller that must stay within a multiple of its input caps them.
    private let maximumValues: Int
    private var values = 0
    var index = 0
    private var depth = 0
    /// What has been read, and the container now being read (-1 at the top).
    private var tape = JSONTape()
    private var parent = -1
    /// Where strings with escapes are unescaped, reused from one string to the next.
    var scratch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    private init(_ bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect, maximumValues: Int) {
        self.bytes = bytes
        self.dialect = dialect
        // A value takes at most two of the tape's entries: itself and its key.
        self.maximumValues = min(maximumValues, JSONTape.maximumEntries / 2)
    }

    /// `maximumValues` counts every value (objects, arrays and what they hold); past it the
    /// parse stops with an error flagged `tooManyValues`, before building the rest.
    package static func parse(_ text: String, maximumValues: Int = .max) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try parse(buffer, maximumValues: maximumValues) }
        }
        // makeContiguousUTF8 guarantees contiguous storage, so the closure has run.
        return try (result ?? .failure(JSONSyntaxError("the text has no contiguous UTF-8 storage", at: 0))).get()
    }

    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect = .tooltip, maximumValues: Int = .max
    ) throws(JSONSyntaxError) -> JSONValue {
        try tape(bytes, dialect: dialect, maximumValues: maximumValues).value()
    }

    /// The document as a ``JSONTape``, which ``FastJSONDecoder`` reads without making a tree.
    package static func tape(
        _ bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect = .tooltip, maximumValues: Int = .max
    ) throws(JSONSyntaxError) -> JSONTape {
        var parser = JSONParser(bytes, dialect: dialect, maximumValues: maximumValues)
        defer { parser.scratch.deallocate() }
        parser.skipWhitespace()
        try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        parser.tape.finish()
        return parser.tape
    }

    private mutating func parseValue() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        values += 1
        guard values <= maximumValues else {
            var tooMany = error("more than \(maximumValues) values")
            tooMany.tooManyValues = true
            throw tooMany
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""):
            let string = try parseString()
            _ = tape.appendString(string, parent: parent)
        case UInt8(ascii: "t"): try parseLiteral("true", .bool, 1)
        case UInt8(ascii: "f"): try parseLiteral("false", .bool, 0)
        case UInt8(ascii: "n"): try parseLiteral("null", .null, 0)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            _ = tape.append(.number, parent: parent, payload: number.bitPattern)
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        try enterContainer()
        let object = tape.append(.object, parent: parent)
        let outer = parent
        parent = object
        defer { parent = outer }
        var count = 0
        skipWhitespace()
        if consume(UInt8(ascii: "}")) {
            depth -= 1
            tape.close(object, count: 0)
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a quoted key")
            }
            let key = try parseString()
            _ = tape.appendString(key, parent: object)
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()), expected ':'") }
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { break }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
        depth -= 1
        tape.close(object, count: count)
        if dialect == .decodable, tape.repeatsKey(object) {
            throw error("a key is repeated in an object")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        try enterContainer()
        let array = tape.append(.array, parent: parent)
        let outer = parent
        parent = array
        defer { parent = outer }
        var count = 0
        skipWhitespace()
        if consume(UInt8(ascii: "]")) {
            depth -= 1
            tape.close(array, count: 0)
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { break }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
        depth -= 1
        tape.close(array, count: count)
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        let integerStart = index
        guard consumeDigits() else { throw error("unexpected \(describeCurrent()) in a number") }
        if dialect == .decodable, bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw error("a number with a leading zero", at: start)
        }
        var isInteger = true
        if consume(UInt8(ascii: ".")) {
            isInteger = false
            guard consumeDigits() else { throw error("unexpected \(describeCurrent()) after a decimal point") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard consumeDigits() else { throw error("unexpected \(describeCurrent()) in an exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if dialect == .decodable { return try decodableNumber(text, isInteger: isInteger, at: start) }
        if isInteger, let integer = Int(text) { return Double(integer) }
        guard let number = Double(text), number.isFinite else { throw error("number \(text) is out of range", at: start) }
        return number
    }

    /// Foundation rejects numbers that underflow to zero or to a subnormal, and `-0` is
    /// negative zero to it; an integer is exact as a Double only up to 2^53.
    private func decodableNumber(_ text: String, isInteger: Bool, at start: Int) throws(JSONSyntaxError) -> Double {
        if isInteger, let integer = Int(text), integer != 0, integer.magnitude <= 1 << 53 {
            return Double(integer)
        }
        guard let number = Double(text), number.isFinite else { throw error("number \(text) is out of range", at: start) }
        let mantissa = text.utf8.prefix { $0 | 0x20 != UInt8(ascii: "e") }
        if number == 0 || number.isSubnormal, mantissa.contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }) {
            throw error("number \(text) underflows", at: start)
        }
        return number
    }

    private mutating func consumeDigits() -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONTape.Kind, _ payload: UInt64) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        guard bytes.count - index >= length,
            (0..<length).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else { throw error("unexpected \(describeCurrent()), expected a value") }
        index += length
        _ = tape.append(kind, parent: parent, payload: payload)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message, at: offset ?? index)
    }
}

/// Where and why a text is not JSON.
package struct JSONSyntaxError: Error {
    package let message: String
    /// Byte offset into the UTF-8 text.
    package let offset: Int
    /// The text may be JSON, but holds more values than the caller allowed.
    package var tooManyValues = false

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
