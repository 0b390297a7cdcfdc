/// An array's elements in order. A failed decode does not move past its element, as in
/// Foundation.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    /// Where the element `currentIndex` is on the tape.
    private var element: Int
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder) {
        self.decoder = decoder
        element = decoder.index + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { decoder.tape.count(decoder.index) }
    var isAtEnd: Bool { element >= decoder.tape.end(decoder.index) }

    private func next(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: decoder.path(IndexKey(currentIndex)), debugDescription: "Unkeyed container is at end."))
        }
        return element
    }

    /// The reader is given the decoder so that it need not capture `self`, which is mutating.
    private mutating func read<T>(_ type: T.Type, _ reader: (TapeDecoder, Int, IndexKey) throws -> T) throws -> T {
        let value = try next(type)
        let result = try reader(decoder, value, IndexKey(currentIndex))
        element = decoder.tape.end(value)
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        let value = try next(Never?.self)
        guard decoder.tape.kind(value) == .null else { return false }
        element = decoder.tape.end(value)
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
        try read(type) { decoder, value, _ in try decoder.child(value).decodeValue(type) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try read(KeyedDecodingContainer<NestedKey>.self) { decoder, value, _ in try decoder.child(value).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try read((any UnkeyedDecodingContainer).self) { decoder, value, _ in try decoder.child(value).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try read((any Decoder).self) { decoder, value, _ in decoder.child(value) }
    }
}
