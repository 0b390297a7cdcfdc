import DocumentTree
import JSON

/// Titled lists of an item's options.
enum IndentStringGroup: ElementKindDecoder {
    static let kind = ElementKind(typeName: "IndentStringGroup")

    static let fields = Fields.entries(
        .keys([
            "topStr": .text,
            "contentStr": .entries(.keys(["contentStr": .text, "bPoint": .text, "pointType": .text])),
        ]))

    /// Titled lists: elixirs, transcendence, set effects, random engravings, Esther effects.
    static func decode(_ value: JSONValue) -> [Block] {
        value.orderedEntries.map { _, group in
            let title = ElementDecoder.markup(group["topStr"]) ?? []
            let items = (group["contentStr"]?.orderedEntries ?? []).compactMap { _, item -> [Block]? in
                ElementDecoder.paragraph(item["contentStr"]).map { [$0] }
            }
            return .section(title: title, body: items.isEmpty ? [] : [.list(items)])
        }
    }
}
