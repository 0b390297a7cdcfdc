import Foundation
import LOASTestSupport
import LostArkAPI
import Testing

/// The API-mirror layout, spelled in `Route` only: every route's mirror path parses back to
/// the route it came from, whatever the name.
@Suite struct RouteTests {
    static let names = ["이다", "a b", "모코코 100%", "x?y#z;w", "e\u{301}", "%EC%9D%B4"]

    static var routes: [Route] {
        names.flatMap { name -> [Route] in
            [
                .armory(character: name), .armorySection(character: name, section: "profiles"), .siblings(character: name),
                .marketSearch(label: name), .auctionSearch(label: name),
            ]
        } + [.notices, .events, .calendar, .abyssDungeons, .guardianRaids, .marketItem(id: 66_110_223), .marketItem(id: 0)]
    }

    @Test func everyMirrorPathParsesBackToItsRoute() {
        for route in Self.routes {
            #expect(Route(mirrorPath: route.mirrorPath) == route, "\(route.mirrorPath)")
        }
    }

    @Test func theLayoutIsTheAPIPathWithJSON() {
        #expect(Route.armory(character: "이다").mirrorPath == "armories/characters/이다.json")
        #expect(Route.armorySection(character: "이다", section: "profiles").mirrorPath == "armories/characters/이다/profiles.json")
        #expect(Route.siblings(character: "a b").mirrorPath == "characters/a b/siblings.json")
        #expect(Route.calendar.mirrorPath == "gamecontents/calendar.json")
        #expect(Route.notices.mirrorPath == "news/notices.json")
        #expect(Route.marketItem(id: 66_110_223).mirrorPath == "markets/items/66110223.json")
        #expect(Route.marketSearch(label: "파괴석").mirrorPath == "markets/items/search/파괴석.json")
        #expect(Route.marketSearch(label: "파괴석").segments == ["markets", "items"])
    }

    /// The label "" is what a reader lists for a folder's one unlabelled search answer, kept
    /// at the API path as a mirror of the API keeps it.
    @Test func anUnlabelledSearchIsReadAtItsAPIPath() {
        #expect(Route.marketSearchPath(label: "") == "markets/items.json")
        #expect(Route.auctionSearchPath(label: "") == "auctions/items.json")
        #expect(Route.marketSearchPath(label: "파괴석") == Route.marketSearch(label: "파괴석").mirrorPath)
        #expect(Route.auctionSearchPath(label: "겁화") == Route.auctionSearch(label: "겁화").mirrorPath)
    }

    /// Every route a run asks without a parameter parses back from its path: a new one is
    /// one case and its segments, listed once in `Route.fixed`.
    @Test func theFixedRoutesParseBack() {
        for route in Route.fixed {
            #expect(Route(segments: route.segments) == route, "\(route)")
        }
        #expect(Route.fixed.first == .calendar)
    }

    @Test func endpointsAndKeysGroupTheStore() {
        #expect(Route.armory(character: "이다").endpoint == "armories/characters")
        #expect(Route.armorySection(character: "이다", section: "gems").endpoint == "armories/characters/gems")
        #expect(Route.siblings(character: "이다").endpoint == "characters/siblings")
        #expect(Route.marketItem(id: 7).key == "7")
        #expect(Route.calendar.key == "")
    }

    /// What no known route writes is kept by its segments, with no key; an id LOAS would
    /// write otherwise (`007`) is one of those, so every parse still writes back its path.
    @Test func otherPathsAreKeptAsTheyAre() {
        for path in ["markets/items.json", "markets/items/007.json", "markets/items/abc.json", "auctions/options.json"] {
            let route = Route(mirrorPath: path)
            #expect(route.mirrorPath == path)
            #expect(route.key == "")
            #expect(route.endpoint == String(path.dropLast(5)))
        }
    }
}

/// How a route is asked: its URL under a base, its method, its name in a message.
@Suite struct RouteRequestTests {
    let base = URL(string: "https://api.example/base/")!

    @Test func characterNamesArePercentEncodedAsOneSegment() throws {
        let url = try #require(Route.armory(character: "이다/../x?y").url(base: base))
        #expect(url.absoluteString == "https://api.example/base/armories/characters/%EC%9D%B4%EB%8B%A4%2F..%2Fx%3Fy")
    }

    @Test func armoryIsOneCallWithoutFilters() throws {
        let url = try #require(Route.armory(character: "a").url(base: base))
        #expect(url.query == nil)
    }

    @Test func searchesArePostedAndNamedByTheirLabel() {
        #expect(Route.marketSearch(label: "a").method == .post)
        #expect(Route.auctionSearch(label: "a").method == .post)
        #expect(Route.marketItem(id: 7).method == .get)
        #expect(Route.auctionSearch(label: "10레벨 겁화").description == "POST /auctions/items (10레벨 겁화)")
        #expect(Route.notices.description == "GET /news/notices")
    }
}
