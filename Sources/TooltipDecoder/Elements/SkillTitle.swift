import DocumentTree
import JSON

/// The title rows of skill and engraving tooltips: side-by-side texts in key order.
enum SkillTitle {
    static let commonKeys: [String: Fields] = [
        "leftText": .text, "level": .text, "middleText": .text, "name": .text, "slotData": .everything,
    ]
    static let engraveKeys: [String: Fields] = [
        "forceMiddleText": .text, "leftText": .text, "name": .text, "rightText": .text, "slotData": .everything,
    ]

    /// A title row of side-by-side texts (cooldown, skill kind, level), in key order.
    static func cells(_ value: JSONValue, _ keys: [String: Fields]) -> [Block] {
        let cells = keys.keys.sorted().compactMap { ElementDecoder.markup(value[$0]) }.filter { !$0.isEmpty }
        return cells.isEmpty ? [] : [.cells(cells)]
    }
}
