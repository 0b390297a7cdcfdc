import DocumentTree
import LostArkAPI
import TooltipDecoder

/// Every JSON tooltip of an armory's sections besides equipment, decoded once, each list
/// parallel to its section's items; nil where the API sent no tooltip.
///
/// Markup-only strings (tripods, stats, ArkPassive points, descriptions) cannot fail and
/// are decoded where they are shown.
package struct SheetTooltips: Sendable {
    package var avatars: [DecodedTooltip?] = []
    package var skills: [DecodedTooltip?] = []
    package var runes: [DecodedTooltip?] = []
    package var engravingBooks: [DecodedTooltip?] = []
    package var gems: [DecodedTooltip?] = []
    package var gemEffects: [DecodedTooltip?] = []
    package var cards: [DecodedTooltip?] = []
    package var arkPassiveEffects: [DecodedTooltip?] = []
    package var arkGridSlots: [DecodedTooltip?] = []
    package var arkGridGems: [[DecodedTooltip?]] = []

    /// Decodes every tooltip through `memo`; each failure becomes a `problems` entry naming the item.
    package init(_ armory: Armory, memo: TooltipMemo, problems: inout [TooltipError]) {
        func decode(_ tooltip: String?, _ item: @autoclosure () -> String) -> DecodedTooltip? {
            guard let tooltip else { return nil }
            let decoded = memo.tooltip(tooltip)
            if case .failure(let error) = decoded.result { problems.append(error.about(item())) }
            return decoded
        }
        avatars = (armory.avatars ?? []).map { decode($0.tooltip, "avatar \($0.slot) \($0.name)") }
        skills = (armory.skills ?? []).map { decode($0.tooltip, "skill \($0.name)") }
        runes = (armory.skills ?? []).map { skill in skill.rune.flatMap { decode($0.tooltip, "rune \($0.name) of \(skill.name)") } }
        engravingBooks = (armory.engravings?.engravings ?? []).map { decode($0.tooltip, "engraving \($0.name)") }
        gems = (armory.gems?.gems ?? []).map { decode($0.tooltip, "gem \(TooltipDecoder.decode(markup: [$0.name]).plainText)") }
        gemEffects = (armory.gems?.effects ?? []).map { decode($0.tooltip, "gem effect on \($0.name)") }
        cards = (armory.cards?.cards ?? []).map { decode($0.tooltip, "card \($0.name)") }
        arkPassiveEffects = (armory.arkPassive?.effects ?? []).map { decode($0.tooltip, "ArkPassive node \($0.name)") }
        arkGridSlots = (armory.arkGrid?.slots ?? []).map { decode($0.tooltip, "ArkGrid core \($0.name)") }
        arkGridGems = (armory.arkGrid?.slots ?? []).map { slot in
            slot.gems.map { decode($0.tooltip, "ArkGrid gem \($0.index.map(String.init) ?? "?") of \(slot.name)") }
        }
    }
}
