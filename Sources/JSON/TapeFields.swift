/// An object's fields read by name straight from ``FastJSONDecoder``'s tape, for models that
/// read many small objects through optional lookups (LostArkAPI's lenient ones).
///
/// Each read is what `decodeIfPresent` on a keyed container over the same decoder gives,
/// value, error and hand-over to Foundation alike: it calls the same readers. It only skips
/// the container: the box a `KeyedDecodingContainer` allocates per object and the
/// existential call per field, for each of the many small objects an armory holds.
package struct TapeFields {
    private let decoder: TapeDecoder

    /// Nil unless `decoder` is ``FastJSONDecoder``'s over an object; any other decoder, or
    /// value, goes through a keyed container, which reports it as Foundation would.
    package init?(_ decoder: any Decoder) {
        guard let tape = decoder as? TapeDecoder, tape.tape.kind(tape.index) == .object else { return nil }
        self.decoder = tape
    }

    package func string(_ name: String) throws -> String? {
        try decoder.present(name).map { try decoder.string($0, at: NameKey(stringValue: name)) }
    }

    package func double(_ name: String) throws -> Double? {
        try decoder.present(name).map { try decoder.double($0, at: NameKey(stringValue: name)) }
    }

    package func int(_ name: String) throws -> Int? {
        try decoder.present(name).map { try decoder.integer(Int.self, $0, at: NameKey(stringValue: name)) }
    }

    package func bool(_ name: String) throws -> Bool? {
        try decoder.present(name).map { try decoder.bool($0, at: NameKey(stringValue: name)) }
    }

    package func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
        try decoder.present(name).map { try decoder.child($0).decodeValue(type) }
    }

    /// The elements of the array under `name` that decode as `T`, in order; the others are
    /// skipped. What decoding `[Tolerant<T>]` and dropping the nils gives, without the
    /// array's boxed container or a generic wrapper's metadata per element. Nil when the
    /// name is missing or null; throws when its value is not an array.
    package func elements<T: Decodable>(_ name: String, as type: T.Type) throws -> [T]? {
        guard let array = decoder.present(name) else { return nil }
        let tape = decoder.tape
        guard tape.kind(array) == .array else {
            throw decoder.mismatch([Any].self, array, at: NameKey(stringValue: name))
        }
        var items: [T] = []
        items.reserveCapacity(tape.count(array))
        var element = array + 1
        let end = tape.end(array)
        while element < end {
            if let item = try? T(from: decoder.child(element)) { items.append(item) }
            element = tape.end(element)
        }
        return items
    }
}
