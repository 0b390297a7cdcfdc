/// A parsed JSON document as one flat array of values in text order, each container followed
/// by what it holds (an object's members as key, value, key, value).
///
/// An armory is some ten thousand values. As a tree of ``JSONValue``s each object is two
/// arrays and each read copies a branch; on a tape an object is one entry, a child is an
/// index, and the document is freed as three arrays. ``FastJSONDecoder`` reads the tape
/// directly; ``JSONParser/parse(_:dialect:maximumValues:)`` makes the tree from it.
package struct JSONTape: Sendable {
    package enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object

        /// The kind of value, for messages.
        package var name: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    struct Entry: Sendable {
        let kind: Kind
        /// The container holding it; -1 for the document's value.
        let parent: Int32
        /// Where the next value after it (and all it holds) starts.
        var end: Int32
        /// A bool's 0 or 1, a number's bits, a string's place in `strings`, a container's count.
        var payload: UInt64
    }

    private(set) var entries: ContiguousArray<Entry> = []
    private(set) var strings: ContiguousArray<String> = []
    /// Objects with many members (the build cache's, keyed by names), by the entry of each
    /// member's value: a scan of them made decoding such an object quadratic. Made only by the
    /// decodable dialect, which refuses repeated keys, so each name has one value.
    private var largeObjects: [Int32: [String: Int32]] = [:]
    static let largeObjectCount = 32

    /// The document's own value.
    static let root = 0
    /// The null after it (`finish()`).
    private(set) var missing = 0

    // MARK: Building (the parser's)

    /// Appends a value whose `end` is fixed later for a container; returns its index.
    mutating func append(_ kind: Kind, parent: Int, payload: UInt64 = 0) -> Int {
        let index = entries.count
        entries.append(
            Entry(kind: kind, parent: Int32(truncatingIfNeeded: parent), end: Int32(truncatingIfNeeded: index + 1), payload: payload))
        return index
    }

    mutating func appendString(_ string: String, parent: Int) -> Int {
        strings.append(string)
        return append(.string, parent: parent, payload: UInt64(strings.count - 1))
    }

    mutating func close(_ container: Int, count: Int) {
        entries[container].end = Int32(truncatingIfNeeded: entries.count)
        entries[container].payload = UInt64(count)
    }

    /// Whether the object at `object` names a key twice; indexes it when it is large.
    mutating func repeatsKey(_ object: Int) -> Bool {
        let end = self.end(object)
        if count(object) > Self.largeObjectCount {
            var positions: [String: Int32] = [:]
            positions.reserveCapacity(count(object))
            var position = object + 1
            while position < end {
                if positions.updateValue(Int32(position + 1), forKey: string(position)) != nil { return true }
                position = self.end(position + 1)
            }
            largeObjects[Int32(object)] = positions
            return false
        }
        var position = object + 1
        while position < end {
            let key = string(position)
            var earlier = object + 1
            while earlier < position {
                if string(earlier) == key { return true }
                earlier = self.end(earlier + 1)
            }
            position = self.end(position + 1)
        }
        return false
    }

    /// Ends the document with a null that no container holds: what a decoder reads for a
    /// key that is not there (`superDecoder(forKey:)`), at the top of the path.
    mutating func finish() {
        missing = append(.null, parent: -1)
    }

    /// The most entries 32-bit indexes hold (a document of tens of gigabytes).
    static let maximumEntries = Int(Int32.max)

    // MARK: Reading

    func kind(_ index: Int) -> Kind { entries[index].kind }
    func count(_ index: Int) -> Int { Int(entries[index].payload) }
    func bool(_ index: Int) -> Bool { entries[index].payload != 0 }
    func number(_ index: Int) -> Double { Double(bitPattern: entries[index].payload) }
    func string(_ index: Int) -> String { strings[Int(entries[index].payload)] }
    func end(_ index: Int) -> Int { Int(entries[index].end) }
    func parent(_ index: Int) -> Int { Int(entries[index].parent) }

    /// The value of `key` in the object at `object`; the first, where a key repeats.
    func member(_ key: String, of object: Int) -> Int? {
        if count(object) > Self.largeObjectCount, let positions = largeObjects[Int32(object)] {
            return positions[key].map(Int.init)
        }
        var position = object + 1
        let end = self.end(object)
        while position < end {
            if strings[Int(entries[position].payload)] == key { return position + 1 }
            position = self.end(position + 1)
        }
        return nil
    }

    /// The value at `index` as a tree.
    package func value(_ index: Int = root) -> JSONValue {
        switch kind(index) {
        case .null: return .null
        case .bool: return .bool(bool(index))
        case .number: return .number(number(index))
        case .string: return .string(string(index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(count(index))
            var position = index + 1
            while position < end(index) {
                elements.append(value(position))
                position = end(position)
            }
            return .array(elements)
        case .object:
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(count(index))
            var position = index + 1
            while position < end(index) {
                members.append((string(position), value(position + 1)))
                position = end(position + 1)
            }
            return .object(JSONObject(members))
        }
    }

    /// The kind of value at `index`, for messages.
    func kindName(_ index: Int) -> String { kind(index).name }
}
