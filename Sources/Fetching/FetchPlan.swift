import Foundation
import LostArkAPI

/// What a run fetches: characters (and their rosters), market items, the game's calendar
/// and news.
package struct FetchPlan: Sendable, Hashable {
    package var characters: [String]
    /// Also fetch each character's roster (`/characters/{name}/siblings`) and every
    /// character on it.
    package var followSiblings: Bool
    package var marketItems: [Int]
    /// Market and auction searches, each answer kept under its label.
    package var searches: [MarketSearch]
    /// The routes without a parameter (`Route.fixed`): calendar, notices, events, and the
    /// abyss and guardian rewards (removed in API V7; asked anyway so an older store keeps
    /// them and says they are gone).
    package var gameContents: Bool

    package init(
        characters: [String] = [], followSiblings: Bool = false, marketItems: [Int] = [], searches: [MarketSearch] = [],
        gameContents: Bool = true
    ) {
        self.characters = characters
        self.followSiblings = followSiblings
        self.marketItems = marketItems
        self.searches = searches
        self.gameContents = gameContents
    }

    /// The plan without the names no character can have, which are never asked for, and
    /// those names with why; the others composed (NFC), as the API writes them.
    func checkingNames() -> (plan: FetchPlan, refused: [RefusedName]) {
        var plan = self
        var refused: [RefusedName] = []
        plan.characters = characters.compactMap { name in
            if let problem = CharacterName.problem(name) {
                refused.append(RefusedName(name: name, problem: problem))
                return nil
            }
            return CharacterName.normalized(name)
        }
        return (plan, refused)
    }

    /// The routes known before any answer; a roster adds more as it arrives.
    var initialRoutes: [Route] {
        var routes: [Route] = []
        for name in characters {
            routes.append(.armory(character: name))
            if followSiblings { routes.append(.siblings(character: name)) }
        }
        routes += marketItems.map { .marketItem(id: $0) }
        routes += searches.map(\.route)
        if gameContents { routes += Route.fixed }
        return routes.uniqued()
    }

    /// What each search posts, by its route (a label is one route: the config refuses two
    /// searches of one kind with one label).
    var bodies: [Route: Data] {
        Dictionary(searches.map { ($0.route, $0.body) }) { first, _ in first }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
