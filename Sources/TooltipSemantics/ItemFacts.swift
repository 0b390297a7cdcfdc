import DocumentTree
import LostArkAPI
import Support

/// What a sheet and the history want to know about a piece of equipment, an accessory,
/// a bracelet or an ability stone, read from its decoded tooltip. Every field is optional
/// or empty when the tooltip does not show it, so a new layout loses facts, never the page.
package struct ItemFacts: Sendable, Hashable {
    package var name: String?
    package var grade: ItemGrade?
    /// What the item is, without its grade: "헤비 건틀릿", "목걸이", "어빌리티 스톤".
    package var itemType: String?
    package var quality: Int?
    package var itemLevel: Int?
    package var tier: Int?
    /// The `+N` of the name.
    package var honingLevel: Int?
    /// `[상급 재련] N단계`.
    package var advancedHoningLevel: Int?
    /// The growth bar of the current stage ("현재 단계 재련 경험치", a Progress element):
    /// what is paid of the stage's 장비 성장 and what it asks in all. A full bar reads
    /// "장비 재련 가능" in place of its numbers, which keep value = maximum.
    package var honingGrowth: HoningGrowth?
    package var isEquipped = false
    package var elixirs: [Elixir] = []
    /// The combined elixir effect (연성 추가 효과), such as "회심" at stage 2.
    package var elixirSet: ElixirSet?
    package var transcendence: Transcendence?
    /// 2024-era set armour: the set's name and this piece's set level.
    package var setName: String?
    package var setLevel: Int?
    package var polishEffects: [PolishEffect] = []
    package var engravings: [Engraving] = []
    package var arkPassivePoints: [ArkPassivePoints] = []
    /// 기본 효과: an accessory's main stats and vitality, an ability stone's vitality.
    package var baseStats: [Stat] = []
    /// A bracelet's 팔찌 효과: the plain stats ("신속 +82"), and the special effects.
    package var braceletStats: [Stat] = []
    package var braceletEffects: [BraceletEffect] = []

    package struct HoningGrowth: Sendable, Hashable {
        package var value: Int
        package var maximum: Int
    }

    package struct Elixir: Sendable, Hashable {
        /// The part it applies to, such as "투구" or "공용".
        package var slot: String?
        package var name: String
        package var level: Int
    }

    package struct ElixirSet: Sendable, Hashable {
        package var name: String
        package var stage: Int?
    }

    package struct Transcendence: Sendable, Hashable {
        package var level: Int
        /// This item's transcendence count, when the tooltip shows it.
        package var count: Int?
        /// The count over all equipment, shown on the weapon.
        package var totalCount: Int?
    }

    package struct PolishEffect: Sendable, Hashable {
        package var text: String
        package var tier: PolishTier?
    }

    /// A random engraving on an ability stone or a 2024-era accessory.
    package struct Engraving: Sendable, Hashable {
        package var name: String
        /// `Lv.N` on stones, `활성도 +N` on accessories.
        package var level: Int?
        package var points: Int?
        /// Drawn in red: a penalty such as 공격력 감소.
        package var isPenalty: Bool
    }

    package struct ArkPassivePoints: Sendable, Hashable {
        package var kind: String
        package var points: Int
    }

    package init(_ document: Document) {
        name = document.headingText
        if let name, name.hasPrefix("+") { honingLevel = name.integer() }
        readTitle(document)
        let sections = Sections(document)
        if let line = document.lines(of: .singleTextBox).first(where: { $0.text.containsText("[상급 재련]") }) {
            advancedHoningLevel = line.text.integer(before: "단계")
        }
        readHoningGrowth(document)
        readElixirs(sections)
        readTranscendence(sections)
        if let set = sections.containing("세트 효과 레벨").first?.body.flatMap(\.lines).first?.text,
            let level = set.firstRange(ofText: "Lv.")
        {
            setName = String(set[..<level.lowerBound]).trimmingSpaces
            setLevel = set.integer(after: "Lv.")
        }
        polishEffects = sections.containing("연마 효과").flatMap { $0.body.flatMap(\.lines) }.map { line in
            PolishEffect(text: line.text, tier: line.runs.lazy.compactMap { PolishTier(color: $0.color) }.first)
        }
        readEngravings(sections)
        readEffects(sections)
        arkPassivePoints = sections.containing("아크 패시브 포인트 효과").flatMap { $0.body.flatMap(\.lines) }
            .compactMap { line in
                let words = line.text.split(separator: "+")
                guard words.count == 2, let points = Int(words[1].trimmingSpaces) else { return nil }
                return ArkPassivePoints(kind: words[0].trimmingSpaces, points: points)
            }
    }

    private mutating func readTitle(_ document: Document) {
        guard let title = document.elements(.itemTitle).first else {
            grade = ItemGrade(color: document.headingColor)
            return
        }
        let lines = title.blocks.flatMap(\.lines)
        if let first = lines.first?.text, let named = ItemGrade(leadingWordOf: first) {
            grade = named
            itemType = String(first.dropFirst(named.rawValue.count)).trimmingSpaces
        } else {
            grade = ItemGrade(color: document.headingColor)
        }
        for block in title.blocks {
            if case .meter(let meter) = block { quality = meter.value }
        }
        for line in lines.map(\.text) {
            if line.containsText("아이템 레벨") { itemLevel = line.integer(after: "아이템 레벨") }
            if line.containsText("티어") { tier = line.integer(after: "티어") }
            if line.containsText("장착중") { isEquipped = true }
        }
    }

    private mutating func readHoningGrowth(_ document: Document) {
        for element in document.elements(Self.progress) {
            for case .meter(let meter) in element.blocks where Line.joinedRuns(meter.label).containsText("재련 경험치") {
                honingGrowth = HoningGrowth(value: meter.value, maximum: meter.maximum)
                return
            }
        }
    }

    private static let progress = ElementKind(typeName: "Progress")

    private mutating func readElixirs(_ sections: Sections) {
        for section in sections.containing("엘릭서") where !section.title.contains(where: { $0.text.containsText("연성") }) {
            for item in section.body.flatMap(\.listItems) {
                guard let first = item.first?.text, let level = first.integer(after: "Lv.") else { continue }
                var label = first[..<(first.firstRange(ofText: "Lv.")?.lowerBound ?? first.endIndex)]
                var slot: String?
                if let bracket = String(label).bracketed, let close = label.firstIndex(of: "]") {
                    slot = bracket
                    label = label[label.index(after: close)...]
                }
                elixirs.append(Elixir(slot: slot, name: label.trimmingSpaces, level: level))
            }
        }
        if let combined = sections.containing("연성 추가 효과").first {
            let detail = combined.title.map(\.text).joined(separator: " ")
                .replacing("연성 추가 효과", with: "").trimmingSpaces
            let name = detail.split(separator: "(").first.map { $0.trimmingSpaces } ?? detail
            if !name.isEmpty { elixirSet = ElixirSet(name: name, stage: detail.integer(before: "단계")) }
        }
    }

    private mutating func readTranscendence(_ sections: Sections) {
        guard let section = sections.containing("[초월]").first else { return }
        let title = section.title.map(\.text).joined(separator: " ")
        guard let level = title.integer(before: "단계") else { return }
        var facts = Transcendence(level: level)
        if let after = title.firstRange(ofText: "단계")?.upperBound { facts.count = String(title[after...]).integer() }
        facts.totalCount = section.body.flatMap(\.lines).first { $0.text.containsText("총") }?.text.integer(after: "총")
        transcendence = facts
    }

    private mutating func readEngravings(_ sections: Sections) {
        for section in sections.containing("각인 효과") {
            for item in section.body.flatMap(\.listItems) {
                guard let line = item.first, let name = line.text.bracketed, name != "레벨 보너스" else { continue }
                let penalty = line.runs.contains { $0.text.containsText(name) && $0.color.map(Self.isPenaltyRed) == true }
                engravings.append(
                    Engraving(
                        name: name, level: line.text.integer(after: "Lv."), points: line.text.integer(after: "활성도"),
                        isPenalty: penalty))
            }
        }
    }

    /// The reds the game draws penalty engravings in.
    private static func isPenaltyRed(_ color: TextColor) -> Bool {
        [0xFE2E2E, 0xC24B46, 0xFF0000].contains(color.rgb)
    }
}
