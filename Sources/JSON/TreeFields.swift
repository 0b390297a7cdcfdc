/// An object's fields read by name straight from ``FastJSONDecoder``'s tree, for models that
/// read many small objects through optional lookups (LostArkAPI's lenient ones).
///
/// Each read is what `decodeIfPresent` on a keyed container over the same decoder gives,
/// value, error and hand-over to Foundation alike: it calls the same readers. It only skips
/// the container: the box a `KeyedDecodingContainer` allocates per object and the
/// existential call per field, which showed in decoding a thousand armories.
package struct TreeFields {
    private let decoder: TreeDecoder
    private let object: JSONObject

    /// Nil unless `decoder` is ``FastJSONDecoder``'s over an object; any other decoder, or
    /// value, goes through a keyed container, which reports it as Foundation would.
    package init?(_ decoder: any Decoder) {
        guard let tree = decoder as? TreeDecoder, case .object(let object) = tree.value else { return nil }
        self.decoder = tree
        self.object = object
    }

    package func string(_ name: String) throws -> String? {
        try object.present(name).map { try decoder.string($0, at: NameKey(stringValue: name)) }
    }

    package func double(_ name: String) throws -> Double? {
        try object.present(name).map { try decoder.double($0, at: NameKey(stringValue: name)) }
    }

    package func int(_ name: String) throws -> Int? {
        try object.present(name).map { try decoder.integer(Int.self, $0, at: NameKey(stringValue: name)) }
    }

    package func bool(_ name: String) throws -> Bool? {
        try object.present(name).map { try decoder.bool($0, at: NameKey(stringValue: name)) }
    }

    package func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T? {
        try object.present(name).map { try decoder.child($0, key: NameKey(stringValue: name)).decodeValue(type) }
    }
}
