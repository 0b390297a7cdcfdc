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

extension KeyedDecodingContainer where Key == AnyKey {
    func string(_ key: String) -> String? {
        let key = AnyKey(key)
        if let string = try? decodeIfPresent(String.self, forKey: key) { return string }
        if let number = try? decodeIfPresent(Double.self, forKey: key) {
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        return nil
    }

    func int(_ key: String) -> Int? {
        if let int = try? decodeIfPresent(Int.self, forKey: AnyKey(key)) { return int }
        return double(key).flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil }
    }

    func double(_ key: String) -> Double? {
        if let double = try? decodeIfPresent(Double.self, forKey: AnyKey(key)) { return double }
        return string(key).flatMap { Double($0.filter { $0 != "," }) }
    }

    func bool(_ key: String) -> Bool? {
        if let bool = try? decodeIfPresent(Bool.self, forKey: AnyKey(key)) { return bool }
        return int(key).map { $0 != 0 }
    }

    func strings(_ key: String) -> [String]? {
        try? decodeIfPresent([String?].self, forKey: AnyKey(key))?.compactMap { $0 }
    }

    /// An array whose broken elements are skipped rather than failing the array.
    func list<T: Decodable>(_ key: String, of type: T.Type = T.self) -> [T]? {
        guard let items = try? decodeIfPresent([Tolerant<T>].self, forKey: AnyKey(key)) else { return nil }
        return items.compactMap(\.value)
    }

    func object<T: Decodable>(_ key: String, as type: T.Type = T.self) -> T? {
        try? decodeIfPresent(T.self, forKey: AnyKey(key))
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
    func fields() throws -> KeyedDecodingContainer<AnyKey> {
        try container(keyedBy: AnyKey.self)
    }
}
