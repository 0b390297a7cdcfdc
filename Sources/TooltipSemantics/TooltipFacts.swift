import DocumentTree
import LostArkAPI

/// The facts of a tooltip of any kind, told apart by the elements it has.
package enum TooltipFacts: Sendable, Hashable {
    case item(ItemFacts)
    case gem(GemFacts)
    case card(CardFacts)
    case skill(SkillFacts)
    case arkGridCore(ArkGridCoreFacts)
    case arkGridGem(ArkGridGemFacts)

    /// Nil for tooltips that carry no facts LOAS reads (ArkPassive nodes, markup lines).
    package init?(_ document: Document) {
        let kinds = Set(document.elements.map(\.kind))
        if kinds.contains(.card) {
            self = .card(CardFacts(document))
        } else if kinds.contains(.tripodSkillCustom)
            || document.lines(of: .singleTextBox).contains(where: { $0.text.hasPrefix("스킬 레벨") })
        {
            self = .skill(SkillFacts(document))
        } else if document.headingText?.hasSuffix("의 보석") == true
            || document.lines(of: .singleTextBox).contains(where: { $0.text.hasPrefix("보석 레벨") })
        {
            self = .gem(GemFacts(document))
        } else if let title = document.elements(.itemTitle).first?.blocks.first?.lines.first?.text,
            title.hasSuffix("아크 그리드 코어") || title.hasSuffix("아크 그리드 젬")
        {
            self = title.hasSuffix("코어") ? .arkGridCore(ArkGridCoreFacts(document)) : .arkGridGem(ArkGridGemFacts(document))
        } else if kinds.contains(.itemTitle) {
            self = .item(ItemFacts(document))
        } else {
            return nil
        }
    }

    /// Label and value per known fact, for `loas tooltip --format facts` and for reports.
    package var summary: [(label: String, value: String)] {
        var rows: [(String, String?)] = []
        switch self {
        case .item(let item):
            rows = [
                ("kind", "item"), ("name", item.name), ("grade", item.grade?.rawValue), ("type", item.itemType),
                ("quality", item.quality.map(String.init)), ("item level", item.itemLevel.map(String.init)),
                ("tier", item.tier.map(String.init)), ("honing", item.honingLevel.map { "+\($0)" }),
                ("advanced honing", item.advancedHoningLevel.map(String.init)),
                ("honing growth", item.honingGrowth.map { "\($0.value) / \($0.maximum)" }), ("equipped", item.isEquipped ? "yes" : nil),
                ("set", item.setName.map { "\($0) Lv.\(item.setLevel.map(String.init) ?? "?")" }),
                (
                    "transcendence",
                    item.transcendence.map {
                        "\($0.level)단계" + ($0.count.map { " ×\($0)" } ?? "") + ($0.totalCount.map { ", total \($0)" } ?? "")
                    }
                ),
                ("elixir set", item.elixirSet.map { $0.name + ($0.stage.map { " (\($0)단계)" } ?? "") }),
            ]
            rows += item.elixirs.map { ("elixir", ($0.slot.map { "[\($0)] " } ?? "") + "\($0.name) Lv.\($0.level)") }
            rows += item.polishEffects.map { ("polish", $0.text + ($0.tier.map { " (\($0.rawValue))" } ?? "")) }
            rows += item.engravings.map { engraving in
                let amount = engraving.level.map { "Lv.\($0)" } ?? engraving.points.map { "+\($0)" } ?? ""
                return ("engraving", "\(engraving.name) \(amount)" + (engraving.isPenalty ? " (penalty)" : ""))
            }
            rows += item.arkPassivePoints.map { ("ArkPassive points", "\($0.kind) +\($0.points)") }
            rows += item.baseStats.map { ("base stat", "\($0.name) \($0.value)" + ($0.isInactive ? " (unused)" : "")) }
            rows += item.braceletStats.map { ("bracelet stat", "\($0.name) \($0.value)" + ($0.tier.map { " (\($0.rawValue))" } ?? "")) }
            rows += item.braceletEffects.map { effect in
                ("bracelet effect", ([effect.text] + effect.more).joined(separator: " ") + (effect.tier.map { " (\($0.rawValue))" } ?? ""))
            }
        case .arkGridCore(let core):
            rows = [
                ("kind", "ArkGrid core"), ("name", core.name), ("grade", core.grade?.rawValue), ("type", core.coreType),
                ("willpower", core.willpower.map(String.init)),
            ]
            rows += core.options.map { ("option", "[\($0.points)P] \($0.text)") }
        case .arkGridGem(let gem):
            rows = [
                ("kind", "ArkGrid gem"), ("name", gem.name), ("grade", gem.grade?.rawValue),
                ("willpower", gem.willpower.map(String.init)),
                ("points", gem.points.map { "\(gem.pointKind ?? "?") \($0)" }),
            ]
            rows += gem.options.map { ("option", "\($0.name) Lv.\($0.level)") }
        case .gem(let gem):
            rows = [
                ("kind", "gem"), ("name", gem.name), ("grade", gem.grade?.rawValue), ("level", gem.level.map(String.init)),
                ("gem", gem.kind), ("class", gem.className), ("skill", gem.skill), ("effect", gem.effect),
                ("additional effect", gem.additionalEffect),
            ]
        case .card(let card):
            rows = [
                ("kind", "card"), ("name", card.name), ("grade", card.grade?.rawValue),
                ("awakening", card.awakening.map { "\($0) / \(card.awakeningTotal.map(String.init) ?? "?")" }),
            ]
        case .skill(let skill):
            rows = [("kind", "skill"), ("name", skill.name), ("level", skill.level.map(String.init))]
            rows += skill.tripods.map { tripod in
                ("tripod", tripod.name + (tripod.level.map { " Lv.\($0)" } ?? "") + (tripod.isLocked ? " (locked)" : ""))
            }
            rows.append(("rune", skill.rune.map { $0.name + ($0.grade.map { " (\($0.rawValue))" } ?? "") }))
        }
        return rows.compactMap { label, value in value.map { (label, $0) } }
    }
}
