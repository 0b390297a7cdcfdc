import DocumentTree
import JSON

/// Elements of skill, engraving, ArkPassive and card tooltips.
enum SkillElements {
    static let commonTitleKeys: [String: Fields] = [
        "leftText": .text, "level": .text, "middleText": .text, "name": .text, "slotData": .everything,
    ]
    static let engraveTitleKeys: [String: Fields] = [
        "forceMiddleText": .text, "leftText": .text, "name": .text, "rightText": .text, "slotData": .everything,
    ]

    /// A title row of side-by-side texts (cooldown, skill kind, level), in key order.
    static func title(_ value: JSONValue, _ keys: [String: Fields]) -> [Block] {
        let cells = keys.keys.sorted().compactMap { ElementDecoder.markup(value[$0]) }.filter { !$0.isEmpty }
        return cells.isEmpty ? [] : [.cells(cells)]
    }

    static let tripodFields = Fields.entries(
        .keys(["name": .text, "tier": .text, "desc": .text, "lock": .text, "slotData": .everything]))

    /// The chosen tripods: name and tier on one line, the effect below; a locked one is marked.
    static func tripods(_ value: JSONValue) -> [Block] {
        let items = value.orderedEntries.compactMap { _, tripod -> [Block]? in
            var heading = [ElementDecoder.markup(tripod["name"]), ElementDecoder.markup(tripod["tier"])]
                .compactMap { $0 }.filter { !$0.isEmpty }
            if tripod["lock"] == .bool(true) { heading.append([.icon(.locked)]) }
            let blocks = (heading.isEmpty ? [] : [Block.cells(heading)]) + [ElementDecoder.paragraph(tripod["desc"])].compactMap { $0 }
            return blocks.isEmpty ? nil : blocks
        }
        return items.isEmpty ? [] : [.list(items)]
    }

    static let cardFields = Fields.keys([
        "awakeCount": .text, "awakeTotal": .text, "cardStack": .text, "iconData": .everything,
        "isBookMark": .text, "notRegistered": .text, "tierGrade": .text,
    ])

    /// A card's awakening as a bar, and its stack count when the game shows one.
    static func card(_ value: JSONValue) -> [Block] {
        var blocks: [Block] = []
        if let awakened = value["awakeCount"]?.int, let total = value["awakeTotal"]?.int {
            blocks.append(.meter(Meter(label: [.text("각성")], value: awakened, maximum: total, caption: [.text("\(awakened) / \(total)")])))
        }
        ElementDecoder.paragraph(value["cardStack"]).map { blocks.append($0) }
        return blocks
    }
}
