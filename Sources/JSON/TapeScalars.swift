/// Scalars as Foundation's `JSONDecoder` reads them, and the errors it throws when it cannot.
/// Values are places on the decoder's tape.
extension TapeDecoder {
    /// Beyond this an integer may have been rounded on its way to a Double, while Foundation
    /// reads it from its digits.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// The value of `key` in this decoder's object, when there.
    func member(_ key: String) -> Int? {
        tape.member(key, of: index)
    }

    /// The value of a key that is there and not `null`: what `decodeIfPresent` reads.
    func present(_ key: String) -> Int? {
        guard let value = tape.member(key, of: index), tape.kind(value) != .null else { return nil }
        return value
    }

    func string(_ value: Int, at key: (any CodingKey)?) throws -> String {
        guard tape.kind(value) == .string else { throw mismatch(String.self, value, at: key) }
        return tape.string(value)
    }

    func bool(_ value: Int, at key: (any CodingKey)?) throws -> Bool {
        guard tape.kind(value) == .bool else { throw mismatch(Bool.self, value, at: key) }
        return tape.bool(value)
    }

    func double(_ value: Int, at key: (any CodingKey)?) throws -> Double {
        guard tape.kind(value) == .number else { throw mismatch(Double.self, value, at: key) }
        return tape.number(value)
    }

    /// Foundation reads a Float from the digits, which a Double can round differently.
    func float(_ value: Int, at key: (any CodingKey)?) throws -> Float {
        throw handOver(Float.self, at: key)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: Int, at key: (any CodingKey)?) throws -> T {
        guard tape.kind(value) == .number else { throw mismatch(type, value, at: key) }
        let number = tape.number(value)
        // Foundation may refuse `-0` for an unsigned type; it is not worth guessing.
        guard number.magnitude < Self.exactIntegerLimit, T.isSigned || number.sign == .plus else {
            throw handOver(type, at: key)
        }
        guard let integer = T(exactly: number) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path(key), debugDescription: "Number \(number) does not fit in \(type)."))
        }
        return integer
    }

    func mismatch(_ type: Any.Type, _ value: Int, at key: (any CodingKey)?) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: path(key), debugDescription: "Expected to decode \(type) but found \(tape.kindName(value)) instead.")
        if tape.kind(value) == .null { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    func handOver(_ type: Any.Type, at key: (any CodingKey)?) -> DecodingError {
        document.needsFoundation = true
        return .typeMismatch(type, .init(codingPath: path(key), debugDescription: "Left to Foundation's JSONDecoder."))
    }

    func path(_ key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return codingPath }
        return codingPath + [key]
    }
}

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        tape.kind(index) == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try bool(index, at: nil) }
    func decode(_ type: String.Type) throws -> String { try string(index, at: nil) }
    func decode(_ type: Double.Type) throws -> Double { try double(index, at: nil) }
    func decode(_ type: Float.Type) throws -> Float { try float(index, at: nil) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, index, at: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, index, at: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, index, at: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, index, at: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, index, at: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, index, at: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, index, at: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, index, at: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, index, at: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, index, at: nil) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}

/// The key of an array element in a coding path, named as Foundation names it.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init(intValue: Int) { self.intValue = intValue }
}

/// A key by name: an object's member in a coding path, and `superDecoder()`'s.
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
