import LostArkAPI

/// Abyss dungeon and guardian raid rewards of the week (endpoints removed in API V7;
/// the page shows whichever snapshots exist).
struct RewardsPage: Encodable {
    let chrome: Chrome
    let hasAbyss: Bool
    let abyss: [Dungeon]
    let hasGuardian: Bool
    let raids: [Raid]
    let guardianRewards: [RewardLevel]
    /// Set when the API no longer offers that part (removed in API V7), with its last week's date.
    let abyssGone: Freshness.Gone?
    let guardianGone: Freshness.Gone?

    struct Dungeon: Encodable {
        let name: String
        let area: String?
        let description: String?
        let minItemLevel: Int?
        let period: String
        let rewards: [RewardView]
    }

    struct Raid: Encodable {
        let name: String
        let description: String?
        let minItemLevel: Int?
        let period: String
    }

    struct RewardLevel: Encodable {
        let itemLevel: Int
        let items: [RewardView]
    }

    init(
        chrome: Chrome, abyss: [AbyssDungeon]?, guardian: GuardianRaids?, pictures: PagePictures, abyssGone: Freshness.Gone?,
        guardianGone: Freshness.Gone?
    ) {
        self.chrome = chrome
        self.abyssGone = abyssGone
        self.guardianGone = guardianGone
        hasAbyss = abyss != nil
        self.abyss = (abyss ?? []).map {
            Dungeon(
                name: $0.name, area: $0.areaName, description: $0.description, minItemLevel: $0.minItemLevel,
                period: Self.period($0.startTime, $0.endTime), rewards: $0.rewards.map { RewardView($0, pictures: pictures) })
        }
        hasGuardian = guardian != nil
        raids = (guardian?.raids ?? []).map {
            Raid(name: $0.name, description: $0.description, minItemLevel: $0.minItemLevel, period: Self.period($0.startTime, $0.endTime))
        }
        guardianRewards = (guardian?.rewardGroups ?? []).map {
            RewardLevel(itemLevel: $0.itemLevel, items: $0.items.map { RewardView($0, pictures: pictures) })
        }
    }

    private static func period(_ start: String?, _ end: String?) -> String {
        switch (start, end) {
        case let (start?, end?): "\(start) – \(end)"
        case let (start?, nil): "\(start) –"
        case let (nil, end?): "– \(end)"
        case (nil, nil): ""
        }
    }
}
