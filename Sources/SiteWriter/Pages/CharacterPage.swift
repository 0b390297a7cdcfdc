import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// One character sheet: profile, stats and equipment with decoded tooltips.
struct CharacterPage {
    let chrome: Chrome
    let name: String
    let className: String?
    let server: String?
    let level: Int?
    let itemLevel: String?
    let combatPower: String?
    let expeditionLevel: Int?
    let characterTitle: String?
    let guild: String?
    let guildGrade: String?
    let town: String?
    let stats: [StatView]
    let tendencies: [Profile.Tendency]
    let equipment: [EquipmentView]
    let hasProfile: Bool
    let hasEquipment: Bool
    let equipmentIsNull: Bool
    let unreadableSections: [String]
    /// Set by PageSet when the site has history (`partials/history`).
    var history: HistoryView?

    struct StatView {
        let type: String
        let value: String
        /// Rendered fragment (HTML or Markdown); empty when the stat has no tooltip.
        let tooltip: String
    }

    struct EquipmentView {
        let slot: String
        let name: String
        let grade: String?
        let gradeClass: String
        let anchor: String
        /// Rendered fragment of the decoded tooltip (HTML or Markdown).
        let tooltip: String
        /// Set when the tooltip could not be decoded; the item still shows.
        let unreadable: String?
    }

    init(chrome: Chrome, name: String, character: SiteData.Character, format: OutputFormat) {
        let armory = character.armory
        let renderer = DocumentRenderer(format: format, headingLevel: 4)
        let profile = armory.profile
        self.chrome = chrome
        self.name = profile?.characterName ?? name
        className = profile?.className
        server = profile?.serverName
        level = profile?.characterLevel
        itemLevel = profile?.itemLevel?.description
        combatPower = profile?.combatPower
        expeditionLevel = profile?.expeditionLevel
        characterTitle = profile?.title
        guild = profile?.guildName
        guildGrade = profile?.guildMemberGrade
        town = profile?.townName
        stats = (profile?.stats ?? []).map { stat in
            let tooltip = TooltipDecoder.decode(markup: stat.tooltip)
            return StatView(type: stat.type, value: stat.value, tooltip: tooltip.isEmpty ? "" : renderer.render(tooltip))
        }
        tendencies = profile?.tendencies ?? []
        equipment = zip(armory.equipment ?? [], character.tooltips).enumerated().map { index, pair in
            Self.view(of: pair.0, tooltip: pair.1, index: index, renderer: renderer)
        }
        hasProfile = profile != nil
        hasEquipment = !equipment.isEmpty
        equipmentIsNull = armory.equipment == nil
        unreadableSections = armory.unreadableSections
    }

    private static func view(
        of item: Equipment, tooltip decoded: Result<Document, TooltipError>, index: Int, renderer: DocumentRenderer
    ) -> EquipmentView {
        var tooltip = ""
        var unreadable: String?
        switch decoded {
        case .success(let document): tooltip = renderer.render(document)
        case .failure(let error): unreadable = "tooltip unreadable: \(error.problem)"
        }
        return EquipmentView(
            slot: item.slot, name: item.name, grade: item.grade, gradeClass: gradeClass(item.grade),
            anchor: "item-\(index + 1)", tooltip: tooltip, unreadable: unreadable)
    }
}
