import DocumentTree
import LostArkAPI
import TooltipSemantics

/// Combat skills: level, every tripod (the chosen ones marked) and the rune.
struct SkillSection: Encodable {
    let skills: [SkillView]
    let absent: String?

    struct SkillView: Encodable {
        let name: String
        let icon: PictureView?
        let anchor: String
        /// "Lv.10 · 일반"
        let headline: String
        /// Tripods as rendered paragraphs, chosen ones first in the game's order.
        let tripods: [String]
        let hasTripods: Bool
        let chosen: String?
        let rune: RuneView?
        let tooltip: TooltipView
    }

    struct RuneView: Encodable {
        let name: String
        let gradeClass: String
        let icon: PictureView?
        let grade: String?
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: SheetTooltips) {
        let skills = context.armory.skills ?? []
        self.skills = skills.indices.map { index in
            let skill = skills[index]
            let decoded = tooltips.skills[index]
            let facts = decoded?.facts(SkillFacts.init)
            let level = facts?.level ?? skill.level
            let headline = [level.map { "Lv.\($0)" }, skill.type].compactMap { $0 }.joined(separator: " · ")
            let tripods = skill.tripods.map { tripod in
                let label = "\(tripod.tier.map { "\($0 + 1)티어 " } ?? "")\(tripod.name)\(tripod.isSelected ? " ✔" : "")"
                return context.labelled(label, markup: tripod.tooltip.map { [$0] } ?? [])
            }
            let chosen = skill.tripods.filter(\.isSelected).map(\.name)
            let rune = skill.rune.map { rune in
                RuneView(
                    name: rune.name, gradeClass: gradeClass(rune.grade), icon: context.icon(rune.icon, alt: rune.name, grade: rune.grade),
                    grade: rune.grade,
                    tooltip: context.tooltip(tooltips.runes[index]))
            }
            return SkillView(
                name: skill.name, icon: context.icon(skill.icon, alt: skill.name), anchor: "skill-\(index + 1)", headline: headline, tripods: tripods, hasTripods: !tripods.isEmpty,
                chosen: chosen.isEmpty ? nil : chosen.joined(separator: ", "), rune: rune, tooltip: context.tooltip(decoded))
        }
        absent = context.absence(of: "ArmorySkills", isNull: context.armory.skills == nil, what: "skill")
    }
}
