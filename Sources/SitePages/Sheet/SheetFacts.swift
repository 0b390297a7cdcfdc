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

    package init(armory: Armory, sheet: SheetTooltips) {
        gems = SheetSummary.gemGroups(armory.gems?.gems ?? [], effects: sheet.gems.map { $0?.facts(GemFacts.init)?.effect })
        arkPassive = SheetSummary.ArkPassiveTree.trees(armory.arkPassive)
        arkGrid = SheetSummary.Core.cores(armory.arkGrid, tooltips: sheet)
        collectibles = CollectibleSection.kinds(armory.collectibles ?? [])
    }
}
