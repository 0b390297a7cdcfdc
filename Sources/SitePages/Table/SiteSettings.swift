import Foundation
import Honing
import Planning

/// What the owner chose for the site (`loas.yml` and the command's flags) that the pages
/// read: the part of the build's options (`SiteBuilder.Options.site`) a page may show.
package struct SiteSettings: Sendable {
    package var siteTitle: String
    /// Where the site is served from: "/" at a domain root, "/repo/" for a GitHub Pages
    /// project site. Only pages served at any depth (404.html) use it; every other link is
    /// relative, so the site also works from disk.
    package var basePath: BasePath
    /// The published site's absolute URL, for sitemap.xml and Open Graph; without it there is
    /// no sitemap (its URLs must be absolute).
    package var siteURL: SiteURL?
    /// Leads the front page; nil: the highest character with a sheet.
    package var mainCharacter: String?
    /// Listed on the front page; empty: every other character with a sheet.
    package var favourites: [String]
    /// The raid facts of the homework board (`raids.yml`); without them there is no board.
    package var raidCatalog: RaidCatalog?
    /// The honing planner's tables (`honing.yml`); without them there is no planner page.
    package var honingTables: HoningTables?
    /// Characters the owner chose to earn raid gold (`gold_earners`); each account's six
    /// highest fill the rest.
    package var goldEarners: [String]
    /// Calendar categories in `calendar.ics`; empty: the ones a player plans around.
    package var calendarFeed: [String]
    /// When the site is built (the command's clock; nil in tests that do not ask): a calendar
    /// of a week that is over by then says so.
    package var now: Date?

    package init(
        siteTitle: String = "LOAS", basePath: BasePath = .root, siteURL: SiteURL? = nil, mainCharacter: String? = nil,
        favourites: [String] = [], raidCatalog: RaidCatalog? = nil, goldEarners: [String] = [], calendarFeed: [String] = [],
        now: Date? = nil, honingTables: HoningTables? = nil
    ) {
        (self.siteTitle, self.basePath, self.siteURL, self.mainCharacter) = (siteTitle, basePath, siteURL, mainCharacter)
        (self.favourites, self.raidCatalog, self.goldEarners) = (favourites, raidCatalog, goldEarners)
        (self.calendarFeed, self.now, self.honingTables) = (calendarFeed, now, honingTables)
    }

    /// The absolute URL of the site's page at `path`; nil without the site's address.
    package func absolute(_ path: String) -> String? {
        siteURL?.page(path)
    }
}
