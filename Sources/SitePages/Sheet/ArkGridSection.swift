import LostArkAPI

/// ArkGrid: cores with their gems, and the grid's effects.
package struct ArkGridSection: Encodable {
    package let cores: [CoreView]
    /// Effects as rendered paragraphs: name, level, tooltip.
    package let effects: [String]
    package let hasEffects: Bool
    package let absent: Absence?

    package struct CoreView: Encodable {
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        /// "전설 · 포인트 0"
        package let headline: String
        package let tooltip: TooltipView
        package let gems: [GemView]
    }

    package struct GemView: Encodable {
        package let label: String
        package let icon: PictureView?
        package let tooltip: TooltipView
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.arkGrid
        cores = zip(section?.slots ?? [], zip(tooltips.arkGridSlots, tooltips.arkGridGems)).map { slot, decoded in
            // The core's tooltip before its gems', as the sheet shows them.
            let tooltip = context.tooltip(decoded.0, title: SheetContext.plain(slot.name))
            let gems = zip(slot.gems, decoded.1).map { gem, tooltip in
                let label = ["젬", gem.index.map { "\($0 + 1)" }, gem.grade, gem.isActive == true ? "활성" : nil]
                    .compactMap { $0 }.joined(separator: " ")
                return GemView(
                    label: label, icon: context.icon(gem.icon, alt: label, grade: gem.grade),
                    tooltip: context.tooltip(tooltip, nested: true, title: SheetContext.plain(slot.name) + " · " + label))
            }
            return CoreView(
                name: slot.name, gradeClass: gradeClass(slot.grade), icon: context.icon(slot.icon, alt: slot.name, grade: slot.grade),
                headline: [slot.grade, slot.point.map { "포인트 \($0)" }].compactMap { $0 }.joined(separator: " · "),
                tooltip: tooltip, gems: gems)
        }
        effects = (section?.effects ?? []).map { effect in
            context.labelled(
                effect.name + (effect.level.map { " Lv.\($0)" } ?? ""), markup: effect.tooltip.map { [$0] } ?? [])
        }
        hasEffects = !effects.isEmpty
        absent = context.absence(of: "ArkGrid", isNull: section == nil)
    }
}
