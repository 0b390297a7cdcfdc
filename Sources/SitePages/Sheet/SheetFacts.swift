import LostArkAPI
import TooltipSemantics

/// What a sheet shows that its format does not change, read once per character: both the
/// HTML and the Markdown sheet are made from it. (Fragments, links, pictures and tooltips
/// differ by format and stay with the sections.)
package struct SheetFacts: Sendable {
    package let gems: [SheetSummary.GemGroup]
    package let arkPassive: [SheetSummary.ArkPassiveTree]
    package let arkGrid: [SheetSummary.Core]
    package let collectibles: [CollectibleSection.KindView]
    /// Each equipment tooltip's facts, in equipment order: the summary, the equipment section
    /// and the honing planner's pieces all read them, and a lookup in the build's shared
    /// cache costs more than reading them here once.
    package let equipment: [ItemFacts?]

    /// `memo` keeps the names and descriptions it decodes for the build.
    package init(armory: Armory, equipment: [DecodedTooltip], sheet: SheetTooltips, memo: TooltipMemo) {
        self.equipment = equipment.map { $0.facts(ItemFacts.init) }
        gems = SheetSummary.gemGroups(
            armory.gems?.gems ?? [], effects: sheet.gems.map { $0?.facts(GemFacts.init)?.effect }, memo: memo)
        arkPassive = SheetSummary.ArkPassiveTree.trees(armory.arkPassive, memo: memo)
        arkGrid = SheetSummary.Core.cores(armory.arkGrid, tooltips: sheet, memo: memo)
        collectibles = CollectibleSection.kinds(armory.collectibles ?? [])
    }
}
