import DocumentTree
import LostArkAPI
import Rendering
import TooltipSemantics

/// Combat skills: level, every tripod (the chosen ones marked) and the rune. The skills a
/// character uses (above level 1, or with a tripod chosen or a rune) come first; the others,
/// left at level 1 as most of a class's skills are, follow in one folded list.
package struct SkillSection: TemplateValueConvertible {
    package let skills: [SkillView]
    package let unused: [SkillView]
    package let hasUnused: Bool
    package let unusedCount: Int
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("skills", skills)
                $0.add("unused", unused)
                $0.add("hasUnused", hasUnused)
                $0.add("unusedCount", unusedCount)
                $0.add("absent", absent)
            })
    }

    package struct SkillView: TemplateValueConvertible {
        package let name: String
        package let icon: PictureView?
        package let anchor: String
        package let level: Int?
        /// "일반", "지점", "홀딩", …
        package let type: String?
        /// In the game's order.
        package let tripods: [Tripod]
        package let hasTripods: Bool
        package let chosen: String?
        package let rune: RuneView?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 10) {
                    $0.add("name", name)
                    $0.add("icon", icon)
                    $0.add("anchor", anchor)
                    $0.add("level", level)
                    $0.add("type", type)
                    $0.add("tripods", tripods)
                    $0.add("hasTripods", hasTripods)
                    $0.add("chosen", chosen)
                    $0.add("rune", rune)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    /// A tripod: its tier (from 1), name, whether it is chosen, and what it does (rendered).
    package struct Tripod: TemplateValueConvertible {
        let tier: Int?
        let name: String
        let selected: Bool
        let text: Fragment?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("tier", tier)
                    $0.add("name", name)
                    $0.add("selected", selected)
                    $0.add("text", text)
                })
        }
    }

    package struct RuneView: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let grade: String?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("grade", grade)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let skills = context.armory.skills ?? []
        let levels = skills.indices.map { tooltips.skills[$0]?.facts(SkillFacts.init)?.level ?? skills[$0].level }
        // In use: levelled up, a tripod chosen or a rune set. Made in the order shown, so the
        // tooltip page follows the sheet.
        let isUsed = skills.indices.map {
            (levels[$0] ?? 1) > 1 || skills[$0].tripods.contains(where: \.isSelected) || skills[$0].rune != nil
        }
        func view(_ index: Int) -> SkillView {
            let skill = skills[index]
            let tripods = skill.tripods.map { tripod in
                Tripod(
                    tier: tripod.tier.map { $0 + 1 }, name: tripod.name, selected: tripod.isSelected,
                    text: context.inline(tripod.tooltip.map { [$0] } ?? []))
            }
            let chosen = skill.tripods.filter(\.isSelected).map(\.name)
            let tooltip = context.tooltip(tooltips.skills[index], title: skill.name)
            let rune = skill.rune.map { rune in
                RuneView(
                    name: rune.name, gradeClass: gradeClass(rune.grade), icon: context.icon(rune.icon, alt: rune.name, grade: rune.grade),
                    grade: rune.grade,
                    tooltip: context.tooltip(tooltips.runes[index], title: rune.name, of: .rune))
            }
            return SkillView(
                name: skill.name, icon: context.icon(skill.icon, alt: skill.name), anchor: "skill-\(index + 1)", level: levels[index],
                type: skill.type,
                tripods: tripods, hasTripods: !tripods.isEmpty, chosen: chosen.isEmpty ? nil : chosen.joined(separator: ", "), rune: rune,
                tooltip: tooltip)
        }
        self.skills = skills.indices.filter { isUsed[$0] }.map(view)
        unused = skills.indices.filter { !isUsed[$0] }.map(view)
        hasUnused = !unused.isEmpty
        unusedCount = unused.count
        absent = context.absence(of: "ArmorySkills", isNull: context.armory.skills == nil)
    }
}
