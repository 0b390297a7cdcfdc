import Foundation
import Honing
import LOASConfig
import Testing

/// The planner on the bundled tables: the worked example of honing-facts §5, the choice of
/// breath and book at given prices, unknown prices, growth and targets.
@Suite struct HoningPlannerTests {
    static let tables: HoningTables = (try? HoningTableFile.bundled()) ?? HoningTables()

    /// Every material of the fixture's market, per item.
    static func prices(missing: Set<Int> = []) -> MaterialPrices {
        var answers: [Int: Double] = [:]
        for material in tables.materials where !missing.contains(material.id) {
            answers[material.id] = material.pouchShards == nil ? 1 : 100
        }
        return MaterialPrices(units: answers, day: "2026-11-30")
    }

    @Test func theWorkedExampleExpectsTheNotesMaterialsWithFullBreath() throws {
        let step = try #require(Self.tables.step(line: .jeonyul, kind: .armor, from: 19))
        let odds = HoningMath.odds(base: step.baseRate, breath: step.fullBreathRate)
        let expected = step.materials.map { Double($0.amount) * odds.expectedTaps }
        #expect(abs(expected[0] - 39_046.4) < 0.05)
        #expect(abs(expected[1] - 453.0) < 0.05)
        #expect(abs(expected[2] - 474.6) < 0.05)
        #expect(abs(Double(step.shards) * odds.expectedTaps - 400_171.3) < 0.05)
        #expect(abs(Double(step.silver) * odds.expectedTaps - 465_967.7) < 0.05)
        #expect(abs(Double(step.gold) * odds.expectedTaps - 102_469.7) < 0.05)
        #expect(abs(odds.expectedBreathTaps * 25 - 536.59) < 0.005)
        #expect(step.growthShards == 67_000)
    }

    @Test func theWorkedExamplesWorstCaseIsEveryTapThroughThePity() throws {
        let step = try #require(Self.tables.step(line: .jeonyul, kind: .armor, from: 19))
        let odds = HoningMath.odds(base: step.baseRate, breath: step.fullBreathRate)
        #expect(step.materials.map { $0.amount * odds.pityTap } == [92_310, 1_071, 1_122])
        #expect([step.shards, step.silver, step.gold].map { $0 * odds.pityTap } == [946_050, 1_101_600, 242_250])
        #expect(25 * odds.breathTaps == 1_250)
    }

    @Test func cheapBreathIsUsedOnEveryTapButThePity() throws {
        let planner = HoningPlanner(tables: Self.tables, prices: Self.prices())
        let plan = planner.piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(plan.breathTaps == 50)
        #expect(plan.breathPerTap == 25)
        #expect(abs((plan.expectedBreath ?? 0) - 536.59) < 0.005)
        #expect(abs((plan.expectedTaps ?? 0) - 21.5726) < 0.00005)
        #expect(plan.next == 20 && plan.pityTapBare == 76 && plan.pityTap == 51)
    }

    @Test func theExpectedGoldIsEveryTapsCostWeightedByTheChanceOfReachingIt() throws {
        let planner = HoningPlanner(tables: Self.tables, prices: Self.prices())
        let plan = planner.piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        let taps = 21.572_573_2
        // Each item costs 1; a shard 100 / 3,000 (the 대 pouch is the cheapest per shard).
        let tap = 1_810.0 + 21 + 22 + 18_550.0 / 30 + 4_750
        let expected = tap * taps + 536.59 + 67_000.0 / 30
        #expect(abs((plan.expectedGold ?? 0) - expected) < 1)
        #expect(abs((plan.worstGold ?? 0) - (tap * 51 + 1_250 + 67_000.0 / 30)) < 0.001)
        #expect(plan.growthGold == 67_000.0 / 30)
    }

    @Test func dearBreathIsNotUsed() throws {
        var prices = Self.prices()
        prices.units[66111132] = 1_000_000
        let plan = HoningPlanner(tables: Self.tables, prices: prices).piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(plan.breathTaps == 0)
        #expect(plan.expectedTaps == plan.expectedTapsBare)
    }

    @Test func aBreathWithNoPriceIsLeftOutAndNamed() throws {
        let prices = Self.prices(missing: [66111132])
        let plan = HoningPlanner(tables: Self.tables, prices: prices).piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(plan.breathTaps == 0)
        #expect(plan.unpricedExtras == ["빙하의 숨결"])
        #expect(plan.unknownPrices.isEmpty)
        #expect(plan.expectedGold != nil)
    }

    @Test func aMaterialWithNoPriceLeavesTheGoldUnknownNeverZero() throws {
        let prices = Self.prices(missing: [66102107])
        let plan = HoningPlanner(tables: Self.tables, prices: prices).piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(plan.expectedGold == nil)
        #expect(plan.worstGold == nil)
        #expect(plan.unknownPrices == ["운명의 수호석 결정"])
        #expect(plan.expectedTaps == plan.expectedTapsBare)
    }

    @Test func shardsWithNoPouchPricedLeaveTheGoldUnknown() throws {
        let prices = Self.prices(missing: [66130141, 66130142, 66130143])
        let plan = HoningPlanner(tables: Self.tables, prices: prices).piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(plan.expectedGold == nil)
        #expect(plan.unknownPrices == ["운명의 파편"])
    }

    @Test func aCheapBookIsUsedWhereTheStepHasOne() throws {
        let plan = HoningPlanner(tables: Self.tables, prices: Self.prices()).piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 15))
        #expect(plan.book == "재봉술 : 전율 [16-19]")
        // Breath at 1 gold is worth it too: 4% + book 4%p + breath 4%p.
        #expect(plan.pityTap == 16 && plan.breathTaps == 15)
    }

    @Test func theGrowthBarOfTheTooltipWinsOverTheTable() throws {
        let planner = HoningPlanner(tables: Self.tables, prices: Self.prices())
        let filled = planner.piecePlan(
            HoningPiece(slot: "투구", line: .jeonyul, stage: 19, growth: GrowthBar(value: 67_000, maximum: 67_000)))
        let half = planner.piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19, growth: GrowthBar(value: 30_000, maximum: 67_000)))
        #expect(filled.growthShards == 0 && filled.growthGold == 0)
        #expect(half.growthShards == 37_000)
        #expect(filled.status == .confirmed)
        let fromTable = planner.piecePlan(HoningPiece(slot: "투구", line: .jeonyul, stage: 19))
        #expect(fromTable.status == .single)
    }

    @Test func aPieceAtTheLastStageIsDoneWithNoNextStep() {
        let plan = HoningPlanner(tables: Self.tables, prices: Self.prices()).piecePlan(HoningPiece(slot: "어깨", line: .jeonyul, stage: 25))
        #expect(plan.done && plan.next == nil && plan.expectedGold == nil)
    }

    @Test func theVambraceUsesBothBreathsOnATap() throws {
        let plan = HoningPlanner(tables: Self.tables, prices: Self.prices()).piecePlan(HoningPiece(slot: "완갑", line: .wangap, stage: 0))
        #expect(plan.breathPerTap == 40)
        #expect(plan.pityTap == 8)
    }

    @Test func theTargetTakesTheCheapestStepsToTheNextRaid() throws {
        let planner = HoningPlanner(tables: Self.tables, prices: Self.prices())
        let pieces = [
            HoningPiece(slot: "무기", line: .jeonyul, stage: 20, itemLevel: 1775),
            HoningPiece(slot: "투구", line: .jeonyul, stage: 19, itemLevel: 1770),
            HoningPiece(slot: "상의", line: .jeonyul, stage: 19, itemLevel: 1770),
            HoningPiece(slot: "하의", line: .jeonyul, stage: 19, itemLevel: 1770),
            HoningPiece(slot: "장갑", line: .jeonyul, stage: 19, itemLevel: 1770),
            HoningPiece(slot: "어깨", line: .jeonyul, stage: 25, itemLevel: 1800),
            HoningPiece(slot: "완갑", line: .wangap, stage: 7),
        ]
        let goals = [RaidGoal(raid: "벨가르딘 하드", itemLevel: 1770), RaidGoal(raid: "벨가르딘 나이트메어", itemLevel: 1780)]
        let plan = planner.plan(name: "담금질연습", itemLevel: 1775.83, pieces: pieces, goals: goals)
        let target = try #require(plan.targets.first)
        #expect(target.raid == "벨가르딘 나이트메어")
        // 6 × 1780 − 10,655 = 25: five stages, all on the four armor pieces at +19 (cheaper
        // than the weapon's), the fifth on one of them again (+20 → +21 armor is still cheaper).
        #expect(target.steps.count == 5)
        #expect(!target.steps.contains { $0.slot == "어깨" || $0.slot == "완갑" })
        #expect(target.expectedGold != nil)
    }

    @Test func theRankingPutsTheCheapestItemLevelFirstAndLeavesOutTheVambrace() {
        let characters = [
            HoningCharacter(name: "가", itemLevel: 1700, pieces: [HoningPiece(slot: "투구", line: .jeonyul, stage: 13)]),
            HoningCharacter(
                name: "나", itemLevel: 1780,
                pieces: [HoningPiece(slot: "투구", line: .jeonyul, stage: 22), HoningPiece(slot: "완갑", line: .wangap, stage: 3)]),
        ]
        let roster = HoningPlanner(tables: Self.tables, prices: Self.prices()).roster(characters, goals: [])
        #expect(roster.ranking.map(\.character) == ["가", "나"])
        #expect(roster.pricesDay == "2026-11-30" && roster.tablesDay == "2026-12-01")
    }

    /// A piece's line is read from its name byte for byte, and from Hangul spelled decomposed
    /// (conjoining jamo) as well.
    @Test func aPiecesLineIsFoundInItsNameComposedOrDecomposed() {
        let name = "+19 운명의 전율 투구"
        #expect(HoningPiece.names(name, has: "전율") && !HoningPiece.names(name, has: "업화"))
        #expect(HoningPiece.names(name.decomposedStringWithCanonicalMapping, has: "전율"))
        #expect(HoningPiece.names("완갑".decomposedStringWithCanonicalMapping, has: "완갑", whole: true))
        #expect(!HoningPiece.names("완갑 장식", has: "완갑", whole: true))
    }
}
