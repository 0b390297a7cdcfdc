/// The plan for one piece's next step, as `loas plan --format json` writes it (issue 52):
/// snake_case keys, a gold figure `null` where a price is unknown (never 0), `next` null at
/// the last stage.
package struct PiecePlan: Sendable, Hashable, Encodable {
    /// The armory's `Type`: 무기, 투구, 상의, 하의, 장갑, 어깨, 완갑.
    package var slot: String
    package var gear: GearLine
    package var stage: Int
    /// nil at the last stage (or where the tables have no row for the stage).
    package var next: Int?
    /// The base rate as a fraction (0.015).
    package var baseRate: Double?
    /// Expected taps and pity tap with no breath and no book.
    package var expectedTapsBare: Double?
    package var pityTapBare: Int?
    /// Expected taps and pity tap under the chosen plan.
    package var expectedTaps: Double?
    package var pityTap: Int?
    /// Expected gold of the step under the plan, growth included; nil when a price is missing.
    package var expectedGold: Double?
    /// The gold through the pity tap, growth included; nil when a price is missing.
    package var worstGold: Double?
    /// The market names of the materials the step needs that have no price.
    package var unknownPrices: [String]
    /// Breath or books that would have been weighed but have no price, so the plan leaves them out.
    package var unpricedExtras: [String]
    /// Breaths on each tap that uses them (every kind at its maximum), and how many of the
    /// first taps do; the pity tap never does. 0 and 0: no breath.
    package var breathPerTap: Int
    package var breathTaps: Int
    /// Expected breaths spent.
    package var expectedBreath: Double?
    /// The market name of the book every tap but the pity tap uses, or nil.
    package var book: String?
    /// Expected silver of the step, growth included; apart from gold.
    package var expectedSilver: Double?
    /// The growth still to pay, in shards (from the tooltip's bar where it has one).
    package var growthShards: Int?
    package var growthGold: Double?
    /// The status of the table row the plan used.
    package var status: RowStatus?
    /// At the last stage: nothing left to hone.
    package var done: Bool

    enum CodingKeys: String, CodingKey {
        case slot, gear, stage, next, done, book, status
        case baseRate = "base_rate"
        case expectedTapsBare = "expected_taps_bare"
        case pityTapBare = "pity_tap_bare"
        case expectedTaps = "expected_taps"
        case pityTap = "pity_tap"
        case expectedGold = "expected_gold"
        case worstGold = "worst_gold"
        case unknownPrices = "unknown_prices"
        case unpricedExtras = "unpriced_extras"
        case breathPerTap = "breath_per_tap"
        case breathTaps = "breath_taps"
        case expectedBreath = "expected_breath"
        case expectedSilver = "expected_silver"
        case growthShards = "growth_shards"
        case growthGold = "growth_gold"
    }

    /// Every key written, nil ones as `null`: a reader can tell "unknown" from "absent".
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(slot, forKey: .slot)
        try container.encode(gear, forKey: .gear)
        try container.encode(stage, forKey: .stage)
        try container.encode(next, forKey: .next)
        try container.encode(baseRate, forKey: .baseRate)
        try container.encode(expectedTapsBare, forKey: .expectedTapsBare)
        try container.encode(pityTapBare, forKey: .pityTapBare)
        try container.encode(expectedTaps, forKey: .expectedTaps)
        try container.encode(pityTap, forKey: .pityTap)
        try container.encode(expectedGold, forKey: .expectedGold)
        try container.encode(worstGold, forKey: .worstGold)
        try container.encode(unknownPrices, forKey: .unknownPrices)
        try container.encode(unpricedExtras, forKey: .unpricedExtras)
        try container.encode(breathPerTap, forKey: .breathPerTap)
        try container.encode(breathTaps, forKey: .breathTaps)
        try container.encode(expectedBreath, forKey: .expectedBreath)
        try container.encode(book, forKey: .book)
        try container.encode(expectedSilver, forKey: .expectedSilver)
        try container.encode(growthShards, forKey: .growthShards)
        try container.encode(growthGold, forKey: .growthGold)
        try container.encode(status, forKey: .status)
        try container.encode(done, forKey: .done)
    }
}

/// One character's plan: every piece the planner knows, and the steps to the next raid's
/// item level.
package struct CharacterPlan: Sendable, Hashable, Encodable {
    package var name: String
    /// The armory's own item level.
    package var itemLevel: Double
    package var pieces: [PiecePlan]
    package var targets: [TargetPlan]

    enum CodingKeys: String, CodingKey {
        case name, pieces, targets
        case itemLevel = "item_level"
    }
}

/// The cheapest steps found that take a character to a raid's item level.
package struct TargetPlan: Sendable, Hashable, Encodable {
    package var itemLevel: Double
    /// The raid and difficulty that asks it ("종막 카제로스 하드").
    package var raid: String
    /// In the order to take them.
    package var steps: [TargetStep]
    /// nil when a step's price is unknown.
    package var expectedGold: Double?

    enum CodingKeys: String, CodingKey {
        case raid, steps
        case itemLevel = "item_level"
        case expectedGold = "expected_gold"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(itemLevel, forKey: .itemLevel)
        try container.encode(raid, forKey: .raid)
        try container.encode(steps, forKey: .steps)
        try container.encode(expectedGold, forKey: .expectedGold)
    }
}

/// One step of a target: the piece and the stage it reaches.
package struct TargetStep: Sendable, Hashable, Encodable {
    package var slot: String
    package var to: Int
}

/// A step of the roster's ranking: where gold buys the most item level.
package struct RankedStep: Sendable, Hashable, Encodable {
    package var character: String
    package var slot: String
    package var gear: GearLine
    package var to: Int
    package var expectedGold: Double?
    /// Expected gold per item level of the character (a stage adds 5 to a piece, 5/6 to the
    /// character); nil when a price is unknown, and such steps rank last.
    package var goldPerItemLevel: Double?

    enum CodingKeys: String, CodingKey {
        case character, slot, gear, to
        case expectedGold = "expected_gold"
        case goldPerItemLevel = "gold_per_item_level"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(character, forKey: .character)
        try container.encode(slot, forKey: .slot)
        try container.encode(gear, forKey: .gear)
        try container.encode(to, forKey: .to)
        try container.encode(expectedGold, forKey: .expectedGold)
        try container.encode(goldPerItemLevel, forKey: .goldPerItemLevel)
    }
}

/// The whole roster's plan, with the dates of what it was priced and computed from.
package struct RosterPlan: Sendable, Hashable, Encodable {
    package var characters: [CharacterPlan]
    package var ranking: [RankedStep]
    /// The day of the prices (nil when there are none).
    package var pricesDay: String?
    package var tablesDay: String

    enum CodingKeys: String, CodingKey {
        case characters, ranking
        case pricesDay = "prices_day"
        case tablesDay = "tables_day"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(characters, forKey: .characters)
        try container.encode(ranking, forKey: .ranking)
        try container.encode(pricesDay, forKey: .pricesDay)
        try container.encode(tablesDay, forKey: .tablesDay)
    }
}
