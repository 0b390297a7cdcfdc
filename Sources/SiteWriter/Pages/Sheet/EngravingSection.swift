import LostArkAPI

/// Engravings: the old books and effects, or the ArkPassive engravings with their
/// ability-stone levels.
struct EngravingSection: Encodable {
    let books: [BookView]
    /// Effects as rendered paragraphs: "원한 Lv. 3" and its description.
    let effects: [String]
    let hasEffects: Bool
    let absent: String?

    struct BookView: Encodable {
        let name: String
        let tooltip: TooltipView
    }

    init(_ context: SheetContext, tooltips: SheetTooltips) {
        let section = context.armory.engravings
        books = zip(section?.engravings ?? [], tooltips.engravingBooks).map { book, decoded in
            BookView(name: book.name, tooltip: context.tooltip(decoded))
        }
        let old = (section?.effects ?? []).map { context.labelled($0.name, markup: $0.description.map { [$0] } ?? []) }
        let arkPassive = (section?.arkPassiveEffects ?? []).map { effect in
            let label = [
                effect.grade, effect.name, effect.level.map { "Lv.\($0)" },
                effect.abilityStoneLevel.flatMap { $0 > 0 ? "(어빌리티 스톤 Lv.\($0))" : nil },
            ].compactMap { $0 }.joined(separator: " ")
            return context.labelled(label, markup: effect.description.map { [$0] } ?? [])
        }
        effects = old + arkPassive
        hasEffects = !effects.isEmpty
        let empty = section == nil
        absent = context.absence(of: "ArmoryEngraving", isNull: empty, what: "engraving")
            ?? (books.isEmpty && effects.isEmpty ? "No engravings." : nil)
    }
}
