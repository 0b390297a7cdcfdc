import LostArkAPI
import Rendering

/// Engravings: the old books and effects, or the ArkPassive engravings with their
/// ability-stone levels.
package struct EngravingSection: TemplateValueConvertible {
    package let books: [BookView]
    package let effects: [EffectView]
    package let hasEffects: Bool
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("books", books)
                $0.add("effects", effects)
                $0.add("hasEffects", hasEffects)
                $0.add("absent", absent)
            })
    }

    package struct BookView: TemplateValueConvertible {
        package let name: String
        package let icon: PictureView?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("icon", icon)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package struct EffectView: TemplateValueConvertible {
        /// The old effects' icon; ArkPassive engravings have none.
        package let icon: PictureView?
        /// The ArkPassive engraving's grade ("유물"), level and ability-stone level.
        package let grade: String?
        package let name: String
        package let level: Int?
        package let stone: Int?
        /// What it does, rendered as one run of text.
        package let text: Fragment?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("icon", icon)
                    $0.add("grade", grade)
                    $0.add("name", name)
                    $0.add("level", level)
                    $0.add("stone", stone)
                    $0.add("text", text)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.engravings
        books = zip(section?.engravings ?? [], tooltips.engravingBooks).map { book, decoded in
            BookView(name: book.name, icon: context.icon(book.icon, alt: book.name), tooltip: context.tooltip(decoded, title: book.name))
        }
        let old = (section?.effects ?? []).map { effect in
            EffectView(
                icon: context.icon(effect.icon, alt: effect.name), grade: nil, name: effect.name, level: nil, stone: nil,
                text: context.inline(effect.description.map { [$0] } ?? []))
        }
        let arkPassive = (section?.arkPassiveEffects ?? []).map { effect in
            EffectView(
                icon: nil, grade: effect.grade, name: effect.name, level: effect.level,
                stone: effect.abilityStoneLevel.flatMap { $0 > 0 ? $0 : nil }, text: context.inline(effect.description.map { [$0] } ?? []))
        }
        effects = old + arkPassive
        hasEffects = !effects.isEmpty
        let empty = section == nil
        absent =
            context.absence(of: "ArmoryEngraving", isNull: empty)
            ?? (books.isEmpty && effects.isEmpty ? Absence(section: "ArmoryEngraving") : nil)
    }
}
