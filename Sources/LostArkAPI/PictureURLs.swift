import Support

/// Every picture a page shows, per kind of snapshot, as the API wrote its address: what
/// `loas fetch` fetches and keeps. The pages read the same fields; a test builds sites and
/// checks that they ask for these and nothing else, so the two cannot drift apart.
package enum PictureURLs {
    /// The sheet: portrait, equipment, gems, cards, skills and runes, engraving books and
    /// effects, ArkPassive nodes, ArkGrid cores and their gems.
    package static func armory(_ armory: Armory) -> [String] {
        var urls: [String?] = [armory.profile?.characterImage]
        urls += (armory.equipment ?? []).map(\.icon)
        urls += (armory.gems?.gems ?? []).map(\.icon)
        urls += (armory.cards?.cards ?? []).map(\.icon)
        for skill in armory.skills ?? [] {
            urls += [skill.icon, skill.rune?.icon]
        }
        urls += (armory.engravings?.engravings ?? []).map(\.icon)
        urls += (armory.engravings?.effects ?? []).map(\.icon)
        urls += (armory.arkPassive?.effects ?? []).map(\.icon)
        for slot in armory.arkGrid?.slots ?? [] {
            urls.append(slot.icon)
            urls += slot.gems.map(\.icon)
        }
        return present(urls)
    }

    /// The calendar: each content's icon and its rewards' icons.
    package static func calendar(_ entries: [CalendarEntry]) -> [String] {
        present(entries.flatMap { entry in [entry.icon] + entry.rewardGroups.flatMap { $0.items.map(\.icon) } })
    }

    /// The news page: each event's banner.
    package static func events(_ events: [GameEvent]) -> [String] {
        present(events.map(\.thumbnail))
    }

    /// The rewards page: the abyss dungeons' reward icons.
    package static func abyss(_ dungeons: [AbyssDungeon]) -> [String] {
        present(dungeons.flatMap { $0.rewards.map(\.icon) })
    }

    /// The rewards page: the guardian raids' reward icons.
    package static func guardian(_ raids: GuardianRaids) -> [String] {
        present(raids.rewardGroups.flatMap { $0.items.map(\.icon) })
    }

    /// A page shows a picture for every address that is not empty (a placeholder when it
    /// cannot be kept); an absent or empty one shows nothing.
    package static func shows(_ url: String?) -> Bool {
        !(url?.isOnlySpaces ?? true)
    }

    private static func present(_ urls: [String?]) -> [String] {
        urls.compactMap { shows($0) ? $0 : nil }
    }
}
