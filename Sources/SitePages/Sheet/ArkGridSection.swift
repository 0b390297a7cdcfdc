import LostArkAPI
import Rendering
import TooltipSemantics

/// ArkGrid: cores with their gems, and the grid's effects. Each gem shows what players
/// compare (willpower, order or chaos points, option levels) beside its folded tooltip.
package struct ArkGridSection: TemplateValueConvertible {
    package let cores: [CoreView]
    package let hasCores: Bool
    /// The grid's effects, each with its level.
    package let effects: [EffectView]
    package let hasEffects: Bool
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("cores", cores)
                $0.add("hasCores", hasCores)
                $0.add("effects", effects)
                $0.add("hasEffects", hasEffects)
                $0.add("absent", absent)
            })
    }

    package struct CoreView: TemplateValueConvertible {
        package let name: String
        package let grade: String?
        package let gradeClass: String
        package let icon: PictureView?
        package let point: Int?
        /// 코어 공급 의지력.
        package let willpower: Int?
        package let tooltip: ByFormat<TooltipView>
        package let gems: [GemView]
        package let hasGems: Bool

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 9) {
                    $0.add("name", name)
                    $0.add("grade", grade)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("point", point)
                    $0.add("willpower", willpower)
                    $0.add("tooltip", tooltip)
                    $0.add("gems", gems)
                    $0.add("hasGems", hasGems)
                })
        }
    }

    package struct GemView: TemplateValueConvertible {
        /// "질서의 젬 : 안정"; the gem's place in the core when its tooltip names nothing.
        package let name: String?
        package let position: Int?
        package let grade: String?
        package let gradeClass: String
        package let icon: PictureView?
        package let isActive: Bool
        package let willpower: Int?
        package let pointKind: String?
        package let points: Int?
        package let options: [SheetSummary.GridEffect]
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 11) {
                    $0.add("name", name)
                    $0.add("position", position)
                    $0.add("grade", grade)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("isActive", isActive)
                    $0.add("willpower", willpower)
                    $0.add("pointKind", pointKind)
                    $0.add("points", points)
                    $0.add("options", options)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    /// One of the grid's effects: name, level, and what it does (rendered as one run of text).
    package struct EffectView: TemplateValueConvertible {
        let name: String
        let level: Int?
        let text: Fragment?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("level", level)
                    $0.add("text", text)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.arkGrid
        cores = zip(section?.slots ?? [], zip(tooltips.arkGridSlots, tooltips.arkGridGems)).map { slot, decoded in
            // The core's tooltip before its gems', as the sheet shows them.
            let tooltip = context.tooltip(decoded.0, title: context.plain(slot.name))
            let gems = zip(slot.gems, decoded.1).map { gem, tooltip in
                let facts = tooltip?.facts(ArkGridGemFacts.init)
                let name = facts?.name.flatMap { $0.isEmpty ? nil : $0 }
                return GemView(
                    name: name, position: gem.index.map { $0 + 1 }, grade: gem.grade, gradeClass: gradeClass(gem.grade),
                    icon: context.icon(gem.icon, alt: name ?? slot.name, grade: gem.grade), isActive: gem.isActive != false,
                    willpower: facts?.willpower, pointKind: facts?.pointKind, points: facts?.points,
                    options: (facts?.options ?? []).map { SheetSummary.GridEffect(name: $0.name, level: $0.level) },
                    tooltip: context.tooltip(
                        tooltip, nested: true,
                        title: context.plain(slot.name) + " · " + (name ?? gem.index.map { "\($0 + 1)" } ?? "")))
            }
            return CoreView(
                name: slot.name, grade: slot.grade, gradeClass: gradeClass(slot.grade),
                icon: context.icon(slot.icon, alt: slot.name, grade: slot.grade), point: slot.point,
                willpower: decoded.0?.facts(ArkGridCoreFacts.init)?.willpower, tooltip: tooltip, gems: gems,
                hasGems: !gems.isEmpty)
        }
        hasCores = !cores.isEmpty
        effects = (section?.effects ?? []).map { effect in
            EffectView(name: effect.name, level: effect.level, text: context.inline(effect.tooltip.map { [$0] } ?? []))
        }
        hasEffects = !effects.isEmpty
        absent = context.absence(of: "ArkGrid", isNull: section == nil)
    }
}
