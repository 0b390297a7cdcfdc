import Foundation

/// A `Decoder` over a parsed ``JSONValue`` that reads values as Foundation's `JSONDecoder`
/// does: no conversions between strings, numbers and booleans, integers only from numbers
/// that are integral and in range.
///
/// Lenient models swallow decoding errors with `try?`, so a value this decoder cannot be
/// sure to read as Foundation would is not only an error but also a flag in ``state``, which
/// makes ``FastJSONDecoder`` ask Foundation for the whole document.
final class TreeDecoder: Decoder {
    final class State {
        var needsFoundation = false
        let userInfo: [CodingUserInfoKey: Any]

        init(userInfo: [CodingUserInfoKey: Any]) {
            self.userInfo = userInfo
        }
    }

    let value: JSONValue
    let state: State
    /// The path is kept as links to the parent, built into an array only when asked for:
    /// most values are decoded without anyone reading their path.
    private let parent: TreeDecoder?
    private let key: (any CodingKey)?

    init(_ value: JSONValue, userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.value = value
        state = State(userInfo: userInfo)
        parent = nil
        key = nil
    }

    private init(_ value: JSONValue, key: any CodingKey, parent: TreeDecoder) {
        self.value = value
        self.key = key
        self.parent = parent
        state = parent.state
    }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node = self
        while let key = node.key, let parent = node.parent {
            path.append(key)
            node = parent
        }
        return path.reversed()
    }

    func child(_ value: JSONValue, key: any CodingKey) -> TreeDecoder {
        TreeDecoder(value, key: key, parent: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw mismatch([String: Any].self, value, at: nil)
        }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([Any].self, value, at: nil)
        }
        return TreeUnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `type` from this decoder's value, leaving to Foundation the types its
    /// `JSONDecoder` reads in a way of its own.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        // A Date is read as Foundation's default strategy (`deferredToDate`) reads it: the
        // seconds since 2001 as a Double. The build's cache holds thousands of them.
        if T.self == Date.self, let date = try Date(timeIntervalSinceReferenceDate: double(value, at: nil)) as? T {
            return date
        }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            throw handOver(type, at: nil)
        }
        return try T(from: self)
    }
}
