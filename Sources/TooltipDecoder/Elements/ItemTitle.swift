import DocumentTree
import JSON

/// An item's title box.
enum ItemTitle: ElementKindDecoder {
    static let kind = ElementKind.itemTitle

    static let fields = Fields.keys([
        "leftStr0": .text, "leftStr1": .text, "leftStr2": .text, "rightStr0": .text, "qualityValue": .text,
        "bEquip": .text, "itemIrochiCount": .text, "slotData": .keys(["rtString": .text]),
    ])

    /// Grade and kind, the quality bar (when the item has one), item level and tier, and
    /// whether it is equipped.
    static func decode(_ value: JSONValue) -> [Block] {
        var blocks: [Block] = []
        ElementDecoder.paragraph(value["leftStr0"]).map { blocks.append($0) }
        let quality = value["qualityValue"]?.int ?? -1
        if (0...100).contains(quality) {
            let label = ElementDecoder.markup(value["leftStr1"]).flatMap { $0.isEmpty ? nil : $0 } ?? [.text("품질")]
            blocks.append(.meter(Meter(label: label, value: quality, maximum: 100, caption: [.text("\(quality)")])))
        } else {
            ElementDecoder.paragraph(value["leftStr1"]).map { blocks.append($0) }
        }
        for key in ["leftStr2", "rightStr0"] {
            ElementDecoder.paragraph(value[key]).map { blocks.append($0) }
        }
        ElementDecoder.paragraph(value["slotData"]?["rtString"]).map { blocks.append($0) }
        return blocks
    }
}
