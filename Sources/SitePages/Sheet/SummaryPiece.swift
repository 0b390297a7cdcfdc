import LostArkAPI
import Rendering
import TooltipSemantics

extension SheetSummary {
    /// One card of the equipment grid: a weapon, an armour piece or an accessory.
    package struct Piece: TemplateValueConvertible {
        package let slot: String
        package let name: String
        package let gradeClass: String
        package let icon: PictureView?
        package let anchor: String
        package let honing: Int?
        package let advancedHoning: Int?
        package let itemLevel: Int?
        package let quality: Int?
        package let qualityClass: String
        package let transcendence: Int?
        package let elixirs: [Elixir]
        /// An accessory's or a stone's base stats, without the main stats this class does not use.
        package let baseStats: [Stat]
        package let hasBaseStats: Bool
        package let polish: [Tiered]
        /// Random engravings: an ability stone's, or a 2024-era accessory's.
        package let effects: [Effect]
        package let tier: Int?
        package let setName: String?
        package let setLevel: Int?
        package let elixirSet: String?
        package let elixirSetStage: Int?
        package let arkPassivePoints: [Points]
        package let tooltip: ByFormat<TooltipView>

        package init(_ item: Equipment, _ facts: ItemFacts?, anchor: String, icon: PictureView?, tooltip: ByFormat<TooltipView>) {
            let quality = facts?.quality.flatMap { (0...100).contains($0) ? $0 : nil }
            (slot, name, gradeClass, self.icon, self.anchor) = (item.slot, item.name, SitePages.gradeClass(item.grade), icon, anchor)
            (honing, advancedHoning, itemLevel) = (facts?.honingLevel, facts?.advancedHoningLevel, facts?.itemLevel)
            self.quality = quality
            qualityClass = EquipmentSection.qualityClass(quality ?? 0)
            transcendence = facts?.transcendence?.level
            elixirs = (facts?.elixirs ?? []).map { Elixir(name: $0.name, level: $0.level) }
            // Armour's base stats follow from its honing, which the card shows; an accessory's differ.
            baseStats =
                EquipmentSection.gearSlots.contains(item.slot)
                ? [] : (facts?.baseStats ?? []).filter { !$0.isInactive }.map(Stat.init)
            hasBaseStats = !baseStats.isEmpty
            polish = (facts?.polishEffects ?? []).map { Tiered(text: $0.text, tier: $0.tier) }
            effects = (facts?.engravings ?? []).map(Effect.init)
            (tier, setName, setLevel) = (facts?.tier, facts?.setName, facts?.setLevel)
            (elixirSet, elixirSetStage) = (facts?.elixirSet?.name, facts?.elixirSet?.stage)
            arkPassivePoints = (facts?.arkPassivePoints ?? []).map { Points(name: $0.kind, value: $0.points) }
            self.tooltip = tooltip
        }

        package var templateValue: TemplateValue {
            .object(
                TemplateFields(capacity: 23) {
                    $0.add("slot", slot)
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("icon", icon)
                    $0.add("anchor", anchor)
                    $0.add("honing", honing)
                    $0.add("advancedHoning", advancedHoning)
                    $0.add("itemLevel", itemLevel)
                    $0.add("quality", quality)
                    $0.add("qualityClass", qualityClass)
                    $0.add("transcendence", transcendence)
                    $0.add("elixirs", elixirs)
                    $0.add("baseStats", baseStats)
                    $0.add("hasBaseStats", hasBaseStats)
                    $0.add("polish", polish)
                    $0.add("effects", effects)
                    $0.add("tier", tier)
                    $0.add("setName", setName)
                    $0.add("setLevel", setLevel)
                    $0.add("elixirSet", elixirSet)
                    $0.add("elixirSetStage", elixirSetStage)
                    $0.add("arkPassivePoints", arkPassivePoints)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    package struct Elixir: TemplateValueConvertible {
        package let name: String
        package let level: Int

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("level", level)
                })
        }
    }

    package struct Stat: TemplateValueConvertible {
        package let name: String
        package let value: String

        package init(_ stat: ItemFacts.Stat) {
            (name, value) = (stat.name, stat.value)
        }

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("value", value)
                })
        }
    }

    /// A line whose value the game draws in a tier's colour: a polishing effect, a bracelet's.
    package struct Tiered: TemplateValueConvertible {
        package let text: String
        /// `tier-high` 상, `tier-middle` 중, `tier-low` 하: the game's colours.
        package let tierClass: String
        package let tier: String?
        /// Lines that continue it (a bracelet effect's second sentence).
        package let more: [String]

        package init(text: String, tier: PolishTier?, more: [String] = []) {
            self.text = text
            tierClass = tier.map(Self.tierClass) ?? ""
            self.tier = tier?.rawValue
            self.more = more
        }

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("text", text)
                    $0.add("tierClass", tierClass)
                    $0.add("tier", tier)
                    $0.add("more", more)
                })
        }

        static func tierClass(_ tier: PolishTier) -> String {
            switch tier {
            case .high: "tier-high"
            case .middle: "tier-middle"
            case .low: "tier-low"
            }
        }
    }

    /// A random engraving: `Lv.N` on a stone, `활성도 +N` on a 2024-era accessory; a
    /// penalty (감소) in the penalty colour.
    package struct Effect: TemplateValueConvertible {
        package let name: String
        package let level: Int?
        package let points: Int?
        package let isPenalty: Bool

        package init(_ engraving: ItemFacts.Engraving) {
            (name, level, isPenalty) = (engraving.name, engraving.level, engraving.isPenalty)
            points = engraving.level == nil ? engraving.points : nil
        }

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("level", level)
                    $0.add("points", points)
                    $0.add("isPenalty", isPenalty)
                })
        }
    }

    /// The bracelet's stats ("신속 +82") and special effects, each in its tier's colour.
    package struct Bracelet: TemplateValueConvertible {
        package let name: String
        package let gradeClass: String
        /// The bracelet's card in the grid, where its tooltip is.
        package let anchor: String
        package let stats: [Tiered]
        package let effects: [Tiered]

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("name", name)
                    $0.add("gradeClass", gradeClass)
                    $0.add("anchor", anchor)
                    $0.add("stats", stats)
                    $0.add("effects", effects)
                })
        }

        package init?(_ item: Equipment, _ facts: ItemFacts, anchor: String) {
            guard !facts.braceletStats.isEmpty || !facts.braceletEffects.isEmpty else { return nil }
            (name, gradeClass, self.anchor) = (item.name, SitePages.gradeClass(item.grade), anchor)
            stats = facts.braceletStats.map { Tiered(text: "\($0.name) \($0.value)", tier: $0.tier) }
            effects = facts.braceletEffects.map { Tiered(text: $0.text, tier: $0.tier, more: $0.more) }
        }
    }
}
