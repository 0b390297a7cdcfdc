import Planning

/// A piece of equipment as the planner needs it, read from the armory.
package struct HoningPiece: Sendable, Hashable {
    /// The armory's `Type`: 무기, 투구, 상의, 하의, 장갑, 어깨, 완갑.
    package var slot: String
    package var line: GearLine
    /// The `+N` of the name (0 for a 완갑 with none).
    package var stage: Int
    /// The tooltip's growth bar ("현재 단계 재련 경험치"), where it has one.
    package var growth: GrowthBar?
    /// The piece's own item level from its tooltip, where it has one.
    package var itemLevel: Double?

    package init(slot: String, line: GearLine, stage: Int, growth: GrowthBar? = nil, itemLevel: Double? = nil) {
        self.slot = slot
        self.line = line
        self.stage = stage
        self.growth = growth
        self.itemLevel = itemLevel
    }

    package var kind: PieceKind { line == .wangap ? .vambrace : PieceKind(slot: slot) }
}

/// The growth (장비 성장) of the current stage as the tooltip's bar shows it.
package struct GrowthBar: Sendable, Hashable {
    package var value: Int
    package var maximum: Int

    package init(value: Int, maximum: Int) {
        self.value = value
        self.maximum = maximum
    }

    /// What is still to pay; a full bar (or one past full) owes nothing.
    package var remaining: Int { Swift.max(maximum - value, 0) }
}

/// An item level a raid asks, the targets a plan climbs to.
package struct RaidGoal: Sendable, Hashable {
    /// The raid and difficulty ("종막 카제로스 하드").
    package var raid: String
    package var itemLevel: Double

    package init(raid: String, itemLevel: Double) {
        self.raid = raid
        self.itemLevel = itemLevel
    }

    /// The raids of `raids.yml` open on `day` (all of them when nil), lowest level first.
    package static func goals(from catalog: RaidCatalog, on day: String? = nil) -> [RaidGoal] {
        catalog.raids.filter { raid in
            guard let day else { return true }
            return (raid.released.map { $0 <= day } ?? true) && (raid.closed.map { day < $0 } ?? true)
        }
        .map { RaidGoal(raid: "\($0.raid) \($0.difficulty)", itemLevel: $0.minItemLevel) }
        .sorted { ($0.itemLevel, $0.raid) < ($1.itemLevel, $1.raid) }
    }
}

/// The planner: every table row's cheapest plan at today's prices, worked out once, then each
/// character's pieces and targets and the roster's ranking read from them. Pure: no files,
/// clock or threads.
package struct HoningPlanner: Sendable {
    package let tables: HoningTables
    package let prices: MaterialPrices
    private let choices: [StepKey: StepChoice]

    private struct StepKey: Hashable {
        var line: GearLine
        var kind: PieceKind
        var from: Int
    }

    package init(tables: HoningTables, prices: MaterialPrices) {
        self.tables = tables
        self.prices = prices
        var choices: [StepKey: StepChoice] = [:]
        for row in tables.rows {
            choices[StepKey(line: row.line, kind: row.kind, from: row.from)] = StepChoice(step: row, prices: prices, tables: tables)
        }
        self.choices = choices
    }

    /// The chosen plan of the row a piece at `from` uses.
    package func choice(line: GearLine, kind: PieceKind, from: Int) -> StepChoice? {
        choices[StepKey(line: line, kind: kind, from: from)]
    }

    /// The gold of one piece's shards' growth: nil when shards have no price.
    func growthGold(shards: Int) -> Double? {
        shards == 0 ? 0 : prices.shardPrice(pouches: tables.pouches).map { $0 * Double(shards) }
    }

    /// One character's plan.
    package static func plan(
        name: String, itemLevel: Double, pieces: [HoningPiece], prices: MaterialPrices, tables: HoningTables, goals: [RaidGoal]
    ) -> CharacterPlan {
        HoningPlanner(tables: tables, prices: prices).plan(name: name, itemLevel: itemLevel, pieces: pieces, goals: goals)
    }

    /// The roster's plan: each character's, and every next step ranked by gold per item level.
    package static func roster(
        _ characters: [HoningCharacter], prices: MaterialPrices, tables: HoningTables, goals: [RaidGoal]
    ) -> RosterPlan {
        HoningPlanner(tables: tables, prices: prices).roster(characters, goals: goals)
    }
}
