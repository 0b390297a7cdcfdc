import Foundation
import LOASTestSupport
import LostArkAPI
import Testing

/// The armory's sections decode in every shape the API has sent them.
@Suite struct ArmorySectionModelTests {
    static func armory(_ json: String) throws -> Armory {
        try JSONDecoder().decode(Armory.self, from: Data(json.utf8))
    }

    @Test func gemEffectsBeforeArkPassiveAreAListWithOneDescription() throws {
        let armory = try Self.armory(
            #"""
            {"ArmoryGem": {"Gems": [{"Slot": 0, "Name": "7레벨 멸화의 보석", "Level": 7}],
             "Effects": [{"GemSlot": 0, "Name": "권왕의 진격", "Description": "피해 21.00% 증가", "Tooltip": null}]}}
            """#)
        let effect = try #require(armory.gems?.effects.first)
        #expect(effect.name == "권왕의 진격")
        #expect(effect.descriptions == ["피해 21.00% 증가"])
        #expect(effect.tooltip == nil)
        #expect(armory.gems?.summary == nil)
    }

    @Test func gemEffectsSince2025AreAnObjectWithSkillsAndATotal() throws {
        let armory = try Self.armory(
            #"""
            {"ArmoryGem": {"Gems": [], "Effects": {"Description": "기본 공격력 총합 : 13.20%",
             "Skills": [{"GemSlot": 1, "Name": "권왕의 진격", "Description": ["재사용 대기시간 24.00% 감소"],
                         "Option": "기본 공격력 1.20% 증가", "Tooltip": "{}"}]}}}
            """#)
        let effect = try #require(armory.gems?.effects.first)
        #expect(effect.descriptions == ["재사용 대기시간 24.00% 감소"])
        #expect(effect.option == "기본 공격력 1.20% 증가")
        #expect(armory.gems?.summary == "기본 공격력 총합 : 13.20%")
        #expect(armory.unreadableSections.isEmpty)
    }

    @Test func sectionsSentAsNullOrAbsentAreNilAndNotUnreadable() throws {
        let armory = try Self.armory(#"{"ArmoryGem": null, "ArmoryCard": null, "Collectibles": null}"#)
        #expect(armory.gems == nil)
        #expect(armory.cards == nil)
        #expect(armory.collectibles == nil)
        #expect(armory.arkGrid == nil)
        #expect(armory.unreadableSections.isEmpty)
    }

    @Test func aSectionOfTheWrongShapeIsNamedAndTheOthersStillDecode() throws {
        let armory = try Self.armory(
            #"""
            {"ArmoryGem": "broken", "ArmoryAvatars": {"Name": "x"},
             "ArmoryCard": {"Cards": [{"Name": "샨디", "AwakeCount": 5, "AwakeTotal": 5}], "Effects": []}}
            """#)
        #expect(armory.unreadableSections == ["ArmoryAvatars", "ArmoryGem"])
        #expect(armory.cards?.cards.first?.awakeCount == 5)
    }

    @Test func colosseumKeepsOnlyTheModesPlayedWithTheirNames() throws {
        let armory = try Self.armory(
            #"""
            {"ColosseumInfo": {"Rank": 5, "Colosseums": [{"SeasonName": "시즌 7", "Competitive": {"RankName": "실버",
             "PlayCount": 38, "VictoryCount": 21}, "TeamDeathmatch": null, "CoOpBattle": null}]}}
            """#)
        let season = try #require(armory.colosseum?.seasons.first)
        #expect(season.modes.map(\.mode) == ["경쟁전"])
        #expect(season.modes.first?.rankName == "실버")
        #expect(season.modes.first?.victoryCount == 21)
    }

    @Test func driftedFieldTypesDecodeLeniently() throws {
        let armory = try Self.armory(
            #"""
            {"Collectibles": [{"Type": "모코코 씨앗", "Point": "12", "MaxPoint": 20.0,
              "CollectiblePoints": [{"PointName": "유디아", "Point": 1, "MaxPoint": 1}, "not an object"]}],
             "ArmorySkills": [{"Name": "연쇄 돌풍", "Level": "10", "Tripods": null, "Rune": "none"}]}
            """#)
        let kind = try #require(armory.collectibles?.first)
        #expect(kind.point == 12)
        #expect(kind.maxPoint == 20)
        #expect(kind.points.map(\.name) == ["유디아"])
        let skill = try #require(armory.skills?.first)
        #expect(skill.level == 10)
        #expect(skill.tripods.isEmpty)
        #expect(skill.rune == nil)
    }

    @Test func arkPassiveNodesReadTheAPIsToolTipSpelling() throws {
        let armory = try Self.armory(
            #"""
            {"ArkPassive": {"Title": "수라의 길", "IsArkPassive": true, "Points": [{"Name": "진화", "Value": 120}],
             "Effects": [{"Name": "깨달음", "Description": "깨달음 1티어", "ToolTip": "{}"}]}}
            """#)
        #expect(armory.arkPassive?.points.first?.value == 120)
        #expect(armory.arkPassive?.effects.first?.tooltip == "{}")
    }
}
