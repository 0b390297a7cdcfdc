import DocumentTree
import JSON

/// Decodes one `Element_NNN` with its kind's decoder.
///
/// Every decoder names the fields it reads (``Fields``); text in any other field, such as
/// one a game patch adds, is kept in a generic node after the decoded blocks, so a new
/// layout degrades a sheet but never loses what the game shows.
enum ElementDecoder {
    static func decode(_ decoder: any ElementKindDecoder.Type, value: JSONValue) -> [Block] {
        if value == .null { return [] }
        let blocks = decoder.decode(value)
        let leftover = TextCollector.leftovers(of: value, reading: decoder.fields)
        let kept = blocks.filter { !$0.isBlank }
        return leftover.isEmpty ? kept : kept + TextCollector.generic(type: decoder.kind.typeName, leftover)
    }

    // MARK: Shared helpers

    /// Markup of a string or number value; nil for other shapes.
    static func markup(_ value: JSONValue?) -> [Inline]? {
        switch value {
        case .string(let string)?: MarkupParser.parse(string)
        case .number?: value?.int.map { [.text("\($0)")] }
        default: nil
        }
    }

    static func paragraph(_ value: JSONValue?) -> Block? {
        guard let inlines = markup(value), !inlines.isEmpty else { return nil }
        return .paragraph(inlines)
    }
}

/// Which parts of a value a decoder reads.
indirect enum Fields: Sendable {
    /// The decoder reads all of it.
    case everything
    /// A string is read whole; any other shape is not.
    case text
    /// These keys are read (each with its own fields); text under other keys is left over.
    case keys([String: Fields])
    /// Every `Element_NNN` entry is read with these fields.
    case entries(Fields)
}

extension Block {
    /// A block that would draw nothing: a section with neither title nor body, an empty list.
    var isBlank: Bool {
        switch self {
        case .heading(let inlines), .paragraph(let inlines): inlines.isEmpty
        case .section(let title, let body): title.isEmpty && body.allSatisfy(\.isBlank)
        case .list(let items): items.allSatisfy { $0.allSatisfy(\.isBlank) }
        case .cells(let cells): cells.allSatisfy(\.isEmpty)
        case .keyValue(let key, let value): key.isEmpty && value.isEmpty
        case .meter, .rule: false
        case .generic(_, let body): body.allSatisfy(\.isBlank)
        }
    }
}
