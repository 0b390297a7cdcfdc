import Foundation
import LOASTestSupport
import LostArkAPI
import Testing

@testable import ArmoryTimeline

/// The comparison behind every timeline: typed facts of two armories, no files.
@Suite struct ArmoryTimelineTests {
    static func armory(_ json: String) throws -> Armory {
        try JSONDecoder().decode(Armory.self, from: Data(json.utf8))
    }

    static func state(
        _ items: [(String, String)] = [], level: String = "1,600.00", power: String = "2,000.00", extra: String = ""
    ) throws -> ArmoryState {
        let equipment = items.map { #"{"Type": "\#($0.0)", "Name": "\#($0.1)"}"# }.joined(separator: ",")
        let json =
            #"{"ArmoryProfile": {"CharacterName": "x", "ItemAvgLevel": "\#(level)", "CombatPower": "\#(power)"}, "ArmoryEquipment": [\#(equipment)]\#(extra)}"#
        return ArmoryState(try armory(json), tooltips: TooltipFactsReader(item: { _ in nil }, gem: { _ in nil }))
    }

    static func at(_ hours: Double) -> Date { Date(timeIntervalSince1970: 1_795_000_000 + hours * 3_600) }

    @Test func honingIsToldFromSwapsAndRingsPairInOrder() throws {
        let old = try Self.state([("무기", "+20 업화 무기"), ("반지", "A 반지"), ("반지", "B 반지"), ("어빌리티 스톤", "돌")])
        let new = try Self.state([("무기", "+22 업화 무기"), ("반지", "A 반지"), ("반지", "C 반지"), ("팔찌", "팔찌")])
        #expect(
            new.changes(since: old) == [
                .honed(slot: "무기", name: "업화 무기", from: 20, to: 22),
                .swapped(slot: "반지", from: "B 반지", to: "C 반지"),
                .equipped(slot: "팔찌", name: "팔찌"),
                .removed(slot: "어빌리티 스톤", name: "돌"),
            ])
    }

    @Test func aSectionOneAnswerLacksIsUnknownNotRemoved() throws {
        let gems = #", "ArmoryGem": {"Gems": [{"Slot": 0, "Name": "10레벨 겁화의 보석", "Level": 10}], "Effects": []}"#
        let cards = #", "ArmoryCard": {"Cards": [{"Slot": 0, "Name": "카드", "AwakeCount": 5}], "Effects": []}"#
        let whole = try Self.state(extra: gems + cards)
        let partial = try Self.state()
        #expect(whole.changes(since: partial).isEmpty)
        #expect(partial.changes(since: whole).isEmpty)
    }

    @Test func aGemLevelAndArkPassivePointsAreChanges() throws {
        func state(gem: Int, evolution: Int) throws -> ArmoryState {
            let gems = #", "ArmoryGem": {"Gems": [{"Slot": 2, "Name": "\#(gem)레벨 작열의 보석", "Level": \#(gem)}], "Effects": []}"#
            let passive = #", "ArkPassive": {"IsArkPassive": true, "Points": [{"Name": "진화", "Value": \#(evolution)}], "Effects": []}"#
            return try Self.state(extra: gems + passive)
        }
        let changes = try state(gem: 9, evolution: 120).changes(since: try state(gem: 8, evolution: 116))
        #expect(
            changes == [
                .gem(
                    slot: 2, from: ArmoryState.Gem(slot: 2, level: 8, kind: "작열", skill: nil),
                    to: ArmoryState.Gem(slot: 2, level: 9, kind: "작열", skill: nil)),
                .arkPassivePoint(
                    name: "진화", from: ArmoryState.ArkPassivePoint(name: "진화", value: 116),
                    to: ArmoryState.ArkPassivePoint(name: "진화", value: 120)),
            ])
    }

    @Test func combatPowerWigglesAreNoEntryAndAMoveOverTheThresholdIs() throws {
        let powers = ["2,000.00", "2,004.00", "1,997.00", "2,003.00", "2,030.00"]
        let answers = try powers.enumerated().map { index, power in
            (state: try Self.state(power: power), seenAt: Self.at(Double(index) * 6))
        }
        let timeline = ChangeTimeline(answers)
        #expect(timeline.entries.map(\.seenAt) == [Self.at(24)])
        #expect(timeline.entries.first?.changes == [.combatPower(from: 2_000, to: 2_030)])
    }

    @Test func aGearChangeCarriesTheLevelsItMovedAndEntriesAreNewestFirst() throws {
        let answers = [
            (state: try Self.state([("투구", "+20 투구")], power: "2,000.00"), seenAt: Self.at(0)),
            (state: try Self.state([("투구", "+20 투구")], power: "2,001.00"), seenAt: Self.at(6)),
            (state: try Self.state([("투구", "+21 투구")], level: "1,600.83", power: "2,003.00"), seenAt: Self.at(12)),
            (state: try Self.state([("투구", "+22 투구")], level: "1,601.66", power: "2,004.00"), seenAt: Self.at(18)),
        ]
        let timeline = ChangeTimeline(answers)
        #expect(timeline.entries.map(\.seenAt) == [Self.at(18), Self.at(12)])
        #expect(timeline.entries.last?.previousAt == Self.at(6))
        #expect(
            timeline.entries.last?.changes == [
                .itemLevel(from: 1_600, to: 1_600.83), .combatPower(from: 2_000, to: 2_003),
                .honed(slot: "투구", name: "투구", from: 20, to: 21),
            ])
        #expect(timeline.since == Self.at(0) && timeline.latest == Self.at(18))
    }
}

extension ArmoryTimelineTests {
    @Test func aChangeAcrossAnAnswerLackingTheSectionIsStillFound() throws {
        let gem = { (level: Int) in
            #", "ArmoryGem": {"Gems": [{"Slot": 0, "Name": "\#(level)레벨 겁화의 보석", "Level": \#(level)}], "Effects": []}"#
        }
        let answers = [
            (state: try Self.state(extra: gem(7)), seenAt: Self.at(0)),
            (state: try Self.state(), seenAt: Self.at(6)),
            (state: try Self.state(extra: gem(8)), seenAt: Self.at(12)),
        ]
        let timeline = ChangeTimeline(answers)
        #expect(timeline.entries.map(\.seenAt) == [Self.at(12)])
        #expect(timeline.entries.first?.changes.first?.area == .gems)
    }
}
