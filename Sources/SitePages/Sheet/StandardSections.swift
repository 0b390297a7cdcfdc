/// The sheet's sections after its summary, in page order: one declaration each. A section's
/// views shelve its tooltips in this order, so the tooltip page follows the sheet.
extension SheetSection {
    package static let standard: [SheetSection] = [
        .gems, .cards, .engravings, .arkPassive, .arkGrid, .skills, .collectibles, .avatars, .colosseum, .siblings,
    ]

    package static let gems = SheetSection(id: "gems", title: Words.Key("sheet.gems")) {
        GemSection($0.context, tooltips: $0.character.sheet)
    }

    package static let cards = SheetSection(id: "cards", title: Words.Key("sheet.cards")) {
        CardSection($0.context, tooltips: $0.character.sheet)
    }

    package static let engravings = SheetSection(id: "engravings", title: Words.Key("sheet.engravings")) {
        EngravingSection($0.context, tooltips: $0.character.sheet)
    }

    package static let arkPassive = SheetSection(id: "ark-passive", title: Words.Key("sheet.arkPassive")) {
        ArkPassiveSection($0.context, tooltips: $0.character.sheet)
    }

    package static let arkGrid = SheetSection(id: "ark-grid", title: Words.Key("sheet.arkGrid")) {
        ArkGridSection($0.context, tooltips: $0.character.sheet)
    }

    package static let skills = SheetSection(id: "skills", title: Words.Key("sheet.skills")) {
        SkillSection($0.context, tooltips: $0.character.sheet)
    }

    package static let collectibles = SheetSection(id: "collectibles", title: Words.Key("sheet.collectibles")) {
        CollectibleSection($0.context, kinds: $0.character.facts.collectibles)
    }

    package static let avatars = SheetSection(id: "avatars", title: Words.Key("sheet.avatars")) {
        AvatarSection($0.context, tooltips: $0.character.sheet)
    }

    package static let colosseum = SheetSection(id: "colosseum", title: Words.Key("sheet.colosseum")) {
        ColosseumSection($0.context)
    }

    package static let siblings = SheetSection(id: "siblings", title: Words.Key("sheet.siblings")) {
        SiblingSection(name: $0.name, roster: $0.siblingList, sheets: $0.sheets, formats: $0.formats)
    }
}
