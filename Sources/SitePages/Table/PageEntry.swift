import LostArkAPI
import Rendering

/// One page of the site, everything about it in one declaration: where it is in each format,
/// its template, its words (title, menu), what it says of itself for link previews, the
/// snapshots its data comes from, whether this site has it, and its view. The build loops
/// over the table (`PageTable`) to render the pages, and to make the menu, the search index
/// and the sitemap. Each character's sheet, timeline and tooltips are made per character
/// instead, as the sheets are built.
///
/// The view is made once for every format: a link that differs by format is a `Fragment`
/// (`Fragment.link`), and each format's templates render the one value, with the page's
/// `chrome` (title, menu, stamp) beside the view's own fields.
package struct PageEntry: Sendable {
    /// The template of both formats (`roster` → `roster.html`, `roster.md`); it also names the
    /// page in errors and in the build cache's fingerprint.
    package var template: String
    /// The page's site path for a format's file extension (`"html"`, `"md"`).
    package var path: @Sendable (String) -> String
    package var formats: [OutputFormat]
    /// Its title's word, put before the site's title; nil: the site's title alone.
    package var title: Words.Key?
    /// What the title's `{name}`s are filled with.
    package var titleValues: [String: String]
    /// Its word in the menu; nil: not in the menu. The menu lists pages in table order, and
    /// the search box lists the menu's pages and the front page.
    package var menu: Words.Key?
    /// Words the page names besides its title and menu word (its description's, its view's):
    /// `words.txt` may give them as it gives LOAS's own.
    package var otherWords: [Words.Key]
    /// The front page: first in the search box, under the site's title, and the one page that
    /// says when the newest data of the whole site was fetched.
    package var isFront: Bool
    /// Served for any path at any depth (404.html): its links start at the base path and its
    /// stylesheet is inline.
    package var servedAnywhere: Bool
    /// Listed in sitemap.xml (a page that only sends a browser on, or says nothing is there, is not).
    package var inSitemap: Bool
    /// Where the HTML page sends a browser at once (a renamed character's former page), per
    /// file extension; the view says it too.
    package var forward: (@Sendable (String) -> String)?
    /// The answers the page shows (besides armories, rosters and the market, which its
    /// `snapshots` name): the build reads each, and by default the page is made when one
    /// was read, stamped with the time of those read.
    package var answers: [any AnyKeptAnswer]
    /// One line for link previews and search results; nil: the site's title.
    package var describe: @Sendable (SiteFacts) -> PageDescription?
    /// The snapshots its data comes from, for its data-as-of stamp: none: the whole site's;
    /// nil: the page shows no data, so no stamp. By default, its `answers` that were read.
    package var snapshots: @Sendable (SiteFacts) -> [String]?
    /// Whether this site has the page (a calendar page only with a calendar fetched; by
    /// default, with one of its `answers` read when it names any). Asked
    /// before the sheets are built, for their menu, and again after: it may not depend on
    /// which characters have sheets.
    package var exists: @Sendable (SiteFacts) -> Bool
    /// The page's own fields (an `Encodable` struct or a `TemplateValueConvertible`), made
    /// once for every format.
    package var view: @Sendable (SiteFacts) -> any Encodable

    package init(
        template: String, path: @escaping @Sendable (String) -> String, formats: [OutputFormat] = OutputFormat.allCases,
        title: Words.Key? = nil, titleValues: [String: String] = [:], menu: Words.Key? = nil, otherWords: [Words.Key] = [],
        isFront: Bool = false, servedAnywhere: Bool = false, inSitemap: Bool = true,
        forward: (@Sendable (String) -> String)? = nil, answers: [any AnyKeptAnswer] = [],
        describe: @escaping @Sendable (SiteFacts) -> PageDescription? = { _ in nil },
        snapshots: (@Sendable (SiteFacts) -> [String]?)? = nil,
        exists: (@Sendable (SiteFacts) -> Bool)? = nil,
        view: @escaping @Sendable (SiteFacts) -> any Encodable
    ) {
        (self.template, self.path, self.formats, self.title, self.titleValues) = (template, path, formats, title, titleValues)
        (self.menu, self.otherWords, self.isFront, self.servedAnywhere) = (menu, otherWords, isFront, servedAnywhere)
        (self.inSitemap, self.forward, self.answers, self.describe) = (inSitemap, forward, answers, describe)
        self.snapshots = snapshots ?? Self.read(answers)
        self.exists = exists ?? Self.hasAny(answers)
        self.view = view
    }

    /// Whether one of `answers` was read; true when there are none to read.
    private static func hasAny(_ answers: [any AnyKeptAnswer]) -> @Sendable (SiteFacts) -> Bool {
        guard !answers.isEmpty else { return { _ in true } }
        return { facts in answers.contains { facts.data.has($0) } }
    }

    /// The paths of those of `answers` that were read; nil when there are none to read.
    private static func read(_ answers: [any AnyKeptAnswer]) -> @Sendable (SiteFacts) -> [String]? {
        guard !answers.isEmpty else { return { _ in nil } }
        return { facts in answers.filter { facts.data.has($0) }.map(\.path) }
    }

    /// Every word the page names.
    package var words: [Words.Key] { [title, menu].compactMap { $0 } + otherWords }

    /// Its paths in the formats it is made in.
    package var paths: [String] { formats.map { path($0.fileExtension) } }

    /// Listed by the search box.
    package var isSearched: Bool { isFront || menu != nil }

    /// The page in each of its formats that `libraries` render: its view made and encoded
    /// once, each format's chrome beside it.
    package func render(_ facts: SiteFacts, chrome: SiteChrome, libraries: [(OutputFormat, TemplateLibrary)]) throws(TemplateError)
        -> [RenderedPage]
    {
        let made = libraries.filter { formats.contains($0.0) }
        guard !made.isEmpty else { return [] }
        guard case .object(let fields) = try TemplateValue(encoding: view(facts)) else {
            throw TemplateError(template: template, problem: "has a view that is not a set of named fields")
        }
        let chromes = chrome.chromes(of: self, facts)
        let value = TemplateValue.object(fields.prepending("chrome", chromes.templateValue))
        var pages: [RenderedPage] = []
        for (format, library) in made {
            pages.append(RenderedPage(path: path(format.fileExtension), contents: try library.renderData(template, value: value)))
        }
        return pages
    }
}
