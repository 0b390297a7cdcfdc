import Foundation
import Honing
import LostArkAPI
import SnapshotStore
import TooltipDecoder
import TooltipSemantics

/// What the honing planner reads from the snapshots: each character's pieces (from its
/// equipment tooltips) and the market's prices of the tables' materials.
package enum HoningSnapshots {
    /// The characters with an armory, each with the pieces the planner knows (none for a
    /// character with no 전율, 업화 or 완갑 piece); `names`, when given, picks them (as the
    /// game spells a name). An armory that cannot be read is named in `warnings` and left out.
    package static func characters(_ reader: SnapshotReader, names: [String]? = nil, warnings: inout [String]) -> [HoningCharacter] {
        let wanted = names.map { Set($0.map(CharacterName.normalized)) }
        var characters: [HoningCharacter] = []
        for name in reader.armoryNames() where wanted?.contains(CharacterName.normalized(name)) ?? true {
            let armory: Armory?
            do {
                armory = try reader.armory(named: name)
            } catch {
                warnings.append(error.description)
                continue
            }
            guard let armory else { continue }
            characters.append(
                HoningCharacter(
                    name: armory.profile?.characterName ?? name, itemLevel: armory.profile?.itemLevel?.value ?? 0,
                    pieces: pieces(of: armory.equipment ?? [])))
        }
        return characters
    }

    /// The pieces of an equipment list the planner knows, in the armory's order. A tooltip
    /// that cannot be decoded loses that piece, never the plan.
    package static func pieces(of equipment: [Equipment]) -> [HoningPiece] {
        equipment.compactMap { item in
            guard let tooltip = item.tooltip, let document = try? TooltipDecoder.decode(tooltip) else { return nil }
            return HoningPiece(slot: item.slot, facts: ItemFacts(document))
        }
    }

    /// The prices of the tables' materials the snapshots hold (`markets/items/{id}`); an
    /// answer that cannot be read is named in `warnings`, and its material has no price.
    package static func prices(_ reader: SnapshotReader, tables: HoningTables, warnings: inout [String]) -> MaterialPrices {
        var answers: [Int: [MarketItemVariant]] = [:]
        let stored = Set(reader.marketItemIDs())
        for material in tables.materials where stored.contains(material.id) {
            do {
                answers[material.id] = try reader.marketItem(id: material.id, warnings: &warnings)
            } catch {
                warnings.append(error.description)
            }
        }
        return MaterialPrices(marketItems: answers, materials: tables.materials)
    }
}

/// `loas plan`: the plan of the snapshots' characters, as text or as JSON.
package enum HoningReport {
    package enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// The plan of every character the snapshots hold (or those `names` picks) with a piece
    /// the planner knows; a character named is kept even without one.
    package static func render(
        _ source: any SnapshotSource, tables: HoningTables, goals: [RaidGoal], names: [String]?, format: Format, warnings: inout [String]
    ) throws -> String {
        let reader = SnapshotReader(source)
        let characters = HoningSnapshots.characters(reader, names: names, warnings: &warnings)
            .filter { names != nil || !$0.pieces.isEmpty }
        let prices = HoningSnapshots.prices(reader, tables: tables, warnings: &warnings)
        let plan = HoningPlanner(tables: tables, prices: prices).roster(characters, goals: goals)
        switch format {
        case .text:
            return plan.terminalText
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(plan.characters), as: UTF8.self) + "\n"
        }
    }
}
