import Foundation

/// What every decoder of one document shares: its tape, the caller's `userInfo`, and
/// whether a value was met that Foundation might read differently.
final class TapeDocument {
    let tape: JSONTape
    let userInfo: [CodingUserInfoKey: Any]
    var needsFoundation = false

    init(_ tape: JSONTape, userInfo: [CodingUserInfoKey: Any]) {
        self.tape = tape
        self.userInfo = userInfo
    }
}

/// A `Decoder` over one value of a ``JSONTape`` that reads values as Foundation's
/// `JSONDecoder` does: no conversions between strings, numbers and booleans, integers only
/// from numbers that are integral and in range.
///
/// Lenient models swallow decoding errors with `try?`, so a value this decoder cannot be
/// sure to read as Foundation would is not only an error but also a flag on its document,
/// which makes ``FastJSONDecoder`` ask Foundation for the whole document.
///
/// Two words, a document and a place on its tape: as `any Decoder` it fits the
/// existential's inline buffer, so a child decoder costs no allocation. Its coding path is
/// read back from the tape (each value knows its container) when someone asks for it; a
/// member's step is its name with no `intValue`, which is what Foundation gives for a
/// struct's field (for a dictionary's key that reads as a number it gives one).
struct TapeDecoder: Decoder {
    let document: TapeDocument
    let index: Int

    init(_ document: TapeDocument, at index: Int = JSONTape.root) {
        self.document = document
        self.index = index
    }

    var tape: JSONTape { document.tape }
    var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node = index
        while case let parent = tape.parent(node), parent >= 0 {
            if tape.kind(parent) == .object {
                path.append(NameKey(stringValue: tape.string(node - 1)))
            } else {
                var position = 0
                var element = parent + 1
                while element < node {
                    element = tape.end(element)
                    position += 1
                }
                path.append(IndexKey(position))
            }
            node = parent
        }
        return path.reversed()
    }

    func child(_ index: Int) -> TapeDecoder {
        TapeDecoder(document, at: index)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.kind(index) == .object else { throw mismatch([String: Any].self, index, at: nil) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.kind(index) == .array else { throw mismatch([Any].self, index, at: nil) }
        return TapeUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `type` from this decoder's value, leaving to Foundation the types its
    /// `JSONDecoder` reads in a way of its own.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        // A Date is read as Foundation's default strategy (`deferredToDate`) reads it: the
        // seconds since 2001 as a Double. The build's cache holds thousands of them.
        if T.self == Date.self, let date = try Date(timeIntervalSinceReferenceDate: double(index, at: nil)) as? T {
            return date
        }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            throw handOver(type, at: nil)
        }
        return try T(from: self)
    }
}
