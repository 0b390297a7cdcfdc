import Foundation
import LostArkAPI

/// The site's pages and feeds: one entry each (`PageEntry`, `FeedEntry`), the pages made
/// from the data (a renamed character's former pages), and each character's (`CharacterTable`).
/// The build loops over it; a caller may add pages (`SiteBuilder.Options.pages`), as the
/// standard table's entries are added.
package struct PageTable: Sendable {
    package var pages: [PageEntry]
    /// Pages made per fact of the data, as many as it says (each former name's pointers).
    package var families: [@Sendable (SiteFacts) -> [PageEntry]]
    package var feeds: [FeedEntry]
    /// Each character's pages and the sheet's sections.
    package var characters: CharacterTable

    package init(
        pages: [PageEntry], families: [@Sendable (SiteFacts) -> [PageEntry]] = [], feeds: [FeedEntry] = [],
        characters: CharacterTable = .standard
    ) {
        (self.pages, self.families, self.feeds, self.characters) = (pages, families, feeds, characters)
    }

    /// Every page this site has: the table's that exist, then each family's.
    package func pages(for facts: SiteFacts) -> [PageEntry] {
        pages.filter { $0.exists(facts) } + families.flatMap { $0(facts) }
    }

    /// The menu: each page that exists and has a menu word, in table order.
    package func menu(for facts: SiteFacts) -> [SiteChrome.MenuItem] {
        pages.compactMap { page in page.menu.flatMap { page.exists(facts) ? SiteChrome.MenuItem(word: $0, path: page.path) : nil } }
    }

    /// Every answer a page of the table shows, for the build to read.
    package var answers: [any AnyKeptAnswer] { pages.flatMap(\.answers) }

    /// Every word a page of the table names, for `words.txt` to give.
    package var words: [Words.Key] { pages.flatMap(\.words) + characters.words }

    /// The search box's pages in the format of extension `ext`: the front page (under the site's
    /// title) and the menu's, each its title and site path.
    package func searched(_ facts: SiteFacts, ext: String) -> [(title: String, path: String)] {
        pages.filter { $0.isSearched && $0.exists(facts) }.map { page in
            (page.title.map { facts.words[$0] } ?? facts.settings.siteTitle, page.path(ext))
        }
    }

    /// What the table is, for the build cache: a page added, removed or moved makes every
    /// page again (each lists the menu).
    package var fingerprint: String {
        pages.map { page in
            ([page.template, page.title?.rawValue ?? "-", page.menu?.rawValue ?? "-", "\(page.isFront)", "\(page.inSitemap)"]
                + page.paths).joined(separator: "|")
        }.joined(separator: "\n") + "\n" + feeds.map(\.path).joined(separator: "|")
    }
}

/// A file of the site made without a template, the same for every format: a feed
/// (`news.atom`, `changes.atom`, `calendar.ics`).
package struct FeedEntry: Sendable {
    package var path: String
    /// The feed's bytes; nil when this site has nothing for it.
    package var render: @Sendable (SiteFacts) -> Data?

    package init(path: String, render: @escaping @Sendable (SiteFacts) -> Data?) {
        (self.path, self.render) = (path, render)
    }
}
