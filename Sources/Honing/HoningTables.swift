/// A rate as an exact whole number of hundred-millionths (1% = 1,000,000), so the failure
/// bonus (tenths of the base) and artisan's energy (÷ 2.15) are computed without rounding and
/// every pity tap lands where exact fractions put it (honing-facts §5.4).
package struct Rate: Sendable, Hashable, Comparable, Codable {
    /// The rate × 10⁸.
    package var units: Int

    package static let one = Rate(units: 100_000_000)
    package static let zero = Rate(units: 0)

    package init(units: Int) {
        self.units = units
    }

    /// A rate written in percent ("1.5" for 1.5%), to the nearest millionth of a percent.
    package init(percent: Double) {
        units = Int((percent * 1_000_000).rounded())
    }

    /// The rate as a fraction (0.015 for 1.5%).
    package var fraction: Double { Double(units) / 100_000_000 }

    package static func < (lhs: Rate, rhs: Rate) -> Bool { lhs.units < rhs.units }
    package static func + (lhs: Rate, rhs: Rate) -> Rate { Rate(units: lhs.units + rhs.units) }
    package static func * (lhs: Rate, count: Int) -> Rate { Rate(units: lhs.units * count) }
}

/// An amount of one market material spent on each tap.
package struct MaterialAmount: Sendable, Hashable, Codable {
    /// The market item id (honing-facts §6).
    package var material: Int
    package var amount: Int

    package init(material: Int, amount: Int) {
        self.material = material
        self.amount = amount
    }
}

/// A breath a tap may use: up to `max` of `material`, each adding `rate`. 완갑 uses two kinds
/// on the same tap, so a step has a list of them.
package struct BreathUse: Sendable, Hashable, Codable {
    package var material: Int
    package var max: Int
    /// What each breath adds, outside the failure bonus's cap.
    package var rate: Rate

    package init(material: Int, max: Int, rate: Rate) {
        self.material = material
        self.max = max
        self.rate = rate
    }
}

/// A book a tap may use (one a tap), and the rate it adds.
package struct BookUse: Sendable, Hashable, Codable {
    package var material: Int
    package var rate: Rate

    package init(material: Int, rate: Rate) {
        self.material = material
        self.rate = rate
    }
}

/// One row of a table: what one tap from `from` to `from + 1` costs and gives, and the
/// one-time growth paid before the first tap.
package struct HoningStep: Sendable, Hashable {
    package var line: GearLine
    package var kind: PieceKind
    /// The stage the piece is at; the step leads to `from + 1`.
    package var from: Int
    package var baseRate: Rate
    /// Market materials per tap (stones, leapstones, fusion).
    package var materials: [MaterialAmount]
    /// 운명의 파편 per tap, bought as pouches.
    package var shards: Int
    package var silver: Int
    package var gold: Int
    package var breaths: [BreathUse]
    /// The books that fit this step, any one of which a tap may use (업화 18→19 has two).
    package var books: [BookUse]
    /// Growth (장비 성장) in shards, paid once; silver is ten times it. A tooltip's own bar
    /// wins over this.
    package var growthShards: Int
    /// The status of the rate, materials, gold and breath of the row.
    package var status: RowStatus
    /// The status of `growthShards` (a tooltip's bar, where read, is sure).
    package var growthStatus: RowStatus
    /// The row's sources, as the file gives them.
    package var source: String
    /// The line of the file the row came from (0 when built in code).
    package var fileLine: Int

    package init(
        line: GearLine, kind: PieceKind, from: Int, baseRate: Rate, materials: [MaterialAmount], shards: Int, silver: Int,
        gold: Int, breaths: [BreathUse], books: [BookUse], growthShards: Int, status: RowStatus, growthStatus: RowStatus? = nil,
        source: String, fileLine: Int = 0
    ) {
        self.line = line
        self.kind = kind
        self.from = from
        self.baseRate = baseRate
        self.materials = materials
        self.shards = shards
        self.silver = silver
        self.gold = gold
        self.breaths = breaths
        self.books = books
        self.growthShards = growthShards
        self.status = status
        self.growthStatus = growthStatus ?? status
        self.source = source
        self.fileLine = fileLine
    }

    /// The optional book of the first edition of the planner: the first in the row.
    package var book: BookUse? { books.first }

    /// All the breath a tap may hold, every kind at its maximum.
    package var fullBreathRate: Rate {
        breaths.reduce(Rate.zero) { $0 + $1.rate * $1.max }
    }
}

/// A material of the market the tables name (honing-facts §6).
package struct HoningMaterial: Sendable, Hashable, Codable {
    package var id: Int
    /// The market's `Name`, exactly.
    package var name: String
    /// How many the market sells at once: its price is for this many.
    package var bundle: Int
    /// For a 운명의 파편 pouch, the shards it holds; nil for every other material.
    package var pouchShards: Int?
    /// The market's `CategoryCode` (50010 재련 재료, 50020 재련 추가 재료).
    package var category: Int
    /// Whether the market page charts its price: a few materials every honing step buys, not
    /// every book, so the page stays light on a phone.
    package var chart: Bool

    package init(id: Int, name: String, bundle: Int, pouchShards: Int? = nil, category: Int, chart: Bool = false) {
        self.id = id
        self.name = name
        self.bundle = bundle
        self.pouchShards = pouchShards
        self.category = category
        self.chart = chart
    }
}

/// The tables of `Templates/honing.yml`: every step of every line, the materials they use,
/// and the day they were checked.
package struct HoningTables: Sendable, Hashable {
    package var rows: [HoningStep]
    package var materials: [HoningMaterial]
    /// The day (YYYY-MM-DD) the tables were last checked against their sources.
    package var asOf: String
    /// Source keys to what they are.
    package var sources: [String: String]
    /// The market's word for shards (`shard_name`), which are bought only as pouches: what a
    /// page names when no pouch has a price.
    package var shardName: String

    private var index: [StepKey: Int]

    private struct StepKey: Hashable {
        var line: GearLine
        var kind: PieceKind
        var from: Int
    }

    package init(
        rows: [HoningStep] = [], materials: [HoningMaterial] = [], asOf: String = "", sources: [String: String] = [:],
        shardName: String = ""
    ) {
        self.rows = rows
        self.shardName = shardName
        self.materials = materials
        self.asOf = asOf
        self.sources = sources
        index = Dictionary(
            rows.enumerated().map { (StepKey(line: $1.line, kind: $1.kind, from: $1.from), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row of a piece at stage `from` (nil when the tables have none: the last stage, or
    /// a stage below the line's first row).
    package func step(line: GearLine, kind: PieceKind, from: Int) -> HoningStep? {
        index[StepKey(line: line, kind: kind, from: from)].map { rows[$0] }
    }

    package func material(_ id: Int) -> HoningMaterial? {
        materials.first { $0.id == id }
    }

    /// The market name of a material, or its id when the catalogue lacks it.
    package func name(of id: Int) -> String {
        material(id)?.name ?? "item \(id)"
    }

    /// The pouches of 운명의 파편.
    package var pouches: [HoningMaterial] {
        materials.filter { $0.pouchShards != nil }
    }
}
