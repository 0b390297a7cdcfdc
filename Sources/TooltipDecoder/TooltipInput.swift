import DocumentTree
import JSON

extension TooltipDecoder {
    /// Decodes what a user pastes: a raw `Tooltip` string's contents, that string still
    /// JSON-quoted, a whole API object (an equipment entry, a gem, a market item, a skill)
    /// that carries a `Tooltip` or `ToolTip` field, or a markup-only tooltip (a tripod's,
    /// or a stat's list of lines) either bare or JSON-quoted.
    package static func decode(input: String) throws(TooltipError) -> Document {
        guard input.utf8.count <= maximumBytes else {
            throw TooltipError(.tooLarge, "\(input.utf8.count) bytes, more than \(maximumBytes)")
        }
        guard let value = try? JSONParser.parse(input, maximumValues: maximumValues) else {
            let trimmed = input.drop { $0.isWhitespace }
            if trimmed.first == "{" || trimmed.first == "[" || trimmed.first == "\"" {
                _ = try parse(input)  // throws the parser's message, with its position
            }
            return decode(markup: [input])
        }
        switch value {
        case .string(let inner):
            return inner.drop(while: \.isWhitespace).first == "{" ? try decode(inner) : decode(markup: [inner])
        case .array(let lines) where lines.allSatisfy({ $0.string != nil }):
            return decode(markup: lines.compactMap(\.string))
        default:
            break
        }
        switch value["Tooltip"] ?? value["ToolTip"] {
        case .string(let inner)?:
            return inner.drop(while: \.isWhitespace).first == "{" ? try decode(inner) : decode(markup: [inner])
        case .array(let lines)?:
            return decode(markup: lines.compactMap(\.string))
        default:
            return try decode(value)
        }
    }
}
