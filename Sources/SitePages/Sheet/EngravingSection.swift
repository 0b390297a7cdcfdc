import LostArkAPI

/// Engravings: the old books and effects, or the ArkPassive engravings with their
/// ability-stone levels.
package struct EngravingSection: Encodable {
    package let books: [BookView]
    package let effects: [EffectView]
    package let hasEffects: Bool
    package let absent: Absence?

    package struct BookView: Encodable {
        package let name: String
        package let icon: PictureView?
        package let tooltip: TooltipView
    }

    package struct EffectView: Encodable {
        /// The old effects' icon; ArkPassive engravings have none.
        package let icon: PictureView?
        /// Rendered paragraph: "원한 Lv. 3" and its description.
        package let text: String
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.engravings
        books = zip(section?.engravings ?? [], tooltips.engravingBooks).map { book, decoded in
            BookView(name: book.name, icon: context.icon(book.icon, alt: book.name), tooltip: context.tooltip(decoded, title: book.name))
        }
        let old = (section?.effects ?? []).map { effect in
            EffectView(
                icon: context.icon(effect.icon, alt: effect.name),
                text: context.labelled(effect.name, markup: effect.description.map { [$0] } ?? []))
        }
        let arkPassive = (section?.arkPassiveEffects ?? []).map { effect in
            let label = [
                effect.grade, effect.name, effect.level.map { "Lv.\($0)" },
                effect.abilityStoneLevel.flatMap { $0 > 0 ? "(어빌리티 스톤 Lv.\($0))" : nil },
            ].compactMap { $0 }.joined(separator: " ")
            return EffectView(icon: nil, text: context.labelled(label, markup: effect.description.map { [$0] } ?? []))
        }
        effects = old + arkPassive
        hasEffects = !effects.isEmpty
        let empty = section == nil
        absent = context.absence(of: "ArmoryEngraving", isNull: empty)
            ?? (books.isEmpty && effects.isEmpty ? Absence(section: "ArmoryEngraving") : nil)
    }
}
