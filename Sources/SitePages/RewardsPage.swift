import LostArkAPI

/// Abyss dungeon and guardian raid rewards of the week (endpoints removed in API V7;
/// the page shows whichever snapshots exist).
package struct RewardsPage: Encodable {
    package let hasAbyss: Bool
    package let abyss: [Dungeon]
    package let hasGuardian: Bool
    package let raids: [Raid]
    package let guardianRewards: [RewardLevel]
    /// Set when the API no longer offers that part (removed in API V7), with its last week's date.
    package let abyssGone: GoneNote?
    package let guardianGone: GoneNote?

    package struct Dungeon: Encodable {
        package let name: String
        package let area: String?
        package let description: String?
        package let minItemLevel: Int?
        package let period: String
        package let rewards: [RewardView]
    }

    package struct Raid: Encodable {
        package let name: String
        package let description: String?
        package let minItemLevel: Int?
        package let period: String
    }

    package struct RewardLevel: Encodable {
        package let itemLevel: Int
        package let items: [RewardView]
    }

    package init(
        abyss: [AbyssDungeon]?, guardian: GuardianRaids?, pictures: any PagePictures, abyssGone: GoneNote?, guardianGone: GoneNote?
    ) {
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
        case (let start?, let end?): "\(start) – \(end)"
        case (let start?, nil): "\(start) –"
        case (nil, let end?): "– \(end)"
        case (nil, nil): ""
        }
    }
}
