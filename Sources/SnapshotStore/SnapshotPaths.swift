import LostArkAPI

/// The mirror paths the pages read, each the `Route`'s (``Route/mirrorPath``), named short.
public enum SnapshotPaths {
    public static let armories = Route.armoryFolder
    public static func armory(_ name: String) -> String { Route.armory(character: name).mirrorPath }
    public static func siblings(_ name: String) -> String { Route.siblings(character: name).mirrorPath }
    public static let calendar = Route.calendar.mirrorPath
    public static let abyss = Route.abyssDungeons.mirrorPath
    public static let guardian = Route.guardianRaids.mirrorPath
    public static let notices = Route.notices.mirrorPath
    public static let events = Route.events.mirrorPath
    public static let marketItems = Route.marketItemFolder
    public static func marketItem(_ id: Int) -> String { Route.marketItem(id: id).mirrorPath }
}
