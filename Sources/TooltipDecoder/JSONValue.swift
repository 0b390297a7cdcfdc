/// Any JSON value, for the parts of the API whose shape changes between game patches.
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: JSONValue] = [:]
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
        } else if var container = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            while !container.isAtEnd {
                array.append(try container.decode(JSONValue.self))
            }
            self = .array(array)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    public var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// Numbers, and numeric strings, as an integer (the API is inconsistent about which).
    public var int: Int? {
        switch self {
        case .number(let number) where number.isFinite && abs(number) < 1e15: Int(number)
        case .string(let string): Int(string.filter { $0 != "," })
        case .bool(let bool): bool ? 1 : 0
        default: nil
        }
    }

    /// An object's entries in display order: `Element_NNN` keys by number, other keys after, by name.
    public var orderedEntries: [(key: String, value: JSONValue)] {
        guard case .object(let object) = self else { return [] }
        return object.sorted { lhs, rhs in
            switch (Self.elementIndex(lhs.key), Self.elementIndex(rhs.key)) {
            case let (l?, r?): l < r
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.key < rhs.key
            }
        }.map { ($0.key, $0.value) }
    }

    static func elementIndex(_ key: String) -> Int? {
        guard key.hasPrefix("Element_") else { return nil }
        return Int(key.dropFirst("Element_".count))
    }
}

private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
