import Foundation

/// Decodes a `Decodable` from JSON bytes to exactly what Foundation's `JSONDecoder` (default
/// options) gives, at a fraction of its time: one pass of ``JSONParser`` into a value tree,
/// then ``TreeDecoder`` over it.
///
/// Whatever the fast path does not answer itself goes to `JSONDecoder`: input the parser's
/// decodable dialect rejects, a decode that fails, and a value the tree decoder flagged as one
/// Foundation might read differently. So errors keep Foundation's cases, coding paths and
/// messages, and the only cost of the rare input is a second decode.
package struct FastJSONDecoder: Sendable {
    package init() {}

    /// Throws what `JSONDecoder.decode(_:from:)` throws, which `Decodable` leaves untyped.
    package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let result = decodeWithoutFoundation(type, from: data) { return result }
        return try JSONDecoder().decode(type, from: data)
    }

    /// The fast path alone: nil where ``decode(_:from:)`` asks Foundation.
    package func decodeWithoutFoundation<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        guard let value = Self.parse(data) else { return nil }
        let decoder = TreeDecoder(value)
        guard let result = try? decoder.decodeValue(type), !decoder.state.needsFoundation else { return nil }
        return result
    }

    private static func parse(_ data: Data) -> JSONValue? {
        data.withUnsafeBytes { raw in
            try? JSONParser.parse(raw.bindMemory(to: UInt8.self), dialect: .decodable)
        }
    }
}
