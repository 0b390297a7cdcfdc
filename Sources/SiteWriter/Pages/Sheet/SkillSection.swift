import DocumentTree
import LostArkAPI
import TooltipSemantics

/// Combat skills: level, every tripod (the chosen ones marked) and the rune. The skills a
/// character uses (above level 1, or with a tripod chosen or a rune) come first; the others,
/// left at level 1 as most of a class's skills are, follow in one folded list.
struct SkillSection: Encodable {
    let skills: [SkillView]
    let unused: [SkillView]
    let hasUnused: Bool
    let unusedCount: Int
    let absent: Absence?

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
        let views: [(view: SkillView, used: Bool)] = skills.indices.map { index in
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
            let view = SkillView(
                name: skill.name, icon: context.icon(skill.icon, alt: skill.name), anchor: "skill-\(index + 1)", headline: headline, tripods: tripods, hasTripods: !tripods.isEmpty,
                chosen: chosen.isEmpty ? nil : chosen.joined(separator: ", "), rune: rune, tooltip: context.tooltip(decoded))
            return (view, (level ?? 1) > 1 || !chosen.isEmpty || rune != nil)
        }
        self.skills = views.filter(\.used).map(\.view)
        unused = views.filter { !$0.used }.map(\.view)
        hasUnused = !unused.isEmpty
        unusedCount = unused.count
        absent = context.absence(of: "ArmorySkills", isNull: context.armory.skills == nil)
    }
}
