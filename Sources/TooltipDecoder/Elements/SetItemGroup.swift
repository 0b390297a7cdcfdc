import DocumentTree
import JSON

/// A set armour's pieces.
enum SetItemGroup: ElementKindDecoder {
    static let kind = ElementKind(typeName: "SetItemGroup")

    static let fields = Fields.keys([
        "firstMsg": .text, "itemData": .entries(.keys(["label": .text, "slotData": .everything])),
    ])

    /// The set's name and the level of each piece (2024-era T3 set armour).
    static func decode(_ value: JSONValue) -> [Block] {
        let title = ElementDecoder.markup(value["firstMsg"]) ?? []
        let labels = (value["itemData"]?.orderedEntries ?? []).compactMap { ElementDecoder.markup($0.value["label"]) }
            .filter { !$0.isEmpty }
        return [.section(title: title, body: labels.isEmpty ? [] : [.cells(labels)])]
    }
}
