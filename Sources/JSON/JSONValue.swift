import Support

/// Any JSON value, for the parts of the API whose shape changes between game patches.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    package subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    package var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// Numbers, and numeric strings, as an integer (the API is inconsistent about which);
    /// neither past ±10^15, which no game figure reaches, so sums of them cannot overflow.
    package var int: Int? {
        switch self {
        case .number(let number) where number.isFinite && abs(number) < 1e15: Int(number)
        case .string(let string):
            GameNumber.int(string).flatMap { OutsideNumber.isInRange($0) ? $0 : nil }
        case .bool(let bool): bool ? 1 : 0
        default: nil
        }
    }

    /// An object's entries in display order: `Element_NNN` keys by number, other keys after, by name.
    package var orderedEntries: [(key: String, value: JSONValue)] {
        guard case .object(let object) = self else { return [] }
        return object.ordered
    }

    package var kind: JSONTape.Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The kind of value, for messages.
    package var kindName: String { kind.name }
}

/// A JSON object's members without hashing: tooltip objects have a handful of keys, and a
/// linear search over them is cheaper than building a dictionary per object.
package struct JSONObject: Sendable, Hashable {
    package private(set) var keys: [String] = []
    package private(set) var values: [JSONValue] = []
    /// Positions by key, for large objects only: a lookup by linear search made decoding
    /// an object keyed by names (the build cache) quadratic in its size.
    private var positions: [String: Int]?

    /// A repeated key keeps its first position and its last value, as most JSON readers do.
    package init(_ members: [(key: String, value: JSONValue)]) {
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        var positions: [String: Int]? = members.count > 32 ? [:] : nil
        for (key, value) in members {
            let existing = positions.map { $0[key] } ?? keys.firstIndex(of: key)
            if let existing {
                values[existing] = value
            } else {
                positions?[key] = keys.count
                keys.append(key)
                values.append(value)
            }
        }
        self.positions = positions
    }

    package subscript(key: String) -> JSONValue? {
        (positions.map { $0[key] } ?? keys.firstIndex(of: key)).map { values[$0] }
    }

    /// The number of distinct keys.
    package var count: Int { keys.count }

    package var ordered: [(key: String, value: JSONValue)] {
        let decorated = keys.indices.map { (index: $0, element: Self.elementIndex(keys[$0])) }
        return decorated.sorted { lhs, rhs in
            switch (lhs.element, rhs.element) {
            case (let l?, let r?): l < r || (l == r && keys[lhs.index] < keys[rhs.index])
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): keys[lhs.index] < keys[rhs.index]
            }
        }.map { (keys[$0.index], values[$0.index]) }
    }

    /// The number of an `Element_NNN` key, which orders the elements of a tooltip.
    package static func elementIndex(_ key: String) -> Int? {
        guard key.hasPrefix("Element_") else { return nil }
        return Int(key.dropFirst("Element_".count))
    }
}
