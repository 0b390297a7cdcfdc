import DocumentTree
import LostArkAPI
import TooltipSemantics

/// Gems with level, skill and effect, then the per-skill gem effects.
struct GemSection: Encodable {
    let gems: [GemView]
    let effects: [EffectView]
    let hasEffects: Bool
    /// The 2025 total ("기본 공격력 총합 : 13.20%"), rendered.
    let summary: String?
    let absent: Absence?

    struct GemView: Encodable {
        let name: String
        let gradeClass: String
        let icon: PictureView?
        /// "Lv.10 권왕의 진격 재사용 대기시간 24.00% 감소"
        let headline: String
        let tooltip: TooltipView
    }

    struct EffectView: Encodable {
        let skill: String
        /// Descriptions and option, rendered.
        let text: String?
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.gems
        gems = zip(section?.gems ?? [], tooltips.gems).map { gem, decoded in
            let facts = decoded?.facts(GemFacts.init)
            let level = facts?.level ?? gem.level
            let headline = [level.map { "Lv.\($0)" }, facts?.skill, facts?.effect, facts?.additionalEffect]
                .compactMap { $0 }.joined(separator: " ")
            let name = SheetContext.plain(gem.name)
            return GemView(
                name: name, gradeClass: gradeClass(gem.grade), icon: context.icon(gem.icon, alt: name, grade: gem.grade),
                headline: headline,
                tooltip: context.tooltip(decoded))
        }
        effects = zip(section?.effects ?? [], tooltips.gemEffects).map { effect, decoded in
            EffectView(
                skill: effect.name, text: context.markup(effect.descriptions + (effect.option.map { [$0] } ?? [])),
                tooltip: context.tooltip(decoded, nested: true))
        }
        hasEffects = !effects.isEmpty
        summary = section?.summary.flatMap { context.markup([$0]) }
        absent = context.absence(of: "ArmoryGem", isNull: section == nil)
    }
}
