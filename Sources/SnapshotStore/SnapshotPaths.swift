/// Where each answer sits in the API-mirror layout: `GET /a/b` is at `a/b.json`.
public enum SnapshotPaths {
    public static let armories = "armories/characters"
    public static func armory(_ name: String) -> String { "\(armories)/\(name).json" }
    public static func siblings(_ name: String) -> String { "characters/\(name)/siblings.json" }
    public static let calendar = "gamecontents/calendar.json"
    public static let abyss = "gamecontents/challenge-abyss-dungeons.json"
    public static let guardian = "gamecontents/challenge-guardian-raids.json"
    public static let notices = "news/notices.json"
    public static let events = "news/events.json"
    public static let marketItems = "markets/items"
    public static func marketItem(_ id: Int) -> String { "\(marketItems)/\(id).json" }
}
