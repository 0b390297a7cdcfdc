import DocumentTree
import JSON

/// An avatar's dye.
enum ItemTintGroup: ElementKindDecoder {
    static let kind = ElementKind(typeName: "ItemTintGroup")

    static let fields = Fields.keys([
        "title": .text,
        "itemData": .entries(.keys(["title": .text, "glossValue": .text, "patternHSV": .everything])),
    ])

    /// An avatar's dye: per part, swatches of its colours and the gloss.
    static func decode(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["title"]) ?? []
        let parts = (value["itemData"]?.orderedEntries ?? []).map { _, part -> [Block] in
            var swatches: [Inline] = []
            for key in ["baseColor", "patternColor"] {
                if let color = part[key]?.string.flatMap({ TextColor(hex: $0) }) {
                    swatches += [.colored(color, [.text("■")]), .text(" ")]
                }
            }
            let gloss = ElementDecoder.markup(part["glossValue"]) ?? []
            return [.keyValue(key: ElementDecoder.markup(part["title"]) ?? [], value: swatches + gloss)]
        }
        return [.section(title: title, body: parts.isEmpty ? [] : [.list(parts)])]
    }
}
