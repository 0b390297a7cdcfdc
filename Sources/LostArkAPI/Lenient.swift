import JSON
import Support

/// Decoding that tolerates the API's drift: a field that is missing, `null` or of another
/// type decodes to nil instead of failing the whole response. Numbers sent as strings
/// ("1,745.00") and strings sent as numbers both decode.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// An object's fields, read leniently. Through ``FastJSONDecoder`` they come straight from
/// its tape (`TapeFields`); any other decoder gives a keyed container. Both read the same.
struct LenientFields {
    private let tape: TapeFields?
    private let container: KeyedDecodingContainer<AnyKey>?
    /// Asked for its path and `userInfo` only when a number is out of range.
    private let decoder: any Decoder

    init(_ decoder: any Decoder) throws {
        self.decoder = decoder
        if let tape = TapeFields(decoder) {
            self.tape = tape
            container = nil
        } else {
            tape = nil
            container = try decoder.container(keyedBy: AnyKey.self)
        }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: String) throws -> String? {
        if let tape { return try tape.string(key) }
        return try container?.decodeIfPresent(type, forKey: AnyKey(key))
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: String) throws -> Double? {
        if let tape { return try tape.double(key) }
        return try container?.decodeIfPresent(type, forKey: AnyKey(key))
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: String) throws -> Int? {
        if let tape { return try tape.int(key) }
        return try container?.decodeIfPresent(type, forKey: AnyKey(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: String) throws -> Bool? {
        if let tape { return try tape.bool(key) }
        return try container?.decodeIfPresent(type, forKey: AnyKey(key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        if let tape { return try tape.decode(type, key) }
        return try container?.decodeIfPresent(type, forKey: AnyKey(key))
    }
}

extension LenientFields {
    func string(_ key: String) -> String? {
        if let string = try? decodeIfPresent(String.self, forKey: key) { return string }
        if let number = try? decodeIfPresent(Double.self, forKey: key) {
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        return nil
    }

    /// Nil, and reported, when out of ``OutsideNumber``'s range: no page may trap on it.
    func int(_ key: String) -> Int? {
        if let int = try? decodeIfPresent(Int.self, forKey: key) {
            return OutsideNumber.isInRange(int) ? int : outOfRange(key, String(int))
        }
        return double(key).map { Int($0) }
    }

    /// Nil, and reported, when not finite or out of ``OutsideNumber``'s range.
    func double(_ key: String) -> Double? {
        let value: Double
        do {
            guard let double = try decodeIfPresent(Double.self, forKey: key) else { return nil }
            value = double
        } catch is DecodingError {
            guard let text = string(key), let double = GameNumber.double(text) else { return nil }
            value = double
        } catch {
            // Foundation's own error, not a DecodingError: a number no Swift number holds (1e400).
            return outOfRange(key, nil)
        }
        return OutsideNumber.isInRange(value) ? value : outOfRange(key, String(value))
    }

    /// An item level as the API writes it ("1,745.00"); nil, and reported, when out of range.
    func itemLevel(_ key: String) -> ItemLevel? {
        guard let text = string(key), let value = GameNumber.double(text) else { return nil }
        return OutsideNumber.isInRange(value) ? ItemLevel(value: value) : outOfRange(key, text)
    }

    /// A figure the API sends as text ("2,318.45"), kept as sent; nil, and reported, when
    /// its number is out of range.
    func figure(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        guard let value = GameNumber.double(text), !OutsideNumber.isInRange(value) else { return text }
        return outOfRange(key, text)
    }

    private func outOfRange<T>(_ key: String, _ value: String?) -> T? {
        (OutOfRange.key.flatMap { decoder.userInfo[$0] } as? OutOfRange)?.add(decoder.codingPath, key: key, value: value)
        return nil
    }

    func bool(_ key: String) -> Bool? {
        if let bool = try? decodeIfPresent(Bool.self, forKey: key) { return bool }
        return int(key).map { $0 != 0 }
    }

    func strings(_ key: String) -> [String]? {
        try? decodeIfPresent([String?].self, forKey: key)?.compactMap { $0 }
    }

    /// An array whose broken elements are skipped rather than failing the array.
    func list<T: Decodable>(_ key: String, of type: T.Type = T.self) -> [T]? {
        try? elements(key, of: type)
    }

    /// An array whose broken elements are skipped; throws when the value is not an array.
    func elements<T: Decodable>(_ key: String, of type: T.Type = T.self) throws -> [T]? {
        if let tape { return try tape.elements(key, as: type) }
        return try decodeIfPresent([Tolerant<T>].self, forKey: key)?.compactMap(\.value)
    }

    func object<T: Decodable>(_ key: String, as type: T.Type = T.self) -> T? {
        try? decodeIfPresent(T.self, forKey: key)
    }
}

/// One element of a list that may fail to decode on its own.
struct Tolerant<T: Decodable>: Decodable {
    let value: T?
    init(from decoder: any Decoder) throws {
        value = try? T(from: decoder)
    }
}

extension Decoder {
    func fields() throws -> LenientFields {
        try LenientFields(self)
    }
}
