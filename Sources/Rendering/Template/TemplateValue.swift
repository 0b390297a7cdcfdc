/// What a template sees of a page's view: text, flags, lists and named fields.
///
/// Views are plain `Encodable` structs; `TemplateValue(encoding:)` turns them into this tree
/// through their compiler-written `encode(to:)`, with the rules templates were written for:
/// a nil field is missing (a section over it renders nothing, `{{^field}}` renders), an
/// empty string or a zero is still a value (a section over it renders), numbers print as
/// Swift prints them.
package enum TemplateValue: Sendable, Equatable {
    case text(String)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateFields)

    package init(encoding value: some Encodable) throws(TemplateError) {
        do {
            self = try TemplateEncoder.encode(value)
        } catch {
            throw TemplateError(template: "\(type(of: value))", problem: "cannot be shown to a template: \(error)")
        }
    }

    subscript(name: String) -> TemplateValue? {
        if case .object(let fields) = self { fields[name] } else { nil }
    }
}

/// A view's fields in the order it encoded them. Views have a few dozen fields at most, so
/// a scan of short names is quicker than hashing them, as templates look names up over
/// and over.
package struct TemplateFields: Sendable, Equatable {
    private(set) var names: [String] = []
    private(set) var values: [TemplateValue] = []

    subscript(name: String) -> TemplateValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }
}

/// Encodes one value. Containers are structs that the encoded type may drop at any time, so
/// they write into reference boxes the encoder reads once `encode(to:)` has returned.
private final class TemplateEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var storage: Storage = .none

    private enum Storage {
        case none
        case value(TemplateValue)
        case object(FieldsBox)
        case list(ListBox)
    }

    static func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        // The leaves most fields are, without a round through a container.
        // Metatypes compare as pointers; a cast from a struct to String does not come so cheap.
        if T.self == String.self, let text = value as? String { return .text(text) }
        if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if T.self == Int.self, let number = value as? Int { return .text(String(number)) }
        let encoder = TemplateEncoder()
        try value.encode(to: encoder)
        return encoder.result
    }

    var result: TemplateValue {
        switch storage {
        // Nothing encoded, or an explicit nil: missing to a template.
        case .none: .bool(false)
        case .value(let value): value
        case .object(let box): .object(box.resolved)
        case .list(let box): .list(box.resolved)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: FieldsBox
        if case .object(let existing) = storage {
            box = existing
        } else {
            box = FieldsBox()
            storage = .object(box)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ListBox
        if case .list(let existing) = storage {
            box = existing
        } else {
            box = ListBox()
            storage = .list(box)
        }
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    fileprivate func set(_ value: TemplateValue) {
        storage = .value(value)
    }

    private static func number(_ value: some LosslessStringConvertible) -> TemplateValue { .text(value.description) }

    private final class FieldsBox {
        var fields = TemplateFields()
        /// Nested containers and super encoders, read at the end.
        var nested: [(key: String, encoder: TemplateEncoder)] = []

        var resolved: TemplateFields {
            nested.reduce(into: fields) { $0[$1.key] = $1.encoder.result }
        }
    }

    private final class ListBox {
        var items: [TemplateValue] = []
        var nested: [(index: Int, encoder: TemplateEncoder)] = []

        var resolved: [TemplateValue] {
            nested.reduce(into: items) { $0[$1.index] = $1.encoder.result }
        }

        func nest() -> TemplateEncoder {
            let encoder = TemplateEncoder()
            nested.append((items.count, encoder))
            items.append(.object(TemplateFields()))
            return encoder
        }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: FieldsBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode(_ value: Bool, forKey key: Key) throws { box.fields[key.stringValue] = .bool(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { box.fields[key.stringValue] = .text(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Float, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Int, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { box.fields[key.stringValue] = number(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.fields[key.stringValue] = try TemplateEncoder.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            nest(key.stringValue).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            nest(key.stringValue).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { nest("super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { nest(key.stringValue) }

        private func nest(_ key: String) -> TemplateEncoder {
            let encoder = TemplateEncoder()
            box.nested.append((key, encoder))
            return encoder
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: ListBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.items.count }

        mutating func encodeNil() throws {}
        mutating func encode(_ value: Bool) throws { box.items.append(.bool(value)) }
        mutating func encode(_ value: String) throws { box.items.append(.text(value)) }
        mutating func encode(_ value: Double) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Float) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Int) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Int8) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Int16) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Int32) throws { box.items.append(number(value)) }
        mutating func encode(_ value: Int64) throws { box.items.append(number(value)) }
        mutating func encode(_ value: UInt) throws { box.items.append(number(value)) }
        mutating func encode(_ value: UInt8) throws { box.items.append(number(value)) }
        mutating func encode(_ value: UInt16) throws { box.items.append(number(value)) }
        mutating func encode(_ value: UInt32) throws { box.items.append(number(value)) }
        mutating func encode(_ value: UInt64) throws { box.items.append(number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try TemplateEncoder.encode(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            box.nest().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { box.nest().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { box.nest() }
    }

    private struct SingleContainer: SingleValueEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws {}
        mutating func encode(_ value: Bool) throws { encoder.set(.bool(value)) }
        mutating func encode(_ value: String) throws { encoder.set(.text(value)) }
        mutating func encode(_ value: Double) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Float) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Int) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Int8) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Int16) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Int32) throws { encoder.set(number(value)) }
        mutating func encode(_ value: Int64) throws { encoder.set(number(value)) }
        mutating func encode(_ value: UInt) throws { encoder.set(number(value)) }
        mutating func encode(_ value: UInt8) throws { encoder.set(number(value)) }
        mutating func encode(_ value: UInt16) throws { encoder.set(number(value)) }
        mutating func encode(_ value: UInt32) throws { encoder.set(number(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.set(number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.set(try TemplateEncoder.encode(value)) }
    }
}
