import Foundation
import Honing
import Planning

/// What the owner chose for the site (`loas.yml` and the command's flags), as the pages read
/// it: values only, made by the build from its options.
package struct SiteSettings: Sendable {
    package var siteTitle: String
    /// Where the site is served from ("/", "/repo/"): only pages served at any depth use it.
    package var basePath: String
    /// The published site's absolute address, ending in `/`; nil when unknown.
    package var siteURL: String?
    /// Leads the front page; nil: the highest character with a sheet.
    package var mainCharacter: String?
    /// Listed on the front page; empty: every other character with a sheet.
    package var favourites: [String]
    /// The raid facts of the homework board; without them there is no board.
    package var raidCatalog: RaidCatalog?
    /// The honing planner's tables (`honing.yml`); without them there is no planner page.
    package var honingTables: HoningTables?
    /// Characters the owner chose to earn raid gold.
    package var goldEarners: [String]
    /// Calendar categories in `calendar.ics`; empty: the ones a player plans around.
    package var calendarFeed: [String]
    /// When the site is built (nil in tests that do not ask).
    package var now: Date?

    package init(
        siteTitle: String = "LOAS", basePath: String = "/", siteURL: String? = nil, mainCharacter: String? = nil,
        favourites: [String] = [], raidCatalog: RaidCatalog? = nil, goldEarners: [String] = [], calendarFeed: [String] = [],
        now: Date? = nil, honingTables: HoningTables? = nil
    ) {
        (self.siteTitle, self.basePath, self.siteURL, self.mainCharacter) = (siteTitle, basePath, siteURL, mainCharacter)
        (self.favourites, self.raidCatalog, self.goldEarners) = (favourites, raidCatalog, goldEarners)
        (self.calendarFeed, self.now, self.honingTables) = (calendarFeed, now, honingTables)
    }

    /// The absolute URL of the site's page at `path`; nil without the site's address.
    package func absolute(_ path: String) -> String? {
        siteURL.map { $0 + SitePaths.href(path, fromDepth: 0) }
    }
}
