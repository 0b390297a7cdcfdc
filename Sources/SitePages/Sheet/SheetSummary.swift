import LostArkAPI
import TooltipSemantics

/// What a player scans first, above every section: the equipment as a grid, accessories with
/// their polish tiers, and one line each for engravings, gems, cards, ArkPassive and ArkGrid.
/// Values only: every word around them is in `partials/sheet-summary.*`.
package struct SheetSummary: Encodable {
    package let gear: [Piece]
    package let accessories: [Piece]
    package let hasEquipment: Bool
    /// Why there is no equipment to show: unreadable, or sent as null.
    package let equipmentAbsent: Absence?
    /// Elixir levels summed over the armour; transcendence as the game states it once.
    package let elixirTotal: Int?
    package let transcendenceTotal: Int?
    package let engravings: [Engraving]
    package let gems: [GemGroup]
    package let highestGem: Int?
    package let cardSets: [String]
    package let arkPassive: [Points]
    package let arkGrid: [Core]
    package let hasEngravings: Bool, hasGems: Bool, hasCards: Bool, hasArkPassive: Bool, hasArkGrid: Bool

    package struct Piece: Encodable {
        package let slot: String
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let anchor: String
        package let honing: Int?
        package let advancedHoning: Int?
        package let itemLevel: Int?
        package let quality: Int?
        package let qualityClass: String
        package let transcendence: Int?
        package let elixirs: [Elixir]
        package let polish: [Polish]
        package let effects: [String]
        package let tier: Int?
        package let setName: String?
        package let setLevel: Int?
        package let elixirSet: String?
        package let elixirSetStage: Int?
        package let arkPassivePoints: [Points]
        package let tooltip: TooltipView
    }

    package struct Elixir: Encodable {
        package let name: String
        package let level: Int
    }

    package struct Polish: Encodable {
        package let text: String
        /// `tier-high` 상, `tier-middle` 중, `tier-low` 하: the game's colours.
        package let tierClass: String
        package let tier: String?
    }

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

    package struct Core: Encodable {
        package let name: String
        package let gradeClass: String
        package let point: Int?
    }

    package init(_ context: SheetContext, equipment: [DecodedTooltip]) {
        let armory = context.armory
        var gear: [Piece] = [], accessories: [Piece] = []
        var elixirTotal = 0, transcendence: (sum: Int, stated: Int?) = (0, nil)
        for (index, pair) in zip(armory.equipment ?? [], equipment).enumerated() {
            let (item, decoded) = pair
            let facts = decoded.facts(ItemFacts.init)
            let piece = Self.piece(
                item, facts, anchor: "item-\(index + 1)", icon: context.icon(item.icon, alt: item.name, grade: item.grade),
                tooltip: context.tooltip(decoded, title: item.name))
            if EquipmentSection.gearSlots.contains(item.slot) {
                gear.append(piece)
                elixirTotal += facts?.elixirs.reduce(0) { $0 + $1.level } ?? 0
                transcendence.sum += facts?.transcendence?.count ?? 0
                transcendence.stated = transcendence.stated ?? facts?.transcendence?.totalCount
            } else {
                accessories.append(piece)
            }
        }
        self.gear = gear
        self.accessories = accessories
        hasEquipment = !gear.isEmpty || !accessories.isEmpty
        equipmentAbsent = context.absence(of: "ArmoryEquipment", isNull: armory.equipment == nil)
        self.elixirTotal = elixirTotal > 0 ? elixirTotal : nil
        let transcendenceTotal = transcendence.stated ?? transcendence.sum
        self.transcendenceTotal = transcendenceTotal > 0 ? transcendenceTotal : nil
        engravings = (armory.engravings?.arkPassiveEffects ?? []).map {
            Engraving(name: $0.name, gradeClass: gradeClass($0.grade), level: $0.level, stone: $0.abilityStoneLevel)
        }
        gems = Self.gemGroups(armory.gems?.gems ?? [])
        highestGem = gems.map(\.level).max()
        cardSets = (armory.cards?.effects ?? []).compactMap { $0.items.last.map { SheetContext.plain($0.name) } }
        arkPassive = (armory.arkPassive?.points ?? []).compactMap { point in point.value.map { Points(name: point.name, value: $0) } }
        arkGrid = (armory.arkGrid?.slots ?? []).map {
            Core(name: SheetContext.plain($0.name), gradeClass: gradeClass($0.grade), point: $0.point)
        }
        (hasEngravings, hasGems, hasCards) = (!engravings.isEmpty, !gems.isEmpty, !cardSets.isEmpty)
        (hasArkPassive, hasArkGrid) = (!arkPassive.isEmpty, !arkGrid.isEmpty)
    }

    private static func piece(
        _ item: Equipment, _ facts: ItemFacts?, anchor: String, icon: PictureView?, tooltip: TooltipView
    ) -> Piece {
        let quality = facts?.quality.flatMap { (0...100).contains($0) ? $0 : nil }
        return Piece(
            slot: item.slot, name: item.name, gradeClass: gradeClass(item.grade), icon: icon, anchor: anchor,
            honing: facts?.honingLevel, advancedHoning: facts?.advancedHoningLevel, itemLevel: facts?.itemLevel,
            quality: quality, qualityClass: EquipmentSection.qualityClass(quality ?? 0),
            transcendence: facts?.transcendence?.level,
            elixirs: (facts?.elixirs ?? []).map { Elixir(name: $0.name, level: $0.level) },
            polish: (facts?.polishEffects ?? []).map {
                Polish(text: $0.text, tierClass: $0.tier.map(tierClass) ?? "", tier: $0.tier?.rawValue)
            },
            effects: (facts?.engravings ?? []).map { engraving in
                engraving.name + (engraving.level.map { " Lv.\($0)" } ?? engraving.points.map { " +\($0)" } ?? "")
            },
            tier: facts?.tier, setName: facts?.setName, setLevel: facts?.setLevel, elixirSet: facts?.elixirSet?.name,
            elixirSetStage: facts?.elixirSet?.stage,
            arkPassivePoints: (facts?.arkPassivePoints ?? []).map { Points(name: $0.kind, value: $0.points) }, tooltip: tooltip)
    }

    private static func tierClass(_ tier: PolishTier) -> String {
        switch tier {
        case .high: "tier-high"
        case .middle: "tier-middle"
        case .low: "tier-low"
        }
    }

    /// "8레벨 겁화의 보석" ×5 → level 8, kind 겁화, count 5; highest level first.
    package static func gemGroups(_ gems: [Gems.Gem]) -> [GemGroup] {
        var counts: [String: (level: Int, kind: String, count: Int)] = [:]
        for gem in gems {
            let name = SheetContext.plain(gem.name)
            // "8레벨 겁화의 보석": the words between the level and "의 보석".
            var words = name.split(separator: " ").map(String.init)
            if words.first?.hasSuffix("레벨") == true { words.removeFirst() }
            var kind = words.joined(separator: " ")
            for suffix in ["의 보석", " 보석"] where kind.hasSuffix(suffix) { kind.removeLast(suffix.count) }
            let level = gem.level ?? 0
            counts["\(level) \(kind)", default: (level, kind, 0)].count += 1
        }
        return counts.values.sorted { ($0.level, $1.kind) > ($1.level, $0.kind) }
            .map { GemGroup(level: $0.level, kind: $0.kind, count: $0.count) }
    }
}
