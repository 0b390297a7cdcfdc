import DocumentTree
import Foundation
import LOASTestSupport
import LostArkAPI
import Testing
import TooltipDecoder

@testable import TooltipSemantics

/// The facts the sheet's summary shows beside the equipment grid: accessories' base stats,
/// a bracelet's stats and effects, ArkGrid cores and gems, ArkPassive nodes.
@Suite struct TooltipSummaryFactsTests {
    static func item(_ fixture: String) throws -> ItemFacts {
        guard case .item(let item)? = try TooltipSemanticsTests.facts(fixture) else { throw Failure("\(fixture): not an item") }
        return item
    }

    @Test func accessoryBaseStatsMarkTheMainStatsTheClassDoesNotUse() throws {
        #expect(
            try Self.item("ItemPartBox").baseStats == [
                .init(name: "힘", value: "+15920"), .init(name: "민첩", value: "+15920", isInactive: true),
                .init(name: "지능", value: "+15920", isInactive: true), .init(name: "체력", value: "+3874"),
            ])
    }

    @Test func stoneBaseStatIsItsVitality() throws {
        #expect(try Self.item("IndentStringGroup-stone").baseStats == [.init(name: "체력", value: "+21044")])
    }

    @Test func braceletStatsAreToldFromItsEffects() throws {
        let bracelet = try Self.item("ItemPartBox-bracelet")
        #expect(bracelet.braceletStats.map { "\($0.name) \($0.value)" } == ["특화 +88", "신속 +71", "체력 +3410"])
        #expect(bracelet.braceletEffects.map(\.text) == ["[잔물결] 공격 적중 시 6초 동안 '잔물결' 효과를 획득한다."])
        #expect(bracelet.braceletEffects.first?.more.first?.hasPrefix("잔물결 : 적에게 주는 피해가 0.4% 증가한다.") == true)
        #expect(bracelet.baseStats.isEmpty)
    }

    @Test func braceletEffectKeepsItsSecondLineAndTheTierOfItsValue() throws {
        let bracelet = try Self.item("ItemPartBox-bracelet-graded")
        #expect(
            bracelet.braceletStats == [
                .init(name: "특화", value: "+104", tier: .middle), .init(name: "신속", value: "+77"),
                .init(name: "무기 공격력", value: "+6800", tier: .low),
            ])
        #expect(
            bracelet.braceletEffects == [
                .init(text: "아군 공격력 강화 효과가 4.5% 증가한다.", tier: .high),
                .init(
                    text: "아군 피해량 강화 효과가 5.0% 증가한다.", more: ["파티 효과로 보호 효과가 적용된 대상이 받는 피해가 1.0% 감소한다."],
                    tier: .middle),
            ])
    }

    @Test func arkGridCoreShowsItsWillpowerAndOptionsByPoints() throws {
        guard case .arkGridCore(let core)? = try TooltipSemanticsTests.facts("ItemPartBox-arkgrid-core") else {
            throw Failure("not an ArkGrid core")
        }
        #expect(core.name == "혼돈의 달 코어 : 별빛 변주")
        #expect(core.grade == .relic)
        #expect(core.coreType == "혼돈 - 달")
        #expect(core.willpower == 15)
        #expect(core.options.map(\.points) == [10, 14, 17, 18, 19, 20])
        #expect(core.options.first?.text == "공격력이 1.0% 증가한다.")
        #expect(core.options[1].more == ["'운명: 별빛' : 아군의 공격력이 2.0% 증가한다."])
    }

    @Test func arkGridGemShowsWillpowerPointsAndOptions() throws {
        guard case .arkGridGem(let gem)? = try TooltipSemanticsTests.facts("ItemPartBox-arkgrid-gem") else {
            throw Failure("not an ArkGrid gem")
        }
        #expect(gem.name == "혼돈의 젬 : 침식")
        #expect(gem.grade == .ancient)
        #expect(gem.willpower == 4)
        #expect(gem.pointKind == "혼돈" && gem.points == 5)
        #expect(gem.options == [.init(name: "보스 피해", level: 3), .init(name: "공격력", level: 2)])
    }

    @Test func arkPassiveNodeDescriptionGivesTreeTierNameAndLevel() {
        let description = "<FONT color='#83E9FF'>깨달음</FONT> 3티어 <FONT color='#83E9FF'>영원한 안식 Lv.2</FONT>"
        #expect(
            ArkPassiveNodeFacts(TooltipDecoder.decode(markup: [description]))
                == ArkPassiveNodeFacts(tree: "깨달음", tier: 3, name: "영원한 안식", level: 2))
        #expect(
            ArkPassiveNodeFacts(TooltipDecoder.decode(markup: ["수라의 길"]))
                == ArkPassiveNodeFacts(tree: nil, tier: nil, name: nil, level: nil))
    }
}

/// The same facts on the real late-2025 character of the corpus.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
struct TooltipSummaryFactsCorpusTests {
    static func armory() throws -> [String: Any] {
        let root = try #require(Corpus.root)
        let data = try Data(contentsOf: root.appending(path: "2025-08/armories/characters/이다.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func equipment(_ type: String) throws -> ItemFacts {
        let items = try #require(try armory()["ArmoryEquipment"] as? [[String: Any]])
        let tooltip = try #require(items.first { $0["Type"] as? String == type }?["Tooltip"] as? String)
        return ItemFacts(try TooltipDecoder.decode(tooltip))
    }

    @Test func realBraceletHasTwoStatsAndThreeGradedEffects() throws {
        let bracelet = try Self.equipment("팔찌")
        #expect(bracelet.braceletStats.map { "\($0.name) \($0.value)" } == ["신속 +82", "치명 +118"])
        #expect(bracelet.braceletEffects.map(\.tier) == [.low, .low, .high])
        #expect(bracelet.braceletEffects.map(\.more.count) == [1, 0, 1])
    }

    @Test func realNecklaceAndStoneBaseStats() throws {
        #expect(try Self.equipment("목걸이").baseStats.filter { !$0.isInactive }.map(\.name) == ["힘", "체력"])
        #expect(try Self.equipment("어빌리티 스톤").baseStats == [.init(name: "체력", value: "+23481")])
    }

    @Test func realArkGridCoreOptionsAndWillpower() throws {
        let grid = try #require(try Self.armory()["ArkGrid"] as? [String: Any])
        let slot = try #require((grid["Slots"] as? [[String: Any]])?.first)
        let core = ArkGridCoreFacts(try TooltipDecoder.decode(try #require(slot["Tooltip"] as? String)))
        #expect(core.willpower == 11)
        #expect(core.options.map(\.points) == [10, 14])
        #expect(core.options.last?.more.count == 1)
    }
}
