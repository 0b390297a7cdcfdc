import LostArkAPI
import Support
import TooltipSemantics

/// What a player scans first, above every section: the equipment as a grid, accessories with
/// their base stats and polish tiers, the bracelet's effects, and one line each for
/// engravings, gems, cards, ArkPassive (points and nodes per tree) and ArkGrid (cores with
/// their options, reached or not, and gems). Values only: every word around them is in
/// `partials/sheet-summary.*`.
package struct SheetSummary: Encodable {
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

    package struct Engraving: Encodable {
        package let name: String
        package let gradeClass: String
        package let level: Int?
        package let stone: Int?
    }

    package struct GemGroup: Encodable {
        package let level: Int
        package let kind: String
        package let count: Int
    }

    package struct Points: Encodable {
        package let name: String
        package let value: Int
    }

    package init(_ context: SheetContext, equipment: [DecodedTooltip], sheet: SheetTooltips) {
        let armory = context.armory
        var gear: [Piece] = [], accessories: [Piece] = [], bracelet: Bracelet?
        var elixirTotal = 0, transcendence: (sum: Int, stated: Int?) = (0, nil)
        for (index, pair) in zip(armory.equipment ?? [], equipment).enumerated() {
            let (item, decoded) = pair
            let facts = decoded.facts(ItemFacts.init)
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
        gems = Self.gemGroups(armory.gems?.gems ?? [], effects: sheet.gems.map { $0?.facts(GemFacts.init)?.effect })
        highestGem = gems.map(\.level).max()
        cardSets = (armory.cards?.effects ?? []).compactMap { $0.items.last.map { SheetContext.plain($0.name) } }
        arkPassive = ArkPassiveTree.trees(armory.arkPassive)
        arkGrid = Core.cores(armory.arkGrid, tooltips: sheet)
        arkGridEffects = (armory.arkGrid?.effects ?? []).map { GridEffect(name: $0.name, level: $0.level) }
        (hasEngravings, hasGems, hasCards) = (!engravings.isEmpty, !gems.isEmpty, !cardSets.isEmpty)
        (hasArkPassive, hasArkGrid, hasArkGridEffects) = (!arkPassive.isEmpty, !arkGrid.isEmpty, !arkGridEffects.isEmpty)
    }

    /// "8레벨 겁화의 보석" ×5 → level 8, kind 겁화, count 5; a bound 광휘 counts with its kind;
    /// highest level first. A 광휘 is tuned to damage or to cooldown (`effects`, from each gem's
    /// tooltip, in the gems' order), so it is grouped by what it was tuned to: "광휘 (피해)".
    package static func gemGroups(_ gems: [Gems.Gem], effects: [String?] = []) -> [GemGroup] {
        var counts: [String: (level: Int, kind: String, count: Int)] = [:]
        for (index, gem) in gems.enumerated() {
            let name = GemName(SheetContext.plain(gem.name))
            let tuned = name.kind == GemName.radiance ? (index < effects.count ? effects[index] : nil).flatMap(GemName.tuning) : nil
            let kind = tuned.map { "\(name.kind) (\($0))" } ?? name.kind
            let level = gem.level ?? name.level ?? 0
            counts["\(level) \(kind)", default: (level, kind, 0)].count += 1
        }
        return counts.values.sorted { ($0.level, $1.kind) > ($1.level, $0.kind) }
            .map { GemGroup(level: $0.level, kind: $0.kind, count: $0.count) }
    }
}
