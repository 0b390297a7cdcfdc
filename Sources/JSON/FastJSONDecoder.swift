import Foundation

/// Decodes a `Decodable` from JSON bytes to exactly what Foundation's `JSONDecoder` (default
/// options) gives, at a fraction of its time: one pass of ``JSONParser`` onto a ``JSONTape``,
/// then ``TapeDecoder`` over it.
///
/// Whatever the fast path does not answer itself goes to `JSONDecoder`: input the parser's
/// decodable dialect rejects, a decode that fails, and a value the tape decoder flagged as one
/// Foundation might read differently. So errors keep Foundation's cases, coding paths and
/// messages, and the only cost of the rare input is a second decode.
package struct FastJSONDecoder: Sendable {
    /// Given to the models as `Decoder.userInfo`, on either path.
    package let userInfo: [CodingUserInfoKey: any Sendable]

    package init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Throws what `JSONDecoder.decode(_:from:)` throws, which `Decodable` leaves untyped.
    package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let result = decodeWithoutFoundation(type, from: data) { return result }
        let foundation = JSONDecoder()
        foundation.userInfo = userInfo
        return try foundation.decode(type, from: data)
    }

    /// The fast path alone: nil where ``decode(_:from:)`` asks Foundation.
    package func decodeWithoutFoundation<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        guard let tape = Self.parse(data) else { return nil }
        let document = TapeDocument(tape, userInfo: userInfo)
        guard let result = try? TapeDecoder(document).decodeValue(type), !document.needsFoundation else { return nil }
        return result
    }

    private static func parse(_ data: Data) -> JSONTape? {
        data.withUnsafeBytes { raw in
            try? JSONParser.tape(raw.bindMemory(to: UInt8.self), dialect: .decodable)
        }
    }
}
