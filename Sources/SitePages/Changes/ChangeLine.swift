import ArmoryTimeline
import Foundation
import Rendering

/// One change as a page shows it: the part of the sheet it concerns and what happened, both
/// worded by `words.txt`. Codable: the roster's recent changes ride in the build cache with
/// the character's summary.
package struct ChangeLine: Sendable, Codable, Equatable, TemplateValueConvertible {
    /// `ArmoryChange.Area`'s raw value, for a CSS class and feed categories.
    package let area: String
    package let label: String
    package let text: String

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("area", area)
                $0.add("label", label)
                $0.add("text", text)
            })
    }

    package init(area: String, label: String, text: String) {
        (self.area, self.label, self.text) = (area, label, text)
    }

    package init(_ change: ArmoryChange, words: Words) {
        area = change.area.rawValue
        label = words[Self.label(change.area)]
        text = Self.text(change, words: words)
    }

    static func label(_ area: ArmoryChange.Area) -> Words.Key {
        switch area {
        case .level: .areaLevel
        case .profile: .areaProfile
        case .equipment: .areaEquipment
        case .gems: .areaGems
        case .cards: .areaCards
        case .engravings: .areaEngravings
        case .arkPassive: .areaArkPassive
        case .arkGrid: .areaArkGrid
        case .skills: .areaSkills
        }
    }

    private static func text(_ change: ArmoryChange, words: Words) -> String {
        let none = words[.changeNone]
        let some: (String?) -> String = { $0.flatMap { $0.isEmpty ? nil : $0 } ?? none }
        switch change {
        case .itemLevel(let from, let to):
            return words(.changeItemLevel, ["from": number(from, 2), "to": number(to, 2), "gain": signed(to - from, 2)])
        case .combatPower(let from, let to):
            return words(.changeCombatPower, ["from": number(from, 2), "to": number(to, 2), "gain": signed(to - from, 2)])
        case .renamed(let from, let to): return words(.changeRenamed, ["from": from, "to": to])
        case .title(let from, let to): return words(.changeTitle, ["from": some(from), "to": some(to)])
        case .guild(let from, let to): return words(.changeGuild, ["from": some(from), "to": some(to)])
        case .honed(let slot, let name, let from, let to):
            return words(.changeHoned, ["slot": slot, "name": name, "from": String(from), "to": String(to)])
        case .advancedHoned(let slot, let name, let from, let to):
            return words(.changeAdvancedHoned, ["slot": slot, "name": name, "from": String(from), "to": String(to)])
        case .quality(let slot, let name, let from, let to):
            return words(.changeQuality, ["slot": slot, "name": name, "from": String(from), "to": String(to)])
        case .transcended(let slot, let name, let from, let to):
            return words(.changeTranscended, ["slot": slot, "name": name, "from": String(from), "to": String(to)])
        case .elixirs(let slot, let name, let to):
            return words(.changeElixirs, ["slot": slot, "name": name, "to": some(to.joined(separator: ", "))])
        case .effects(let slot, let name, let to):
            return words(.changeEffects, ["slot": slot, "name": name, "to": some(to.joined(separator: ", "))])
        case .swapped(let slot, let from, let to): return words(.changeSwapped, ["slot": slot, "from": from, "to": to])
        case .equipped(let slot, let name): return words(.changeEquipped, ["slot": slot, "name": name])
        case .removed(let slot, let name): return words(.changeRemoved, ["slot": slot, "name": name])
        case .gem(let slot, let from, let to):
            // Named by its skill, as the sheet names a gem, when both sides share one; the slot's
            // number means nothing to a reader.
            let skills = Set([from, to].compactMap { $0 }.map { $0.skill ?? "" })
            if skills.count == 1, let skill = skills.first, !skill.isEmpty {
                let state = { (gem: ArmoryState.Gem?) in some(gem.map { gemState($0, words) }) }
                return words(.changeGemOfSkill, ["slot": String(slot + 1), "skill": skill, "from": state(from), "to": state(to)])
            }
            return words(
                .changeGem, ["slot": String(slot + 1), "from": some(from.map { gem($0, words) }), "to": some(to.map { gem($0, words) })])
        case .cardSet(let from, let to): return words(.changeCardSet, ["from": some(from), "to": some(to)])
        case .cardAwakening(let from, let to): return words(.changeCardAwakening, ["from": String(from), "to": String(to)])
        case .engraving(let name, let from, let to):
            return words(
                .changeEngraving,
                ["name": name, "from": some(from.map { engraving($0, words) }), "to": some(to.map { engraving($0, words) })])
        case .arkPassivePoint(let name, let from, let to):
            return words(
                .changeArkPassivePoint,
                ["name": name, "from": some(from.map { point($0, words) }), "to": some(to.map { point($0, words) })])
        case .arkPassiveNode(let name, let from, let to):
            let level: (Int?) -> String = { some($0.map { words(.changeNodeLevel, ["level": String($0)]) }) }
            return words(.changeArkPassiveNode, ["name": name, "from": level(from), "to": level(to)])
        case .arkGridCore(let slot, let from, let to):
            let core: (ArmoryState.ArkGridCore?) -> String = { core in
                some(
                    core.map {
                        words(.changeArkGridState, ["name": $0.name, "point": $0.point.map(String.init) ?? none, "gems": String($0.gems)])
                    })
            }
            return words(.changeArkGridCore, ["slot": String(slot + 1), "from": core(from), "to": core(to)])
        case .skillLevel(let name, let from, let to):
            return words(.changeSkillLevel, ["name": name, "from": String(from), "to": String(to)])
        case .tripods(let name, let to): return words(.changeTripods, ["name": name, "to": some(to.joined(separator: ", "))])
        case .rune(let name, let from, let to): return words(.changeRune, ["name": name, "from": some(from), "to": some(to)])
        }
    }

    private static func gemState(_ gem: ArmoryState.Gem, _ words: Words) -> String {
        words(.changeGemState, ["level": gem.level.map(String.init) ?? "", "kind": gem.kind])
    }

    private static func gem(_ gem: ArmoryState.Gem, _ words: Words) -> String {
        let state = gemState(gem, words)
        guard let skill = gem.skill, !skill.isEmpty else { return state }
        return words(.changeGemSkill, ["gem": state, "skill": skill])
    }

    private static func engraving(_ engraving: ArmoryState.Engraving, _ words: Words) -> String {
        let state = words(.changeEngravingState, ["grade": engraving.grade ?? "", "level": engraving.level.map(String.init) ?? ""])
            .trimmingCharacters(in: .whitespaces)
        guard let stone = engraving.stoneLevel, stone > 0 else { return state }
        return words(.changeEngravingStone, ["engraving": state, "level": String(stone)])
    }

    private static func point(_ point: ArmoryState.ArkPassivePoint, _ words: Words) -> String {
        let points = words(.changeArkPassivePoints, ["value": point.value.map(String.init) ?? ""])
        guard let rank = point.rank, let level = point.level else { return points }
        return words(.changeArkPassiveRank, ["points": points, "rank": String(rank), "level": String(level)])
    }

    private static func number(_ value: Double, _ decimals: Int) -> String { ChartLabels.number(value, decimals: decimals) }

    private static func signed(_ value: Double, _ decimals: Int) -> String {
        (value > 0 ? "+" : "") + ChartLabels.number(value, decimals: decimals)
    }
}
