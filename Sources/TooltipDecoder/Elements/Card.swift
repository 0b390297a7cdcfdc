import DocumentTree
import JSON

/// A card's awakening and stack.
enum Card: ElementKindDecoder {
    static let kind = ElementKind.card

    static let fields = Fields.keys([
        "awakeCount": .text, "awakeTotal": .text, "cardStack": .text, "iconData": .everything,
        "isBookMark": .text, "notRegistered": .text, "tierGrade": .text,
    ])

    /// A card's awakening as a bar, and its stack count when the game shows one.
    static func decode(_ value: JSONValue) -> [Block] {
        var blocks: [Block] = []
        if let awakened = value["awakeCount"]?.int, let total = value["awakeTotal"]?.int {
            blocks.append(.meter(Meter(label: [.text("각성")], value: awakened, maximum: total, caption: [.text("\(awakened) / \(total)")])))
        }
        ElementDecoder.paragraph(value["cardStack"]).map { blocks.append($0) }
        return blocks
    }
}
