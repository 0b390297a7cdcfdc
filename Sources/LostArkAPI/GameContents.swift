/// A reward as the game-contents endpoints list it.
public struct RewardItem: Sendable, Decodable {
    public var name: String
    public var grade: String?
    public var icon: String?
    /// Start times (local KST) at which this reward drops, when it is not every time.
    public var startTimes: [String]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        name = f.string("Name") ?? ""
        grade = f.string("Grade")
        icon = f.string("Icon")
        startTimes = f.strings("StartTimes") ?? []
    }
}

/// Rewards for characters at or above an item level (0 = everyone).
public struct RewardGroup: Sendable {
    public var itemLevel: Int
    public var items: [RewardItem]
}

/// One entry of `GET /gamecontents/calendar`.
public struct CalendarEntry: Sendable, Decodable {
    public var category: String
    public var name: String
    public var icon: String?
    public var minItemLevel: Int?
    public var location: String?
    /// Local KST times without a zone, as sent ("2025-08-20T22:30:00").
    public var startTimes: [String]
    /// Reward groups; the pre-2025 flat list becomes one group at item level 0.
    public var rewardGroups: [RewardGroup]

    public init(from decoder: any Decoder) throws {
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
public struct AbyssDungeon: Sendable, Decodable {
    public var name: String
    public var description: String?
    public var areaName: String?
    public var minCharacterLevel: Int?
    public var minItemLevel: Int?
    public var startTime: String?
    public var endTime: String?
    public var rewards: [RewardItem]

    public init(from decoder: any Decoder) throws {
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
public struct GuardianRaids: Sendable, Decodable {
    public var raids: [Raid]
    public var rewardGroups: [RewardGroup]

    public init(from decoder: any Decoder) throws {
        let f = try decoder.fields()
        raids = f.list("Raids") ?? []
        let groups: [Group] = f.list("RewardItems") ?? []
        rewardGroups = groups.map { RewardGroup(itemLevel: $0.level, items: $0.items) }
    }

    public struct Raid: Sendable, Decodable {
        public var name: String
        public var description: String?
        public var minCharacterLevel: Int?
        public var minItemLevel: Int?
        public var startTime: String?
        public var endTime: String?

        public init(from decoder: any Decoder) throws {
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
