import DocumentTree
import Foundation
import LostArkAPI
import Support
import TooltipDecoder
import TooltipSemantics

/// How a state reads the facts of a tooltip, given its text. A character's stored answers
/// repeat most tooltips (a honing changes one piece of twelve), so the build reads each
/// through its cache.
package struct TooltipFactsReader {
    package var item: (String) -> ItemFacts?
    package var gem: (String) -> GemFacts?

    package init(item: @escaping (String) -> ItemFacts?, gem: @escaping (String) -> GemFacts?) {
        self.item = item
        self.gem = gem
    }
}

extension ArmoryState {
    /// The facts of `armory`; `tooltips` reads a tooltip's (the build passes its cache, so a
    /// tooltip unchanged across answers is read once).
    package init(_ armory: Armory, tooltips: TooltipFactsReader) {
        self.init()
        let profile = armory.profile
        hasProfile = profile != nil
        itemLevel = profile?.itemLevel?.value
        combatPower = profile?.combatPower.flatMap(GameNumber.double)
        name = profile.flatMap { $0.characterName.isEmpty ? nil : $0.characterName.precomposedStringWithCanonicalMapping }
        title = profile?.title.flatMap { $0.isEmpty ? nil : Self.plain($0) }
        guild = profile?.guildName.flatMap { $0.isEmpty ? nil : $0 }
        pieces = armory.equipment.map { Self.pieces($0, tooltips: tooltips) }
        gems = armory.gems?.gems.enumerated().map { index, gem in
            let name = GemName(Self.plain(gem.name))
            let facts = gem.tooltip.flatMap(tooltips.gem)
            return Gem(slot: gem.slot ?? index, level: gem.level ?? name.level, kind: name.kind, skill: facts?.skill)
        }
        if let cards = armory.cards {
            hasCards = true
            cardSet = cards.effects.last?.items.last.map { Self.plain($0.name) }
            cardAwakening = cards.cards.isEmpty ? nil : cards.cards.reduce(0) { $0 + ($1.awakeCount ?? 0) }
        }
        engravings = Self.engravings(armory.engravings)
        if let passive = armory.arkPassive {
            var nodes: [String: Int] = [:]
            arkPassivePoints = passive.points.map { point in
                let standing = point.rankAndLevel
                return ArkPassivePoint(name: point.name, value: point.value, rank: standing?.rank, level: standing?.level)
            }
            for effect in passive.effects {
                let facts = ArkPassiveNodeFacts(TooltipDecoder.decode(markup: [effect.description ?? ""]))
                let tree = effect.name.isEmpty ? facts.tree ?? "" : effect.name
                guard let name = facts.name else { continue }
                nodes[tree.isEmpty ? name : "\(tree) · \(name)"] = facts.level ?? 1
            }
            arkPassiveNodes = nodes
        }
        arkGridCores = armory.arkGrid?.slots.enumerated().map { index, slot in
            ArkGridCore(
                slot: slot.index ?? index, name: Self.plain(slot.name), point: slot.point,
                gems: slot.gems.filter { $0.isActive ?? true }.count)
        }
        skills = armory.skills?.map { skill in
            Skill(
                name: skill.name, level: skill.level, tripods: skill.tripods.filter(\.isSelected).map { Self.plain($0.name) },
                rune: skill.rune.map { Self.plain($0.name) })
        }
    }

    private static func pieces(_ items: [Equipment], tooltips: TooltipFactsReader) -> [Piece] {
        var counts: [String: Int] = [:]
        return items.map { item in
            counts[item.slot, default: 0] += 1
            let facts = item.tooltip.flatMap(tooltips.item)
            let (prefix, base) = honing(Self.plain(item.name))
            var effects = facts?.polishEffects.map(\.text) ?? []
            effects += facts?.braceletEffects.map(\.text) ?? []
            effects += facts?.engravings.map { "\($0.name) \($0.level.map(String.init) ?? "")" } ?? []
            return Piece(
                key: "\(item.slot)#\(counts[item.slot] ?? 1)", slot: item.slot, name: base,
                honing: prefix ?? facts?.honingLevel, advancedHoning: facts?.advancedHoningLevel,
                quality: facts?.quality.flatMap { (0...100).contains($0) ? $0 : nil }, effects: effects,
                transcendence: facts?.transcendence?.level, elixirs: facts?.elixirs.map { "\($0.name) \($0.level)" } ?? [],
                hasFacts: facts != nil)
        }
    }

    /// ArkPassive-era engravings with their level and stone; before it (2024), the effects'
    /// names ("원한 Lv. 3").
    private static func engravings(_ section: Engravings?) -> [Engraving]? {
        guard let section else { return nil }
        if let effects = section.arkPassiveEffects, !effects.isEmpty {
            return effects.map { Engraving(name: $0.name, level: $0.level, grade: $0.grade, stoneLevel: $0.abilityStoneLevel) }
        }
        return (section.effects ?? []).map { effect in
            let parts = effect.name.components(separatedBy: " Lv. ")
            return Engraving(name: parts[0], level: parts.count > 1 ? Int(parts[1]) : nil)
        }
    }

    /// "+25 운명의 전율 투구" → (25, "운명의 전율 투구"); a name without honing → (nil, name).
    package static func honing(_ name: String) -> (Int?, String) {
        guard name.hasPrefix("+") else { return (nil, name) }
        let digits = name.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard let level = Int(digits) else { return (nil, name) }
        let rest = name.dropFirst(1 + digits.count).drop { $0 == " " }
        return (level, String(rest))
    }

    /// Names in the API may carry markup (gems, titles): the text only.
    static func plain(_ markup: String) -> String {
        guard markup.contains("<") || markup.contains("&") else { return markup }
        return TooltipDecoder.decode(markup: [markup]).plainText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
