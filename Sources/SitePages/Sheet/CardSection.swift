import DocumentTree
import LostArkAPI
import Rendering
import TooltipSemantics

/// Cards with their awakening, then the set effects they give.
package struct CardSection: TemplateValueConvertible {
    package let cards: [CardView]
    package let sets: [SetView]
    package let absent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("cards", cards)
                $0.add("sets", sets)
                $0.add("absent", absent)
            })
    }

    package struct CardView: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let awakening: Awakening?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("awakening", awakening)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    /// Awakened `count` times of `total` (nil when neither tooltip nor answer says).
    package struct Awakening: TemplateValueConvertible {
        package let count: Int
        package let total: Int?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("count", count)
                    $0.add("total", total)
                })
        }
    }

    package struct SetView: TemplateValueConvertible {
        /// Each step: "세상을 구하는 빛 6세트" and what it gives, rendered.
        package let steps: [Fragment]

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("steps", steps)
                })
        }
    }

    package init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.cards
        cards = zip(section?.cards ?? [], tooltips.cards).map { card, decoded in
            let facts = decoded?.facts(CardFacts.init)
            let count = facts?.awakening ?? card.awakeCount
            let total = facts?.awakeningTotal ?? card.awakeTotal
            return CardView(
                name: card.name, gradeClass: gradeClass(card.grade), icon: context.icon(card.icon, alt: card.name, grade: card.grade),
                awakening: count.map { Awakening(count: $0, total: total) }, tooltip: context.tooltip(decoded, title: card.name))
        }
        sets = (section?.effects ?? []).map { set in
            SetView(steps: set.items.map { context.labelled($0.name, markup: $0.description.map { [$0] } ?? []) })
        }
        absent = context.absence(of: "ArmoryCard", isNull: section == nil)
    }
}
