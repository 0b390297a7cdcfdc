import DocumentTree
import LostArkAPI
import Rendering
import TooltipSemantics

/// Weapon and armour, and separately accessories, bracelet, ability stone and the rest,
/// each item with its facts as summary lines and its full tooltip.
package struct EquipmentSection: TemplateValueConvertible {
    package let gear: [ItemView]
    package let accessories: [ItemView]
    package let absent: Absence?
    package let accessoriesAbsent: Absence?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields {
                $0.add("gear", gear)
                $0.add("accessories", accessories)
                $0.add("absent", absent)
                $0.add("accessoriesAbsent", accessoriesAbsent)
            })
    }

    /// The pieces a player hones. The 완갑 (vambrace, since 2026-08-05) adds no item level but is
    /// honed like armour, so it is a card beside them, not an accessory.
    package static let gearSlots: Set<String> = ["무기", "투구", "상의", "하의", "장갑", "어깨", vambraceSlot]
    package static let vambraceSlot = "완갑"

    package struct ItemView: TemplateValueConvertible {
        package let slot: String
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let anchor: String
        package let quality: Int?
        package let qualityClass: String
        /// Markdown's stand-in for the quality bar: ▰▰▰▱…
        package let qualityBar: String
        package let facts: Facts?
        package let tooltip: ByFormat<TooltipView>

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 10) {
                    $0.add("slot", slot)
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("anchor", anchor)
                    $0.add("quality", quality)
                    $0.add("qualityClass", qualityClass)
                    $0.add("qualityBar", qualityBar)
                    $0.add("facts", facts)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    /// `facts` are the tooltips' (`SheetFacts.equipment`), in the same order.
    package init(_ context: SheetContext, tooltips: [DecodedTooltip], facts: [ItemFacts?]) {
        let items = zip(context.armory.equipment ?? [], tooltips).enumerated().map { index, pair in
            Self.view(pair.0, pair.1, facts.indices.contains(index) ? facts[index] : nil, index: index, context: context)
        }
        gear = items.filter { Self.gearSlots.contains($0.slot) }
        accessories = items.filter { !Self.gearSlots.contains($0.slot) }
        absent = context.absence(of: "ArmoryEquipment", isNull: context.armory.equipment == nil)
        accessoriesAbsent = absent == nil && accessories.isEmpty ? Absence(section: "ArmoryEquipment") : absent
    }

    private static func view(
        _ item: Equipment, _ decoded: DecodedTooltip, _ facts: ItemFacts?, index: Int, context: SheetContext
    ) -> ItemView {
        let quality = facts?.quality.flatMap { (0...100).contains($0) ? $0 : nil }
        let filled = (quality ?? 0) / 10
        return ItemView(
            slot: item.slot, name: item.name, gradeClass: gradeClass(item.grade),
            icon: context.icon(item.icon, alt: item.name, grade: item.grade), anchor: "item-\(index + 1)",
            quality: quality, qualityClass: qualityClass(quality ?? 0),
            qualityBar: String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled),
            facts: facts.map(Facts.init), tooltip: context.tooltip(decoded, title: item.name))
    }

    /// The facts a reader scans for, as values; `partials/sheet-item.md` words them, one
    /// short line each.
    package struct Facts: TemplateValueConvertible {
        package let grade: String?
        package let honing: Int?
        package let advancedHoning: Int?
        package let itemLevel: Int?
        package let tier: Int?
        package let hasHead: Bool
        package let transcendence: Transcendence?
        package let elixirs: [Elixir]
        package let elixirSet: Stage?
        package let set: Stage?
        package let polish: [Polish]
        package let engravings: [Engraving]
        package let arkPassivePoints: [SheetSummary.Points]

        package struct Transcendence: TemplateValueConvertible {
            let level: Int, count: Int?, total: Int?

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("level", level)
                        $0.add("count", count)
                        $0.add("total", total)
                    })
            }
        }

        package struct Elixir: TemplateValueConvertible {
            let slot: String?, name: String, level: Int

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("slot", slot)
                        $0.add("name", name)
                        $0.add("level", level)
                    })
            }
        }

        package struct Stage: TemplateValueConvertible {
            let name: String, stage: Int?

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("name", name)
                        $0.add("stage", stage)
                    })
            }
        }

        package struct Polish: TemplateValueConvertible {
            let text: String, tier: String?

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("text", text)
                        $0.add("tier", tier)
                    })
            }
        }

        package struct Engraving: TemplateValueConvertible {
            let name: String, level: Int?, points: Int?, penalty: Bool

            package var templateValue: TemplateValue {
                .object(
                    TemplateFields {
                        $0.add("name", name)
                        $0.add("level", level)
                        $0.add("points", points)
                        $0.add("penalty", penalty)
                    })
            }
        }

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 13) {
                    $0.add("grade", grade)
                    $0.add("honing", honing)
                    $0.add("advancedHoning", advancedHoning)
                    $0.add("itemLevel", itemLevel)
                    $0.add("tier", tier)
                    $0.add("hasHead", hasHead)
                    $0.add("transcendence", transcendence)
                    $0.add("elixirs", elixirs)
                    $0.add("elixirSet", elixirSet)
                    $0.add("set", set)
                    $0.add("polish", polish)
                    $0.add("engravings", engravings)
                    $0.add("arkPassivePoints", arkPassivePoints)
                })
        }

        package init(_ facts: ItemFacts) {
            (grade, honing, advancedHoning) = (facts.grade?.rawValue, facts.honingLevel, facts.advancedHoningLevel)
            (itemLevel, tier) = (facts.itemLevel, facts.tier)
            hasHead = grade != nil || honing != nil || advancedHoning != nil || itemLevel != nil || tier != nil
            transcendence = facts.transcendence.map { Transcendence(level: $0.level, count: $0.count, total: $0.totalCount) }
            elixirs = facts.elixirs.map { Elixir(slot: $0.slot, name: $0.name, level: $0.level) }
            elixirSet = facts.elixirSet.map { Stage(name: $0.name, stage: $0.stage) }
            set = facts.setName.map { Stage(name: $0, stage: facts.setLevel) }
            polish = facts.polishEffects.map { Polish(text: $0.text, tier: $0.tier?.rawValue) }
            engravings = facts.engravings.map { Engraving(name: $0.name, level: $0.level, points: $0.points, penalty: $0.isPenalty) }
            arkPassivePoints = facts.arkPassivePoints.map { SheetSummary.Points(name: $0.kind, value: $0.points) }
        }
    }

    /// The game's quality colours: 100 orange, 90+ purple, 70+ blue, 30+ green, 10+ yellow, else red.
    package static func qualityClass(_ quality: Int) -> String {
        switch quality {
        case 100: "q-100"
        case 90...: "q-90"
        case 70...: "q-70"
        case 30...: "q-30"
        case 10...: "q-10"
        default: "q-0"
        }
    }
}
