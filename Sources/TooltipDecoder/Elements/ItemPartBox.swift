import DocumentTree
import JSON

/// A titled box of an item's effects.
enum ItemPartBox: ElementKindDecoder {
    static let kind = ElementKind(typeName: "ItemPartBox")
    static let fields = Fields.everything

    /// A titled box (기본 효과, 추가 효과, 연마 효과, 팔찌 효과, …): the first entry is the title.
    static func decode(_ value: JSONValue) -> [Block] {
        guard case .object = value else { return TextElements.paragraph(value) }
        var parts = value.orderedEntries.flatMap { TextCollector.strings(in: $0.value) }
            .map(MarkupParser.parse).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return [] }
        let title = parts.removeFirst()
        return [.section(title: title, body: parts.map(Block.paragraph))]
    }
}
