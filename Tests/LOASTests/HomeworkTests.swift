import LOASTestSupport
import Planning
import Testing

@Suite struct HomeworkTests {
    static let catalog = RaidCatalog(
        raids: [
            RaidDifficulty(raid: "에기르", difficulty: "노말", minItemLevel: 1660, gateGold: [3_500, 8_000], gateBound: [1_750, 4_000]),
            RaidDifficulty(raid: "에기르", difficulty: "하드", minItemLevel: 1680, gateGold: [5_500, 12_500], gateBound: [2_750, 6_250]),
            RaidDifficulty(raid: "아브렐슈드", difficulty: "노말", minItemLevel: 1670, gateGold: [10_000]),
            RaidDifficulty(raid: "모르둠", difficulty: "노말", minItemLevel: 1680, gateGold: [6_000, 9_500, 12_500]),
            RaidDifficulty(raid: "카양겔", difficulty: "노말", minItemLevel: 1540, gateGold: []),
            RaidDifficulty(raid: "상아탑", difficulty: "노말", minItemLevel: 1600, gateGold: [1_000]),
        ],
        daily: [DailyContent(name: "카오스 던전"), DailyContent(name: "가디언 토벌", minItemLevel: 1640)])
    static let week = "2026-11-25"
    static let raids = catalog.week(of: week)

    @Test func aRaidOpensAtItsItemLevelAndNotAHundredthBelow() {
        let below = Homework.eligible(1679.99, in: Self.raids).map { "\($0.raid) \($0.difficulty)" }
        let at = Homework.eligible(1680, in: Self.raids).map { "\($0.raid) \($0.difficulty)" }
        #expect(!below.contains("에기르 하드") && !below.contains("모르둠 노말"))
        #expect(at.contains("에기르 하드") && at.contains("모르둠 노말"))
        #expect(Homework.eligible(1539.99, in: Self.raids).isEmpty)
    }

    @Test func theGoldRaidsAreTheThreeRichestEachAtItsRichestDifficulty() {
        let raids = Homework.goldRaids(1680, in: Self.raids)
        #expect(raids.map { "\($0.raid) \($0.difficulty)" } == ["모르둠 노말", "에기르 하드", "아브렐슈드 노말"])
        #expect(raids.map(\.gold) == [28_000, 18_000, 10_000])
    }

    @Test func aRaidWithoutGoldIsNeverAGoldRaid() {
        #expect(Homework.goldRaids(1600, in: Self.raids).map(\.raid) == ["상아탑"])
        #expect(Homework.goldRaids(1599, in: Self.raids).isEmpty)
    }

    @Test func theSixHighestOfAnAccountEarnGoldTiesKeepingTheRosterOrder() {
        let characters = [1650.0, 1700, 1610, 1690, 1600, 1640, 1680, 1610].enumerated().map {
            Homework.Character(name: "캐릭터\($0.offset + 1)", itemLevel: $0.element)
        }
        // 1700, 1690, 1680, 1650, 1640, and of the two at 1610 the first on the roster.
        #expect(Homework.goldEarners(characters) == ["캐릭터2", "캐릭터4", "캐릭터7", "캐릭터1", "캐릭터6", "캐릭터3"])
    }

    @Test func theWeeksGoldSumsTheEarnersRaidsWithBoundGoldApart() {
        let characters = [
            Homework.Character(name: "본캐", itemLevel: 1680),
            Homework.Character(name: "부캐", itemLevel: 1665),
        ]
        let plan = Homework.plan(characters, catalog: Self.catalog, week: Self.week)
        #expect(plan.characters.map(\.character.name) == ["본캐", "부캐"])
        #expect(plan.characters[0].gold == 28_000 + 18_000 + 10_000)
        #expect(plan.characters[0].boundGold == 9_000)
        // 1665: 에기르 노말 and 상아탑 (아브렐슈드 opens at 1670).
        #expect(plan.characters[1].goldRaids.map(\.raid) == ["에기르", "상아탑"])
        #expect(plan.gold == 56_000 + 11_500 + 1_000)
        #expect(plan.boundGold == 9_000 + 5_750)
        #expect(plan.tradableGold == plan.gold - plan.boundGold)
    }

    @Test func aSeventhCharacterEarnsNoGoldButKeepsItsRaidsAndDailies() {
        let characters = (0..<7).map { Homework.Character(name: "캐릭\($0)", itemLevel: 1700 - Double($0)) }
        let plan = Homework.plan(characters, catalog: Self.catalog, week: Self.week)
        let seventh = plan.characters[6]
        #expect(!seventh.isGoldEarner && seventh.gold == 0)
        #expect(!seventh.eligible.isEmpty)
        #expect(seventh.daily.map(\.name) == ["카오스 던전", "가디언 토벌"])
        #expect(plan.characters.filter(\.isGoldEarner).count == 6)
    }
}
