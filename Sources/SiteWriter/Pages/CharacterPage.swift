import DocumentTree
import LostArkAPI
import Rendering
import TooltipDecoder

/// One character sheet: the profile here, every other section built in `Sheet/`.
struct CharacterPage: Encodable {
    let chrome: Chrome
    let name: String
    /// `ArmoryProfile.CharacterImage`, kept with the snapshots (else a silhouette).
    let portrait: PictureView?
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
    let townLevel: Int?
    let pvpGrade: String?
    let honorPoint: Int?
    let usingSkillPoint: Int?
    let totalSkillPoint: Int?
    let stats: [StatView]
    let tendencies: [TendencyView]
    let hasProfile: Bool
    let profileAbsent: Absence?
    let summary: SheetSummary
    /// The Markdown sheet's equipment sections; the HTML sheet shows its equipment in the
    /// summary's cards, so it is not made there.
    let equipment: EquipmentSection?
    let gems: GemSection
    let cards: CardSection
    let engravings: EngravingSection
    let arkPassive: ArkPassiveSection
    let arkGrid: ArkGridSection
    let skills: SkillSection
    let collectibles: CollectibleSection
    let avatars: AvatarSection
    let colosseum: ColosseumSection
    let siblings: SiblingSection
    /// Set by PageSet when the site has history (`partials/history`).
    var history: HistoryView?

    struct TendencyView: Encodable {
        let type: String
        let point: Int
        let maxPoint: Int
    }

    struct StatView: Encodable {
        let type: String
        let value: String
        /// Rendered fragment (HTML or Markdown); empty when the stat has no tooltip.
        let tooltip: String
    }

    /// `sheets` are the names of every character this build makes a sheet for; `shelf`, when
    /// given, takes the full tooltips, which the sheet then links to.
    init(
        chrome: Chrome, name: String, character: CharacterSheet, siblingList: [CharacterInfo]?, sheets: Set<String>,
        format: OutputFormat, pictures: PagePictures, shelf: TooltipShelf? = nil
    ) {
        let armory = character.armory
        let profile = armory.profile
        self.chrome = chrome
        self.name = profile?.characterName ?? name
        portrait = pictures.view(profile?.characterImage, alt: self.name, role: .portrait)
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
        townLevel = profile?.townLevel
        pvpGrade = profile?.pvpGrade.flatMap { $0.isEmpty ? nil : $0 }
        honorPoint = profile?.honorPoint
        (usingSkillPoint, totalSkillPoint) = (profile?.usingSkillPoint, profile?.totalSkillPoint)
        let context = SheetContext(armory: armory, format: format, memo: character.memo, pictures: pictures, shelf: shelf)
        stats = (profile?.stats ?? []).map { stat in
            StatView(type: stat.type, value: stat.value, tooltip: context.markup(stat.tooltip) ?? "")
        }
        tendencies = (profile?.tendencies ?? []).map { TendencyView(type: $0.type, point: $0.point, maxPoint: $0.maxPoint) }
        hasProfile = profile != nil
        profileAbsent = profile == nil ? context.absence(of: "ArmoryProfile", isNull: true) : nil
        summary = SheetSummary(context, equipment: character.tooltips, sheet: character.sheet)
        equipment = format == .markdown ? EquipmentSection(context, tooltips: character.tooltips) : nil
        gems = GemSection(context, tooltips: character.sheet)
        cards = CardSection(context, tooltips: character.sheet)
        engravings = EngravingSection(context, tooltips: character.sheet)
        arkPassive = ArkPassiveSection(context, tooltips: character.sheet)
        arkGrid = ArkGridSection(context, tooltips: character.sheet)
        skills = SkillSection(context, tooltips: character.sheet)
        collectibles = CollectibleSection(context)
        avatars = AvatarSection(context, tooltips: character.sheet)
        colosseum = ColosseumSection(context)
        siblings = SiblingSection(
            name: self.name, roster: siblingList, sheets: sheets, format: format.fileExtension)
    }
}
