import LOASConfig
import LOASTestSupport
import Planning
import Testing

/// The shipped `raids.yml` planned for a late-2026 roster: who earns gold, in which raids,
/// and how much, bound and tradable apart, with the figures in force in the week planned.
@Suite struct HomeworkTableTests {
    static let levels: [Double] = [1790, 1775, 1745, 1735, 1712.5, 1665, 1605, 250]
    static let roster = levels.map { Homework.Character(name: "캐릭\(Int($0 * 10))", itemLevel: $0) }

    static func plan(week: String) throws -> Homework.AccountPlan {
        Homework.plan(roster, catalog: try RaidCatalogFile.bundled(), week: week)
    }

    static func raids(_ plan: Homework.CharacterPlan) -> [String] {
        plan.goldRaids.map { "\($0.raid) \($0.difficulty)" }
    }

    @Test func eachCharacterClearsTheThreeRaidsPayingMostInAll() throws {
        let plan = try Self.plan(week: "2026-11-25")
        let byLevel = Dictionary(uniqueKeysWithValues: plan.characters.map { ($0.character.itemLevel, $0) })
        let expected: [(Double, [String], Int, Int)] = [
            (1790, ["벨가르딘 나이트메어", "세르카 나이트메어", "지평의 성당 3단계"], 179_000, 50_000),
            (1775, ["벨가르딘 하드", "세르카 나이트메어", "지평의 성당 3단계"], 166_000, 50_000),
            (1745, ["세르카 나이트메어", "종막 카제로스 하드", "지평의 성당 2단계"], 142_000, 40_000),
            (1735, ["종막 카제로스 하드", "세르카 하드", "지평의 성당 2단계"], 132_000, 40_000),
            // Equal gold keeps the file's order: 세르카 before 종막.
            (1712.5, ["세르카 노말", "종막 카제로스 노말", "지평의 성당 1단계"], 94_000, 62_000),
            (1665, ["카멘 하드", "1막 에기르 노말", "서막 에키드나 하드"], 31_700, 22_350),
        ]
        for (level, raids, gold, bound) in expected {
            let character = try #require(byLevel[level])
            #expect(character.isGoldEarner, "\(level)")
            #expect(Self.raids(character) == raids, "\(level)")
            #expect(character.gold == gold && character.boundGold == bound, "\(level): \(character.gold) / \(character.boundGold)")
        }
    }

    @Test func theWeeksTotalIsTheSumWorkedOutFromTheFactsFile() throws {
        let plan = try Self.plan(week: "2026-11-25")
        // From shared/game-facts-2026.md, section 1a: 75,000 + 54,000 + 50,000 (1790);
        // 62,000 + 54,000 + 50,000 (1775); 54,000 + 48,000 + 40,000 (1745); 48,000 + 44,000 +
        // 40,000 (1735); 32,000 + 32,000 + 30,000 (1712.5); 1b/1a: 13,000 + 11,500 + 7,200 (1665);
        // section 2: 카오스 게이트 4 × 7,000 bound at 1790. = 744,700 + 28,000.
        #expect(plan.gold == 772_700)
        // Bound: 성당 is all bound, normals half, 카멘 all; the gate's gold is bound.
        #expect(plan.boundGold == 50_000 + 50_000 + 40_000 + 40_000 + 62_000 + 22_350 + 28_000)
        #expect(plan.tradableGold == plan.gold - plan.boundGold)
    }

    @Test func theSeventhAltEarnsNoGoldButStillSeesWhatItCanEnter() throws {
        let plan = try Self.plan(week: "2026-11-25")
        let alt = try #require(plan.characters.first { $0.character.itemLevel == 1605 })
        #expect(!alt.isGoldEarner && alt.gold == 0)
        #expect(Homework.richestDifficulties(alt.eligible).map(\.raid).contains("일리아칸"))
        #expect(alt.daily.map(\.name) == ["카오스 던전", "가디언 토벌"])
        let low = try #require(plan.characters.last)
        #expect(low.eligible.isEmpty && !low.isGoldEarner)
    }

    @Test func anAltBelowTheGoldLineThatEarnsGoldClearsTheOldRaids() throws {
        let plan = Homework.plan(
            [Homework.Character(name: "부캐", itemLevel: 1605)], catalog: try RaidCatalogFile.bundled(), week: "2026-11-25")
        #expect(Self.raids(plan.characters[0]) == ["일리아칸 하드", "군단장 아브렐슈드 하드", "혼돈의 상아탑 노말"])
    }

    @Test func aWeekBeforeADatedChangeIsPlannedWithTheOldFigures() throws {
        let catalog = try RaidCatalogFile.bundled()
        let finale = { (week: String) in catalog.week(of: week).first { $0.raid == "종막 카제로스" && $0.difficulty == "노말" }?.gold }
        #expect(finale("2026-06-17") == 40_000)
        #expect(finale("2026-06-24") == 32_000)
        let mordum = { (week: String) in catalog.week(of: week).first { $0.raid == "3막 모르둠" && $0.difficulty == "하드" }?.gold }
        #expect(mordum("2025-12-03") == 38_000)
        #expect(mordum("2025-12-10") == 27_000)
    }

    @Test func aRaidIsPlannedOnlyFromItsRelease() throws {
        let catalog = try RaidCatalogFile.bundled()
        let names = { (week: String) in Set(catalog.week(of: week).map(\.raid)) }
        #expect(!names("2026-07-29").contains("벨가르딘") && names("2026-08-05").contains("벨가르딘"))
        #expect(!names("2026-03-11").contains("지평의 성당") && names("2026-03-18").contains("지평의 성당"))
        // Before the Kazeros cut, 1790 gets the old figures of the raids that existed.
        let plan = Homework.plan([Homework.Character(name: "본캐", itemLevel: 1790)], catalog: catalog, week: "2025-11-26")
        #expect(Self.raids(plan.characters[0]) == ["종막 카제로스 하드", "4막 아르모체 하드", "3막 모르둠 하드"])
        #expect(plan.characters[0].gold == 52_000 + 42_000 + 38_000)
    }

    @Test func theOwnerMayNameTheGoldEarners() throws {
        let plan = Homework.plan(Self.roster, catalog: try RaidCatalogFile.bundled(), week: "2026-11-25", chosenEarners: ["캐릭16050"])
        let earners = plan.characters.filter(\.isGoldEarner).map(\.character.itemLevel)
        #expect(earners == [1790, 1775, 1745, 1735, 1712.5, 1605])
    }

    @Test func theRostersGateIsClearedByItsHighestForBoundGold() throws {
        let plan = try Self.plan(week: "2026-11-25")
        let gate = try #require(plan.rosterWeekly.first { $0.content.name == "카오스 게이트" })
        #expect(gate.character == "캐릭17900" && gate.goldPerClear == 7_000 && gate.gold == 28_000)
        #expect(plan.rosterWeekly.contains { $0.content.name == "필드보스" && $0.gold == 0 })
    }
}
