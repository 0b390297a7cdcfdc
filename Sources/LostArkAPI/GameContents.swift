/// A reward as the game-contents endpoints list it.
package struct RewardItem: Sendable, Decodable {
    package var name: String
    package var grade: String?
    package var icon: String?
    /// Start times (local KST) at which this reward drops, when it is not every time.
    package var startTimes: [String]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        icon = f.string("Icon")
        startTimes = f.strings("StartTimes") ?? []
    }
}

/// Rewards for characters at or above an item level (0 = everyone).
package struct RewardGroup: Sendable {
    package var itemLevel: Int
    package var items: [RewardItem]
}

/// One entry of `GET /gamecontents/calendar`.
package struct CalendarEntry: Sendable, Decodable {
    package var category: String
    package var name: String
    package var icon: String?
    package var minItemLevel: Int?
    package var location: String?
    /// Local KST times without a zone, as sent ("2025-08-20T22:30:00").
    package var startTimes: [String]
    /// Reward groups; the pre-2025 flat list becomes one group at item level 0.
    package var rewardGroups: [RewardGroup]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        category = f.string("CategoryName") ?? ""
        name = f.string("ContentsName") ?? ""
        icon = f.string("ContentsIcon")
        minItemLevel = f.int("MinItemLevel")
        location = f.string("Location")
        startTimes = f.strings("StartTimes") ?? []
        if let grouped: [GroupedRewards] = f.list("RewardItems"), grouped.contains(where: \.isGrouped) {
            rewardGroups = grouped.map { RewardGroup(itemLevel: $0.itemLevel, items: $0.items) }
        } else {
            let flat: [RewardItem] = f.list("RewardItems") ?? []
            rewardGroups = flat.isEmpty ? [] : [RewardGroup(itemLevel: 0, items: flat)]
        }
    }

    private struct GroupedRewards: Decodable {
        var isGrouped: Bool
        var itemLevel: Int
        var items: [RewardItem]

        init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            let items: [RewardItem]? = f.list("Items")
            isGrouped = items != nil
            itemLevel = f.int("ItemLevel") ?? 0
            self.items = items ?? []
        }
    }
}

/// One entry of `GET /gamecontents/challenge-abyss-dungeons` (removed in API V7).
package struct AbyssDungeon: Sendable, Decodable {
    package var name: String
    package var description: String?
    package var areaName: String?
    package var minCharacterLevel: Int?
    package var minItemLevel: Int?
    package var startTime: String?
    package var endTime: String?
    package var rewards: [RewardItem]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        description = f.string("Description")
        areaName = f.string("AreaName")
        minCharacterLevel = f.int("MinCharacterLevel")
        minItemLevel = f.int("MinItemLevel")
        startTime = f.string("StartTime")
        endTime = f.string("EndTime")
        rewards = f.list("RewardItems") ?? []
    }
}

/// `GET /gamecontents/challenge-guardian-raids` (removed in API V7).
package struct GuardianRaids: Sendable, Decodable {
    package var raids: [Raid]
    package var rewardGroups: [RewardGroup]

    package init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        raids = f.list("Raids") ?? []
        let groups: [Group] = f.list("RewardItems") ?? []
        rewardGroups = groups.map { RewardGroup(itemLevel: $0.level, items: $0.items) }
    }

    package struct Raid: Sendable, Decodable {
        package var name: String
        package var description: String?
        package var minCharacterLevel: Int?
        package var minItemLevel: Int?
        package var startTime: String?
        package var endTime: String?

        package init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            name = f.string("Name") ?? ""
            description = f.string("Description")
            minCharacterLevel = f.int("MinCharacterLevel")
            minItemLevel = f.int("MinItemLevel")
            startTime = f.string("StartTime")
            endTime = f.string("EndTime")
        }
    }

    private struct Group: Decodable {
        var level: Int
        var items: [RewardItem]
        init(from decoder: any Decoder) throws {
            let f = try decoder.fields()
            level = f.int("ExpeditionItemLevel") ?? 0
            items = f.list("Items") ?? []
        }
    }
}
