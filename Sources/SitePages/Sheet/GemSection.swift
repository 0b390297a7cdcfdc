import DocumentTree
import LostArkAPI
import Rendering
import TooltipSemantics

/// Gems with level, skill and effect; each gem's effect (the API lists them apart, by gem
/// slot) on its own card, so a gem's numbers are shown once.
package struct GemSection: TemplateValueConvertible {
    package let gems: [GemView]
    /// Effects whose gem is not in the list (none in any answer seen so far).
    package let effects: [EffectView]
    /// The 2025 total ("기본 공격력 총합 : 13.20%"), rendered.
    package let summary: Fragment?
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("gems", gems)
                $0.add("effects", effects)
                $0.add("summary", summary)
                $0.add("absent", absent)
            })
    }

    package struct GemView: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let level: Int?
        /// The skill and effect read from the gem's tooltip, when no effect is listed for it:
        /// "권왕의 진격 재사용 대기시간 24.00% 감소"
        package let headline: String?
        package let effect: EffectView?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("level", level)
                    $0.add("headline", headline)
                    $0.add("effect", effect)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package struct EffectView: TemplateValueConvertible {
        package let skill: String
        /// Descriptions and option, rendered.
        package let text: Fragment?
        /// The skill's tooltip as the gem effect sends it.
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("skill", skill)
                    $0.add("text", text)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.gems
        func view(_ effect: Gems.Effect, _ decoded: DecodedTooltip?) -> EffectView {
            EffectView(
                skill: effect.name, text: context.markup(effect.descriptions + (effect.option.map { [$0] } ?? [])),
                tooltip: context.tooltip(decoded, nested: true, title: effect.name, of: .skill))
        }
        // Shelved in the order shown: each gem's tooltip, then its effect's.
        var unmatched = Array(zip(section?.effects ?? [], tooltips.gemEffects))
        gems = zip(section?.gems ?? [], tooltips.gems).map { gem, decoded in
            let facts = decoded?.facts(GemFacts.init)
            let name = context.plain(gem.name)
            let tooltip = context.tooltip(decoded, title: name)
            let match = gem.slot.flatMap { slot in unmatched.firstIndex { $0.0.gemSlot == slot } }.map { unmatched.remove(at: $0) }
            let effect = match.map { view($0.0, $0.1) }
            let headline = [facts?.skill, facts?.effect, facts?.additionalEffect].compactMap { $0 }.joined(separator: " ")
            return GemView(
                name: name, gradeClass: gradeClass(gem.grade), icon: context.icon(gem.icon, alt: name, grade: gem.grade),
                level: facts?.level ?? gem.level, headline: effect == nil && !headline.isEmpty ? headline : nil, effect: effect,
                tooltip: tooltip)
        }
        effects = unmatched.map { view($0.0, $0.1) }
        summary = section?.summary.flatMap { context.markup([$0]) }
        absent = context.absence(of: "ArmoryGem", isNull: section == nil)
    }
}
