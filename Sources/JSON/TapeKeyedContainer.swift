/// An object's members by key. `decodeIfPresent` is implemented for the scalars the lenient
/// models read, so each costs one lookup instead of the default's three.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        let tape = decoder.tape
        var keys: [Key] = []
        var position = decoder.index + 1
        while position < tape.end(decoder.index) {
            if let key = Key(stringValue: tape.string(position)) { keys.append(key) }
            position = tape.end(position + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { decoder.member(key.stringValue) != nil }

    private func value(_ key: Key) throws -> Int {
        guard let value = decoder.member(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return value
    }

    private func present(_ key: Key) -> Int? {
        decoder.present(key.stringValue)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.tape.kind(try value(key)) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(value(key), at: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(value(key), at: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.double(value(key), at: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.float(value(key), at: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.integer(type, value(key), at: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.integer(type, value(key), at: key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.child(value(key)).decodeValue(type)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map { try decoder.string($0, at: key) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map { try decoder.bool($0, at: key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key).map { try decoder.double($0, at: key) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try decoder.integer(type, $0, at: key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try decoder.child($0).decodeValue(type) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(value(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(value(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(decoder.member("super") ?? decoder.tape.missing)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(decoder.member(key.stringValue) ?? decoder.tape.missing)
    }
}
