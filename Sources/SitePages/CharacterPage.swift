import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// One character sheet, for every format the build writes (`ByFormat`): the profile, stats
/// and summary here, the sections after them as the list declares them (`SheetSection`).
/// The build puts each format's chrome beside it (`CharacterTable`).
package struct CharacterPage: TemplateValueConvertible {
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
    /// The sections after the summary, as the list declares them (`SheetSection`), each under
    /// its id; `contents` links to each.
    package let sections: MadeSections
    package let contents: [MadeSections.ContentsLink]
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
            TemplateFields(capacity: 30) {
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
                $0.add("sections", sections)
                $0.add("contents", contents)
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
    /// given, takes the HTML sheet's full tooltips, which it then links to; `sections` are
    /// the ones after the summary, headed by their words from `words`.
    package init(
        name: String, character: CharacterSheet, siblingList: [CharacterInfo]?, sheets: Set<String>, formats: [OutputFormat],
        pictures: any PagePictures, shelf: TooltipShelf? = nil, classGroups: [String: String] = [:],
        sections list: [SheetSection], words: Words
    ) throws(TemplateError) {
        let armory = character.armory
        let profile = armory.profile
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
        equipment = context.only(.markdown).map {
            ByFormat(html: nil, markdown: EquipmentSection($0, tooltips: character.tooltips, facts: character.facts.equipment))
        }
        let input = SheetSection.Input(
            context: context, character: character, name: self.name, siblingList: siblingList, sheets: sheets, formats: formats)
        sections = try MadeSections(list, input: input, words: words)
        contents = sections.contents
        tooltipScript = context.shelf.flatMap { $0.entries.isEmpty ? nil : Fragment(html: $0.scriptHref, markdown: nil) }
    }
}
