import DocumentTree
import Foundation
import LOASTestSupport
import LostArkAPI
import Testing
import TooltipDecoder

@testable import TooltipSemantics

/// Typed facts read from decoded tooltips: exact values on the fixtures, and on every
/// tooltip of the corpus that each kind of holder always has.
@Suite struct TooltipSemanticsTests {
    static func facts(_ fixture: String) throws -> TooltipFacts? {
        TooltipFacts(try TooltipGoldenTests.document(fixture))
    }

    @Test func armourShowsGradeQualityLevelHoningElixirsAndTranscendence() throws {
        guard case .item(let item)? = try Self.facts("IndentStringGroup") else { throw Failure("not an item") }
        #expect(item.grade == .ancient)
        #expect(item.itemType == "머리 방어구")
        #expect(item.quality == 96)
        #expect(item.itemLevel == 1700)
        #expect(item.tier == 4)
        #expect(item.honingLevel == 18)
        #expect(item.isEquipped)
        #expect(
            item.elixirs == [
                .init(slot: "투구", name: "지능", level: 5), .init(slot: "공용", name: "무기 공격력", level: 4),
            ])
        #expect(item.elixirSet == .init(name: "현자", stage: 1))
        #expect(item.transcendence == .init(level: 5, count: 15, totalCount: 84))
    }

    @Test func advancedHoningIsReadFromItsBlock() throws {
        guard case .item(let item)? = try Self.facts("ItemTitle") else { throw Failure("not an item") }
        #expect(item.advancedHoningLevel != nil)
        #expect(item.quality == 87)
        #expect(item.itemLevel == 1710)
    }

    @Test func accessoryPolishTiersComeFromTheValueColour() throws {
        guard case .item(let item)? = try Self.facts("ItemPartBox") else { throw Failure("not an item") }
        #expect(item.polishEffects.map(\.text) == ["추가 피해 +1.60%", "적에게 주는 피해 +1.20%", "최대 생명력 +3250"])
        #expect(item.polishEffects.allSatisfy { $0.tier == .high })
        #expect(item.arkPassivePoints == [.init(kind: "깨달음", points: 12)])
    }

    @Test func stoneEngravingsMarkThePenalty() throws {
        guard case .item(let item)? = try Self.facts("IndentStringGroup-stone") else { throw Failure("not an item") }
        #expect(
            item.engravings == [
                .init(name: "질풍노도", level: 3, points: nil, isPenalty: false),
                .init(name: "철벽수호", level: 2, points: nil, isPenalty: false),
                .init(name: "방어력 감소", level: 1, points: nil, isPenalty: true),
            ])
    }

    @Test func setArmourShowsSetNameAndLevel() throws {
        guard case .item(let item)? = try Self.facts("SetItemGroup") else { throw Failure("not an item") }
        #expect(item.setName == "월광")
        #expect(item.setLevel == 3)
        #expect(item.tier == 3)
    }

    @Test func gemShowsLevelKindSkillAndEffects() throws {
        guard case .gem(let gem)? = try Self.facts("MultiTextBox") else { throw Failure("not a gem") }
        #expect(gem == GemFacts(try TooltipGoldenTests.document("MultiTextBox")))
        #expect(gem.level == 8)
        #expect(gem.kind == "새벽빛")
        #expect(gem.className == "건슬링어")
        #expect(gem.skill == "별똥 사격")
        #expect(gem.effect == "재사용 대기시간 18.00% 감소")
        #expect(gem.additionalEffect == "기본 공격력 0.80% 증가")
    }

    @Test func cardShowsAwakening() throws {
        guard case .card(let card)? = try Self.facts("Card") else { throw Failure("not a card") }
        #expect(card.grade == .legendary)
        #expect(card.awakening == 3 && card.awakeningTotal == 5)
    }

    @Test func skillShowsLevelTripodsAndRune() throws {
        guard case .skill(let skill)? = try Self.facts("TripodSkillCustom") else { throw Failure("not a skill") }
        #expect(skill.level == 7)
        #expect(skill.tripods.map(\.name) == ["넓은 궤적", "단단한 중심"])
        #expect(skill.tripods.map(\.level) == [4, 1])
        #expect(skill.rune == .init(name: "잔광", grade: .epic, effect: "스킬 적중 시 3초 동안 이동 속도가 8% 증가"))
    }

    /// A line of spaces only (tabs, U+00A0, U+3000, a zero-width space, in runs of their
    /// own) is dropped; an icon after such runs still leads its line, and the text keeps it.
    @Test func linesOfOnlySpacesAreDroppedAndAnIconAfterSpacesLeads() {
        let lines = Line.split([
            .text(" \t"), .text("\u{00A0}\u{3000}\u{200B}"), .lineBreak,
            .text(" "), .icon(.braceletLocked), .text(" 치명 +80"), .lineBreak,
            .colored(.init(hex: "#FFD200")!, [.text("  ")]), .lineBreak, .text("신속 +90 "),
        ])
        #expect(lines.map(\.text) == ["\(Icon.braceletLocked.text) 치명 +80", "신속 +90"])
        #expect(lines.first?.leadingIcon == .braceletLocked)
        #expect(lines.first?.words == "치명 +80")
    }

    @Test func markupOnlyTooltipHasNoFacts() {
        #expect(TooltipFacts(TooltipDecoder.decode(markup: ["공격 속도가 <FONT COLOR='#99ff99'>27.0%</FONT> 증가한다."])) == nil)
    }
}

/// The facts every real tooltip of a kind of holder must yield.
@Suite(.enabled(if: Corpus.isAvailable, "../shared/lostark-corpus is not beside this checkout"))
struct TooltipSemanticsCorpusTests {
    static func documents(holder suffix: String) throws -> [(String, Document)] {
        try TooltipCorpusTests.tooltips.filter { $0.holder.hasSuffix(suffix) }.map { ($0.location, try TooltipCorpusTests.decode($0)) }
    }

    @Test func everyEquipmentTooltipHasNameGradeAndTier() throws {
        let documents =
            try Self.documents(holder: "ArmoryEquipment[].Tooltip")
            + Self.documents(holder: "[].Tooltip").filter {
                $0.0.hasSuffix("Tooltip") && $0.0.contains("/equipment.json")
            }
        #expect(documents.count >= 30)
        for (location, document) in documents {
            guard case .item(let item)? = TooltipFacts(document) else {
                Issue.record("\(location): not read as an item")
                continue
            }
            #expect(item.name?.isEmpty == false, "\(location)")
            #expect(item.grade != nil, "\(location)")
            let title = document.elements.first { $0.kind == .itemTitle }?.blocks.map(\.plainText).joined() ?? ""
            #expect(!title.contains("티어") || item.tier != nil, "\(location)")
            #expect(!title.contains("아이템 레벨") || item.itemLevel != nil, "\(location)")
            if let quality = document.blocks.lazy.compactMap({ if case .meter(let meter) = $0 { meter } else { nil } }).first,
                quality.maximum == 100
            {
                #expect(item.quality == quality.value, "\(location)")
            }
        }
    }

    @Test func everyGemHasLevelSkillAndEffect() throws {
        let documents = try Self.documents(holder: "Gems[].Tooltip")
        #expect(documents.count >= 22)
        for (location, document) in documents {
            guard case .gem(let gem)? = TooltipFacts(document) else {
                Issue.record("\(location): not read as a gem")
                continue
            }
            #expect(gem.level.map { (1...10).contains($0) } == true, "\(location)")
            #expect(gem.skill?.isEmpty == false, "\(location)")
            #expect(gem.effect?.isEmpty == false, "\(location)")
        }
    }

    @Test func everySkillHasALevelAndEveryCardItsAwakening() throws {
        for (location, document) in try Self.documents(holder: "ArmorySkills[].Tooltip") {
            guard case .skill(let skill)? = TooltipFacts(document) else {
                Issue.record("\(location): not read as a skill")
                continue
            }
            #expect(skill.level != nil, "\(location)")
        }
        for (location, document) in try Self.documents(holder: "Cards[].Tooltip") {
            guard case .card(let card)? = TooltipFacts(document) else {
                Issue.record("\(location): not read as a card")
                continue
            }
            #expect(card.awakening != nil && card.awakeningTotal != nil, "\(location)")
        }
    }

    @Test func realCharacterFactsMatchTheirTooltips() throws {
        let weapon = try #require(try Self.documents(holder: "ArmoryEquipment[].Tooltip").first { $0.0.contains("2025-08") })
        guard case .item(let item)? = TooltipFacts(weapon.1) else { throw Failure("not an item") }
        #expect(item.grade == .esther)
        #expect(item.honingLevel == 9 && item.advancedHoningLevel == 40)
        #expect(item.transcendence == .init(level: 7, count: 21, totalCount: 126))
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
