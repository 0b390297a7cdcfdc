import LostArkAPI

/// The mirror paths the pages read, each the `Route`'s (``Route/mirrorPath``), named short.
package enum SnapshotPaths {
    package static let armories = Route.armoryFolder
    package static func armory(_ name: String) -> String { Route.armory(character: name).mirrorPath }
    package static func siblings(_ name: String) -> String { Route.siblings(character: name).mirrorPath }
    package static let calendar = Route.calendar.mirrorPath
    package static let abyss = Route.abyssDungeons.mirrorPath
    package static let guardian = Route.guardianRaids.mirrorPath
    package static let notices = Route.notices.mirrorPath
    package static let events = Route.events.mirrorPath
    package static let marketItems = Route.marketItemFolder
    package static func marketItem(_ id: Int) -> String { Route.marketItem(id: id).mirrorPath }
    /// A search's answer; the label "" is a folder's one unlabelled answer.
    package static func marketSearch(_ label: String) -> String {
        label.isEmpty ? Route.loneMarketSearch : Route.marketSearch(label: label).mirrorPath
    }
    package static func auctionSearch(_ label: String) -> String {
        label.isEmpty ? Route.loneAuctionSearch : Route.auctionSearch(label: label).mirrorPath
    }
}
