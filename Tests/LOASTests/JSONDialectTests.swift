import JSON
import LOASTestSupport
import Testing

/// The tooltip decoder's JSON reading is unchanged; the decodable dialect refuses what
/// Foundation's `JSONDecoder` would refuse or read differently, so it can be handed over.
@Suite struct JSONDialectTests {
    static let readDifferently: [String] = [
        #"{"v":"\uD800"}"#, #"{"v":1,"v":2}"#, #"{"v":01}"#, #"{"v":1e-400}"#, #"{"v":-00.5}"#,
    ]

    @Test func loneSurrogateInATooltipIsTheReplacementCharacter() throws {
        #expect(try JSONParser.parse(#""\uD800x""#) == .string("\u{FFFD}x"))
    }

    @Test func repeatedKeyInATooltipKeepsItsLastValue() throws {
        #expect(try JSONParser.parse(#"{"v":1,"v":2}"#)["v"] == .number(2))
    }

    @Test(arguments: readDifferently)
    func decodableDialectRefusesWhatJSONDecoderReadsDifferently(json: String) {
        #expect(throws: JSONSyntaxError.self) { try Self.parseDecodable(Array(json.utf8)) }
    }

    /// A stray byte, a lead byte alone, and a truncated four-byte sequence, which repairs to
    /// a U+FFFD of the same length.
    @Test(arguments: [[0xFF], [0xC3], [0xF0, 0x9F, 0x98]] as [[UInt8]])
    func decodableDialectRefusesInvalidUTF8(bytes: [UInt8]) {
        #expect(throws: JSONSyntaxError.self) { try Self.parseDecodable([0x22] + bytes + [0x22]) }
    }

    @Test func decodableDialectKeepsNegativeZero() throws {
        let value = try Self.parseDecodable(Array("-0".utf8))
        guard case .number(let number) = value else {
            Issue.record("\(value) is not a number")
            return
        }
        #expect(number.sign == .minus)
    }

    @Test func escapedStringLongerThanAnyBeforeItIsReadWhole() throws {
        let long = String(repeating: #"\"가나다\\"#, count: 5000)
        let value = try Self.parseDecodable(Array(#"["\n", "\#(long)"]"#.utf8))
        #expect(value == .array([.string("\n"), .string(String(repeating: "\"가나다\\", count: 5000))]))
    }

    /// Long strings come back from earlier parses by their raw bytes: each must still be the
    /// string its own escapes spell, also when another differs from it only in an escape.
    @Test func longStringsReadTheSameWhenMetAgainAndDifferByTheirEscapes() throws {
        let body = String(repeating: "툴팁 text ", count: 40)
        let plain = #"["\#(body)\"a\"", "\#(body)\u0041"]"#
        let again = try Self.parseDecodable(Array(plain.utf8))
        for parse in [try Self.parseDecodable(Array(plain.utf8)), again] {
            #expect(parse == .array([.string(body + "\"a\""), .string(body + "A")]))
        }
        let other = #"["\#(body)\"b\""]"#
        #expect(try Self.parseDecodable(Array(other.utf8)) == .array([.string(body + "\"b\"")]))
    }

    /// A long string's end is found by its quotes alone: a quote after an even run of
    /// backslashes ends it, after an odd run it is text, wherever the eight-byte scan stops.
    @Test(arguments: 0..<8)
    func longStringEndsAtTheFirstUnescapedQuote(shift: Int) throws {
        let body = String(repeating: "x", count: 300 + shift)
        let json = #"["\#(body)\\", "\#(body)\\\"q\\\\", "\#(body)\\\\\\"]"#
        let expected: JSONValue = .array([.string(body + "\\"), .string(body + "\\\"q\\\\"), .string(body + "\\\\\\")])
        #expect(try Self.parseDecodable(Array(json.utf8)) == expected)
        #expect(try Self.parseDecodable(Array(json.utf8)) == expected)
    }

    @Test func longStringWithAControlCharacterIsRefusedEveryTime() {
        let body = String(repeating: "x", count: 300)
        let json = Array(#"["\#(body)"#.utf8) + [0x09] + Array(#"x"]"#.utf8)
        for _ in 0..<2 {
            #expect(throws: JSONSyntaxError.self) { try Self.parseDecodable(json) }
        }
    }

    static func parseDecodable(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONParser.parse(buffer, dialect: .decodable)
        }
    }
}
