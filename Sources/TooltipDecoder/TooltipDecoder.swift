import DocumentTree
import Foundation

/// Decodes the API's `Tooltip` strings (JSON of `Element_NNN: {type, value}` objects whose
/// strings carry markup) into a ``Document``.
///
/// Element types it knows become typed blocks; any other element becomes a
/// ``Block/generic(type:body:)`` that keeps all of its text, so a game patch that adds a
/// layout degrades a sheet but never breaks it.
public enum TooltipDecoder {
    /// Decodes a raw `Tooltip` string. `null` decodes to an empty document.
    public static func decode(_ tooltip: String) throws(TooltipError) -> Document {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(tooltip.utf8))
        } catch {
            throw TooltipError(.notJSON, Self.summary(of: error))
        }
        return try decode(value)
    }

    /// Decodes an already-parsed tooltip object.
    public static func decode(_ value: JSONValue) throws(TooltipError) -> Document {
        switch value {
        case .null:
            return Document()
        case .object:
            return Document(value.orderedEntries.flatMap { decodeEntry(key: $0.key, value: $0.value) })
        case .array:
            throw TooltipError(.wrongShape, "expected an object of Element_NNN entries, found an array")
        case .string:
            throw TooltipError(.wrongShape, "expected an object of Element_NNN entries, found a string")
        case .number, .bool:
            throw TooltipError(.wrongShape, "expected an object of Element_NNN entries, found a scalar")
        }
    }

    private static func decodeEntry(key: String, value: JSONValue) -> [Block] {
        if key == "AvatarAttribute" { return [] }  // flags the page shows elsewhere
        guard case .object = value else {
            return value == .null ? [] : TextCollector.generic(type: key, value)
        }
        guard let type = value["type"]?.string else {
            return TextCollector.generic(type: key, value)
        }
        return ElementDecoder.decode(type: type, value: value["value"] ?? .null)
    }

    private static func summary(of error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        switch decodingError {
        case .dataCorrupted(let context): return context.debugDescription
        default: return "\(decodingError)"
        }
    }
}
