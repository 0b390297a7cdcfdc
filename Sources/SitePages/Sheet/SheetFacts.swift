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

    /// `memo` keeps the names and descriptions it decodes for the build.
    package init(armory: Armory, sheet: SheetTooltips, memo: TooltipMemo) {
        gems = SheetSummary.gemGroups(
            armory.gems?.gems ?? [], effects: sheet.gems.map { $0?.facts(GemFacts.init)?.effect }, memo: memo)
        arkPassive = SheetSummary.ArkPassiveTree.trees(armory.arkPassive, memo: memo)
        arkGrid = SheetSummary.Core.cores(armory.arkGrid, tooltips: sheet, memo: memo)
        collectibles = CollectibleSection.kinds(armory.collectibles ?? [])
    }
}
