import DocumentTree
import LostArkAPI
import TooltipSemantics

/// Weapon and armour, and separately accessories, bracelet, ability stone and the rest,
/// each item with its facts as summary lines and its full tooltip.
struct EquipmentSection: Encodable {
    let gear: [ItemView]
    let accessories: [ItemView]
    let absent: Absence?
    let accessoriesAbsent: Absence?

    static let gearSlots: Set<String> = ["무기", "투구", "상의", "하의", "장갑", "어깨"]

    struct ItemView: Encodable {
        let slot: String
        let name: String
        let gradeClass: String
        let icon: PictureView?
        let anchor: String
        let quality: Int?
        let qualityClass: String
        /// Markdown's stand-in for the quality bar: ▰▰▰▱…
        let qualityBar: String
        let facts: [String]
        let hasFacts: Bool
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: [DecodedTooltip]) {
        let items = zip(context.armory.equipment ?? [], tooltips).enumerated().map { index, pair in
            Self.view(pair.0, pair.1, index: index, context: context)
        }
        gear = items.filter { Self.gearSlots.contains($0.slot) }
        accessories = items.filter { !Self.gearSlots.contains($0.slot) }
        absent = context.absence(of: "ArmoryEquipment", isNull: context.armory.equipment == nil)
        accessoriesAbsent = absent == nil && accessories.isEmpty ? Absence(section: "ArmoryEquipment") : absent
    }

    private static func view(_ item: Equipment, _ decoded: DecodedTooltip, index: Int, context: SheetContext) -> ItemView {
        let facts = decoded.facts(ItemFacts.init)
        let quality = facts?.quality.flatMap { (0...100).contains($0) ? $0 : nil }
        let filled = (quality ?? 0) / 10
        let lines = facts.map(lines) ?? []
        return ItemView(
            slot: item.slot, name: item.name, gradeClass: gradeClass(item.grade),
            icon: context.icon(item.icon, alt: item.name, grade: item.grade), anchor: "item-\(index + 1)",
            quality: quality, qualityClass: qualityClass(quality ?? 0),
            qualityBar: String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled),
            facts: lines, hasFacts: !lines.isEmpty, tooltip: context.tooltip(decoded, title: item.name))
    }

    /// The facts a reader scans for, one short line each.
    private static func lines(_ facts: ItemFacts) -> [String] {
        var lines: [String] = []
        var head: [String] = []
        if let grade = facts.grade { head.append(grade.rawValue) }
        if let honing = facts.honingLevel { head.append("+\(honing)") }
        if let advanced = facts.advancedHoningLevel { head.append("상급 재련 \(advanced)단계") }
        if let level = facts.itemLevel { head.append("아이템 레벨 \(level)") }
        if let tier = facts.tier { head.append("티어 \(tier)") }
        if !head.isEmpty { lines.append(head.joined(separator: " · ")) }
        if let t = facts.transcendence {
            lines.append("초월 \(t.level)단계" + (t.count.map { " ×\($0)" } ?? "") + (t.totalCount.map { " (총 \($0))" } ?? ""))
        }
        lines += facts.elixirs.map { "엘릭서 " + ($0.slot.map { "[\($0)] " } ?? "") + "\($0.name) Lv.\($0.level)" }
        if let set = facts.elixirSet { lines.append("엘릭서 세트 \(set.name)" + (set.stage.map { " (\($0)단계)" } ?? "")) }
        if let set = facts.setName { lines.append("세트 \(set)" + (facts.setLevel.map { " Lv.\($0)" } ?? "")) }
        lines += facts.polishEffects.map { "연마 " + $0.text + ($0.tier.map { " (\($0.rawValue))" } ?? "") }
        lines += facts.engravings.map { engraving in
            let amount = engraving.level.map { "Lv.\($0)" } ?? engraving.points.map { "+\($0)" } ?? ""
            return "각인 \(engraving.name) \(amount)" + (engraving.isPenalty ? " (감소)" : "")
        }
        lines += facts.arkPassivePoints.map { "아크 패시브 \($0.kind) +\($0.points)" }
        return lines
    }

    /// The game's quality colours: 100 orange, 90+ purple, 70+ blue, 30+ green, 10+ yellow, else red.
    static func qualityClass(_ quality: Int) -> String {
        switch quality {
        case 100: "q-100"
        case 90...: "q-90"
        case 70...: "q-70"
        case 30...: "q-30"
        case 10...: "q-10"
        default: "q-0"
        }
    }
}
