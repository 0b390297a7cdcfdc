import LostArkAPI
import Rendering
import Support
import TooltipSemantics

/// What a player scans first, above every section: the equipment as a grid, accessories with
/// their base stats and polish tiers, the bracelet's effects, and one line each for
/// engravings, gems, cards, ArkPassive (points and nodes per tree) and ArkGrid (cores with
/// their options, reached or not, and gems). Values only: every word around them is in
/// `partials/sheet-summary.*`.
package struct SheetSummary: TemplateValueConvertible {
    package let gear: [Piece]
    package let accessories: [Piece]
    package let hasEquipment: Bool
    /// Why there is no equipment to show: unreadable, or sent as null.
    package let equipmentAbsent: Absence?
    /// Elixir levels summed over the armour; transcendence as the game states it once.
    package let elixirTotal: Int?
    package let transcendenceTotal: Int?
    /// Whether the grid has columns for them: both left the game on 2025-12-10, so a sheet
    /// fetched since has neither and shows no empty columns for them.
    package let hasElixirsOrTranscendence: Bool
    /// The bracelet's stats and special effects, on a line of their own: they need the width.
    package let bracelet: Bracelet?
    package let engravings: [Engraving]
    package let gems: [GemGroup]
    package let highestGem: Int?
    package let cardSets: [String]
    package let arkPassive: [ArkPassiveTree]
    package let arkGrid: [Core]
    /// The grid's gem options summed over every core: "추가 피해" at level 49.
    package let arkGridEffects: [GridEffect]
    package let hasEngravings: Bool, hasGems: Bool, hasCards: Bool, hasArkPassive: Bool, hasArkGrid: Bool
    package let hasArkGridEffects: Bool

    package var templateValue: TemplateValue {
        .object(
            TemplateFields(capacity: 21) {
                $0.add("gear", gear)
                $0.add("accessories", accessories)
                $0.add("hasEquipment", hasEquipment)
                $0.add("equipmentAbsent", equipmentAbsent)
                $0.add("elixirTotal", elixirTotal)
                $0.add("transcendenceTotal", transcendenceTotal)
                $0.add("hasElixirsOrTranscendence", hasElixirsOrTranscendence)
                $0.add("bracelet", bracelet)
                $0.add("engravings", engravings)
                $0.add("gems", gems)
                $0.add("highestGem", highestGem)
                $0.add("cardSets", cardSets)
                $0.add("arkPassive", arkPassive)
                $0.add("arkGrid", arkGrid)
                $0.add("arkGridEffects", arkGridEffects)
                $0.add("hasEngravings", hasEngravings)
                $0.add("hasGems", hasGems)
                $0.add("hasCards", hasCards)
                $0.add("hasArkPassive", hasArkPassive)
                $0.add("hasArkGrid", hasArkGrid)
                $0.add("hasArkGridEffects", hasArkGridEffects)
            })
    }

    package struct Engraving: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        package let level: Int?
        package let stone: Int?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("level", level)
                    $0.add("stone", stone)
                })
        }
    }

    package struct GemGroup: TemplateValueConvertible {
        package let level: Int
        package let kind: String
        package let count: Int
        /// What a 광휘 of the group was tuned to (worded by `partials/sheet-summary.*`).
        package let tunedToDamage: Bool
        package let tunedToCooldown: Bool

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("level", level)
                    $0.add("kind", kind)
                    $0.add("count", count)
                    $0.add("tunedToDamage", tunedToDamage)
                    $0.add("tunedToCooldown", tunedToCooldown)
                })
        }
    }

    package struct Points: TemplateValueConvertible {
        package let name: String
        package let value: Int

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("value", value)
                })
        }
    }

    package init(_ context: SheetContext, equipment: [DecodedTooltip], facts: SheetFacts) {
        let armory = context.armory
        var gear: [Piece] = [], accessories: [Piece] = [], bracelet: Bracelet?
        var elixirTotal = 0, transcendence: (sum: Int, stated: Int?) = (0, nil)
        // Gear first, as the sheet shows it, so the tooltips are numbered in the page's order
        // wherever the API lists a piece (the 완갑 comes after the accessories).
        let itemFacts = facts.equipment
        let pairs = Array(zip(armory.equipment ?? [], equipment).enumerated())
        let inPageOrder =
            pairs.filter { EquipmentSection.gearSlots.contains($0.element.0.slot) }
            + pairs.filter { !EquipmentSection.gearSlots.contains($0.element.0.slot) }
        for (index, pair) in inPageOrder {
            let (item, decoded) = pair
            let facts = itemFacts.indices.contains(index) ? itemFacts[index] : nil
            let piece = Piece(
                item, facts, anchor: "item-\(index + 1)", icon: context.icon(item.icon, alt: item.name, grade: item.grade),
                tooltip: context.tooltip(decoded, title: item.name))
            if EquipmentSection.gearSlots.contains(item.slot) {
                gear.append(piece)
                elixirTotal = elixirTotal.clampedAdding(facts?.elixirs.map(\.level).clampedSum() ?? 0)
                transcendence.sum = transcendence.sum.clampedAdding(facts?.transcendence?.count ?? 0)
                transcendence.stated = transcendence.stated ?? facts?.transcendence?.totalCount
            } else {
                accessories.append(piece)
                if bracelet == nil, let facts { bracelet = Bracelet(item, facts, anchor: piece.anchor) }
            }
        }
        self.gear = gear
        self.accessories = accessories
        self.bracelet = bracelet
        hasEquipment = !gear.isEmpty || !accessories.isEmpty
        equipmentAbsent = context.absence(of: "ArmoryEquipment", isNull: armory.equipment == nil)
        self.elixirTotal = elixirTotal > 0 ? elixirTotal : nil
        let transcendenceTotal = transcendence.stated ?? transcendence.sum
        self.transcendenceTotal = transcendenceTotal > 0 ? transcendenceTotal : nil
        hasElixirsOrTranscendence = self.elixirTotal != nil || self.transcendenceTotal != nil
        engravings = (armory.engravings?.arkPassiveEffects ?? []).map {
            Engraving(name: $0.name, gradeClass: gradeClass($0.grade), level: $0.level, stone: $0.abilityStoneLevel)
        }
        gems = facts.gems
        highestGem = gems.map(\.level).max()
        cardSets = (armory.cards?.effects ?? []).compactMap { $0.items.last.map { context.plain($0.name) } }
        arkPassive = facts.arkPassive
        arkGrid = facts.arkGrid
        arkGridEffects = (armory.arkGrid?.effects ?? []).map { GridEffect(name: $0.name, level: $0.level) }
        (hasEngravings, hasGems, hasCards) = (!engravings.isEmpty, !gems.isEmpty, !cardSets.isEmpty)
        (hasArkPassive, hasArkGrid, hasArkGridEffects) = (!arkPassive.isEmpty, !arkGrid.isEmpty, !arkGridEffects.isEmpty)
    }

    /// "8레벨 겁화의 보석" ×5 → level 8, kind 겁화, count 5; a bound 광휘 counts with its kind;
    /// highest level first. A 광휘 is tuned to damage or to cooldown (`effects`, from each gem's
    /// tooltip, in the gems' order), so it is grouped by what it was tuned to: "광휘 (피해)".
    /// `memo` keeps the gems' names decoded for the build.
    package static func gemGroups(_ gems: [Gems.Gem], effects: [String?] = [], memo: TooltipMemo = TooltipMemo()) -> [GemGroup] {
        struct Key: Hashable {
            let level: Int, kind: String, tuning: GemName.Tuning?
        }
        var counts: [Key: Int] = [:]
        for (index, gem) in gems.enumerated() {
            let name = GemName(memo.plain(gem.name))
            let effect = index < effects.count ? effects[index] : nil
            let tuning = name.kind == GemName.radiance ? effect.flatMap(GemName.Tuning.init(effect:)) : nil
            counts[Key(level: gem.level ?? name.level ?? 0, kind: name.kind, tuning: tuning), default: 0] += 1
        }
        // Highest level first, then kind, an untuned 광휘 before the tuned ones.
        let order = { (key: Key) in (key.tuning?.rawValue ?? 0) }
        return counts.sorted { a, b in
            a.key.level != b.key.level
                ? a.key.level > b.key.level : a.key.kind != b.key.kind ? a.key.kind < b.key.kind : order(a.key) < order(b.key)
        }.map {
            GemGroup(
                level: $0.key.level, kind: $0.key.kind, count: $0.value, tunedToDamage: $0.key.tuning == .damage,
                tunedToCooldown: $0.key.tuning == .cooldown)
        }
    }
}
