/// What a template sees of a page's view: text, flags, lists and named fields.
///
/// Views are plain `Encodable` structs; `TemplateValue(encoding:)` turns them into this tree
/// through their compiler-written `encode(to:)`, with the rules templates were written for:
/// a nil field is missing (a section over it renders nothing, `{{^field}}` renders), an
/// empty string or a zero is still a value (a section over it renders), numbers print as
/// Swift prints them.
package enum TemplateValue: Sendable, Equatable {
    case text(String)
    /// Markup LOAS made, already without controls: a raw tag (`{{{…}}}`) copies it as it
    /// is; an escaped one escapes it as text.
    case markup(Markup)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateFields)
    /// A value that differs by format: one view made for both formats holds both, and each
    /// renderer sees only its own (nil: the field is missing in that format, and a name
    /// looked up climbs past it as past any missing field).
    indirect case byFormat(html: TemplateValue?, markdown: TemplateValue?)

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

    /// What a renderer of `format` sees of this value.
    func resolved(for format: OutputFormat) -> TemplateValue? {
        guard case .byFormat(let html, let markdown) = self else { return self }
        return format == .html ? html : markdown
    }

    /// The field `name` of an object and where it is, trying the place `hint` first (see
    /// `TemplateFields.position(of:hint:)`).
    func field(_ name: String, hint: Int) -> (value: TemplateValue, position: Int)? {
        guard case .object(let fields) = self, let position = fields.position(of: name, hint: hint) else { return nil }
        return (fields.value(at: position), position)
    }
}

/// A view's fields in the order it encoded them. Views have a few dozen fields at most, so
/// a scan of short names is quicker than hashing them, as templates look names up over
/// and over. Names and values sit side by side in one array: one allocation per object.
package struct TemplateFields: Sendable, Equatable {
    struct Field: Sendable, Equatable {
        let name: String
        let value: TemplateValue
    }

    private(set) var fields: [Field] = []

    package init(capacity: Int = 0) {
        fields.reserveCapacity(capacity)
    }

    /// The value written last under `name`: an encoder writes each key once, so adding
    /// never has to look for an earlier one.
    subscript(name: String) -> TemplateValue? {
        var index = fields.endIndex
        while index > fields.startIndex {
            index -= 1
            if fields[index].name == name { return fields[index].value }
        }
        return nil
    }

    /// Where the value written under `name` is, trying `hint` first: a template looks the
    /// same name up in every item of a list, and items of one view have their fields in the
    /// same places, so the place found for the last item is nearly always this one's.
    func position(of name: String, hint: Int) -> Int? {
        if hint >= 0, hint < fields.count, fields[hint].name == name { return hint }
        var index = fields.endIndex
        while index > fields.startIndex {
            index -= 1
            if fields[index].name == name { return index }
        }
        return nil
    }

    func value(at position: Int) -> TemplateValue { fields[position].value }

    /// Every field in the order written, for a bench that hands them to another engine.
    package var named: [(name: String, value: TemplateValue)] { fields.map { ($0.name, $0.value) } }

    package mutating func add(_ name: String, _ value: TemplateValue) {
        fields.append(Field(name: name, value: value))
    }

    /// These fields after `name`: what a page's own view holds, with what every page has
    /// (its chrome) put first, as views write it.
    package func prepending(_ name: String, _ value: TemplateValue) -> TemplateFields {
        var joined = TemplateFields(capacity: fields.count + 1)
        joined.add(name, value)
        joined.fields += fields
        return joined
    }
}

/// A `TemplateValueConvertible` view whose own value is not the one `Encodable` makes.
private struct DirectValueMismatch: Error, CustomStringConvertible {
    let type: String
    var description: String { "\(type).templateValue differs from what its encode(to:) writes: a field is missing or out of order" }
}

/// Encodes one value. Containers are structs that the encoded type may drop at any time, so
/// they write into their encoder, which is read once `encode(to:)` has returned. One object
/// per encoded struct or list: its fields live in it, not in boxes of their own.
private final class TemplateEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var state: State = .none
    fileprivate var fields = TemplateFields()
    fileprivate var items: [TemplateValue] = []
    /// Nested containers and super encoders, read at the end.
    private var nestedFields: [(key: String, encoder: TemplateEncoder)] = []
    private var nestedItems: [(index: Int, encoder: TemplateEncoder)] = []

    private enum State {
        case none
        case value(TemplateValue)
        case object
        case list
    }

    static func encode<T: Encodable>(_ value: T) throws -> TemplateValue {
        // The leaves most fields are, without a round through a container.
        // Metatypes compare as pointers; a cast from a struct to String does not come so cheap.
        if T.self == String.self, let text = value as? String { return .text(text) }
        if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if T.self == Int.self, let number = value as? Int { return .text(String(number)) }
        if T.self == Markup.self, let markup = value as? Markup { return .markup(markup) }
        if let view = value as? any TemplateValueConvertible {
            let direct = view.templateValue
            #if DEBUG
            if type(of: view).checksEncodable {
                let encoder = TemplateEncoder()
                try value.encode(to: encoder)
                guard encoder.finish() == direct else { throw DirectValueMismatch(type: "\(T.self)") }
            }
            #endif
            return direct
        }
        let encoder = TemplateEncoder()
        try value.encode(to: encoder)
        return encoder.finish()
    }

    /// What was encoded; read once, as it moves the fields out.
    func finish() -> TemplateValue {
        switch state {
        // Nothing encoded, or an explicit nil: missing to a template.
        case .none: return .bool(false)
        case .value(let value): return value
        case .object:
            var taken = TemplateFields()
            swap(&taken, &fields)
            for (key, encoder) in nestedFields { taken.add(key, encoder.finish()) }
            return .object(taken)
        case .list:
            var taken: [TemplateValue] = []
            swap(&taken, &items)
            for (index, encoder) in nestedItems { taken[index] = encoder.finish() }
            return .list(taken)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = state {
        } else {
            state = .object
            fields = TemplateFields(capacity: 8)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list = state {
        } else {
            state = .list
            items = []
        }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    fileprivate func set(_ value: TemplateValue) {
        state = .value(value)
    }

    fileprivate func nest(_ key: String) -> TemplateEncoder {
        let encoder = TemplateEncoder()
        nestedFields.append((key, encoder))
        return encoder
    }

    fileprivate func nestItem() -> TemplateEncoder {
        let encoder = TemplateEncoder()
        nestedItems.append((items.count, encoder))
        items.append(.object(TemplateFields()))
        return encoder
    }

    private static func number(_ value: some LosslessStringConvertible) -> TemplateValue { .text(value.description) }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        private func add(_ key: Key, _ value: TemplateValue) { encoder.fields.add(key.stringValue, value) }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, .bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) throws { add(key, .text(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Float, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Int, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, number(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(key, try TemplateEncoder.encode(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.nest(key.stringValue).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.nest(key.stringValue).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder.nest("super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nest(key.stringValue) }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoder.items.count }

        private func add(_ value: TemplateValue) { encoder.items.append(value) }

        mutating func encodeNil() throws {}
        mutating func encode(_ value: Bool) throws { add(.bool(value)) }
        mutating func encode(_ value: String) throws { add(.text(value)) }
        mutating func encode(_ value: Double) throws { add(number(value)) }
        mutating func encode(_ value: Float) throws { add(number(value)) }
        mutating func encode(_ value: Int) throws { add(number(value)) }
        mutating func encode(_ value: Int8) throws { add(number(value)) }
        mutating func encode(_ value: Int16) throws { add(number(value)) }
        mutating func encode(_ value: Int32) throws { add(number(value)) }
        mutating func encode(_ value: Int64) throws { add(number(value)) }
        mutating func encode(_ value: UInt) throws { add(number(value)) }
        mutating func encode(_ value: UInt8) throws { add(number(value)) }
        mutating func encode(_ value: UInt16) throws { add(number(value)) }
        mutating func encode(_ value: UInt32) throws { add(number(value)) }
        mutating func encode(_ value: UInt64) throws { add(number(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { add(try TemplateEncoder.encode(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            encoder.nestItem().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.nestItem().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { encoder.nestItem() }
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
