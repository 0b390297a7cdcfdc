/// An array's elements in order. A failed decode does not move past its element, as in
/// Foundation.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TreeDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: TreeDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private func next(_ type: Any.Type) throws -> JSONValue {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: decoder.path(IndexKey(currentIndex)), debugDescription: "Unkeyed container is at end."))
        }
        return elements[currentIndex]
    }

    /// The reader is given the decoder so that it need not capture `self`, which is mutating.
    private mutating func read<T>(_ type: T.Type, _ reader: (TreeDecoder, JSONValue, IndexKey) throws -> T) throws -> T {
        let result = try reader(decoder, next(type), IndexKey(currentIndex))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never?.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) { try $0.bool($1, at: $2) } }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) { try $0.string($1, at: $2) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) { try $0.double($1, at: $2) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) { try $0.float($1, at: $2) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) { try $0.integer(type, $1, at: $2) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) { try $0.integer(type, $1, at: $2) } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try read(type) { try $0.child($1, key: $2).decodeValue(type) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try read(KeyedDecodingContainer<NestedKey>.self) { try $0.child($1, key: $2).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try read((any UnkeyedDecodingContainer).self) { try $0.child($1, key: $2).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try read((any Decoder).self) { $0.child($1, key: $2) }
    }
}
