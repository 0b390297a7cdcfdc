import Planning
import Rendering

/// What every page has besides its own content (`Chrome`): its title after the site's, the
/// menu with the page marked, the stylesheet, the link-preview lines and the data-as-of stamp.
package struct SiteChrome: Sendable {
    package let settings: SiteSettings
    /// The stylesheet's file name, and its text for the page that carries it inline.
    package let stylesheet: String
    package let stylesheetText: String
    package let words: Words
    package var times: any PageTimes
    /// The menu's pages, in table order.
    package let menu: [MenuItem]

    /// A page of the menu: its word there and its path per file extension.
    package struct MenuItem: Sendable {
        package let word: Words.Key
        package let path: @Sendable (String) -> String
    }

    /// The site's icon for link previews (a template asset): a PNG, which previews show
    /// where many ignore SVG.
    package static let siteIcon = "icon.png"

    package init(
        settings: SiteSettings, stylesheet: String, stylesheetText: String, words: Words, times: any PageTimes, menu: [MenuItem]
    ) {
        (self.settings, self.stylesheet, self.stylesheetText, self.words) = (settings, stylesheet, stylesheetText, words)
        (self.times, self.menu) = (times, menu)
    }

    /// The chrome of `page` in each format it is made in.
    func chromes(of page: PageEntry, _ facts: SiteFacts) -> ByFormat<Chrome> {
        let description = page.describe(facts)
        let snapshots = page.snapshots(facts)
        let title = page.title.map { words($0, filling: page.titleValues) }
        func made(_ format: OutputFormat) -> Chrome? {
            guard page.formats.contains(format) else { return nil }
            let ext = format.fileExtension
            var chrome = chrome(
                page.path(ext), ext: ext, title: title, root: page.servedAnywhere ? settings.basePath.value : nil, description: description,
                snapshots: snapshots, isFront: page.isFront)
            if page.servedAnywhere { chrome.inlineStylesheet = stylesheetText }
            if format == .html, let forward = page.forward {
                chrome.refresh = SitePaths.href(forward(ext), fromDepth: Self.depth(of: page.path(ext)))
            }
            return chrome
        }
        return ByFormat(html: made(.html), markdown: made(.markdown))
    }

    /// The chrome of the page at `path` in the format of extension `ext`. `root` replaces the
    /// relative way back to the site root, for pages served at any depth; `snapshots` are the
    /// paths the page's data comes from (none: the whole site's; nil: no data, no stamp);
    /// `image` is the site path of the page's picture for link previews.
    package func chrome(
        _ path: String, ext: String, title: String? = nil, root: String? = nil, description: PageDescription? = nil,
        snapshots: [String]? = [], image: String = siteIcon, isFront: Bool = false
    ) -> Chrome {
        let root = root ?? String(repeating: "../", count: Self.depth(of: path))
        return Chrome(
            title: title.map { "\($0) · \(settings.siteTitle)" } ?? settings.siteTitle,
            siteTitle: settings.siteTitle,
            root: root,
            nav: menu.map { item in
                let target = item.path(ext)
                return NavLink(title: words[item.word], href: root + SitePaths.href(target, fromDepth: 0), current: target == path)
            },
            stylesheet: stylesheet,
            description: description?.text(words) ?? settings.siteTitle,
            url: settings.absolute(path),
            image: settings.absolute(image),
            stamp: snapshots.flatMap(times.stamp(for:)),
            // Only the front page: on every page it would rewrite the whole site whenever any
            // one snapshot changed, and each page already says when its own data was fetched.
            generatedFrom: isFront ? times.newest.map(KoreanDate.display) : nil)
    }

    /// How many folders down the page at `path` is.
    static func depth(of path: String) -> Int {
        path.split(separator: "/").count - 1
    }
}
