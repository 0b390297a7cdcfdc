import DocumentTree
import JSON

/// Keeps the text of elements, and of fields, that the decoder does not understand.
enum TextCollector {
    /// Keys whose strings are never shown in game: icons, sprite paths, colours.
    private static let hiddenKeys: Set<String> = [
        "type", "iconPath", "imagePath", "patternIcon", "baseColor", "patternColor", "Icon",
    ]

    /// A generic node holding `strings` as paragraphs; nothing when they hold no text.
    static func generic(type: String, _ strings: [String]) -> [Block] {
        let body = strings.map(MarkupParser.parse).filter { !$0.isEmpty }.map(Block.paragraph)
        return body.isEmpty ? [] : [.generic(type: type, body: body)]
    }

    /// Every visible string in `value`, in display order.
    static func strings(in value: JSONValue) -> [String] {
        var strings: [String] = []
        collect(value, into: &strings, depth: 0)
        return strings
    }

    /// The visible strings of `value` that `fields` does not read.
    static func leftovers(of value: JSONValue, reading fields: Fields) -> [String] {
        // Nearly every element has none: looked for first in the object's own order, which
        // needs no sorting of its keys and no arrays made.
        hasLeftovers(value, reading: fields) ? orderedLeftovers(of: value, reading: fields) : []
    }

    private static func orderedLeftovers(of value: JSONValue, reading fields: Fields) -> [String] {
        switch (fields, value) {
        case (.everything, _), (.text, .string), (_, .null), (_, .number), (_, .bool):
            return []
        case (.keys(let known), .object):
            return value.orderedEntries.flatMap { key, child in
                if let fields = known[key] { return orderedLeftovers(of: child, reading: fields) }
                return hiddenKeys.contains(key) ? [] : strings(in: child)
            }
        case (.entries(let fields), .object):
            return value.orderedEntries.flatMap { orderedLeftovers(of: $0.value, reading: fields) }
        default:
            return strings(in: value)  // a shape the decoder did not expect: keep all of it
        }
    }

    /// Whether `orderedLeftovers` finds any string, whatever order it takes the keys in.
    private static func hasLeftovers(_ value: JSONValue, reading fields: Fields) -> Bool {
        switch (fields, value) {
        case (.everything, _), (.text, .string), (_, .null), (_, .number), (_, .bool):
            return false
        case (.keys(let known), .object(let object)):
            for (key, child) in zip(object.keys, object.values) {
                if let fields = known[key] {
                    if hasLeftovers(child, reading: fields) { return true }
                } else if !hiddenKeys.contains(key), hasStrings(child, depth: 0) {
                    return true
                }
            }
            return false
        case (.entries(let fields), .object(let object)):
            return object.values.contains { hasLeftovers($0, reading: fields) }
        default:
            return hasStrings(value, depth: 0)
        }
    }

    /// Whether `collect` finds any string in `value`.
    private static func hasStrings(_ value: JSONValue, depth: Int) -> Bool {
        guard depth < JSONParser.maximumDepth else { return false }
        switch value {
        case .string(let string): return !string.hasPrefix("http")
        case .array(let array): return array.contains { hasStrings($0, depth: depth + 1) }
        case .object(let object):
            return zip(object.keys, object.values).contains { key, element in
                !hiddenKeys.contains(key) && hasStrings(element, depth: depth + 1)
            }
        default: return false
        }
    }

    private static func collect(_ value: JSONValue, into strings: inout [String], depth: Int) {
        guard depth < JSONParser.maximumDepth else { return }
        switch value {
        case .string(let string) where !string.hasPrefix("http"):
            strings.append(string)
        case .array(let array):
            for element in array { collect(element, into: &strings, depth: depth + 1) }
        case .object:
            for (key, element) in value.orderedEntries where !hiddenKeys.contains(key) {
                collect(element, into: &strings, depth: depth + 1)
            }
        default:
            break
        }
    }
}
