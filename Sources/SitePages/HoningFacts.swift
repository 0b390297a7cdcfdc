import Honing
import LostArkAPI
import Planning
import TooltipSemantics

/// A piece the honing planner plans, as a character's summary keeps it between builds (the
/// sheet cache stores summaries as JSON): the planner's `HoningPiece` in a Codable form.
package struct HoningGear: Sendable, Codable, Equatable {
    package var slot: String
    package var line: GearLine
    package var stage: Int
    package var growthValue: Int?
    package var growthMaximum: Int?
    package var itemLevel: Double?

    package init(_ piece: HoningPiece) {
        (slot, line, stage, itemLevel) = (piece.slot, piece.line, piece.stage, piece.itemLevel)
        (growthValue, growthMaximum) = (piece.growth?.value, piece.growth?.maximum)
    }

    package var piece: HoningPiece {
        HoningPiece(
            slot: slot, line: line, stage: stage,
            growth: growthValue.flatMap { value in growthMaximum.map { GrowthBar(value: value, maximum: $0) } }, itemLevel: itemLevel)
    }

    /// The pieces of an armory the planner knows (전율, 업화, 완갑), in equipment order.
    package static func pieces(_ equipment: [Equipment], facts: [ItemFacts?]) -> [HoningGear] {
        zip(equipment, facts).compactMap { item, facts in
            facts.flatMap { HoningPiece(slot: item.slot, facts: $0) }.map(HoningGear.init)
        }
    }
}

extension SiteFacts {
    /// The roster's honing plan at the market's prices: characters in roster order, each with
    /// the pieces its sheet found, and those whose sheet found none (`unplanned`, so the page
    /// says why they are missing); nil without tables (no planner page).
    static func honingPlan(data: SiteData, settings: SiteSettings) -> (plan: RosterPlan, unplanned: [String])? {
        guard let tables = settings.honingTables else { return nil }
        let items = Dictionary(data.markets.map { ($0.id, $0.variants) }, uniquingKeysWith: { first, _ in first })
        let prices = MaterialPrices(marketItems: items, materials: tables.materials)
        let goals = settings.raidCatalog.map { RaidGoal.goals(from: $0) } ?? []
        var unplanned: [String] = []
        let characters: [HoningCharacter] = data.roster.compactMap { entry in
            guard let summary = data.characters[entry.name] else { return nil }
            guard let gear = summary.honing, !gear.isEmpty else {
                unplanned.append(entry.name)
                return nil
            }
            return HoningCharacter(
                name: entry.name, itemLevel: summary.profile?.itemLevelValue ?? 0, pieces: gear.map(\.piece))
        }
        return (HoningPlanner.roster(characters, prices: prices, tables: tables, goals: goals), unplanned)
    }
}
