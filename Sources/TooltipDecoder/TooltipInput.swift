import DocumentTree
import Foundation

extension TooltipDecoder {
    /// Decodes what a user pastes: a raw `Tooltip` string's contents, that string still
    /// JSON-quoted, or a whole API object (an equipment entry, a gem, a market item) that
    /// carries a `Tooltip` or `ToolTip` field.
    public static func decode(input: String) throws(TooltipError) -> Document {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(input.utf8))
        } catch {
            throw TooltipError(.notJSON, "the input does not parse as JSON")
        }
        if case .string(let inner) = value {
            return try decode(inner)
        }
        if let inner = (value["Tooltip"] ?? value["ToolTip"])?.string {
            return try decode(inner)
        }
        return try decode(value)
    }
}
