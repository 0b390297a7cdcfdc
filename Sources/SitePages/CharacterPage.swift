import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// One character sheet, for every format the build writes (`ByFormat`): the profile here,
/// every other section built in `Sheet/`.
package struct CharacterPage: TemplateValueConvertible {
    package let chrome: ByFormat<Chrome>
    package let name: String
    /// `ArmoryProfile.CharacterImage`, kept with the snapshots (else a silhouette).
    package let portrait: PictureView?
    package let className: String?
    /// Its group (전사, 마법사, …) when `classes.yml` lists the class.
    package let classGroup: String?
    package let server: String?
    package let level: Int?
    package let itemLevel: String?
    package let combatPower: String?
    package let expeditionLevel: Int?
    package let characterTitle: String?
    package let guild: String?
    package let guildGrade: String?
    package let town: String?
    package let townLevel: Int?
    package let pvpGrade: String?
    package let honorPoint: Int?
    package let usingSkillPoint: Int?
    package let totalSkillPoint: Int?
    package let stats: [StatView]
    package let tendencies: [TendencyView]
    package let hasProfile: Bool
    package let profileAbsent: Absence?
    package let summary: SheetSummary
    /// The Markdown sheet's equipment sections; the HTML sheet shows its equipment in the
    /// summary's cards, so it is not made there.
    package let equipment: ByFormat<EquipmentSection>?
    package let gems: GemSection
    package let cards: CardSection
    package let engravings: EngravingSection
    package let arkPassive: ArkPassiveSection
    package let arkGrid: ArkGridSection
    package let skills: SkillSection
    package let collectibles: CollectibleSection
    package let avatars: AvatarSection
    package let colosseum: ColosseumSection
    package let siblings: SiblingSection
    /// Set by the build when the site has history (`partials/history`).
    package var history: ByFormat<HistoryView>?
    /// The HTML sheet's tooltips as data (`TooltipScript`), for `tooltip.js` to open them in
    /// place; nil when no tooltip is shelved.
    package let tooltipScript: Fragment?
    /// Set by the build when the API no longer answers for the character: since when, and
    /// the date of the answer the sheet shows.
    package var gone: GoneNote?
    /// Set by the build when the site has the honing planner and the character pieces it plans.
    package var plan: Fragment?

    package var templateValue: TemplateValue {
        .object(
            TemplateFields(capacity: 38) {
                $0.add("chrome", chrome)
                $0.add("name", name)
                $0.add("portrait", portrait)
                $0.add("className", className)
                $0.add("classGroup", classGroup)
                $0.add("server", server)
                $0.add("level", level)
                $0.add("itemLevel", itemLevel)
                $0.add("combatPower", combatPower)
                $0.add("expeditionLevel", expeditionLevel)
                $0.add("characterTitle", characterTitle)
                $0.add("guild", guild)
                $0.add("guildGrade", guildGrade)
                $0.add("town", town)
                $0.add("townLevel", townLevel)
                $0.add("pvpGrade", pvpGrade)
                $0.add("honorPoint", honorPoint)
                $0.add("usingSkillPoint", usingSkillPoint)
                $0.add("totalSkillPoint", totalSkillPoint)
                $0.add("stats", stats)
                $0.add("tendencies", tendencies)
                $0.add("hasProfile", hasProfile)
                $0.add("profileAbsent", profileAbsent)
                $0.add("summary", summary)
                $0.add("equipment", equipment)
                $0.add("gems", gems)
                $0.add("cards", cards)
                $0.add("engravings", engravings)
                $0.add("arkPassive", arkPassive)
                $0.add("arkGrid", arkGrid)
                $0.add("skills", skills)
                $0.add("collectibles", collectibles)
                $0.add("avatars", avatars)
                $0.add("colosseum", colosseum)
                $0.add("siblings", siblings)
                $0.add("history", history)
                $0.add("tooltipScript", tooltipScript)
                $0.add("gone", gone)
                $0.add("plan", plan)
            })
    }

    package struct TendencyView: TemplateValueConvertible {
        package let type: String
        package let point: Int
        package let maxPoint: Int

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("type", type)
                    $0.add("point", point)
                    $0.add("maxPoint", maxPoint)
                })
        }
    }

    package struct StatView: TemplateValueConvertible {
        package let type: String
        package let value: String
        /// Rendered fragment; empty when the stat has no tooltip.
        package let tooltip: Fragment

        package var templateValue: TemplateValue {
            .object(
                TemplateFields {
                    $0.add("type", type)
                    $0.add("value", value)
                    $0.add("tooltip", tooltip)
                })
        }
    }

    /// `sheets` are the names of every character this build makes a sheet for; `shelf`, when
    /// given, takes the HTML sheet's full tooltips, which it then links to.
    package init(
        chrome: ByFormat<Chrome>, name: String, character: CharacterSheet, siblingList: [CharacterInfo]?, sheets: Set<String>,
        formats: [OutputFormat], pictures: any PagePictures, shelf: TooltipShelf? = nil, classGroups: [String: String] = [:]
    ) {
        let armory = character.armory
        let profile = armory.profile
        self.chrome = chrome
        self.name = profile?.characterName ?? name
        portrait = pictures.view(profile?.characterImage, alt: self.name, role: .portrait)
        className = profile?.className
        classGroup = profile?.className.flatMap { classGroups[$0] }
        server = profile?.serverName
        level = profile?.characterLevel
        itemLevel = profile?.itemLevel?.description
        combatPower = profile?.combatPower
        expeditionLevel = profile?.expeditionLevel
        characterTitle = profile?.title
        guild = profile?.guildName
        guildGrade = profile?.guildMemberGrade
        town = profile?.townName
        townLevel = profile?.townLevel
        pvpGrade = profile?.pvpGrade.flatMap { $0.isEmpty ? nil : $0 }
        honorPoint = profile?.honorPoint
        (usingSkillPoint, totalSkillPoint) = (profile?.usingSkillPoint, profile?.totalSkillPoint)
        let context = SheetContext(armory: armory, formats: formats, memo: character.memo, pictures: pictures, shelf: shelf)
        stats = (profile?.stats ?? []).map { stat in
            let tooltip = context.markup(stat.tooltip)
            return StatView(
                type: stat.type, value: stat.value,
                tooltip: Fragment(
                    html: context.makes(.html) ? tooltip?.html ?? "" : nil,
                    markdown: context.makes(.markdown) ? tooltip?.markdown ?? "" : nil))
        }
        tendencies = (profile?.tendencies ?? []).map { TendencyView(type: $0.type, point: $0.point, maxPoint: $0.maxPoint) }
        hasProfile = profile != nil
        profileAbsent = profile == nil ? context.absence(of: "ArmoryProfile", isNull: true) : nil
        summary = SheetSummary(context, equipment: character.tooltips, facts: character.facts)
        equipment = context.only(.markdown).map { ByFormat(html: nil, markdown: EquipmentSection($0, tooltips: character.tooltips)) }
        gems = GemSection(context, tooltips: character.sheet)
        cards = CardSection(context, tooltips: character.sheet)
        engravings = EngravingSection(context, tooltips: character.sheet)
        arkPassive = ArkPassiveSection(context, tooltips: character.sheet)
        arkGrid = ArkGridSection(context, tooltips: character.sheet)
        skills = SkillSection(context, tooltips: character.sheet)
        collectibles = CollectibleSection(context, kinds: character.facts.collectibles)
        avatars = AvatarSection(context, tooltips: character.sheet)
        colosseum = ColosseumSection(context)
        siblings = SiblingSection(name: self.name, roster: siblingList, sheets: sheets, formats: formats)
        tooltipScript = context.shelf.flatMap { $0.entries.isEmpty ? nil : Fragment(html: $0.scriptHref, markdown: nil) }
    }
}
