import DocumentTree
import LostArkAPI
import Rendering
import Support
import TooltipSemantics

extension SheetSummary {
    /// An ArkGrid core: its points, the willpower its gems cost of what it supplies, and its
    /// options, each reached or not yet at the core's points (the game greys the others).
    package struct Core: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        package let point: Int?
        /// What the core supplies (코어 공급 의지력) and what its active gems cost of it.
        package let willpower: Int?
        package let willpowerUsed: Int?
        package let gemCount: Int
        package let inactiveGems: Int?
        package let hasGems: Bool
        /// The active gems' order or chaos points, when their sum is not the core's points.
        package let pointKind: String?
        package let gemPoints: Int?
        package let options: [Option]
        package let hasOptions: Bool

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 12) {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("point", point)
                    $0.add("willpower", willpower)
                    $0.add("willpowerUsed", willpowerUsed)
                    $0.add("gemCount", gemCount)
                    $0.add("inactiveGems", inactiveGems)
                    $0.add("hasGems", hasGems)
                    $0.add("pointKind", pointKind)
                    $0.add("gemPoints", gemPoints)
                    $0.add("options", options)
                    $0.add("hasOptions", hasOptions)
                })
        }

        package struct Option: TemplateValueConvertible {
            package let points: Int
            package let text: String
            package let more: [String]
            package let reached: Bool

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("points", points)
                        $0.add("text", text)
                        $0.add("more", more)
                        $0.add("reached", reached)
                    })
            }
        }

        static func cores(_ grid: ArkGrid?, tooltips: SheetTooltips, memo: TooltipMemo) -> [Core] {
            (grid?.slots ?? []).enumerated().map { index, slot in
                let facts =
                    tooltips.arkGridSlots.indices.contains(index)
                    ? tooltips.arkGridSlots[index]?.facts(ArkGridCoreFacts.init) : nil
                let decodedGems = tooltips.arkGridGems.indices.contains(index) ? tooltips.arkGridGems[index] : []
                let gems = slot.gems.enumerated().map { gemIndex, gem in
                    (gem, decodedGems.indices.contains(gemIndex) ? decodedGems[gemIndex]?.facts(ArkGridGemFacts.init) : nil)
                }
                return Core(slot, facts, gems: gems, name: memo.plain(slot.name))
            }
        }

        /// `name` is the slot's, as text (`TooltipMemo.plain`).
        package init(_ slot: ArkGrid.Slot, _ facts: ArkGridCoreFacts?, gems: [(ArkGrid.Gem, ArkGridGemFacts?)], name: String) {
            self.name = name
            gradeClass = SitePages.gradeClass(slot.grade ?? facts?.grade?.rawValue)
            point = slot.point
            willpower = facts?.willpower
            let active = gems.filter { $0.0.isActive != false }.map(\.1)
            gemCount = active.count
            inactiveGems = gems.count > active.count ? gems.count - active.count : nil
            hasGems = !gems.isEmpty
            let costs = active.compactMap { $0?.willpower }
            willpowerUsed = costs.isEmpty ? nil : costs.clampedSum()
            let points = active.compactMap { $0?.points }
            let sum = points.isEmpty ? nil : points.clampedSum()
            gemPoints = sum == slot.point ? nil : sum
            pointKind = gemPoints == nil ? nil : active.lazy.compactMap { $0?.pointKind }.first
            let reachedAt = slot.point ?? 0
            options = (facts?.options ?? []).map {
                Option(points: $0.points, text: $0.text, more: $0.more, reached: $0.points <= reachedAt)
            }
            hasOptions = !options.isEmpty
        }
    }

    /// One of the grid's summed gem options, as the API lists them: name and level.
    package struct GridEffect: TemplateValueConvertible {
        package let name: String
        package let level: Int?

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("level", level)
                })
        }
    }
}
